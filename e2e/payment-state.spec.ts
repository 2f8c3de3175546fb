import { expect, test, type Page } from '@playwright/test';
import type { Menu } from '../src/domain/menu';
import { ensureOwner, logInAsOwner } from './fixtures/admin-owner';
import { e2eCustomer, placeOrderThroughApi } from './fixtures/orders';

function orderCard(page: Page, orderId: number) {
  return page.getByRole('article', { name: `Pedido #${orderId}`, exact: true });
}

/** The payment badge of a card ('Pagamento: Pix · A receber' to a screen reader). */
function paymentBadge(page: Page, orderId: number) {
  return orderCard(page, orderId).locator('[data-payment-status]');
}

test('staff mark a Pix order paid in one tap, and a second open desk and the customer see it paid without reloading', async ({
  page,
  browser,
}) => {
  // a login, two desks on the event stream and the customer's page: past 30 s on a busy machine
  test.setTimeout(60_000);
  const customer = await browser.newContext();
  try {
    // registering signs in the context that registers: the customer's own requests stay apart
    const registration = await browser.newContext();
    await ensureOwner(registration.request);
    await registration.close();
    const menu = (await (await customer.request.get('/api/menu')).json()) as Menu;
    const calabresa = menu.products.find((product) => product.name === 'Calabresa');
    if (!calabresa) throw new Error('O cardápio de exemplo não tem Calabresa.');
    const order = await placeOrderThroughApi(customer.request, {
      customer: e2eCustomer({ name: 'Cliente Pix' }),
      items: [{ productId: calabresa.id, size: 'normal', quantity: 1 }],
      paymentMethod: 'Pix',
    });
    const tracking = await customer.newPage();
    await tracking.goto(`/pedido/${order.publicId}`);
    const summary = tracking.getByRole('region', { name: 'Resumo' });
    await expect(summary).toContainText('Pix (a receber)');

    // two desks open on the same orders
    await logInAsOwner(page);
    await page.goto(`/admin/orders?pedido=${order.id}`);
    const other = await page.context().newPage();
    await other.goto('/admin/orders');
    // a reload would forget this
    await other.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    for (const desk of [page, other]) {
      await expect(paymentBadge(desk, order.id)).toHaveText('Pagamento: Pix · A receber');
      await expect(paymentBadge(desk, order.id)).toHaveAttribute(
        'data-payment-status',
        'a_receber',
      );
    }

    // one tap
    const card = orderCard(page, order.id);
    await card.getByRole('button', { name: 'Marcar como pago' }).click();
    await expect(paymentBadge(page, order.id)).toHaveText('Pagamento: Pix · Pago');
    await expect(card.getByRole('button', { name: 'Marcar como pago' })).toHaveCount(0);
    await expect(card).toContainText('Pix (pago)');

    // the other desk hears of it through the live events
    await expect(paymentBadge(other, order.id)).toHaveText('Pagamento: Pix · Pago');
    expect(
      await other.evaluate(
        () => (window as unknown as { __sameDocument?: boolean }).__sameDocument,
      ),
    ).toBe(true);
    // and so does the customer's tracking page
    await expect(summary).toContainText('Pix (pago)');

    // a mistake is undone from the opened card
    await card.getByRole('button', { name: 'Voltar para a receber' }).click();
    await expect(paymentBadge(page, order.id)).toHaveText('Pagamento: Pix · A receber');
    await expect(paymentBadge(other, order.id)).toHaveText('Pagamento: Pix · A receber');
    await expect(card.getByRole('button', { name: 'Marcar como pago' })).toBeVisible();
    await other.close();
  } finally {
    await customer.close();
  }
});
