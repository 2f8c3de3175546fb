import { expect, test, type Page } from '@playwright/test';
import type { Menu } from '../src/domain/menu';
import { ensureOwner, logInAsOwner } from './fixtures/admin-owner';
import { e2eCustomer, placeOrderThroughApi } from './fixtures/orders';

function orderCard(page: Page, orderId: number) {
  return page.getByRole('article', { name: `Pedido #${orderId}`, exact: true });
}

/** window.open is recorded instead of opening WhatsApp: the last address it was given. */
async function recordWindowOpen(page: Page) {
  await page.addInitScript(() => {
    const opened: string[] = [];
    (window as unknown as { __opened: string[] }).__opened = opened;
    window.open = (url?: string | URL) => {
      opened.push(String(url));
      return null;
    };
  });
}

/** Taps 'Avisar cliente' and answers the wa.me address it opened and its text. */
async function tellCustomer(page: Page, orderId: number) {
  const before = await page.evaluate(
    () => (window as unknown as { __opened: string[] }).__opened.length,
  );
  await orderCard(page, orderId).getByRole('button', { name: 'Avisar cliente' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __opened: string[] }).__opened.length))
    .toBe(before + 1);
  const url = await page.evaluate(() =>
    (window as unknown as { __opened: string[] }).__opened.at(-1),
  );
  const [address = '', query = ''] = (url ?? '').split('?text=');
  return { address, text: decodeURIComponent(query) };
}

async function placeOrder(page: Page, name: string) {
  const registration = await page.context().browser()?.newContext();
  if (!registration) throw new Error('no browser');
  await ensureOwner(registration.request);
  await registration.close();
  const menu = (await (await page.request.get('/api/menu')).json()) as Menu;
  const calabresa = menu.products.find((product) => product.name === 'Calabresa');
  if (!calabresa) throw new Error('O cardápio de exemplo não tem Calabresa.');
  const customer = e2eCustomer({ name });
  const order = await placeOrderThroughApi(page.request, {
    customer,
    items: [{ productId: calabresa.id, size: 'normal', quantity: 1 }],
    paymentMethod: 'Dinheiro',
  });
  return { order, phone: customer.phone.replace(/\D/g, '') };
}

