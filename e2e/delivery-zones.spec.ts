import { expect, test, type Page } from '@playwright/test';
import type { Menu } from '../src/domain/menu';
import { formatBRL } from '../src/domain/money';
import type { Order } from '../src/domain/order';
import { SERVICES_DOWN_CEP } from './fixtures/fake-cep-server';
import { addFromSearch, uniquePhone } from './fixtures/orders';

// The sample shop's delivery (src/db/seed/sample-delivery.ts): Vila Buarque R$ 6,00; Santa Cecília
// R$ 5,00; Jardim Paulista R$ 10,00 with a minimum of R$ 60,00 and CEPs 01401-000 to 01459-999;
// pickup on, '20 a 30 minutos'; elsewhere the fee is 'a combinar'.

// wa.me is out of reach here: answer for it, so the pop-up opens and closes
test.beforeEach(async ({ context }) => {
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
});

async function calabresaCents(page: Page): Promise<number> {
  const menu = (await (await page.request.get('/api/menu')).json()) as Menu;
  const calabresa = menu.products.find((p) => p.name === 'Calabresa');
  if (!calabresa) throw new Error('seed has no Calabresa');
  return calabresa.priceCents;
}

async function openDeliveryForm(page: Page) {
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Continuar para Entrega' }).click();
  await expect(page.getByRole('heading', { name: 'Informações de Entrega' })).toBeVisible();
}

function summaryValue(page: Page, label: string) {
  return page
    .getByRole('region', { name: 'Resumo' })
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::dd[1]');
}

async function fillCustomer(page: Page) {
  await page.getByLabel('Nome').fill('Beatriz Lima');
  await page.getByLabel('Telefone').fill(uniquePhone());
}

