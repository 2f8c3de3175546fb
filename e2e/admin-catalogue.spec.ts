import { randomBytes, randomInt } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { AWAITING_APPROVAL } from '../src/domain/admin-accounts';
import type { AdminSettings, TeamMember } from '../src/domain/admin-catalogue';
import { ORDER_GREETING, type PublicEstablishment } from '../src/domain/establishment';
import { whatsappLink } from '../src/domain/formats';
import type { Menu, MenuProduct } from '../src/domain/menu';
import { formatBRL } from '../src/domain/money';
import { localTimeIn, WEEKDAY_LABELS, WEEKDAYS, type Weekday } from '../src/domain/opening-hours';
import type { PlacedOrder, PlaceOrderInput } from '../src/domain/order';
import { basePriceCents } from '../src/domain/pricing';
import { ADMIN_HEADERS, ensureOwner, logInAsOwner, OWNER } from './fixtures/admin-owner';
import { e2eCustomer, placeOrderThroughApi } from './fixtures/orders';

// These journeys change what every customer sees (the menu, today's hours, the WhatsApp number,
// the flavour rule). They run on a server of their own (the 'back-office-settings' project in
// playwright.config.ts), one after another, each building on the last.
test.describe.configure({ mode: 'serial' });

const NEW_PRODUCT = {
  // a retry runs the file again in a new worker: its product is another, not the first attempt's
  name: `Pizza Forno E2E ${randomInt(1_000, 10_000)}`,
  category: 'Pizzas Especiais (Salgado)',
  categorySlug: 'pizzas_especiais',
  price: '61,50',
  priceCents: 6150,
  brotoPrice: '39,90',
  sizePrices: { normal: 6150, broto: 3990 },
  newBrotoPrice: '42',
  newBrotoPriceCents: 4200,
  ingredients: 'Mussarela,  Tomate seco , , Rúcula',
  description: 'Mussarela, tomate seco e rúcula fresca.',
} as const;
const NEW_WHATSAPP = '5521998765432';
const SHOP_TIME_ZONE = 'America/Sao_Paulo';

async function menuOf(request: APIRequestContext): Promise<Menu> {
  return (await (await request.get('/api/menu')).json()) as Menu;
}

async function shopOf(request: APIRequestContext): Promise<PublicEstablishment> {
  return (await (await request.get('/api/establishment')).json()) as PublicEstablishment;
}

async function storedSettings(request: APIRequestContext): Promise<AdminSettings> {
  const response = await request.get('/api/admin/settings');
  expect(response.status()).toBe(200);
  return (await response.json()) as AdminSettings;
}

function productNamed(menu: Menu, name: string): MenuProduct {
  const product = menu.products.find((p) => p.name === name);
  if (!product) throw new Error(`O cardápio não tem '${name}'.`);
  return product;
}

/** `POST /api/orders` for one pizza, as a customer's browser would send it. */
/**
 * Earlier journeys of this file leave their hours and delivery zones: the shop opens all day and
 * takes pickup orders, so a journey that orders checks its prices, not where the shop delivers.
 */
async function openForPickup(request: APIRequestContext) {
  const { settings } = await storedSettings(request);
  const opened = await request.put('/api/admin/settings', {
    data: {
      ...settings,
      schedules: Object.fromEntries(WEEKDAYS.map((day) => [day, '00:00 às 23:59'])),
      delivery: { ...settings.delivery, pickupEnabled: true },
    },
    headers: ADMIN_HEADERS,
  });
  expect(opened.status(), await opened.text()).toBe(200);
}

function placeOrder(
  request: APIRequestContext,
  item: PlaceOrderInput['items'][number],
  fulfilment: PlaceOrderInput['fulfilment'] = 'entrega',
) {
  const body: PlaceOrderInput = {
    customer: {
      name: 'Cliente Catálogo E2E',
      phone: `119${String(randomInt(10_000_000, 99_999_999))}`,
      cep: '01310-100',
      street: 'Avenida Paulista',
      number: '1000',
      complement: '',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    },
    items: [item],
    paymentMethod: 'Pix',
    changeForCents: null,
    fulfilment,
  };
  return request.post('/api/orders', {
    data: body,
    headers: { 'Idempotency-Key': randomBytes(18).toString('base64url') },
  });
}

/** The owner, logged in, on an admin screen. The registration that makes the owner logs in too. */
async function openAdmin(
  page: Page,
  path: '/admin/products' | '/admin/settings' | '/admin/prices',
) {
  if ((await ensureOwner(page.request)) === 'existing') await logInAsOwner(page);
  await page.goto(path);
}

/** Counts the state-changing calls to an admin route, to prove a refused form sent nothing. */
function countWrites(page: Page, path: string) {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith(path)) count++;
  });
  return () => count;
}

/** One product's card in the admin list (a phone shows cards; toasts are list items too). */
function adminCard(page: Page, name: string) {
  return page
    .getByRole('list', { name: 'Produtos', exact: true })
    .getByRole('listitem')
    .filter({ hasText: name });
}

function productDialog(page: Page) {
  return page.getByRole('dialog');
}

/** The products list narrowed to one name (the search box), on a phone: its card. */
async function findInAdminList(page: Page, name: string) {
  await page.getByPlaceholder('Buscar produto ou ingrediente...').fill(name);
  await expect(page.getByText('1 produto encontrado')).toBeVisible();
}

/** Through the wizard to 'Resumo do Pedido', skipping the extra steps. */
async function advanceToReview(dialog: ReturnType<Page['getByRole']>) {
  const step = dialog.getByText(/^Passo \d+ de \d+/);
  while (!(await dialog.getByText('Resumo do Pedido').isVisible())) {
    const before = await step.textContent();
    await dialog
      .getByRole('button', { name: /^(Avançar|Pular)$/ })
      .last()
      .click();
    // the next step has shown before the loop looks for the summary again
    await expect(step).not.toHaveText(before ?? '');
  }
}

