// The shop's own drivers, end to end (docs/decisions/066–070): the desk sends two orders with a
// driver from 'Entregas'; the driver's phone opens its one-time link, marks one order delivered
// without a connection and the other with one; the customer's page follows; the night's closing
// adds up what the driver hands over.
import { randomInt } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { Driver, DriverAccessLink } from '../src/domain/delivery-drivers';
import type { Menu } from '../src/domain/menu';
import type { Order } from '../src/domain/order';
import { formatBRL } from '../src/domain/money';
import { ADMIN_HEADERS, ensureOwner, logInAsOwner } from './fixtures/admin-owner';
import { e2eCustomer, placeOrderThroughApi } from './fixtures/orders';

const DRIVER_FEE_CENTS = 800;

async function placeAcceptedOrder(
  desk: APIRequestContext,
  request: APIRequestContext,
  name: string,
  paymentMethod: string,
  changeForCents: number | null,
): Promise<Order> {
  const menu = (await (await request.get('/api/menu')).json()) as Menu;
  const calabresa = menu.products.find((product) => product.name === 'Calabresa');
  if (!calabresa) throw new Error('O cardápio de exemplo não tem Calabresa.');
  const order = await placeOrderThroughApi(request, {
    customer: e2eCustomer({ name }),
    items: [{ productId: calabresa.id, size: 'normal', quantity: 1 }],
    paymentMethod,
    ...(changeForCents === null ? {} : { changeForCents }),
  });
  const accepted = await desk.post(`/api/admin/orders/${order.id}/status`, {
    data: { status: 'aprovado' },
    headers: ADMIN_HEADERS,
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return order;
}

/** A driver of this run only (the closing lists every driver of the night), and their link. */
async function registerDriver(desk: APIRequestContext) {
  const name = `Carlos Motoboy ${randomInt(1000, 9999)}`;
  const created = await desk.post('/api/admin/drivers', {
    data: {
      name,
      phone: '(11) 98888-7766',
      vehicle: 'moto',
      fee: { kind: 'fixa', amountCents: DRIVER_FEE_CENTS },
      isActive: true,
    },
    headers: ADMIN_HEADERS,
  });
  expect(created.status(), await created.text()).toBe(201);
  const driver = (await created.json()) as Driver;
  const linked = await desk.post(`/api/admin/drivers/${driver.id}/access-link`, {
    headers: ADMIN_HEADERS,
  });
  expect(linked.status(), await linked.text()).toBe(200);
  const link = (await linked.json()) as DriverAccessLink;
  const url = new URL(link.url);
  return { driver, name, path: `${url.pathname}${url.hash}` };
}

async function driverPhone(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  return { context, page: await context.newPage() };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function deliveryCard(page: Page, order: Order, firstName: string) {
  return page.getByRole('article', { name: `#${order.id} · ${firstName}`, exact: true });
}

test("the desk sends two orders with a driver, the driver's phone ends them (one offline), the customer's page follows, and the closing adds up", async ({
  page,
  browser,
  baseURL,
}) => {
  // four screens on two phones and a desk: about 30 s on the busy CI machine
  test.setTimeout(90_000);
  if (!baseURL) throw new Error('no baseURL');
  await ensureOwner(page.request);
  await logInAsOwner(page);
  const desk = page.request;
  const { name: driverName, path: accessPath } = await registerDriver(desk);
  const driverFirst = driverName.split(' ')[0] ?? driverName;
  // R$ 100,00 in cash asked for change; the other paid by card at the door
  const cash = await placeAcceptedOrder(desk, page.request, 'Joana Dinheiro', 'Dinheiro', 10_000);
  const card = await placeAcceptedOrder(
    desk,
    page.request,
    'Paulo Cartão',
    'Cartão de Crédito',
    null,
  );

  // the desk, on a wide screen, picks both orders and sends them with the driver
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/entregas');
  await expect(page.getByRole('heading', { name: 'Entregas', level: 1 })).toBeVisible();
  const ready = page.getByRole('list', { name: 'Pedidos prontos' });
  await ready.getByRole('checkbox', { name: `Pedido #${cash.id}`, exact: true }).check();
  await ready.getByRole('checkbox', { name: `Pedido #${card.id}`, exact: true }).check();
  const drivers = page.getByRole('list', { name: 'Entregadores' });
  const driverEntry = drivers.getByRole('listitem').filter({ hasText: driverName });
  await driverEntry.getByRole('button', { name: `Enviar com ${driverFirst} (2)` }).click();
  await expect(page.getByText(`Pedidos #${cash.id}, #${card.id} com ${driverFirst}`)).toBeVisible();
  const out = page.getByRole('list', { name: `Pedidos com ${driverName}` });
  await expect(out.getByRole('link', { name: `#${cash.id}`, exact: true })).toBeVisible();
  await expect(out.getByRole('link', { name: `#${card.id}`, exact: true })).toBeVisible();
  await expect(
    ready.getByRole('checkbox', { name: `Pedido #${cash.id}`, exact: true }),
  ).toHaveCount(0);

  // the customer's page names the driver on the way
  const customer = await browser.newPage({ baseURL, viewport: { width: 390, height: 844 } });
  await customer.goto(`/pedido/${cash.publicId}`);
  const status = customer.getByRole('region', { name: 'Status do pedido' });
  await expect(status.getByText('Saiu para entrega', { exact: true })).toBeVisible();
  await expect(customer.getByText(`${driverFirst} está a caminho`)).toBeVisible();
  await expect(customer.getByText(/^Saiu (agora mesmo|há \d+ min)$/)).toBeVisible();

  // the driver's phone opens the link from WhatsApp and sees both orders
  const phone = await driverPhone(browser, baseURL);
  await phone.page.goto(accessPath);
  await expect(phone.page).toHaveURL(/\/entregador$/);
  await expect(phone.page.getByRole('heading', { name: `Olá, ${driverFirst}` })).toBeVisible();
  const cashCard = deliveryCard(phone.page, cash, 'Joana');
  const cardCard = deliveryCard(phone.page, card, 'Paulo');
  await expect(cashCard).toBeVisible();
  await expect(cardCard).toBeVisible();
  const changeCents = 10_000 - cash.totalCents;
  await expect(cashCard.getByText(`Receber ${formatBRL(cash.totalCents)} em Dinheiro`)).toHaveText(
    `Receber ${formatBRL(cash.totalCents)} em Dinheiro · levar troco de ${formatBRL(changeCents)}`,
  );
  await expect(
    cardCard.getByText(`Receber ${formatBRL(card.totalCents)} em Cartão de Crédito`),
  ).toBeVisible();

  // no signal at the door: the tap is kept on the phone and goes when the connection is back
  await phone.context.setOffline(true);
  await expect(phone.page.getByText(/^Sem conexão: o que você marcar/)).toBeVisible();
  await cashCard.getByRole('button', { name: 'Entregue', exact: true }).click();
  await expect(cashCard.getByRole('status')).toHaveText(
    'Entregue · será enviado quando a conexão voltar',
  );
  // the desk still has it out: the tap has not reached the server
  await page.reload();
  await expect(out.getByRole('link', { name: `#${cash.id}`, exact: true })).toBeVisible();

  await phone.context.setOffline(false);
  await expect(cashCard).toHaveCount(0);
  await expect(phone.page.getByRole('heading', { name: 'Encerradas hoje' })).toBeVisible();
  await expect(phone.page.getByText(`#${cash.id} · Joana`)).toBeVisible();

  // the second, with a connection
  await cardCard.getByRole('button', { name: 'Entregue', exact: true }).click();
  await expect(cardCard).toHaveCount(0);
  await expect(phone.page.getByText('Nenhuma entrega com você agora.')).toBeVisible();
  await expect(phone.page.getByText(`#${card.id} · Paulo`)).toBeVisible();

  // the desk's driver is free again; the customer's page says delivered
  await expect(out).toHaveCount(0);
  await expect(driverEntry.getByText('livre', { exact: true })).toBeVisible();
  await customer.reload();
  await expect(customer.getByText(`${driverFirst} está a caminho`)).toHaveCount(0);
  await expect(status.getByText('Entregue', { exact: true })).toBeVisible();

  // the night's closing: two fees of R$ 8,00, the cash collected, the card, what to hand over
  await page.goto('/admin/entregadores/acerto');
  const night = page.getByRole('region', { name: driverName });
  await expect(night.getByText('Entregas', { exact: true })).toBeVisible();
  const figure = (label: string) =>
    night.locator('div', { has: page.getByText(label, { exact: true }) }).locator('dd');
  await expect(figure('Entregas')).toHaveText('2');
  await expect(figure('Taxas a pagar')).toHaveText(formatBRL(2 * DRIVER_FEE_CENTS));
  await expect(figure('Dinheiro (1)')).toHaveText(formatBRL(cash.totalCents));
  await expect(figure('Cartão de Crédito (1)')).toHaveText(formatBRL(card.totalCents));
  await expect(figure('Troco dado')).toHaveText(formatBRL(changeCents));
  const handOver = `Entregar ao caixa: ${formatBRL(cash.totalCents - 2 * DRIVER_FEE_CENTS)}`;
  await expect(night.getByText(handOver, { exact: true })).toBeVisible();

  await night.getByRole('button', { name: 'Marcar como acertado' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Marcar como acertado' }).click();
  await expect(
    night.getByText(new RegExp(`^Acertado por .+ às \\d\\d:\\d\\d: ${escapeRegExp(handOver)}$`)),
  ).toBeVisible();
  await expect(night.getByRole('button', { name: 'Marcar como acertado' })).toHaveCount(0);

  // settled: both orders are paid on the desk
  for (const order of [cash, card]) {
    const read = await desk.get(`/api/admin/orders/${order.id}`);
    expect(((await read.json()) as { paymentStatus: string }).paymentStatus).toBe('pago');
  }
  await phone.context.close();
  await customer.close();
});