test("'Avisar cliente' opens the customer's WhatsApp with the text of each status; a wrong tap is undone; the history says who did what", async ({
  page,
}) => {
  // every move of an order, each with its toast and its WhatsApp text: about 25 s on the busy CI
  // machine, close to the default 30 s
  test.setTimeout(60_000);
  await recordWindowOpen(page);
  const { order, phone } = await placeOrder(page, 'Joana Avisada');
  await logInAsOwner(page);
  await page.goto(`/admin/orders?pedido=${order.id}`);
  const card = orderCard(page, order.id);
  const tracking = `/pedido/${order.publicId}`;

  const pending = await tellCustomer(page, order.id);
  expect(pending.address).toBe(`https://wa.me/55${phone}`);
  expect(pending.text).toMatch(
    /^Olá, Joana! Recebemos seu pedido #\d+ na .+ e já vamos confirmá-lo\./,
  );
  expect(pending.text).toContain(`Acompanhe seu pedido: http://127.0.0.1:`);
  expect(pending.text.endsWith(tracking)).toBe(true);

  await card.getByRole('button', { name: 'Aprovar' }).click();
  await expect(page.getByText(`Pedido #${order.id}: Aprovado`)).toBeVisible();
  expect((await tellCustomer(page, order.id)).text).toMatch(
    new RegExp(
      `^Olá, Joana! Seu pedido #${order.id} foi confirmado pela .+! Previsão de entrega: .+\\.\\n\\nAcompanhe`,
    ),
  );

  await card.getByRole('button', { name: 'Iniciar preparo' }).click();
  await expect(page.getByText(`Pedido #${order.id}: Em preparo`)).toBeVisible();
  expect((await tellCustomer(page, order.id)).text).toContain(
    `Seu pedido #${order.id} está sendo preparado.`,
  );

  // a wrong tap, taken back from the toast
  await card.getByRole('button', { name: 'Saiu para entrega' }).click();
  const toast = page.getByText(`Pedido #${order.id}: Saiu para entrega`);
  await expect(toast).toBeVisible();
  await page.getByRole('button', { name: 'Desfazer' }).click();
  await expect(page.getByText(`Pedido #${order.id} voltou para Em preparo.`)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Saiu para entrega' })).toBeVisible();
  expect((await tellCustomer(page, order.id)).text).toContain('está sendo preparado.');

  await card.getByRole('button', { name: 'Saiu para entrega' }).click();
  await expect(card.getByRole('button', { name: 'Marcar como entregue' })).toBeVisible();
  expect((await tellCustomer(page, order.id)).text).toContain(
    `Seu pedido #${order.id} saiu para entrega e logo chega aí.`,
  );

  // a move the customer sees as the end is asked first
  await card.getByRole('button', { name: 'Marcar como entregue' }).click();
  const confirm = page.getByRole('dialog', { name: `Marcar o pedido #${order.id} como entregue?` });
  await expect(confirm).toContainText('Pedido entregue. Bom apetite!');
  await confirm.getByRole('button', { name: 'Marcar como entregue' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(`Pedido #${order.id}: Entregue`)).toBeVisible();
  expect((await tellCustomer(page, order.id)).text).toContain(
    `Seu pedido #${order.id} foi entregue. Bom apetite!`,
  );

  // the history, on the opened card
  if ((await card.getByRole('button', { name: /Detalhes/ }).count()) > 0) {
    await card.getByRole('button', { name: /Detalhes/ }).click();
  }
  const history = card.getByRole('region', { name: 'Histórico' });
  const lines = history.getByRole('listitem');
  await expect(lines).toHaveText([
    // opening the card (the link above) is the first line
    /^Aberto por dono às \d\d:\d\d$/,
    /^Aprovado por dono às \d\d:\d\d$/,
    /^Em preparo por dono às \d\d:\d\d$/,
    /^Saiu para entrega por dono às \d\d:\d\d$/,
    /^Desfeito por dono às \d\d:\d\d \(voltou para Em preparo\)$/,
    /^Saiu para entrega por dono às \d\d:\d\d$/,
    /^Entregue por dono às \d\d:\d\d$/,
    /^Marcado como pago por dono às \d\d:\d\d: na entrega$/,
  ]);
});

test('rejecting asks for a reason, which the tracking page and the WhatsApp text give', async ({
  page,
  browser,
}) => {
  await recordWindowOpen(page);
  const { order } = await placeOrder(page, 'Rui Recusado');
  await logInAsOwner(page);
  await page.goto(`/admin/orders?pedido=${order.id}`);
  const card = orderCard(page, order.id);

  await card.getByRole('button', { name: 'Rejeitar' }).click();
  const dialog = page.getByRole('dialog', { name: `Rejeitar o pedido #${order.id}?` });
  // no reason, no rejection
  await dialog.getByRole('button', { name: 'Rejeitar' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Informe o motivo da rejeição.');
  await dialog.getByRole('button', { name: 'Produto esgotado' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Motivo' })).toHaveValue('Produto esgotado');
  await dialog
    .getByRole('textbox', { name: 'Motivo' })
    .fill('Produto esgotado: acabou a calabresa');
  await dialog.getByRole('button', { name: 'Rejeitar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Pedido #${order.id}: Rejeitado`)).toBeVisible();

  expect((await tellCustomer(page, order.id)).text).toContain(
    `Infelizmente não pudemos aceitar seu pedido #${order.id}. Motivo: Produto esgotado: acabou a calabresa.`,
  );

  const customer = await browser.newContext();
  try {
    const tracking = await customer.newPage();
    await tracking.goto(`/pedido/${order.publicId}`);
    await expect(tracking.getByText('Motivo: Produto esgotado: acabou a calabresa')).toBeVisible();
  } finally {
    await customer.close();
  }
});

test("the desk shows the queue at a glance, and the keyboard reaches it at once and keeps its place after 'Aprovar'", async ({
  page,
}) => {
  const placed = [];
  for (const name of ['Fila Um', 'Fila Dois', 'Fila Três', 'Fila Quatro']) {
    placed.push((await placeOrder(page, name)).order);
  }
  await logInAsOwner(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  // 'Todos', newest first: these four lead it
  await page.goto('/admin/orders');
  const cards = placed.map((order) => orderCard(page, order.id));
  for (const card of cards) await expect(card).toBeVisible();
  // decision 042: at 1280×800, room for four cards under the desk's bar without scrolling
  const firstTop = (await page.getByRole('article').first().boundingBox())?.y ?? Infinity;
  const heights = await Promise.all(
    cards.map(async (card) => (await card.boundingBox())?.height ?? Infinity),
  );
  expect(firstTop + 4 * Math.max(...heights) + 3 * 8).toBeLessThanOrEqual(800);
  // each card tells the wait and the items without being opened
  await expect(cards[0]!.getByTestId('order-wait')).toHaveText(/^(agora|há \d+ min)$/);
  await expect(cards[0]!.getByRole('list', { name: 'Itens (1)' })).toHaveText(
    '1x Calabresa (Grande)',
  );

  // 'Ir para a fila' is the first Tab stop; the next one is the first order
  await page.locator('body').focus();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Ir para a fila' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('article').first().getByRole('button').first()).toBeFocused();

  // 'Aprovar' disappears with the move: the focus goes to the card's next action
  const card = cards[3]!;
  await card.getByRole('button', { name: 'Aprovar' }).focus();
  await page.keyboard.press('Enter');
  await expect(card.getByRole('button', { name: 'Iniciar preparo' })).toBeFocused();

  // a phone: the first card starts in the top third of the screen
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('article').first()).toBeVisible();
  const phoneTop = (await page.getByRole('article').first().boundingBox())?.y ?? Infinity;
  expect(phoneTop).toBeLessThanOrEqual(844 / 3);
});

test("a returning customer's phone order of two pizzas (one half-half with a crust) and a drink, by keyboard alone, shows on the desk", async ({
  page,
}) => {
  // the customer ordered before, from the site: their record has a name and an address
  const registration = await page.context().browser()?.newContext();
  if (!registration) throw new Error('no browser');
  await ensureOwner(registration.request);
  await registration.close();
  const menu = (await (await page.request.get('/api/menu')).json()) as Menu;
  const calabresa = menu.products.find((product) => product.name === 'Calabresa');
  if (!calabresa) throw new Error('O cardápio de exemplo não tem Calabresa.');
  const customer = e2eCustomer({ name: 'Rita Retorno', district: 'Santa Cecília' });
  await placeOrderThroughApi(page.request, {
    customer,
    items: [{ productId: calabresa.id, size: 'normal', quantity: 1 }],
    paymentMethod: 'Pix',
  });
  await logInAsOwner(page);
  // the desk's computer
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { name: 'Pedidos', level: 1 })).toBeVisible();

  // every key the person presses goes through these two, and is counted
  let keystrokes = 0;
  const press = async (key: string) => {
    keystrokes += 1;
    await page.keyboard.press(key);
  };
  const type = async (text: string) => {
    keystrokes += text.length;
    await page.keyboard.type(text);
  };
  const listbox = (name: string) => page.getByRole('listbox', { name, exact: true });

  await press('n');
  await expect(page.getByRole('heading', { name: 'Novo pedido', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Telefone')).toBeFocused();
  await type(customer.phone.replace(/\D/g, ''));
  const card = page.getByRole('status', { name: 'Cliente encontrado' });
  await expect(card).toContainText('Rita Retorno');
  await expect(card).toContainText('zona Santa Cecília');
  await expect(page.getByLabel('Nome')).toHaveValue('Rita Retorno');
  await expect(page.getByLabel('Rua')).toHaveValue('Avenida Paulista');
  await press('Enter');
  const search = page.getByRole('combobox', { name: 'Adicionar item' });
  await expect(search).toBeFocused();

  // a Grande half Calabresa, half Quatro Queijos, with the Tradicional crust filled with Cheddar
  await type('calab');
  await expect(page.getByRole('option', { name: /^Calabresa/ }).first()).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await press('Enter');
  await expect(listbox('Tamanho')).toBeFocused();
  await press('Enter');
  await expect(page.getByRole('combobox', { name: /Outro sabor/ })).toBeFocused();
  await type('quatro q');
  await expect(page.getByRole('option', { name: 'Quatro Queijos' })).toBeVisible();
  await press('Enter');
  await press('Enter');
  await expect(listbox('Borda')).toBeFocused();
  await press('2');
  await expect(listbox('Recheio da borda')).toBeFocused();
  await press('1');
  await expect(listbox('Adicionais')).toBeFocused();
  await press('Enter');
  await expect(page.getByLabel('Quantidade')).toBeFocused();
  await press('Enter');
  const lines = page.getByRole('list', { name: 'Itens do pedido' });
  await expect(lines.getByRole('listitem')).toHaveCount(1);
  await expect(lines).toContainText('Calabresa');
  await expect(lines).toContainText('Quatro Queijos');
  await expect(lines).toContainText('Cheddar');

  // a whole Grande Mussarela: Enter through size, flavours, crust, extras and quantity
  await expect(search).toBeFocused();
  await type('mussa');
  await expect(page.getByRole('option', { name: /^Mussarela/ }).first()).toHaveAttribute(
    'aria-selected',
    'true',
  );
  for (const step of ['Tamanho', null, 'Borda', 'Adicionais']) {
    await press('Enter');
    if (step) await expect(listbox(step)).toBeFocused();
  }
  await press('Enter');
  await expect(page.getByLabel('Quantidade')).toBeFocused();
  await press('Enter');
  await expect(lines.getByRole('listitem')).toHaveCount(2);

  // a drink: found, then only its quantity
  await expect(search).toBeFocused();
  await type('coca');
  await expect(page.getByRole('option', { name: /^Coca-Cola 2L/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await press('Enter');
  await expect(page.getByLabel('Quantidade')).toBeFocused();
  await press('Enter');
  await expect(lines.getByRole('listitem')).toHaveCount(3);

  // Ctrl+Enter asks for what is missing (the payment) and goes there; a letter picks it
  await press('Control+Enter');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Escolha a forma de pagamento.' }),
  ).toBeVisible();
  await expect(page.getByLabel('Forma de pagamento')).toBeFocused();
  await press('d');
  await expect(page.getByLabel('Forma de pagamento')).toHaveValue('Dinheiro');
  // the server's total, with the zone's fee, before confirming
  const total = page.getByTestId('counter-total');
  await expect(total).toHaveText(/^Total\s*R\$\s*[\d.,]+$/);
  await expect(page.getByText('Entrega (Santa Cecília)')).toBeVisible();
  const shownTotal = (await total.textContent())?.replace(/^Total\s*/, '') ?? '';
  await press('Control+Enter');

  await expect(page).toHaveURL(/\/admin\/orders$/);
  const placed = page.getByRole('article').filter({ hasText: 'Rita Retorno' }).first();
  await expect(placed).toBeVisible();
  await expect(placed).toContainText(shownTotal.replace(/\s/g, '\u00a0'));
  await expect(placed).toContainText('Aprovado');
  console.log(`Pedido por telefone só com o teclado: ${keystrokes} teclas`);
});