/** 'Finalizar Pedido', the WhatsApp pop-up, and the order as the server stored it. */
async function placeAndRead(page: Page): Promise<Order> {
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Finalizar Pedido' }).click();
  await (await popup).close();
  await expect(page.getByText(/Pedido #\d+ enviado!/)).toBeVisible();
  const [recent] = await page.evaluate(
    () => JSON.parse(localStorage.getItem('recent_orders') ?? '[]') as { publicId: string }[],
  );
  if (!recent) throw new Error('the order was not remembered');
  return (await (await page.request.get(`/api/orders/${recent.publicId}`)).json()) as Order;
}

test('a delivery to a listed bairro shows its fee as soon as the CEP fills the bairro, and is charged it', async ({
  page,
}) => {
  const price = await calabresaCents(page);
  await addFromSearch(page, 'Calabresa');
  await openDeliveryForm(page);
  await expect(summaryValue(page, 'Taxa de entrega')).toHaveText('A confirmar');
  await fillCustomer(page);
  await page.getByLabel('CEP').fill('01224001');
  await expect(page.getByLabel('Bairro')).toHaveValue('Vila Buarque');
  await expect(page.getByText('Entrega em Vila Buarque: R$ 6,00')).toBeVisible();
  await expect(summaryValue(page, 'Taxa de entrega')).toHaveText(formatBRL(600));
  await expect(summaryValue(page, 'Total')).toHaveText(formatBRL(price + 600));
  await page.getByLabel('Número').fill('120');
  await page.getByLabel('Pix', { exact: true }).check();

  const order = await placeAndRead(page);
  expect(order).toMatchObject({
    fulfilment: 'entrega',
    deliveryZone: 'Vila Buarque',
    deliveryFeeCents: 600,
    subtotalCents: price,
    totalCents: price + 600,
  });
});

test('a bairro typed with a typo is resolved by choosing it from the list', async ({ page }) => {
  const price = await calabresaCents(page);
  await addFromSearch(page, 'Calabresa');
  await openDeliveryForm(page);
  await fillCustomer(page);
  // the postal services are down: the address is typed by hand
  await page.getByLabel('CEP').fill(SERVICES_DOWN_CEP);
  await expect(
    page.getByText('Não foi possível buscar o CEP agora. Preencha o endereço.'),
  ).toBeVisible();
  await page.getByLabel('Rua').fill('Rua Sebastião Pereira');
  await page.getByLabel('Número').fill('45');
  await page.getByLabel('Bairro').fill('Sta Cecíla');
  await page.getByLabel('Cidade').fill('São Paulo');
  await page.getByLabel('Estado').fill('SP');

  const choice = page.getByRole('group', { name: 'Escolha seu bairro' });
  await expect(choice).toBeVisible();
  // until a bairro is chosen the fee is to be agreed, and the order is not blocked
  await expect(summaryValue(page, 'Taxa de entrega')).toHaveText('A combinar');
  await choice.getByLabel(/Santa Cecília/).check();
  await expect(page.getByText('Entrega em Santa Cecília: R$ 5,00')).toBeVisible();
  await expect(summaryValue(page, 'Total')).toHaveText(formatBRL(price + 500));
  await page.getByLabel('Pix', { exact: true }).check();

  const order = await placeAndRead(page);
  expect(order).toMatchObject({
    deliveryZone: 'Santa Cecília',
    deliveryFeeCents: 500,
    totalCents: price + 500,
  });
  expect(order.deliveryAddress).toContain('Sta Cecíla');
});

test('an order below the bairro’s minimum is blocked, and goes once an item is added', async ({
  page,
}) => {
  const price = await calabresaCents(page);
  expect(price).toBeLessThan(6000);
  expect(2 * price).toBeGreaterThanOrEqual(6000);
  await addFromSearch(page, 'Calabresa');
  await openDeliveryForm(page);
  await fillCustomer(page);
  // Cerqueira César by name, but its CEP is in Jardim Paulista's range: the CEP wins
  await page.getByLabel('CEP').fill('01414001');
  await expect(page.getByLabel('Bairro')).toHaveValue('Cerqueira César');
  await page.getByLabel('Número').fill('300');
  await page.getByLabel('Pix', { exact: true }).check();
  await expect(page.getByRole('alert').filter({ hasText: 'Pedido mínimo' })).toHaveText(
    `Pedido mínimo para Jardim Paulista: ${formatBRL(6000)}. Faltam ${formatBRL(6000 - price)}.`,
  );
  await expect(page.getByRole('button', { name: 'Finalizar Pedido' })).toBeDisabled();

  // one more pizza: the form comes back as typed, and the order may go
  await addFromSearch(page, 'Calabresa');
  await page.goto('/cart');
  await expect(page.getByLabel('CEP')).toHaveValue('01414-001');
  await expect(page.getByText('Entrega em Jardim Paulista: R$ 10,00')).toBeVisible();
  await expect(page.getByText(/Pedido mínimo para Jardim Paulista/)).toHaveCount(0);
  await expect(summaryValue(page, 'Total')).toHaveText(formatBRL(2 * price + 1000));
  const order = await placeAndRead(page);
  expect(order).toMatchObject({
    deliveryZone: 'Jardim Paulista',
    deliveryFeeCents: 1000,
    totalCents: 2 * price + 1000,
  });
});

test('a pickup order asks for no address, shows where to pick it up, and has no fee', async ({
  page,
}) => {
  const price = await calabresaCents(page);
  await addFromSearch(page, 'Calabresa');
  await openDeliveryForm(page);
  await page.getByText('Retirada no local', { exact: true }).click();
  await expect(page.getByText('Retire seu pedido na pizzaria')).toBeVisible();
  await expect(page.getByText('Rua das Palmeiras, 120 - Centro, São Paulo/SP')).toBeVisible();
  await expect(page.getByText(/Pronto em 20 a 30 minutos/)).toBeVisible();
  await expect(page.getByLabel('CEP')).toHaveCount(0);
  await expect(page.getByLabel('Rua')).toHaveCount(0);
  await expect(summaryValue(page, 'Retirada no local')).toHaveText('Sem taxa');
  await expect(summaryValue(page, 'Total')).toHaveText(formatBRL(price));
  await fillCustomer(page);
  await page.getByLabel('Dinheiro', { exact: true }).check();

  const order = await placeAndRead(page);
  expect(order).toMatchObject({
    fulfilment: 'retirada',
    deliveryZone: null,
    deliveryFeeCents: 0,
    totalCents: price,
    deliveryAddress: 'Endereço não informado',
  });
});

test('a fee that is not the shop’s is refused with the right one, and the order goes once confirmed', async ({
  page,
}) => {
  const price = await calabresaCents(page);
  await addFromSearch(page, 'Calabresa');
  await openDeliveryForm(page);
  await fillCustomer(page);
  await page.getByLabel('CEP').fill('01224001');
  await expect(page.getByLabel('Bairro')).toHaveValue('Vila Buarque');
  await page.getByLabel('Número').fill('120');
  await page.getByLabel('Pix', { exact: true }).check();

  // the order leaves with another fee than the shop's (as a stale page or a tampered one would)
  let sent = 0;
  await page.route('**/api/orders', async (route) => {
    sent++;
    const body = route.request().postDataJSON() as Record<string, unknown>;
    await route.continue({ postData: JSON.stringify({ ...body, deliveryFeeCents: 100 }) });
  });
  await page.getByRole('button', { name: 'Finalizar Pedido' }).click();
  await expect(page.getByText('Erro ao finalizar pedido')).toBeVisible();
  await expect(
    page.getByText(
      `A taxa de entrega para Vila Buarque agora é ${formatBRL(600)}. Confira o novo total (${formatBRL(price + 600)}) e finalize o pedido novamente.`,
    ),
  ).toBeVisible();
  expect(sent).toBe(1);
  await page.unroute('**/api/orders');

  // nothing was lost: the form and the cart are there, and the fee shown is the shop's
  await expect(summaryValue(page, 'Taxa de entrega')).toHaveText(formatBRL(600));
  const order = await placeAndRead(page);
  expect(order).toMatchObject({ deliveryZone: 'Vila Buarque', deliveryFeeCents: 600 });
});
