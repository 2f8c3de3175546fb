import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { AWAITING_APPROVAL, FILL_ALL_FIELDS, PASSWORDS_DIFFER } from '../src/domain/admin-accounts';
import type { PublicEstablishment } from '../src/domain/establishment';
import { formatPhone } from '../src/domain/formats';
import type { Menu } from '../src/domain/menu';
import { formatBRL } from '../src/domain/money';
import type { Order, PlaceOrderInput } from '../src/domain/order';
import { SETUP_CODE_INVALID, SETUP_CODE_REQUIRED } from '../src/domain/setup-code';
import {
  ADMIN_HEADERS,
  E2E_SETUP_CODE,
  ensureOwner,
  logInAsOwner,
  logInThroughForm,
  OWNER,
} from './fixtures/admin-owner';
import { e2eCustomer, placeOrderThroughApi, uniquePhone } from './fixtures/orders';

// One shared database: the owner is registered once, by the first journey, and the others log
// in with it. Other spec files place orders at the same time, so nothing here assumes it sees
// only its own orders.
test.describe.configure({ mode: 'serial' });

/** How often the alarm repeats (orders/use-alarm-loop.ts). */
const ALARM_REPEAT_MS = 4_000;

type Item = PlaceOrderInput['items'][number];

async function seedMenu(request: APIRequestContext): Promise<Menu> {
  return (await (await request.get('/api/menu')).json()) as Menu;
}

function productId(menu: Menu, name: string): number {
  const product = menu.products.find((p) => p.name === name);
  if (!product) throw new Error(`O cardápio de exemplo não tem '${name}'.`);
  return product.id;
}

function extraId(menu: Menu, name: string): number {
  const extra = menu.extras.find((e) => e.name === name);
  if (!extra) throw new Error(`O cardápio de exemplo não tem o adicional '${name}'.`);
  return extra.id;
}

/** `POST /api/orders` as a customer would send it, from its own browser context. */
async function placeOrder(
  request: APIRequestContext,
  {
    items,
    name = 'Cliente Admin E2E',
    phone,
    paymentMethod = 'Pix',
    changeForCents = null,
  }: {
    items: Item[];
    name?: string;
    phone?: string;
    paymentMethod?: string;
    changeForCents?: number | null;
  },
): Promise<Order> {
  return placeOrderThroughApi(request, {
    customer: e2eCustomer({ name, phone }),
    items,
    paymentMethod,
    changeForCents,
  });
}

/** Goes to an admin screen through the sidebar: the sheet on a phone, the sidebar otherwise. */
async function openAdminScreen(page: Page, label: string) {
  const menuButton = page.getByRole('button', { name: 'Abrir menu' });
  const sidebar = page.getByRole('navigation', { name: 'Menu do painel' });
  await expect(menuButton.or(sidebar)).toBeVisible();
  if (await menuButton.isVisible()) {
    await menuButton.click();
    const sheet = page.getByRole('dialog', { name: 'Painel ADMIN' });
    await sheet.getByRole('link', { name: label, exact: true }).click();
    await expect(sheet).toBeHidden();
  } else {
    await sidebar.getByRole('link', { name: label, exact: true }).click();
  }
}

function orderCard(page: Page, orderId: number) {
  return page.getByRole('article', { name: `Pedido #${orderId}`, exact: true });
}

/** The live region next to the sound switch: 'Alerta tocando' and the orders it rings for. */
function alarmStatus(page: Page) {
  return page.getByRole('banner').getByRole('status');
}

/** How many bursts the alarm has played: each burst of the siren is one oscillator started. */
async function countBeeps(page: Page) {
  await page.addInitScript(() => {
    const counter = window as unknown as { __beeps: number };
    counter.__beeps = 0;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (...args: Parameters<typeof start>) {
      counter.__beeps += 1;
      return start.apply(this, args);
    };
  });
  return () => page.evaluate(() => (window as unknown as { __beeps: number }).__beeps);
}

