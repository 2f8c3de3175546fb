import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { TeamMember } from '../src/domain/admin-catalogue';
import type { KitchenSettingsPage } from '../src/domain/admin-kitchen-settings';
import type { Menu } from '../src/domain/menu';
import type { StaffRole } from '../src/domain/staff-roles';
import { ADMIN_HEADERS, ensureOwner, logInAsOwner, OWNER } from './fixtures/admin-owner';
import { e2eCustomer, placeOrderThroughApi } from './fixtures/orders';

// Approves staff, pauses a seed flavour and changes the Pix key: runs on a server of its own
// ('staff-roles' in playwright.config.ts).

test.describe.configure({ mode: 'serial' });

const PASSWORD = 'senha-da-equipe-1';

/** A registration through the API, waiting for approval. */
async function register(request: APIRequestContext, prefix: string): Promise<string> {
  const email = `${prefix}-${randomBytes(4).toString('hex')}@forno.test`;
  const res = await request.post('/api/auth/register', {
    data: { email, password: PASSWORD, confirmPassword: PASSWORD },
    headers: ADMIN_HEADERS,
  });
  expect(res.status(), await res.text()).toBe(201);
  return email;
}

/** The owner's API session, for what a journey needs set up rather than shown. */
async function ownerApi(browser: Browser) {
  const context = await browser.newContext();
  await ensureOwner(context.request);
  const login = await context.request.post('/api/auth/login', {
    data: OWNER,
    headers: ADMIN_HEADERS,
  });
  expect(login.status(), await login.text()).toBe(200);
  return context;
}

