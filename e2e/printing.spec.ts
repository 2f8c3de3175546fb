import { expect, test, type Page } from '@playwright/test';
import type { Menu } from '../src/domain/menu';
import { ensureOwner, logInAsOwner } from './fixtures/admin-owner';
import { e2eCustomer, placeOrderThroughApi } from './fixtures/orders';
import { fakeSerialPrinter, printedBytes, ticketsPrinted } from './fixtures/printer';

function orderCard(page: Page, orderId: number) {
  return page.getByRole('article', { name: `Pedido #${orderId}`, exact: true });
}

test('two desks print automatically: an accepted order prints once across both, and Reimprimir prints again', async ({
  page,
  browser,
}) => {
  // an owner's login, two desks on the event stream and an order accepted and printed twice:
  // longer than the default on a busy machine
  test.setTimeout(60_000);
  await page.context().addInitScript(fakeSerialPrinter);
  const customer = await browser.newContext();
  try {
    const registration = await browser.newContext();
    await ensureOwner(registration.request);
    await registration.close();

    // the first desk connects its printer, a 58 mm roll, and prints automatically
    await logInAsOwner(page);
    await page.goto('/admin/orders');
    const panel = page.getByRole('region', { name: 'Impressora' });
    await expect(panel).toContainText('Impressora não conectada');
    await panel.getByRole('button', { name: 'Conectar impressora' }).click();
    await expect(panel).toContainText('Impressora conectada');
    // paper and the automatic switch sit behind 'Ajustes da impressora' (decision 042)
    await panel.getByRole('button', { name: 'Ajustes da impressora' }).click();
    await panel.getByLabel('Papel').selectOption('58');
    await panel.getByRole('switch', { name: 'Imprimir automaticamente ao aceitar' }).click();
    await expect(
      panel.getByRole('switch', { name: 'Imprimir automaticamente ao aceitar' }),
    ).toBeChecked();

    // a second desk on the same computer finds the printer and the settings remembered
    const other = await page.context().newPage();
    await other.goto('/admin/orders');
    const otherPanel = other.getByRole('region', { name: 'Impressora' });
    await expect(otherPanel).toContainText('Impressora conectada');
    await otherPanel.getByRole('button', { name: 'Ajustes da impressora' }).click();
    await expect(otherPanel.getByLabel('Papel')).toHaveValue('58');
    await expect(
      otherPanel.getByRole('switch', { name: 'Imprimir automaticamente ao aceitar' }),
    ).toBeChecked();

    const menu = (await (await customer.request.get('/api/menu')).json()) as Menu;
    const calabresa = menu.products.find((product) => product.name === 'Calabresa');
    if (!calabresa) throw new Error('O cardápio de exemplo não tem Calabresa.');
    const order = await placeOrderThroughApi(customer.request, {
      customer: e2eCustomer({ name: 'Cliente Impressão' }),
      items: [{ productId: calabresa.id, size: 'normal', quantity: 1 }],
      paymentMethod: 'Dinheiro',
    });

    // accepted once, on the first desk
    await orderCard(page, order.id).getByRole('button', { name: 'Aprovar' }).click();

    // both desks decide (one prints, the other leaves it), and both show it printed once
    const decisions: string[] = [];
    for (const desk of [page, other]) {
      const state = orderCard(desk, order.id).locator('[data-print-decision]');
      await expect(state).toHaveAttribute('data-print-decision', /^(here|elsewhere)$/);
      await expect(state).toContainText(/Impresso às \d\d:\d\d \(1×\)/);
      decisions.push((await state.getAttribute('data-print-decision')) ?? '');
    }
    expect(decisions.sort()).toEqual(['elsewhere', 'here']);
    const printed = [await ticketsPrinted(page, order.id), await ticketsPrinted(other, order.id)];
    expect(printed[0]! + printed[1]!).toBe(1);
    const printer = printed[0] === 1 ? page : other;
    const chunks = await printedBytes(printer);
    const ticket = chunks.find((bytes) =>
      String.fromCharCode(...bytes).includes(`Pedido #${order.id}`),
    );
    // CP860 selected, and 'Cliente Impressão' with its 'ã' as CP860's 0x84
    expect(String.fromCharCode(...(ticket ?? []))).toContain('\x1bt\x03');
    expect(String.fromCharCode(...(ticket ?? []))).toContain('Cliente Impress\x84o');

    // 'Reimprimir' on the second desk prints there again, and every desk counts two prints
    const before = await ticketsPrinted(other, order.id);
    await orderCard(other, order.id).getByRole('button', { name: 'Reimprimir' }).click();
    for (const desk of [page, other]) {
      await expect(orderCard(desk, order.id).locator('[data-print-decision]')).toContainText(
        /Impresso às \d\d:\d\d \(2×\)/,
      );
    }
    await expect.poll(() => ticketsPrinted(other, order.id)).toBe(before + 1);
    expect((await ticketsPrinted(page, order.id)) + (await ticketsPrinted(other, order.id))).toBe(
      2,
    );
    await other.close();
  } finally {
    await customer.close();
  }
});

test('automatic printing with no printer, or a printer chooser closed empty, is said loudly on the desk', async ({
  page,
}) => {
  // a browser with Web Serial whose chooser is closed without a printer
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'serial', {
      configurable: true,
      value: {
        getPorts: () => Promise.resolve([]),
        requestPort: () =>
          Promise.reject(new DOMException('No port selected by the user.', 'NotFoundError')),
      },
    });
  });
  const registration = await page.context().browser()?.newContext();
  if (!registration) throw new Error('no browser');
  await ensureOwner(registration.request);
  await registration.close();
  await logInAsOwner(page);
  await page.goto('/admin/orders');
  const panel = page.getByRole('region', { name: 'Impressora' });
  await expect(panel).toContainText('Impressora não conectada');
  await expect(panel.getByRole('alert')).toHaveCount(0);

  await panel.getByRole('button', { name: 'Conectar impressora' }).click();
  await expect(panel.getByRole('alert')).toContainText('Nenhuma impressora foi escolhida.');

  await panel.getByRole('button', { name: 'Ajustes da impressora' }).click();
  await panel.getByRole('switch', { name: 'Imprimir automaticamente ao aceitar' }).click();
  await expect(panel.getByRole('alert')).toContainText(
    'a impressão automática está ligada, mas nenhum pedido será impresso',
  );
  // a reload: still said, now as printing that is not happening
  await page.reload();
  await expect(page.getByRole('region', { name: 'Impressora' }).getByRole('alert')).toContainText(
    'Impressão automática ligada sem impressora: nenhum pedido está sendo impresso.',
  );
  // put back for the other journeys of this browser's storage
  await page
    .getByRole('region', { name: 'Impressora' })
    .getByRole('button', { name: 'Ajustes da impressora' })
    .click();
  await page.getByRole('switch', { name: 'Imprimir automaticamente ao aceitar' }).click();
  await expect(page.getByRole('region', { name: 'Impressora' }).getByRole('alert')).toHaveCount(0);
});