test('the first registration makes the owner', async ({ page }) => {
  const setupState = page.waitForResponse((r) => r.url().endsWith('/api/auth/setup'));
  await page.goto('/admin/register');
  await expect(page.getByRole('heading', { name: 'Criar conta' })).toBeVisible();
  const { ownerRequired } = (await (await setupState).json()) as { ownerRequired: boolean };

  // docs/product/rules.md#back-office-forms: every field is required, once for the form; the passwords must match
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByRole('alert')).toHaveText(FILL_ALL_FIELDS);
  await page.getByLabel('E-mail').fill(OWNER.email);
  await page.getByLabel('Senha', { exact: true }).fill(OWNER.password);
  await page.getByLabel('Confirmar senha').fill(`${OWNER.password}x`);
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByRole('alert')).toHaveText(PASSWORDS_DIFFER);

  await page.getByLabel('Confirmar senha').fill(OWNER.password);
  const codeField = page.getByLabel('Código de configuração');
  if (ownerRequired) {
    // the owner needs the code shown to whoever started the server (decision 036)
    await expect(page.getByText('a conta criada aqui será a do dono')).toBeVisible();
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByRole('alert')).toHaveText(SETUP_CODE_REQUIRED);
    await codeField.fill('AAAA-BBBB-CCCC-DDDD');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    const refused = page.getByRole('alert').filter({ hasText: SETUP_CODE_INVALID });
    // or, meanwhile, another journey made the owner: the field is gone
    await expect(refused.or(page.getByText('aguardará a aprovação'))).toBeVisible();
    if (await codeField.isVisible()) await codeField.fill(E2E_SETUP_CODE.toLowerCase());
  } else {
    await expect(codeField).toHaveCount(0);
  }
  await page.getByRole('button', { name: 'Criar conta' }).click();
  const taken = page.getByRole('alert').filter({ hasText: 'já está cadastrado' });
  await expect(page.getByRole('button', { name: 'Abrir menu' }).or(taken)).toBeVisible();
  if (await taken.isVisible()) {
    // another spec file registered the same e2e owner first: it is the owner all the same
    test.info().annotations.push({ type: 'note', description: 'owner registered elsewhere' });
    await logInAsOwner(page);
  }
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Hoje' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Pendentes', { exact: true })).toBeVisible();

  // on a phone the sidebar is a sheet from the left
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const sheet = page.getByRole('dialog', { name: 'Painel ADMIN' });
  await expect(sheet).toBeVisible();
  for (const entry of [
    'Dashboard',
    'Pedidos',
    'Clientes',
    'Produtos',
    'Promoções',
    'Relatórios',
    'Configurações',
  ]) {
    await expect(sheet.getByRole('link', { name: entry, exact: true })).toBeVisible();
  }
  await expect(sheet.getByRole('button', { name: 'Sair' })).toBeVisible();
  await expect(sheet.getByText(OWNER.email)).toBeVisible();
});