async function approveThroughApi(request: APIRequestContext, email: string, role: StaffRole) {
  const team = (await (await request.get('/api/admin/team')).json()) as { members: TeamMember[] };
  const member = team.members.find((m) => m.email === email);
  if (!member) throw new Error(`${email} não está na equipe`);
  const res = await request.post(`/api/admin/team/${member.id}/approve`, {
    data: { role },
    headers: ADMIN_HEADERS,
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function logIn(page: Page, email: string) {
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** The sidebar's entries; on a phone the menu is opened first (and closed again after). */
async function expectSidebar(page: Page, entries: string[]) {
  const open = page.getByRole('button', { name: 'Abrir menu' });
  const isPhone = await open.isVisible();
  if (isPhone) await open.click();
  await expect(
    page.getByRole('navigation', { name: 'Menu do painel' }).getByRole('link'),
  ).toHaveText(entries);
  if (isPhone) await page.getByRole('button', { name: 'Fechar menu' }).click();
}

test('the owner approves an attendant and a cook with their roles; the attendant can neither see nor open the Pix settings', async ({
  page,
  browser,
  request,
}) => {
  // two registrations, three logins: argon2 on a busy machine
  test.slow();
  // registered from a context of its own: this page logs in through the screen
  await ensureOwner(request);
  const staff = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const attendantEmail = await register(staff.request, 'atendente');
  const cookEmail = await register(staff.request, 'cozinha');

  await logInAsOwner(page);
  await page.goto('/admin/settings');
  const team = page.getByRole('list', { name: 'Contas da equipe' });
  for (const [email, label] of [
    [attendantEmail, 'Atendente'],
    [cookEmail, 'Cozinha'],
  ] as const) {
    const member = team.getByRole('listitem', { name: email });
    await member.getByLabel(`Função de ${email}`).selectOption({ label });
    await member.getByRole('button', { name: 'Aprovar' }).click();
    await expect(member).toContainText('Ativo');
    await expect(member.getByLabel(`Função de ${email}`)).toHaveValue(
      label === 'Atendente' ? 'attendant' : 'kitchen',
    );
  }

  // the attendant: the desk and the customers, nothing of the settings
  const attendant = await staff.newPage();
  await logIn(attendant, attendantEmail);
  await expect(attendant).toHaveURL(/\/admin\/dashboard$/);
  await expectSidebar(attendant, [
    'Dashboard',
    'Pedidos',
    'Cozinha',
    'Entregas',
    'Comandas',
    'Clientes',
  ]);
  await attendant.goto('/admin/settings');
  await expect(
    attendant.getByRole('heading', { name: 'Sua função não dá acesso a esta página.' }),
  ).toBeVisible();
  await expect(attendant.getByText('Chave Pix')).toHaveCount(0);
  await expect(attendant.getByRole('tab', { name: 'Pagamento' })).toHaveCount(0);
  await attendant.getByRole('link', { name: 'Ir para o Dashboard' }).click();
  await expect(attendant.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // and the server refuses the settings whatever the screen shows
  const settings = await attendant.request.get('/api/admin/settings');
  expect(settings.status()).toBe(403);
  expect(((await settings.json()) as { error: { code: string } }).error.code).toBe(
    'FORBIDDEN_ROLE',
  );
  // the desk sends orders out with a driver; the drivers' fees and the night's closing are not hers
  await attendant.goto('/admin/entregas');
  await expect(attendant.getByRole('heading', { name: 'Entregas', level: 1 })).toBeVisible();
  await attendant.goto('/admin/entregadores/acerto');
  await expect(
    attendant.getByRole('heading', { name: 'Sua função não dá acesso a esta página.' }),
  ).toBeVisible();
  await staff.close();
});

test("a cook works the kitchen screen: bumps an order by station, the desk shows it ready at once, and 'Acabou'", async ({
  page,
  browser,
}) => {
  // the kitchen's tablet
  await page.setViewportSize({ width: 1024, height: 768 });
  const owner = await ownerApi(browser);
  const cookEmail = await register(owner.request, 'pizzaiolo');
  await approveThroughApi(owner.request, cookEmail, 'kitchen');
  // the owner's stations (decision 058): drinks at the counter, everything else at the oven
  const kitchenSettings = (await (
    await owner.request.get('/api/admin/kitchen/settings')
  ).json()) as KitchenSettingsPage;
  const drinks = kitchenSettings.categories.find((c) => c.name === 'Refrigerantes');
  if (!drinks) throw new Error('O cardápio de exemplo não tem Refrigerantes.');
  const stations = await owner.request.put('/api/admin/kitchen/settings', {
    data: {
      ...kitchenSettings.settings,
      stations: [
        { key: 'forno', name: 'Forno', categoryIds: [] },
        { key: 'balcao', name: 'Balcão', categoryIds: [drinks.id] },
      ],
      defaultStationKey: 'forno',
    },
    headers: ADMIN_HEADERS,
  });
  expect(stations.status(), await stations.text()).toBe(200);

  // after login the cook goes straight to the kitchen's full screen: no sidebar, a way out
  await logIn(page, cookEmail);
  await expect(page).toHaveURL(/\/admin\/cozinha$/);
  await expect(page.getByRole('heading', { name: 'Cozinha', level: 1 })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Barra lateral' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sair', exact: true })).toBeVisible();

  // an order accepted at the desk appears on the open kitchen, live, split by station
  const menu = (await (await page.request.get('/api/menu')).json()) as Menu;
  const productId = (name: string) => {
    const product = menu.products.find((p) => p.name === name);
    if (!product) throw new Error(`O cardápio de exemplo não tem ${name}.`);
    return product.id;
  };
  const order = await placeOrderThroughApi(owner.request, {
    customer: e2eCustomer({ name: 'Cliente Cozinha' }),
    items: [
      { productId: productId('Calabresa'), size: 'normal', quantity: 2, notes: 'Bem assada' },
      { productId: productId('Coca-Cola 2L'), size: 'normal', quantity: 1 },
    ],
    paymentMethod: 'Dinheiro',
    fulfilment: 'retirada',
  });
  const approved = await owner.request.post(`/api/admin/orders/${order.id}/status`, {
    data: { status: 'aprovado', from: 'pendente' },
    headers: ADMIN_HEADERS,
  });
  expect(approved.status(), await approved.text()).toBe(200);
  const oven = page.getByRole('region', { name: 'Forno' });
  const counter = page.getByRole('region', { name: 'Balcão' });
  const ovenCard = oven.getByRole('listitem', { name: `Pedido #${order.id}` });
  const counterCard = counter.getByRole('listitem', { name: `Pedido #${order.id}` });
  await expect(ovenCard).toContainText('2x Calabresa');
  await expect(ovenCard).toContainText('Bem assada');
  await expect(ovenCard).not.toContainText('Coca-Cola');
  await expect(counterCard).toContainText('1x Coca-Cola 2L');

  // the desk, on another device
  const desk = await owner.newPage();
  await desk.goto('/admin/orders');
  const deskCard = desk.getByRole('article', { name: `Pedido #${order.id}`, exact: true });
  await expect(deskCard).toContainText('Aprovado');

  // the oven taps its pizza: the order starts, and the oven's card has nothing left to make
  await ovenCard.getByRole('button', { name: /2x Calabresa/ }).click();
  await expect(ovenCard).toHaveCount(0);
  await expect(deskCard).toContainText('Em preparo');
  // the counter bumps its whole card: every station is done, and the desk shows it ready
  await counterCard.getByRole('button', { name: 'Pronto · Balcão' }).click();
  await expect(counterCard).toHaveCount(0);
  await expect(deskCard).toContainText('Pronto para retirada');
  await expect(page.getByText('Nenhum pedido para preparar.')).toBeVisible();

  // a mistaken tap: 'Desfazer' puts the drink back on the counter, and the desk follows
  await page
    .getByRole('listitem')
    .filter({ hasText: `Pedido #${order.id} pronto · Balcão` })
    .getByRole('button', { name: 'Desfazer' })
    .click();
  await expect(counterCard).toContainText('1x Coca-Cola 2L');
  await expect(deskCard).toContainText('Em preparo');
  await counterCard.getByRole('button', { name: 'Pronto · Balcão' }).click();
  await expect(deskCard).toContainText('Pronto para retirada');
  const stored = await owner.request.get(`/api/admin/orders/${order.id}`);
  expect(await stored.json()).toMatchObject({ status: 'saiu para entrega' });

  // the oven's tablet shows its own station, and keeps it after a reload
  await page.getByRole('group', { name: 'Estação' }).getByRole('button', { name: 'Forno' }).click();
  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Estação' }).getByRole('button', { name: 'Forno' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Nada para preparar no Forno.')).toBeVisible();

  // 'Acabou?' from the kitchen
  await page.getByRole('button', { name: 'Acabou?' }).click();
  const panel = page.getByRole('dialog', { name: 'Acabou?' });
  await panel.getByRole('searchbox').fill('tosc');
  const onSale = panel.getByRole('switch', { name: 'Toscana (Calabresa) à venda' });
  await expect(onSale).toBeChecked();
  await onSale.click();
  await expect(onSale).not.toBeChecked();
  await onSale.click();
  await expect(onSale).toBeChecked();
  await page.keyboard.press('Escape');

  // any other screen says it is closed to a cook, with the way back
  await page.goto('/admin/orders');
  await expect(
    page.getByRole('heading', { name: 'Sua função não dá acesso a esta página.' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Ir para a Cozinha' }).click();
  await expect(page).toHaveURL(/\/admin\/cozinha$/);
  await owner.close();
});

test('the owner changes the Pix key only with the password typed again, and the change is listed', async ({
  page,
  request,
}) => {
  await ensureOwner(request);
  await logInAsOwner(page);
  await page.goto('/admin/settings');
  await page.getByRole('tab', { name: 'Pagamento' }).click();
  await page.getByLabel('Tipo de chave').selectOption({ label: 'E-mail' });
  await page.getByLabel('Chave Pix', { exact: true }).fill('caixa@forno.com.br');
  await page.getByLabel('Nome de quem recebe').fill('Forno');
  await page.getByLabel('Cidade', { exact: true }).fill('Sao Paulo');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();

  const dialog = page.getByRole('dialog', { name: 'Confirme sua senha' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Senha').fill('nao-e-esta');
  await dialog.getByRole('button', { name: 'Confirmar e salvar' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Senha incorreta. A chave Pix não foi alterada.',
  );
  await dialog.getByLabel('Senha').fill(OWNER.password);
  await dialog.getByRole('button', { name: 'Confirmar e salvar' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Configurações salvas', { exact: true })).toBeVisible();
  const history = page.getByRole('region', { name: 'Histórico de alterações do Pix' });
  await expect(history).toContainText('mudou tipo da chave, chave Pix, nome do recebedor, cidade');
  await expect(history).toContainText('ca••••••••••••br');
});
