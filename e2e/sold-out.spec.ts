import { expect, test, type Page } from '@playwright/test';
import { ensureOwner, logInAsOwner } from './fixtures/admin-owner';
import { addFromSearch, cartLink } from './fixtures/orders';

// Pauses a seed flavour: runs on a server of its own ('sold-out' in playwright.config.ts).
test.describe.configure({ mode: 'serial' });

const FLAVOUR = 'Toscana';

/** A mark on the page's window: gone if the page is ever loaded again. */
async function markPage(page: Page) {
  await page.evaluate(() => {
    (window as Window & { notReloaded?: boolean }).notReloaded = true;
  });
}
async function expectNotReloaded(page: Page) {
  expect(
    await page.evaluate(() => (window as Window & { notReloaded?: boolean }).notReloaded),
  ).toBe(true);
}

test("staff pause a flavour from the desk: an open storefront shows 'Esgotado' at once, the cart holding it is blocked, resuming brings it back", async ({
  page,
  browser,
  request,
}) => {
  await ensureOwner(request);
  // the customer: the flavour in the cart, the menu open on its tab
  await addFromSearch(page, FLAVOUR);
  // the page follows the menu's changes once its stream is open
  const streamOpen = page.waitForResponse((res) => res.url().endsWith('/api/menu/events'));
  await page.goto('/menu?categoria=calabresa');
  const card = page.getByRole('article', { name: FLAVOUR });
  const add = card.getByRole('button', { name: `Adicionar ${FLAVOUR}` });
  await expect(add).toBeEnabled();
  await streamOpen;
  await markPage(page);

  // the desk, in a browser of its own, at the same phone width
  const desk = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const staff = await desk.newPage();
  await logInAsOwner(staff);
  await staff.goto('/admin/orders');
  await staff.getByRole('button', { name: 'Acabou?' }).click();
  const panel = staff.getByRole('dialog', { name: 'Acabou?' });
  await panel.getByRole('searchbox').fill('tosc');
  const onSale = panel.getByRole('switch', { name: `${FLAVOUR} (Calabresa) à venda` });
  await expect(onSale).toBeChecked();
  await onSale.click();
  await expect(onSale).not.toBeChecked();
  await expect(panel.getByText('Esgotado', { exact: true })).toBeVisible();

  // the storefront, never reloaded, shows it sold out and cannot add it
  await expect(card.getByText('Esgotado')).toBeVisible();
  await expect(card.getByRole('button', { name: `${FLAVOUR}: esgotado` })).toBeDisabled();
  await expectNotReloaded(page);

  // the cart that holds it: the line is marked and the order cannot be sent
  await cartLink(page).click();
  const line = page.getByRole('list', { name: 'Itens do carrinho' }).getByRole('listitem').first();
  await expect(line).toContainText('Este item não pode ser pedido agora');
  await expect(line).toContainText(`${FLAVOUR}: esgotado no momento.`);
  await page.getByRole('button', { name: 'Continuar para Entrega' }).click();
  await expect(page.getByRole('button', { name: 'Finalizar Pedido' })).toBeDisabled();
  await expectNotReloaded(page);

  // resumed from the desk: the line is fine again, the menu offers it again
  await onSale.click();
  await expect(onSale).toBeChecked();
  await expect(line).not.toContainText('Este item não pode ser pedido agora');
  await page.goBack();
  await expect(page.getByRole('article', { name: FLAVOUR }).getByText('Esgotado')).toHaveCount(0);
  await expect(
    page
      .getByRole('article', { name: FLAVOUR })
      .getByRole('button', { name: `Adicionar ${FLAVOUR}` }),
  ).toBeEnabled();
  await expectNotReloaded(page);

  // the panel's history says who paused and resumed it, newest first
  await panel.getByText('Histórico de pausas').click();
  const history = panel.getByRole('list', { name: 'Histórico de pausas' }).getByRole('listitem');
  await expect(history.nth(0)).toContainText(
    new RegExp(
      `^Voltou: ${FLAVOUR} \\(produto\\), por dono em \\d\\d/\\d\\d/\\d{4} às \\d\\d:\\d\\d$`,
    ),
  );
  await expect(history.nth(1)).toContainText(`Acabou: ${FLAVOUR} (produto), por dono em`);
  await desk.close();
});
