import { expect, test, type Page } from '@playwright/test';
import type { Menu } from '../src/domain/menu';
import { ensureOwner, logInAsOwner } from './fixtures/admin-owner';
import { e2eCustomer, placeOrderThroughApi } from './fixtures/orders';
import {
  connectPrinterPrintingOnAccept,
  fakeSerialPrinter,
  ticketsPrinted,
} from './fixtures/printer';

// 'Aceitar pedidos automaticamente' turns every order of this shop 'aprovado' on arrival: this
// journey has a server of its own (playwright.config.ts) so that no other journey sees it.

function orderCard(page: Page, orderId: number) {
  return page.getByRole('article', { name: `Pedido #${orderId}`, exact: true });
}

function alarmStatus(page: Page) {
  return page.getByRole('banner').getByRole('status');
}

test('with auto-accept on, a new order arrives accepted and prints once across two open desks', async ({
  page,
  browser,
}) => {
  await page.context().addInitScript(fakeSerialPrinter);
  const registration = await browser.newContext();
  await ensureOwner(registration.request);
  await registration.close();
  await logInAsOwner(page);

  // the owner turns auto-accept on in Configurações › Horários
  await page.goto('/admin/settings');
  await page.getByRole('tab', { name: 'Horários' }).click();
  const autoAccept = page.getByRole('switch', { name: 'Aceitar pedidos automaticamente' });
  await expect(autoAccept).not.toBeChecked();
  await autoAccept.click();
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Configurações salvas', { exact: true })).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Horários' }).click();
  await expect(page.getByRole('switch', { name: 'Aceitar pedidos automaticamente' })).toBeChecked();

  // two desks on the counter's computer, one printer, printing automatically
  await page.goto('/admin/orders');
  await connectPrinterPrintingOnAccept(page);
  const other = await page.context().newPage();
  await other.goto('/admin/orders');
  await expect(other.getByRole('region', { name: 'Impressora' })).toContainText(
    'Impressora conectada',
  );

  const customer = await browser.newContext();
  let orderId: number;
  try {
    const menu = (await (await customer.request.get('/api/menu')).json()) as Menu;
    const calabresa = menu.products.find((product) => product.name === 'Calabresa');
    if (!calabresa) throw new Error('O cardápio de exemplo não tem Calabresa.');
    const order = await placeOrderThroughApi(customer.request, {
      customer: e2eCustomer({ name: 'Cliente Aceite Automático' }),
      items: [{ productId: calabresa.id, size: 'normal', quantity: 1 }],
      paymentMethod: 'Dinheiro',
    });
    // accepted on arrival: the customer's own answer says so
    expect(order.status).toBe('aprovado');
    orderId = order.id;
  } finally {
    await customer.close();
  }

  // nobody tapped 'Aprovar': both desks show it accepted, one printed it, both know it printed once
  const decisions: string[] = [];
  for (const desk of [page, other]) {
    const card = orderCard(desk, orderId);
    await expect(card.getByRole('button', { name: 'Aprovar' })).toHaveCount(0);
    const state = card.locator('[data-print-decision]');
    await expect(state).toHaveAttribute('data-print-decision', /^(here|elsewhere)$/);
    await expect(state).toContainText(/Impresso às \d\d:\d\d \(1×\)/);
    decisions.push((await state.getAttribute('data-print-decision')) ?? '');
  }
  expect(decisions.sort()).toEqual(['elsewhere', 'here']);
  expect((await ticketsPrinted(page, orderId)) + (await ticketsPrinted(other, orderId))).toBe(1);

  // the printed ticket counts as seen: neither desk rings for it any more
  for (const desk of [page, other]) {
    await expect(alarmStatus(desk)).not.toContainText(new RegExp(`pedido #${orderId}(?!\\d)`));
  }
  // and its history says who accepted it
  await page.goto(`/admin/orders?pedido=${orderId}`);
  await expect(orderCard(page, orderId)).toContainText(/Aprovado automaticamente às \d\d:\d\d/);
  await other.close();
});