test('a second registration waits for approval and cannot log in', async ({ page }) => {
  const email = `atendente-${randomBytes(4).toString('hex')}@forno.test`;
  const password = 'outra-senha-123';
  await page.goto('/admin/login');
  await page.getByRole('link', { name: 'Cadastre-se' }).click();
  await expect(page).toHaveURL(/\/admin\/register$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByLabel('Confirmar senha').fill(password);
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText(AWAITING_APPROVAL)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/register$/);

  await page.getByRole('link', { name: 'Ir para o login' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Sua conta aguarda a aprovação de um administrador.',
  );
  await expect(page).toHaveURL(/\/admin\/login$/);
  // and the API agrees: no session was made
  expect((await page.request.get('/api/auth/session')).status()).toBe(401);
});

test('a wrong password shows the message', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(FILL_ALL_FIELDS);

  await page.getByLabel('E-mail').fill(OWNER.email);
  await page.getByLabel('Senha', { exact: true }).fill('senha-errada-000');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('E-mail ou senha incorretos.');
  await expect(page).toHaveURL(/\/admin\/login$/);

  // the right one gets in
  await page.getByLabel('Senha', { exact: true }).fill(OWNER.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('/admin/orders without a session redirects to /admin/login', async ({ page }) => {
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  // and after logging in, back where it wanted to go
  await page.getByLabel('E-mail').fill(OWNER.email);
  await page.getByLabel('Senha', { exact: true }).fill(OWNER.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByRole('heading', { name: 'Pedidos', level: 1 })).toBeVisible();

  // 'Sair' ends the session: the screens are closed again
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page
    .getByRole('dialog', { name: 'Painel ADMIN' })
    .getByRole('button', { name: 'Sair' })
    .click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin/customers');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('an order placed in one browser context appears in the admin context within 2 s with the toast and the sound', async ({
  page,
  browser,
}) => {
  // three orders and two waits for the alarm to repeat: longer than the default on a busy machine
  test.setTimeout(60_000);
  // the page's clock, so that the alarm's next repeat can be run through instead of waited for
  await page.clock.install();
  const beeps = await countBeeps(page);
  await logInThroughForm(page);
  // through the app, not page.goto: the login's click lets the page play sound
  await openAdminScreen(page, 'Pedidos');
  await expect(page.getByRole('heading', { name: 'Pedidos', level: 1 })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Som de novos pedidos' })).toBeChecked();

  const customer = await browser.newContext();
  try {
    const menu = await seedMenu(customer.request);
    const order = await placeOrder(customer.request, {
      items: [{ productId: productId(menu, 'Margherita'), size: 'normal', quantity: 1 }],
    });

    await expect(page.getByText(`Novo pedido #${order.id}`)).toBeVisible({ timeout: 2_000 });
    const card = orderCard(page, order.id);
    await expect(card).toBeVisible({ timeout: 2_000 });
    await expect(card.getByText('Novo', { exact: true })).toBeVisible();
    await expect(alarmStatus(page)).toContainText('Alerta tocando', { timeout: 2_000 });
    await expect(alarmStatus(page)).toContainText(`pedido #${order.id}`);
    // one burst of the siren now, another a few seconds later: it repeats
    await expect.poll(beeps, { timeout: 2_000 }).toBeGreaterThanOrEqual(1);
    await expect.poll(beeps, { timeout: ALARM_REPEAT_MS + 2_000 }).toBeGreaterThanOrEqual(2);

    // opening the order stops its alarm
    await card.getByRole('button', { name: new RegExp(`^Pedido #${order.id}\\b`) }).click();
    await expect(card.getByRole('list', { name: 'Itens do pedido' })).toContainText('Margherita');
    await expect(card.getByText('Novo', { exact: true })).toHaveCount(0);
    await expect(alarmStatus(page)).not.toContainText(`pedido #${order.id}`);
    if (!(await alarmStatus(page).textContent())?.includes('Alerta tocando')) {
      // no order of another journey is ringing: the sound has stopped
      // the moment of the next repeat, run through: silence
      const heard = await beeps();
      await page.clock.runFor(ALARM_REPEAT_MS + 500);
      // an order of another journey that arrived meanwhile rings on its own: only then may it beep
      const ringsAgain = (await alarmStatus(page).textContent())?.includes('Alerta tocando');
      if (!ringsAgain) expect(await beeps()).toBe(heard);
    }

    // the mute switch silences the next ones and is remembered on this device
    await page.getByRole('switch', { name: 'Som de novos pedidos' }).click();
    await expect(page.getByRole('switch', { name: 'Som de novos pedidos' })).not.toBeChecked();
    const next = await placeOrder(customer.request, {
      items: [{ productId: productId(menu, 'Calabresa'), size: 'broto', quantity: 1 }],
    });
    await expect(page.getByText(`Novo pedido #${next.id}`)).toBeVisible({ timeout: 2_000 });
    await expect(alarmStatus(page)).not.toContainText('Alerta tocando');
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Som de novos pedidos' })).not.toBeChecked();
    await page.getByRole('switch', { name: 'Som de novos pedidos' }).click();

    // 'Ver pedido' opens the order from the toast
    const third = await placeOrder(customer.request, {
      items: [{ productId: productId(menu, 'Portuguesa'), size: 'normal', quantity: 1 }],
    });
    const toast = page.getByRole('listitem').filter({ hasText: `Novo pedido #${third.id}` });
    await toast.getByRole('button', { name: 'Ver pedido' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders\\?pedido=${third.id}$`));
    await expect(
      orderCard(page, third.id).getByRole('list', { name: 'Itens do pedido' }),
    ).toContainText('Portuguesa');
    await expect(alarmStatus(page)).not.toContainText(`pedido #${third.id}`);
  } finally {
    await customer.close();
  }
});

test("moving an order to saiu para entrega updates the customer's tracking page", async ({
  page,
  browser,
}) => {
  const customer = await browser.newContext();
  try {
    const tracking = await customer.newPage();
    const menu = await seedMenu(customer.request);
    const order = await placeOrder(customer.request, {
      items: [{ productId: productId(menu, 'Quatro Queijos'), size: 'normal', quantity: 1 }],
    });
    await tracking.goto(`/pedido/${order.publicId}`);
    const status = tracking.getByRole('region', { name: 'Status do pedido' });
    await expect(status).toContainText('Recebemos seu pedido');

    await logInAsOwner(page);
    await page.goto(`/admin/orders?pedido=${order.id}`);
    const card = orderCard(page, order.id);
    await expect(card.getByText('Pendente', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Aprovar', exact: true }).click();
    await expect(card.getByText('Aprovado', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Iniciar preparo', exact: true }).click();
    await expect(card.getByText('Em preparo', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Saiu para entrega', exact: true }).click();
    await expect(card.getByRole('button', { name: 'Marcar como entregue' })).toBeVisible();

    // the tracking page polls every 10 s today
    await expect(status).toContainText('Seu pedido saiu para entrega.', { timeout: 15_000 });

    // a move the flow does not allow is refused with the server's message
    const refused = await page.request.post(`/api/admin/orders/${order.id}/status`, {
      data: { status: 'aprovado' },
      headers: ADMIN_HEADERS,
    });
    expect(refused.status()).toBe(409);
  } finally {
    await customer.close();
  }
});

test("the ticket's print view shows every item", async ({ page, browser }) => {
  const customer = await browser.newContext();
  let order: Order;
  const phone = uniquePhone();
  try {
    const menu = await seedMenu(customer.request);
    order = await placeOrder(customer.request, {
      name: 'Bruna <b>Costa</b>',
      phone,
      paymentMethod: 'Dinheiro',
      changeForCents: 20_000,
      items: [
        {
          productId: productId(menu, 'Calabresa'),
          size: 'normal',
          quantity: 1,
          extraFlavourIds: [productId(menu, 'Mussarela')],
          extraIds: [extraId(menu, 'Catupiry'), extraId(menu, 'Cheddar')],
          crustId: 'traditional',
          fillingId: 'catupiry',
          notes: 'Bem assada <script>alert(1)</script>',
        },
        { productId: productId(menu, 'Coca-Cola 2L'), size: 'normal', quantity: 2 },
        // a customer's own note that starts like the flavour line, on a pizza without flavours
        {
          productId: productId(menu, 'Calabresa'),
          size: 'broto',
          quantity: 1,
          notes: 'Sabores: capricha no orégano',
        },
      ],
    });
  } finally {
    await customer.close();
  }
  const shop = (await (await page.request.get('/api/establishment')).json()) as PublicEstablishment;

  await logInAsOwner(page);
  await page.goto(`/admin/orders?pedido=${order.id}`);
  const card = orderCard(page, order.id);
  const items = card.getByRole('list', { name: 'Itens do pedido' });
  await expect(items.getByRole('listitem')).toHaveCount(3);
  await expect(items.getByRole('listitem').nth(0)).toContainText('+ Sabores: Mussarela');
  await expect(items.getByRole('listitem').nth(0)).not.toContainText('Calabresa + Mussarela');
  await expect(items.getByRole('listitem').nth(2)).toContainText(
    'Observações: Sabores: capricha no orégano',
  );
  await expect(card).toContainText('A confirmar');
  await expect(card).toContainText(formatPhone(phone));

  // 'Imprimir' opens the ticket in its own tab
  const ticketTab = page.context().waitForEvent('page');
  await card.getByRole('link', { name: 'Imprimir' }).click();
  const ticket = await ticketTab;
  await expect(ticket).toHaveURL(new RegExp(`/admin/orders/${order.id}/ticket$`));
  await ticket.close();

  await page.goto(`/admin/orders/${order.id}/ticket?largura=58`);
  const paper = page.getByRole('article', { name: `Comanda do pedido #${order.id}` });
  await expect(paper).toBeVisible();
  for (const text of [
    shop.name,
    `Pedido #${order.id}`,
    'Bruna <b>Costa</b>',
    formatPhone(phone),
    'Avenida Paulista, 1000 - Apto 12',
    '1x Calabresa',
    'Grande (35cm)',
    '+ Sabores: Mussarela',
    'Adicionais: Catupiry, Cheddar',
    'Borda: Borda Tradicional (Catupiry)',
    'Observações: Bem assada <script>alert(1)</script>',
    '2x Coca-Cola 2L',
    'Observações: Sabores: capricha no orégano',
    formatBRL(order.subtotalCents),
    'A confirmar',
    'Dinheiro',
    formatBRL(20_000),
  ]) {
    await expect(paper).toContainText(text);
  }
  // the change the driver takes to the door, worked out
  await expect(paper).toContainText(`Troco${formatBRL(20_000 - order.totalCents)}`);
  // the size stands out; a kitchen ticket says nothing of the order's status
  await expect(paper.getByText('Grande (35cm)')).toHaveCSS('font-weight', '700');
  await expect(paper).not.toContainText('Pendente');
  // a drink has no size; stored markup stays text
  await expect(paper.getByRole('listitem').nth(1)).not.toContainText('Grande');
  await expect(paper.locator('b, script')).toHaveCount(0);

  // 58 mm and 80 mm wide (1 mm = 96/25.4 px); on 58 mm every line stays in the 48 mm the head prints
  const mm = (px: number) => Math.round((px * 25.4) / 96);
  expect(mm((await paper.boundingBox())?.width ?? 0)).toBe(58);
  const paperBox = await paper.boundingBox();
  const widest = await paper.evaluate((element) => {
    const left = element.getBoundingClientRect().left;
    return Math.max(
      ...[...element.querySelectorAll('p, span, dt, dd, li')].map(
        (child) => child.getBoundingClientRect().right - left,
      ),
    );
  });
  const margin = ((paperBox?.width ?? 0) - (48 * 96) / 25.4) / 2;
  expect(widest).toBeLessThanOrEqual((paperBox?.width ?? 0) - margin + 0.5);
  await page.getByRole('button', { name: '80 mm' }).click();
  await expect(page).toHaveURL(/largura=80$/);
  expect(mm((await paper.boundingBox())?.width ?? 0)).toBe(80);

  // printed: one page as wide as the roll and as long as the ticket (mm from PDF points)
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  const pages = [...pdf.matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)];
  expect(pages).toHaveLength(1);
  const [, pageWidth = '0', pageHeight = '0'] = pages[0] ?? [];
  expect(Math.round((Number(pageWidth) * 25.4) / 72)).toBe(80);
  const ticketHeightMm = ((await paper.boundingBox())?.height ?? 0) * (25.4 / 96);
  expect((Number(pageHeight) * 25.4) / 72).toBeCloseTo(ticketHeightMm + 1, -0.5);

  // on paper: only the ticket
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
  await expect(page.getByRole('button', { name: '58 mm' })).toBeHidden();
  await expect(paper).toBeVisible();
});

test('the CRM finds a customer by part of the name in another case and by phone digits, and opens the history', async ({
  page,
  browser,
}) => {
  const tag = randomBytes(3).toString('hex');
  const name = `Joana Ribeiro ${tag}`;
  const phone = uniquePhone();
  const customer = await browser.newContext();
  let order: Order;
  try {
    const menu = await seedMenu(customer.request);
    order = await placeOrder(customer.request, {
      name,
      phone,
      items: [
        { productId: productId(menu, 'Frango com Catupiry'), size: 'normal', quantity: 2 },
        { productId: productId(menu, 'Guaraná Antarctica 2L'), size: 'normal', quantity: 1 },
      ],
    });
  } finally {
    await customer.close();
  }

  await logInAsOwner(page);
  await openAdminScreen(page, 'Clientes');
  await expect(page.getByRole('heading', { name: 'CRM - Clientes', level: 1 })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Buscar clientes' });
  const results = page.getByRole('list', { name: 'Clientes' });

  await search.fill(`RIBEIRO ${tag.toUpperCase()}`);
  await expect(results.getByRole('listitem')).toHaveCount(1);
  await expect(results).toContainText(name);
  await expect(results).toContainText(formatPhone(phone));

  await search.fill('ninguém com este nome');
  await expect(page.getByText('Nenhum cliente encontrado')).toBeVisible();

  await search.fill(phone.slice(-8));
  await expect(results.getByRole('listitem')).toHaveCount(1);
  await expect(results).toContainText(name);

  await results.getByRole('button', { name: new RegExp(name) }).click();
  const history = page.getByRole('dialog', { name: `Histórico de ${name}` });
  await expect(history).toBeVisible();
  const entry = history.getByRole('listitem', { name: `Pedido #${order.id}` });
  await expect(entry).toContainText('Pendente');
  await expect(entry).toContainText(formatBRL(order.totalCents));
  await expect(entry).toContainText('2x Frango com Catupiry, 1x Guaraná Antarctica 2L');
});

test.describe('on a large screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the sidebar collapses to icons with Ctrl+B and remembers it', async ({ page }) => {
    await logInAsOwner(page);
    const sidebar = page.getByRole('complementary', { name: 'Barra lateral' });
    const nav = page.getByRole('navigation', { name: 'Menu do painel' });
    await expect(sidebar.getByText('Painel ADMIN')).toBeVisible();
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    expect((await sidebar.boundingBox())?.width).toBe(256); // 16rem

    await page.keyboard.press('Control+b');
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(48); // 3rem
    const cookies = await page.context().cookies();
    const state = cookies.find((c) => c.name === 'sidebar_state');
    expect(state?.value).toBe('false');
    // 7 days, give or take the test's own seconds
    expect(Math.round(((state?.expires ?? 0) - Date.now() / 1000) / 3600)).toBe(7 * 24);

    await page.reload();
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    // icons still lead to every screen
    await nav.getByRole('link', { name: 'Produtos' }).click();
    await expect(page).toHaveURL(/\/admin\/products$/);
    await expect(page.getByRole('heading', { name: 'Produtos', level: 1 })).toBeVisible();
    await nav.getByRole('link', { name: 'Configurações' }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(
      page.getByRole('heading', { name: 'Configurações da Pizzaria', level: 1 }),
    ).toBeVisible();
    await nav.getByRole('link', { name: 'Pedidos' }).click();
    await expect(page.getByRole('heading', { name: 'Pedidos', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Alternar barra lateral' }).click();
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  });
});

test('on a phone every order filter is one swipe away in one row, and Rejeitados lists the rejected orders', async ({
  page,
}) => {
  // the first journey to run registers the owner (and is signed in by it); the others log in
  if ((await ensureOwner(page.request)) === 'existing') await logInAsOwner(page);
  else await page.goto('/admin/dashboard');
  const menu = await seedMenu(page.request);
  const order = await placeOrder(page.request, {
    items: [{ productId: productId(menu, 'Mussarela'), size: 'normal', quantity: 1 }],
  });
  const rejected = await page.request.post(`/api/admin/orders/${order.id}/status`, {
    headers: ADMIN_HEADERS,
    data: { status: 'rejeitado' },
  });
  expect(rejected.status()).toBe(200);

  await openAdminScreen(page, 'Pedidos');
  const filters = page.getByRole('tablist', { name: 'Filtrar pedidos' });
  const labels = [
    'Todos',
    'Pendentes',
    'Em andamento',
    'Entregues',
    'Rejeitados',
    'Offline',
    'Agendados',
  ];
  await expect(filters.getByRole('tab')).toHaveText(labels);
  // decision 042: the filters are one row, in sight, that scrolls sideways on a phone; each
  // filter comes fully into sight by scrolling that row, never the page
  await expect(filters).toBeInViewport({ ratio: 1 });
  const rowTop = (await filters.getByRole('tab').first().boundingBox())?.y;
  for (const label of labels) {
    const tab = filters.getByRole('tab', { name: label, exact: true });
    await tab.scrollIntoViewIfNeeded();
    await expect(tab).toBeInViewport({ ratio: 1 });
    expect((await tab.boundingBox())?.y).toBe(rowTop);
  }
  // the last filter needed the row scrolled: the row, not the page, moved
  expect(await filters.evaluate((row) => row.scrollLeft)).toBeGreaterThan(0);
  const pageScrollsSideways = await page.evaluate(
    () => document.documentElement.scrollWidth > window.innerWidth,
  );
  expect(pageScrollsSideways).toBe(false);
  await filters.getByRole('tab', { name: 'Rejeitados', exact: true }).click();
  await expect(page).toHaveURL(/filtro=rejeitados/);
  await expect(orderCard(page, order.id)).toBeVisible();
  await filters.getByRole('tab', { name: 'Em andamento', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Em andamento', selected: true })).toBeVisible();
  // the list of that filter has arrived: then the rejected order is not in it
  await expect(page.getByText('Carregando pedidos...')).toHaveCount(0);
  await expect(orderCard(page, order.id)).toHaveCount(0);
});