async function saveSettings(page: Page) {
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Configurações salvas', { exact: true })).toBeVisible();
  await expect(page.getByText('Você tem alterações não salvas.')).toHaveCount(0);
}

function dayRow(page: Page, day: Weekday) {
  return page.getByRole('group', { name: WEEKDAY_LABELS[day], exact: true });
}

test('an empty product form shows the four messages and writes nothing', async ({ page }) => {
  await openAdmin(page, '/admin/products');
  await expect(page.getByRole('heading', { name: 'Produtos', level: 1 })).toBeVisible();
  await expect(page.getByText('Gerencie o cardápio da pizzaria')).toBeVisible();
  const before = (await menuOf(page.request)).products.length;
  await expect(page.getByText(`${before} produtos encontrados`)).toBeVisible();
  const writes = countWrites(page, '/api/admin/products');

  await page.getByRole('button', { name: 'Novo Produto' }).click();
  const dialog = productDialog(page);
  await expect(dialog.getByRole('heading', { name: 'Adicionar Novo Produto' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Adicionar', exact: true }).click();
  // docs/product/rules.md#back-office-forms, word for word
  await expect(dialog.getByText('Nome é obrigatório')).toBeVisible();
  await expect(dialog.getByText('Descrição é obrigatória')).toBeVisible();
  await expect(dialog.getByText('Categoria é obrigatória')).toBeVisible();
  // no price in any size: the message under the first size's field (decision 046)
  await expect(dialog.getByText('Preço deve ser maior que zero')).toHaveCount(1);

  // a price of zero is refused too, and the rest stays as typed
  await dialog.getByLabel('Nome').fill('Pizza de Graça');
  await dialog.getByLabel('Grande').fill('0');
  await dialog.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(dialog.getByText('Preço deve ser maior que zero')).toHaveCount(1);
  await expect(dialog.getByText('Nome é obrigatório')).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  expect(writes()).toBe(0);
  expect((await menuOf(page.request)).products).toHaveLength(before);
});

test.describe('on a large screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the products are a table with the spec's columns, and a failed load says why", async ({
    page,
  }) => {
    // the server's own message reaches the toast
    await page.route('**/api/admin/products', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { code: 'DATABASE_UNAVAILABLE', message: 'Banco de dados indisponível.' },
        }),
      }),
    );
    await openAdmin(page, '/admin/products');
    await expect(
      page.getByText('Erro ao carregar produtos', { exact: true }).first(),
    ).toBeVisible();
    await expect(page.getByText('Banco de dados indisponível.')).toBeVisible();
    await page.unroute('**/api/admin/products');
    await page.getByRole('button', { name: 'Tentar novamente' }).click();

    const table = page.getByRole('table');
    // the spec's columns, and the product's photo beside its name (decision 031)
    const columns = [
      'Nome',
      'Foto',
      'Categoria',
      'Tipo',
      'Ingredientes',
      'Preços',
      'Disponível',
      'Ações',
    ];
    await expect(table.getByRole('columnheader')).toHaveText(columns);
    const calabresa = productNamed(await menuOf(page.request), 'Calabresa');
    const row = table.getByRole('row', { name: /^Calabresa\b/ }).first();
    await expect(row).toContainText('Mais Pedidas');
    await expect(row).toContainText('Salgado');
    await expect(row).toContainText(formatBRL(calabresa.priceCents));
    await expect(row).toContainText(`Broto${formatBRL(calabresa.sizePrices.broto ?? 0)}`);
    await expect(row.getByRole('switch', { name: 'Calabresa disponível' })).toBeChecked();
    await expect(row.getByRole('button', { name: 'Editar Calabresa' })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Excluir Calabresa' })).toBeVisible();
    await page.getByLabel('Tipo').selectOption({ label: 'Outro' });
    await expect(table.getByRole('row', { name: /Coca-Cola 2L/ })).toContainText('Outro');
    await expect(table.getByRole('row', { name: /^Calabresa\b/ })).toHaveCount(0);

    // a refusal from the server: toast 'Erro' with its message, the form stays open as typed
    await page.route('**/api/admin/products', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 422,
            contentType: 'application/json',
            body: JSON.stringify({
              error: { code: 'UNKNOWN_CATEGORY', message: 'Categoria é obrigatória' },
            }),
          })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Novo Produto' }).click();
    const dialog = productDialog(page);
    await dialog.getByLabel('Nome').fill('Pizza Recusada');
    await dialog.getByLabel('Categoria').selectOption({ label: 'Bordas' });
    await dialog.getByLabel('Grande').fill('12,5');
    await dialog.getByLabel('Broto').fill('12,5');
    await dialog.getByLabel('Descrição').fill('Não deve ser salva.');
    await dialog.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await expect(page.getByText('Erro', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Categoria é obrigatória')).toBeVisible();
    await expect(dialog.getByLabel('Nome')).toHaveValue('Pizza Recusada');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
  });
});

test('a product created in the admin appears in the storefront menu and search with its price', async ({
  page,
}) => {
  await openAdmin(page, '/admin/products');
  await page.getByRole('button', { name: 'Novo Produto' }).click();
  const dialog = productDialog(page);
  await dialog.getByLabel('Nome').fill(NEW_PRODUCT.name);
  await dialog.getByLabel('Categoria').selectOption({ label: NEW_PRODUCT.category });
  // the select says what each category is: '(Salgado)', '(Doce)' or nothing
  await expect(dialog.getByLabel('Categoria').locator('option')).toContainText([
    'Bordas',
    'Pizzas Doces (Doce)',
    'Pizzas Especiais (Salgado)',
    'Refrigerantes',
  ]);
  await dialog.getByLabel('Grande').fill(NEW_PRODUCT.price);
  await dialog.getByLabel('Broto').fill(NEW_PRODUCT.brotoPrice);
  await dialog.getByLabel('Ingredientes').fill(NEW_PRODUCT.ingredients);
  await dialog.getByLabel('Descrição').fill(NEW_PRODUCT.description);
  await dialog.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(page.getByText('Produto adicionado', { exact: true })).toBeVisible();
  await expect(page.getByText(`${NEW_PRODUCT.name} foi adicionado com sucesso`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // the list has it, found by an ingredient too; the type filter narrows it away
  await findInAdminList(page, NEW_PRODUCT.name);
  const card = adminCard(page, NEW_PRODUCT.name);
  await expect(card).toContainText(formatBRL(NEW_PRODUCT.priceCents));
  await expect(card).toContainText(formatBRL(NEW_PRODUCT.sizePrices.broto));
  await expect(card).toContainText('Mussarela, Tomate seco, Rúcula');
  await page.getByPlaceholder('Buscar produto ou ingrediente...').fill('TOMATE SECO');
  await expect(card).toBeVisible();
  await page.getByLabel('Tipo').selectOption({ label: 'Doce' });
  await expect(
    page.getByText('Nenhum produto encontrado com os filtros selecionados.'),
  ).toBeVisible();
  await page.getByLabel('Tipo').selectOption({ label: 'Todos os tipos' });
  await page.getByLabel('Categoria').selectOption({ label: 'Pizzas Especiais' });
  await expect(card).toBeVisible();

  // the storefront reads the same catalogue: on the next load it is there, with its price
  await page.goto(`/menu?categoria=${NEW_PRODUCT.categorySlug}`);
  const menuCard = page.getByRole('article', { name: NEW_PRODUCT.name });
  await expect(menuCard).toContainText(formatBRL(NEW_PRODUCT.priceCents));
  await expect(menuCard).toContainText(NEW_PRODUCT.description);
  await page.goto(`/search?q=${encodeURIComponent('forno e2e')}`);
  const result = page.getByRole('main').getByRole('listitem').filter({ hasText: NEW_PRODUCT.name });
  await expect(result).toContainText(formatBRL(NEW_PRODUCT.priceCents));
  await expect(result.getByRole('button', { name: `Adicionar ${NEW_PRODUCT.name}` })).toBeVisible();
});

test("editing the broto price changes the wizard's price", async ({ page }) => {
  await openAdmin(page, '/admin/products');
  await findInAdminList(page, NEW_PRODUCT.name);
  await page.getByRole('button', { name: `Editar ${NEW_PRODUCT.name}` }).click();
  const dialog = productDialog(page);
  await expect(
    dialog.getByRole('heading', { name: `Editar Produto: ${NEW_PRODUCT.name}` }),
  ).toBeVisible();
  await expect(dialog.getByLabel('Broto')).toHaveValue(NEW_PRODUCT.brotoPrice);
  await expect(dialog.getByLabel('Ingredientes')).toHaveValue('Mussarela, Tomate seco, Rúcula');
  await dialog.getByLabel('Broto').fill(NEW_PRODUCT.newBrotoPrice);
  await dialog.getByRole('button', { name: 'Atualizar' }).click();
  await expect(page.getByText('Produto atualizado', { exact: true })).toBeVisible();
  await expect(page.getByText(`${NEW_PRODUCT.name} foi atualizado com sucesso`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(adminCard(page, NEW_PRODUCT.name)).toContainText(
    formatBRL(NEW_PRODUCT.newBrotoPriceCents),
  );

  await page.goto(`/menu?categoria=${NEW_PRODUCT.categorySlug}`);
  await page.getByRole('button', { name: `Adicionar ${NEW_PRODUCT.name}`, exact: true }).click();
  const wizard = page.getByRole('dialog');
  await wizard.getByRole('button', { name: 'Avançar' }).click();
  const broto = wizard.locator('label').filter({ hasText: 'Broto (20cm)' });
  await expect(broto).toContainText(formatBRL(NEW_PRODUCT.newBrotoPriceCents));
  await broto.click();
  await advanceToReview(wizard);
  await expect(wizard.getByTestId('wizard-total')).toHaveText(
    formatBRL(NEW_PRODUCT.newBrotoPriceCents),
  );
});

test("pausing a product shows 'Esgotado' on the storefront and the API refuses it", async ({
  page,
}) => {
  await openAdmin(page, '/admin/products');
  await findInAdminList(page, NEW_PRODUCT.name);
  const available = page.getByRole('switch', { name: `${NEW_PRODUCT.name} disponível` });
  await expect(available).toBeChecked();
  await available.click();
  await expect(available).not.toBeChecked();
  await expect(page.getByText('Produto pausado', { exact: true })).toBeVisible();
  const product = productNamed(await menuOf(page.request), NEW_PRODUCT.name);
  expect(product.isAvailable).toBe(false);

  await page.goto(`/menu?categoria=${NEW_PRODUCT.categorySlug}`);
  const menuCard = page.getByRole('article', { name: NEW_PRODUCT.name });
  await expect(menuCard.getByText('Esgotado')).toBeVisible();
  await expect(
    menuCard.getByRole('button', { name: `${NEW_PRODUCT.name}: esgotado` }),
  ).toBeDisabled();
  await page.goto(`/search?q=${encodeURIComponent(NEW_PRODUCT.name)}`);
  const result = page.getByRole('main').getByRole('listitem').filter({ hasText: NEW_PRODUCT.name });
  await expect(result.getByText('Esgotado')).toBeVisible();
  await expect(result.getByRole('button', { name: /Adicionar/ })).toHaveCount(0);

  // a stale cart cannot sneak it in: the server checks every product
  const refused = await placeOrder(page.request, {
    productId: product.id,
    size: 'normal',
    quantity: 1,
  });
  expect(refused.status(), await refused.text()).toBe(422);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
    'PRODUCT_UNAVAILABLE',
  );

  // and resuming brings it back
  await page.goto('/admin/products');
  await findInAdminList(page, NEW_PRODUCT.name);
  await available.click();
  await expect(available).toBeChecked();
  await expect(page.getByText('Produto disponível', { exact: true })).toBeVisible();
  expect(productNamed(await menuOf(page.request), NEW_PRODUCT.name).isAvailable).toBe(true);
});

test('deleting a product asks first, then takes it off the menu', async ({ page }) => {
  await openAdmin(page, '/admin/products');
  await findInAdminList(page, NEW_PRODUCT.name);
  const question = `Tem certeza que deseja excluir o produto "${NEW_PRODUCT.name}"?`;

  await page.getByRole('button', { name: `Excluir ${NEW_PRODUCT.name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: question });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  expect((await menuOf(page.request)).products.map((p) => p.name)).toContain(NEW_PRODUCT.name);

  await page.getByRole('button', { name: `Excluir ${NEW_PRODUCT.name}` }).click();
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Produto excluído', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Nenhum produto encontrado com os filtros selecionados.'),
  ).toBeVisible();
  expect((await menuOf(page.request)).products.map((p) => p.name)).not.toContain(NEW_PRODUCT.name);
});

test('settings: the unsaved banner, Cancelar restoring, and bad input refused on screen', async ({
  page,
}) => {
  await openAdmin(page, '/admin/settings');
  await expect(
    page.getByRole('heading', { name: 'Configurações da Pizzaria', level: 1 }),
  ).toBeVisible();
  for (const tab of [
    'Informações Básicas',
    'Horários',
    'Pagamento',
    'Entrega',
    'Informações Adicionais',
  ]) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }
  const saved = await storedSettings(page.request);
  const save = page.getByRole('button', { name: 'Salvar alterações' });
  const banner = page.getByText('Você tem alterações não salvas.');
  const name = page.getByLabel('Nome da pizzaria');
  const writes = countWrites(page, '/api/admin/settings');

  // unchanged: nothing to save, no banner, no Cancelar
  await expect(name).toHaveValue(saved.settings.name);
  await expect(save).toBeDisabled();
  await expect(banner).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancelar' })).toHaveCount(0);

  // a change shows the banner; typing the saved value back hides it again
  await name.fill('Forno do Bairro');
  await expect(banner).toBeVisible();
  await expect(save).toBeEnabled();
  await name.fill(saved.settings.name);
  await expect(banner).toHaveCount(0);
  await expect(save).toBeDisabled();

  // Cancelar restores the saved copy, across tabs
  await name.fill('Forno do Bairro');
  await page.getByRole('tab', { name: 'Informações Adicionais' }).click();
  await page
    .getByLabel('Informações adicionais', { exact: true })
    .fill('Não entregamos em dias de chuva forte.');
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByText('Alterações descartadas', { exact: true })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expect(page.getByLabel('Informações adicionais', { exact: true })).toHaveValue(
    saved.settings.additionalInfo,
  );
  await page.getByRole('tab', { name: 'Informações Básicas' }).click();
  await expect(name).toHaveValue(saved.settings.name);

  // an empty name is shown and never sent
  await name.fill('   ');
  await expect(page.getByText('Nome é obrigatório')).toBeVisible();
  await save.click();
  await expect(page.getByText('Erro ao salvar', { exact: true })).toBeVisible();

  // so is a cleared time (the time inputs allow no other bad value), found from another tab
  await page.getByRole('tab', { name: 'Horários' }).click();
  await dayRow(page, 'segunda').getByLabel('Abre às').fill('');
  await expect(
    dayRow(page, 'segunda').getByText('Horário inválido. Use o formato 24 horas (HH:MM).'),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Informações Básicas' }).click();
  await name.fill('Forno do Bairro');
  await save.click();
  await expect(page.getByRole('tab', { name: 'Horários', selected: true })).toBeVisible();
  await expect(page.getByText('Horário inválido. Use o formato 24 horas (HH:MM).')).toBeVisible();
  expect(writes()).toBe(0);
  expect((await storedSettings(page.request)).settings).toEqual(saved.settings);
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dayRow(page, 'segunda').getByLabel('Abre às')).not.toHaveValue('');

  // payment options: blank text adds nothing; an option is added and another removed, and saved
  await page.getByRole('tab', { name: 'Pagamento' }).click();
  const options = page
    .getByRole('tabpanel', { name: 'Pagamento' })
    .getByRole('list')
    .getByRole('listitem');
  const count = await options.count();
  await page.getByLabel('Nova forma de pagamento').fill('   ');
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(options).toHaveCount(count);
  await expect(banner).toHaveCount(0);
  await page.getByLabel('Nova forma de pagamento').fill('Vale-refeição');
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(options).toHaveCount(count + 1);
  await page.getByRole('button', { name: 'Remover Voucher' }).click();
  await expect(options.filter({ hasText: 'Voucher' })).toHaveCount(0);
  // every option removed: the shop could take no order, so it is refused before it is sent
  const kept = await options.allTextContents();
  for (const option of kept) {
    await page.getByRole('button', { name: `Remover ${option.trim()}` }).click();
  }
  await save.click();
  await expect(page.getByText('Escolha ao menos uma forma de pagamento')).toBeVisible();
  expect(writes()).toBe(0);
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await page.getByLabel('Nova forma de pagamento').fill('Vale-refeição');
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await page.getByRole('button', { name: 'Remover Voucher' }).click();
  await saveSettings(page);
  const after = await storedSettings(page.request);
  expect(after.settings.paymentOptions).toContain('Vale-refeição');
  expect(after.settings.paymentOptions).not.toContain('Voucher');
  expect(after.lastUpdated).not.toBeNull();
  expect((await shopOf(page.request)).paymentOptions).toEqual(after.settings.paymentOptions);
});

test('leaving the settings with unsaved changes asks first, from the menu too', async ({
  page,
}) => {
  await openAdmin(page, '/admin/settings');
  const name = page.getByLabel('Nome da pizzaria');
  const saved = await name.inputValue();
  await name.fill('Pizzaria Que Não Foi Salva');
  const goToProducts = async () => {
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page
      .getByRole('dialog', { name: 'Painel ADMIN' })
      .getByRole('link', { name: 'Produtos', exact: true })
      .click();
  };
  await goToProducts();
  const question = page.getByRole('alertdialog', { name: 'Sair sem salvar?' });
  await expect(question).toContainText('Você tem alterações não salvas.');
  await question.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await page.keyboard.press('Escape');
  await expect(name).toHaveValue('Pizzaria Que Não Foi Salva');

  await goToProducts();
  await question.getByRole('button', { name: 'Sair sem salvar' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await page.goto('/admin/settings');
  await expect(page.getByLabel('Nome da pizzaria')).toHaveValue(saved);
});

test("changing the WhatsApp number changes the status dialog's 'Fazer pedido' link", async ({
  page,
}) => {
  await openAdmin(page, '/admin/settings');
  // exactly: the 'WhatsApp oficial' section is labelled by its title
  const whatsapp = page.getByLabel('WhatsApp', { exact: true });
  // typed as people write it, without the country code: the link and the saved number get the 55
  await whatsapp.fill('(21) 99876-5432');
  await expect(page.getByText(`Os pedidos vão para wa.me/${NEW_WHATSAPP}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Testar link' })).toHaveAttribute(
    'href',
    whatsappLink(NEW_WHATSAPP),
  );
  await expect(page.getByRole('link', { name: 'Testar link' })).toHaveAttribute('target', '_blank');
  // Instagram is kept without the @
  await page.getByLabel('Instagram').fill('@fornodobairro');
  await expect(page.getByLabel('Instagram')).toHaveValue('fornodobairro');
  await saveSettings(page);
  await expect(whatsapp).toHaveValue(NEW_WHATSAPP);

  await page.goto('/');
  await page.getByRole('button', { name: /ver informações da pizzaria/ }).click();
  const status = page.getByRole('dialog');
  await expect(status.getByRole('link', { name: 'Fazer pedido' })).toHaveAttribute(
    'href',
    whatsappLink(NEW_WHATSAPP, ORDER_GREETING),
  );
  await expect(status.getByRole('link', { name: 'Instagram @fornodobairro' })).toBeVisible();
});

test("switching the flavour rule to 'maior' prices a half-and-half alike in the wizard and on the server", async ({
  page,
}) => {
  const menu = await menuOf(page.request);
  const calabresa = productNamed(menu, 'Calabresa');
  const camarao = productNamed(menu, 'Camarão');
  const item = {
    productId: calabresa.id,
    size: 'normal' as const,
    quantity: 1,
    extraFlavourIds: [camarao.id],
  };
  // under the default rule the extra flavour adds nothing
  expect((await shopOf(page.request)).flavourPricingRule).toBe('principal');
  const before = await placeOrder(page.request, item);
  expect(before.status(), await before.text()).toBe(201);
  expect(((await before.json()) as PlacedOrder).order.totalCents).toBe(calabresa.priceCents);

  await openAdmin(page, '/admin/settings');
  await page.getByRole('tab', { name: 'Pagamento' }).click();
  const maior = page.getByRole('radio', { name: 'Preço do sabor mais caro' });
  const expected = basePriceCents(calabresa, 'normal', [camarao], 'maior');
  expect(expected).toBe(camarao.priceCents);
  await expect(maior.locator('xpath=..')).toContainText(
    `Calabresa (${formatBRL(4900)}) + Camarão (${formatBRL(5500)}) custa ${formatBRL(5500)}`,
  );
  await maior.check();
  await saveSettings(page);

  // the wizard: Calabresa + Camarão, normal, nothing else
  await page.goto('/menu');
  await page.getByRole('button', { name: 'Adicionar Calabresa', exact: true }).click();
  const wizard = page.getByRole('dialog');
  await wizard.getByRole('button', { name: 'Avançar' }).click();
  await wizard.getByRole('button', { name: 'Avançar' }).click();
  await wizard.getByText('Pizzas Especiais', { exact: true }).click();
  await wizard.getByText('Camarão', { exact: true }).click();
  await advanceToReview(wizard);
  await expect(wizard.getByTestId('wizard-total')).toHaveText(formatBRL(expected));
  await expect(wizard).toContainText('Pizza (preço do sabor mais caro)');

  // the server prices it the same way
  const placed = await placeOrder(page.request, item);
  expect(placed.status(), await placed.text()).toBe(201);
  const order = ((await placed.json()) as PlacedOrder).order;
  expect(order.items[0]?.basePriceCents).toBe(expected);
  expect(order.totalCents).toBe(expected);
});

test("a ceiling per order set in 'Pagamento' stops a larger cart at checkout, and the server too", async ({
  page,
}) => {
  const calabresa = productNamed(await menuOf(page.request), 'Calabresa');
  await openAdmin(page, '/admin/settings');
  const setCeiling = async (reais: string) => {
    await page.goto('/admin/settings');
    await page.getByRole('tab', { name: 'Pagamento' }).click();
    await page.getByLabel('Valor máximo (R$)').fill(reais);
    await saveSettings(page);
  };
  // below what may be set: refused on screen, in its own tab, and nothing saved
  await page.goto('/admin/settings');
  await page.getByRole('tab', { name: 'Pagamento' }).click();
  await page.getByLabel('Valor máximo (R$)').fill('10');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByRole('tab', { name: 'Pagamento' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText('O limite por pedido deve ser de pelo menos R$ 50,00')).toBeVisible();
  expect((await shopOf(page.request)).maxOrderTotalCents).toBe(200_000);

  await setCeiling('100,00');
  try {
    expect((await shopOf(page.request)).maxOrderTotalCents).toBe(10_000);
    await page.goto(`/search?q=Calabresa`);
    for (let i = 0; i < 3; i++) {
      await page.getByRole('button', { name: 'Adicionar Calabresa', exact: true }).click();
    }
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Continuar para Entrega' }).click();
    const total = formatBRL(calabresa.priceCents * 3);
    await expect(page.getByText('Pedido acima do limite')).toBeVisible();
    await expect(page.locator('main')).toContainText(
      `O total do pedido (${total}) passa do limite de ${formatBRL(10_000)} por pedido.`,
    );
    await expect(page.getByRole('button', { name: 'Finalizar Pedido' })).toBeDisabled();

    const refused = await placeOrder(page.request, {
      productId: calabresa.id,
      size: 'normal',
      quantity: 3,
    });
    expect(refused.status()).toBe(422);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
      'ORDER_TOO_LARGE',
    );
  } finally {
    await setCeiling('2.000,00');
  }
});

test("a second registration appears as pending and 'Aprovar' lets it log in", async ({
  page,
  browser,
}) => {
  await ensureOwner(page.request);
  const email = `atendente-${randomBytes(4).toString('hex')}@forno.test`;
  const password = 'outra-senha-123';
  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  await staffPage.goto('/admin/register');
  await staffPage.getByLabel('E-mail').fill(email);
  await staffPage.getByLabel('Senha', { exact: true }).fill(password);
  await staffPage.getByLabel('Confirmar senha').fill(password);
  await staffPage.getByRole('button', { name: 'Criar conta' }).click();
  await expect(staffPage.getByText(AWAITING_APPROVAL)).toBeVisible();

  await openAdmin(page, '/admin/settings');
  const team = page.getByRole('list', { name: 'Contas da equipe' });
  const member = team.getByRole('listitem', { name: email });
  await expect(member).toContainText('Aguardando aprovação');
  const me = team.getByRole('listitem', { name: OWNER.email });
  await expect(me).toContainText('(você)');
  await expect(me.getByRole('button', { name: 'Remover' })).toHaveCount(0);
  await member.getByRole('button', { name: 'Aprovar' }).click();
  await expect(page.getByText('Conta aprovada', { exact: true })).toBeVisible();
  await expect(member).toContainText('Ativo');
  await expect(member.getByRole('button', { name: 'Aprovar' })).toHaveCount(0);

  await staffPage.goto('/admin/login');
  await staffPage.getByLabel('E-mail').fill(email);
  await staffPage.getByLabel('Senha', { exact: true }).fill(password);
  await staffPage.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(staffPage).toHaveURL(/\/admin\/dashboard$/);

  // approved as an attendant (the default role): the team is not theirs to change
  const members = (
    (await (await page.request.get('/api/admin/team')).json()) as {
      members: TeamMember[];
    }
  ).members;
  const owner = members.find((m) => m.email === OWNER.email);
  if (!owner) throw new Error('o dono não está na equipe');
  const refused = await staffPage.request.delete(`/api/admin/team/${owner.id}`, {
    headers: ADMIN_HEADERS,
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('FORBIDDEN_ROLE');

  // 'Remover' asks first; the removed account is logged out for good
  await member.getByRole('button', { name: 'Remover' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Remover ${email} da equipe?` });
  await confirm.getByRole('button', { name: 'Remover' }).click();
  await expect(page.getByText('Conta removida', { exact: true })).toBeVisible();
  await expect(member).toHaveCount(0);
  expect((await staffPage.request.get('/api/auth/session')).status()).toBe(401);
  await staff.close();
});

test("marking today 'Fechado' closes the storefront and checkout refuses orders", async ({
  page,
}) => {
  const today = localTimeIn(new Date(), SHOP_TIME_ZONE).weekday;
  const tomorrow = WEEKDAYS[(WEEKDAYS.indexOf(today) + 1) % WEEKDAYS.length] as Weekday;
  await openAdmin(page, '/admin/settings');
  await page.getByRole('tab', { name: 'Horários' }).click();
  const badge = page.getByTestId('settings-open-badge');
  await expect(badge).toHaveText('Aberto');

  await dayRow(page, today).getByLabel('Fechado').check();
  // the badge follows the working copy before anything is saved
  await expect(badge).toHaveText('Fechado');
  await expect(dayRow(page, today).getByLabel('Abre às')).toBeDisabled();
  // unmarking a day reopens it at 09:00 às 18:00 (docs/product/states.md#settings)
  await dayRow(page, tomorrow).getByLabel('Fechado').check();
  await dayRow(page, tomorrow).getByLabel('Fechado').uncheck();
  await expect(dayRow(page, tomorrow).getByLabel('Abre às')).toHaveValue('09:00');
  await expect(dayRow(page, tomorrow).getByLabel('Fecha às')).toHaveValue('18:00');
  await saveSettings(page);
  const stored = (await storedSettings(page.request)).settings.schedules;
  expect(stored[today]).toBe('Fechado');
  expect(stored[tomorrow]).toBe('09:00 às 18:00');

  // the storefront, reloaded, says so everywhere
  await page.goto('/search?q=Calabresa');
  await expect(page.getByRole('button', { name: /^Fechado/ })).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar Calabresa', exact: true }).click();
  await expect(page.getByText('Produto adicionado!')).toBeVisible();
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Continuar para Entrega' }).click();
  await expect(page.getByText('A pizzaria está fechada agora.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Finalizar Pedido' })).toBeDisabled();

  // and the API refuses an order made anyway
  const calabresa = productNamed(await menuOf(page.request), 'Calabresa');
  const refused = await placeOrder(page.request, {
    productId: calabresa.id,
    size: 'normal',
    quantity: 1,
  });
  expect(refused.status(), await refused.text()).toBe(409);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('SHOP_CLOSED');
});

test('the developer tools show the stored settings and this device, and reset each', async ({
  page,
}) => {
  await openAdmin(page, '/admin/settings');
  await page.evaluate(() => localStorage.setItem('forno_e2e_marca', '"aparelho de teste"'));
  await page.getByText('Ferramentas de desenvolvedor').click();
  await expect(page.getByLabel('Configurações salvas no servidor')).toContainText(
    `"whatsapp": "${NEW_WHATSAPP}"`,
  );
  const device = page.getByLabel('Dados deste aparelho', { exact: true });
  await expect(device).toContainText('forno_e2e_marca');
  await expect(device).toContainText('aparelho de teste');

  const question =
    'Tem certeza que deseja limpar todos os dados salvos? Esta ação não pode ser desfeita.';
  await page.getByRole('button', { name: 'Limpar dados deste aparelho' }).click();
  await page
    .getByRole('alertdialog', { name: question })
    .getByRole('button', { name: 'Limpar dados' })
    .click();
  await expect(page.getByText('Dados reiniciados', { exact: true })).toBeVisible();
  await page.waitForEvent('load');
  expect(await page.evaluate(() => localStorage.getItem('forno_e2e_marca'))).toBeNull();

  await expect(page.getByRole('heading', { name: 'Configurações da Pizzaria' })).toBeVisible();
  await page.getByText('Ferramentas de desenvolvedor').click();
  await page.getByRole('button', { name: 'Restaurar configurações padrão' }).click();
  await page
    .getByRole('alertdialog', { name: question })
    .getByRole('button', { name: 'Restaurar' })
    .click();
  await expect(page.getByText('Dados reiniciados', { exact: true })).toBeVisible();
  await page.waitForEvent('load');
  const shop = await shopOf(page.request);
  expect(shop.whatsapp).not.toBe(NEW_WHATSAPP);
  expect(shop.flavourPricingRule).toBe('principal');
  await expect(page.getByLabel('WhatsApp', { exact: true })).toHaveValue(shop.whatsapp);
});

test('settings: the Entrega tab adds a bairro with fee, minimum and CEP range, refuses a duplicate on its field, and customers get it', async ({
  page,
}) => {
  await openAdmin(page, '/admin/settings');
  await page.getByRole('tab', { name: 'Entrega' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Entrega' });
  const zones = panel.getByRole('list').first().getByRole('listitem');
  const before = await zones.count();
  const writes = countWrites(page, '/api/admin/settings');

  await panel.getByRole('button', { name: 'Adicionar bairro' }).click();
  const zone = zones.nth(before);
  await zone.getByLabel('Bairro', { exact: true }).fill('Vila Madalena');
  await zone.getByLabel('Taxa (R$)').fill('8,50');
  await zone.getByLabel('Previsão').fill('40 a 50 minutos');
  await zone.getByLabel('Pedido mínimo (R$)').fill('50');
  await zone.getByRole('button', { name: 'Faixa de CEP' }).click();
  await zone.getByLabel('CEP de').fill('05433000');
  await zone.getByLabel('até').fill('05435999');
  await expect(page.getByText('Você tem alterações não salvas.')).toBeVisible();

  // the same bairro spelled another way is shown on its field and never sent
  await panel.getByRole('button', { name: 'Adicionar bairro' }).click();
  const twin = zones.nth(before + 1);
  await twin.getByLabel('Bairro', { exact: true }).fill('vl. madalena');
  await expect(twin.getByText('Este bairro já está na lista (Vila Madalena)')).toBeVisible();
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Erro ao salvar', { exact: true })).toBeVisible();
  expect(writes()).toBe(0);
  await twin.getByRole('button', { name: 'Remover vl. madalena' }).click();

  await panel.getByText('Recusar a entrega').click();
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Configurações salvas', { exact: true })).toBeVisible();
  const shop = await shopOf(page.request);
  expect(shop.delivery.outsideZone).toBe('recusar');
  expect(shop.delivery.zones.at(-1)).toMatchObject({
    name: 'Vila Madalena',
    feeCents: 850,
    estimate: '40 a 50 minutos',
    minimumCents: 5000,
    cepRanges: [{ from: '05433000', to: '05435999' }],
  });
});

test('a bulk +8 % on every pizza, rounded to ,90, is previewed, saved, logged, and an open storefront shows the new price', async ({
  page,
  browser,
}) => {
  // two pages (the owner's and a customer's) and a save over the whole menu: a busy machine's minute
  test.setTimeout(60_000);
  // a pizza of known prices, set up through the API: R$ 40,00 and R$ 30,00
  await openAdmin(page, '/admin/prices');
  const categories = (
    (await (await page.request.get('/api/admin/products')).json()) as {
      categories: { id: number; slug: string }[];
    }
  ).categories;
  const pizza = {
    name: 'Pizza Tabela E2E',
    description: 'Para a tabela de preços.',
    categoryId: categories.find((c) => c.slug === 'pizzas_especiais')?.id,
    sizePrices: { normal: 4000, broto: 3000 },
    ingredients: [],
  };
  const created = await page.request.post('/api/admin/products', {
    data: pizza,
    headers: ADMIN_HEADERS,
  });
  expect(created.status()).toBe(201);

  // a customer has the menu open meanwhile
  const customer = await browser.newPage();
  await customer.goto('/menu?categoria=pizzas_especiais');
  const menuCard = customer.getByRole('article', { name: pizza.name });
  await expect(menuCard).toContainText(formatBRL(4000));

  await page.reload();
  await expect(page.getByLabel('Quais preços')).toHaveValue('pizzas');
  await page.getByLabel('Porcentagem').fill('8');
  await expect(page.getByLabel('Arredondamento')).toHaveValue('ending_90');
  await page.getByRole('button', { name: 'Ver prévia' }).click();
  // R$ 40,00 × 1,08 = 43,20 → up to 43,90; R$ 30,00 × 1,08 = 32,40 → 32,90
  const row = (size: string) =>
    page.getByRole('row').filter({ hasText: pizza.name }).filter({ hasText: size });
  await expect(row('Grande')).toContainText(formatBRL(4000));
  await expect(row('Grande')).toContainText(formatBRL(4390));
  await expect(row('Broto')).toContainText(formatBRL(3290));
  // nothing is saved by a preview
  await expect(menuCard).toContainText(formatBRL(4000));

  await page.getByRole('button', { name: 'Salvar preços' }).click();
  await expect(page.getByText('Preços atualizados', { exact: true })).toBeVisible();
  const log = page.getByRole('region', { name: 'Alterações de preços' });
  await expect(
    log.getByRole('listitem').filter({ hasText: `${pizza.name} · Grande` }),
  ).toContainText(`${formatBRL(4000)} → ${formatBRL(4390)}`);
  await expect(log).toContainText('+8 % (terminar em ,90), por');

  // the open storefront follows without a reload, and the server charges it
  await expect(menuCard).toContainText(formatBRL(4390));
  const menu = await menuOf(page.request);
  const priced = productNamed(menu, pizza.name);
  await openForPickup(page.request);
  const order = await placeOrderThroughApi(page.request, {
    customer: e2eCustomer({ name: 'Cliente Tabela de Preços' }),
    items: [{ productId: priced.id, size: 'normal', quantity: 1 }],
    paymentMethod: 'Pix',
    fulfilment: 'retirada',
  });
  expect(order.subtotalCents).toBe(4390);
  await customer.close();
});

test("the owner adds a 4-flavour 'Família' and its prices; a customer orders a 4-flavour Família on a phone at that price", async ({
  page,
}) => {
  // the size, on the 'Tamanhos' screen
  await openAdmin(page, '/admin/prices');
  await page.getByRole('tab', { name: 'Tamanhos' }).click();
  await page.getByRole('button', { name: 'Novo tamanho' }).click();
  const sizeDialog = page.getByRole('dialog');
  await sizeDialog.getByLabel('Nome').fill('Família');
  await sizeDialog.getByLabel('Fatias').fill('12');
  await sizeDialog.getByLabel('Diâmetro ou observação').fill('45cm');
  await sizeDialog.getByLabel('Sabores por pizza').selectOption({ label: 'até 4 sabores' });
  await sizeDialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Tamanho adicionado', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Tamanhos' })).toContainText(
    'Família12 fatias · 45cm · até 4 sabores',
  );

  // Calabresa's price as a Família, in the product dialog
  await page.goto('/admin/products');
  await page.getByPlaceholder('Buscar produto ou ingrediente...').fill('Calabresa');
  await page.getByRole('button', { name: 'Editar Calabresa', exact: true }).click();
  const dialog = productDialog(page);
  await expect(dialog.getByLabel('Família')).toHaveValue('');
  await dialog.getByLabel('Família').fill('89,90');
  await dialog.getByRole('button', { name: 'Atualizar' }).click();
  await expect(page.getByText('Calabresa foi atualizado com sucesso')).toBeVisible();

  // the other three flavours through the API: their clicks are the same
  const list = (await (await page.request.get('/api/admin/products')).json()) as {
    products: {
      id: number;
      name: string;
      description: string;
      categoryId: number;
      sizePrices: Record<string, number>;
      ingredients: string[];
    }[];
  };
  const familia = { Portuguesa: 9590, 'Frango com Catupiry': 9290, 'Quatro Queijos': 9990 };
  for (const [name, priceCents] of Object.entries(familia)) {
    const product = list.products.find((p) => p.name === name);
    if (!product) throw new Error(`no product ${name}`);
    const res = await page.request.put(`/api/admin/products/${product.id}`, {
      headers: ADMIN_HEADERS,
      data: {
        name: product.name,
        description: product.description,
        categoryId: product.categoryId,
        sizePrices: { ...product.sizePrices, familia: priceCents },
        ingredients: product.ingredients,
      },
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  // the customer, on a 390 px phone
  const menu = await menuOf(page.request);
  const rule = (await shopOf(page.request)).flavourPricingRule;
  const calabresa = productNamed(menu, 'Calabresa');
  const others = Object.keys(familia).map((name) => productNamed(menu, name));
  const expected = basePriceCents(calabresa, 'familia', others, rule);
  await page.goto('/menu');
  await page.getByRole('button', { name: 'Adicionar Calabresa', exact: true }).click();
  const wizard = page.getByRole('dialog');
  await wizard.getByRole('button', { name: 'Avançar' }).click();
  const familiaCard = wizard.locator('label').filter({ hasText: 'Família (45cm)' });
  await expect(familiaCard).toContainText('12 fatias');
  await expect(familiaCard).toContainText(formatBRL(8990));
  await familiaCard.click();
  await wizard.getByRole('button', { name: 'Avançar' }).click();
  await expect(wizard).toContainText('até 3 sabores adicionais');
  for (const flavour of others) await wizard.getByText(flavour.name, { exact: true }).click();
  await expect(wizard.getByText('Sabores escolhidos (3/3)')).toBeVisible();
  await advanceToReview(wizard);
  await expect(wizard.getByTestId('wizard-total')).toHaveText(formatBRL(expected));
  await wizard.getByRole('button', { name: 'Adicionar ao Carrinho' }).click();
  await expect(page.getByText(/1x Calabresa \(Família\) foi adicionado/)).toBeVisible();

  // the server charges the same
  await openForPickup(page.request);
  const placed = await placeOrder(
    page.request,
    {
      productId: calabresa.id,
      size: 'familia',
      quantity: 1,
      extraFlavourIds: others.map((p) => p.id),
    },
    'retirada',
  );
  expect(placed.status(), await placed.text()).toBe(201);
  const order = ((await placed.json()) as PlacedOrder).order;
  expect(order.items[0]).toMatchObject({ sizeName: 'Família', basePriceCents: expected });
});
