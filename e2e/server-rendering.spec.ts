import {
  expect,
  test,
  type APIRequestContext,
  type ConsoleMessage,
  type Page,
} from '@playwright/test';
import type { PublicEstablishment } from '../src/domain/establishment';
import type { Menu } from '../src/domain/menu';
import { formatBRL } from '../src/domain/money';
import type { Order } from '../src/domain/order';
import { WEEKDAY_LABELS, WEEKDAYS } from '../src/domain/opening-hours';
import { addFromSearch, cartLink, e2eCustomer, placeOrderThroughApi } from './fixtures/orders';

// What the page does by itself: no service worker between it and the server.
test.use({ serviceWorkers: 'block' });

/** What the browser says while the page loads, less what these pages say on purpose. */
function recordProblems(page: Page): string[] {
  const problems: string[] = [];
  const expected = [
    // the blocked worker, the 404 page's own document, and the page that logs its path (docs/product/screens.md#routes)
    /Service Worker registration blocked/,
    /Failed to load resource: the server responded with a status of 404/,
    /^404: rota inexistente acessada/,
    // a tracking page for an order the server does not know
    /Failed to load resource: the server responded with a status of 404/,
  ];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (expected.some((pattern) => pattern.test(message.text()))) return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * Opens `path` and waits until the page is hydrated: its first request to the API (the health
 * check) is made by an effect, which runs after React has hydrated the markup and reported any
 * mismatch. Returns the HTML the server sent.
 */
async function openHydrated(page: Page, path: string): Promise<{ html: string; status: number }> {
  const health = page.waitForRequest((request) => request.url().endsWith('/api/health'));
  const response = await page.goto(path);
  if (!response) throw new Error(`no answer for ${path}`);
  await health;
  await expect(page.locator('#root > div')).not.toHaveAttribute('aria-disabled', 'true');
  return { html: await response.text(), status: response.status() };
}

const PUBLIC_PAGES: Array<{ path: string; heading: string | RegExp; status?: number }> = [
  { path: '/', heading: 'Forno Pizzaria' },
  { path: '/menu', heading: 'Cardápio' },
  { path: '/menu?categoria=bebidas', heading: 'Cardápio' },
  { path: '/offers', heading: /Ofertas/ },
  { path: '/search?q=calabresa', heading: /Buscar/ },
  { path: '/profile', heading: 'Meu Perfil' },
  { path: '/cart', heading: 'Seu Carrinho' },
  { path: '/privacidade', heading: 'Política de privacidade' },
  { path: '/pedido/AAAAAAAAAAAAAAAAAAAAAA', heading: 'Pedido não encontrado', status: 404 },
  { path: '/nao-existe', heading: 'Página não encontrada', status: 404 },
];

test.describe('each public page comes rendered from the server and hydrates cleanly', () => {
  for (const { path, heading, status = 200 } of PUBLIC_PAGES) {
    test(`${path}`, async ({ page }) => {
      const problems = recordProblems(page);
      const menuRequests: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (['/api/menu', '/api/establishment', '/api/privacy'].includes(pathname)) {
          menuRequests.push(pathname);
        }
      });
      const { html, status: answered } = await openHydrated(page, path);
      expect(answered).toBe(status);
      // the screen's own markup is in the HTML, not only an empty root
      expect(html).toMatch(/<div id="root"><div/);
      expect(html).toContain('id="forno-page-data"');
      await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(heading);
      expect(problems).toEqual([]);
      // the menu and the shop came with the page: not asked for again
      expect(menuRequests).toEqual([]);
    });
  }

  test('with a cart and a profile on the device, the badge and the form show them once mounted', async ({
    page,
  }) => {
    await addFromSearch(page, 'Margherita');
    // a profile as the profile page keeps it on this device
    await page.evaluate(() =>
      localStorage.setItem(
        'customer_data',
        JSON.stringify({
          name: 'Maria Silva',
          phone: '11987654321',
          cep: '01310100',
          street: 'Avenida Paulista',
          number: '1000',
          complement: '',
          district: 'Bela Vista',
          city: 'São Paulo',
          state: 'SP',
          savedAt: new Date().toISOString(),
        }),
      ),
    );

    for (const path of ['/menu', '/profile', '/cart']) {
      const problems = recordProblems(page);
      const { html } = await openHydrated(page, path);
      // the server knows nothing of the device: it renders the empty cart...
      expect(html).toContain('aria-label="Carrinho, 0 itens"');
      // ...and the browser shows this device's right after
      await expect(cartLink(page)).toHaveAccessibleName('Carrinho, 1 item');
      if (path === '/profile') await expect(page.getByLabel('Nome')).toHaveValue('Maria Silva');
      if (path === '/cart') {
        await expect(page.getByRole('heading', { name: 'Margherita', exact: true })).toBeVisible();
      }
      expect(problems, path).toEqual([]);
    }
  });
});

/** An order of a Calabresa and a drink, through the API: the click path is not what is tested. */
async function placeTrackedOrder(request: APIRequestContext): Promise<Order> {
  const menu = (await (await request.get('/api/menu')).json()) as Menu;
  const named = (name: string) => {
    const product = menu.products.find((p) => p.name === name);
    if (!product) throw new Error(`O cardápio não tem '${name}'.`);
    return product;
  };
  return placeOrderThroughApi(request, {
    customer: e2eCustomer({ name: 'Cliente Sem Script' }),
    items: [
      { productId: named('Calabresa').id, size: 'normal', quantity: 1 },
      { productId: named('Coca-Cola 2L').id, size: 'normal', quantity: 2 },
    ],
    paymentMethod: 'Dinheiro',
    changeForCents: null,
  });
}

test('a tracking page comes with its order and hydrates from it, then follows it live', async ({
  page,
  request,
}) => {
  const order = await placeTrackedOrder(request);
  const problems = recordProblems(page);
  const refreshed = page.waitForRequest(
    (r) => new URL(r.url()).pathname === `/api/orders/${order.publicId}/events`,
  );
  const { html, status } = await openHydrated(page, `/pedido/${order.publicId}`);
  expect(status).toBe(200);
  // the order is in the HTML the server sent, not fetched before the first paint
  // (React separates the text it joined with an empty comment)
  expect(html.replaceAll('<!-- -->', '')).toContain(`Pedido #${order.id}`);
  expect(html).not.toContain('Carregando pedido');
  await expect(page.getByRole('heading', { name: `Pedido #${order.id}`, level: 1 })).toBeVisible();
  // hydrated, it listens for status changes as before
  await refreshed;
  expect(problems).toEqual([]);
});

test('curl /menu: every available product with its price as on screen, and the open state', async ({
  request,
}) => {
  const menu = (await (await request.get('/api/menu')).json()) as Menu;
  const shop = (await (await request.get('/api/establishment')).json()) as PublicEstablishment;
  const response = await request.get('/menu', { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  const available = menu.products.filter((product) => product.isAvailable);
  expect(available.length).toBeGreaterThan(20);
  const escaped = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  for (const product of available) {
    expect(html).toContain(escaped(product.name));
    expect(html).toContain(formatBRL(product.priceCents));
  }
  expect(html).toContain(escaped(shop.name));
  expect(html).toMatch(shop.isOpen ? />Aberto</ : />Fechado</);
});

test('the back office is still a browser-rendered app of its own', async ({ page, request }) => {
  const html = await (await request.get('/admin/login')).text();
  expect(html).toContain('<div id="root"></div>');
  expect(html).not.toContain('forno-page-data');
  await page.goto('/admin');
  await expect(
    page.getByRole('heading', { name: /Entrar|Criar conta|Painel/ }).first(),
  ).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the whole menu can be read, with prices, hours and how to reach the shop', async ({
    page,
    request,
  }) => {
    const menu = (await (await request.get('/api/menu')).json()) as Menu;
    const shop = (await (await request.get('/api/establishment')).json()) as PublicEstablishment;
    await page.goto('/menu');
    await expect(page.getByRole('heading', { name: 'Cardápio', level: 1 })).toBeVisible();
    // every group, not only the first tab: a drink and a sweet pizza are there too
    for (const group of ['Pizzas Salgadas', 'Pizzas Doces', 'Bebidas']) {
      await expect(page.getByRole('heading', { name: group, level: 2 })).toBeVisible();
    }
    for (const product of menu.products.filter((p) => p.isAvailable)) {
      const row = page.getByRole('listitem').filter({
        has: page.getByText(product.name, { exact: true }),
      });
      await expect(row.first()).toBeVisible();
      await expect(row.first()).toContainText(formatBRL(product.priceCents));
    }
    // the tabs, which need scripts, are not shown
    await expect(page.getByRole('tablist')).toHaveCount(0);

    const contact = page.getByRole('region', { name: shop.name });
    if (shop.phone) await expect(contact).toContainText(shop.phone);
    if (shop.address) await expect(contact).toContainText(shop.address);
    await expect(contact.locator('dt')).toHaveText(WEEKDAYS.map((day) => WEEKDAY_LABELS[day]));
    await expect(contact.locator('dd')).toHaveText(WEEKDAYS.map((day) => shop.schedules[day]));
  });

  test('a tracking page shows the status, the items and the totals', async ({ page, request }) => {
    const order = await placeTrackedOrder(request);
    await page.goto(`/pedido/${order.publicId}`);
    await expect(
      page.getByRole('heading', { name: `Pedido #${order.id}`, level: 1 }),
    ).toBeVisible();
    await expect(page.getByText('Carregando pedido')).toHaveCount(0);
    const status = page.getByRole('region', { name: 'Status do pedido' });
    await expect(status).toContainText(/Pendente|Aguardando/);
    const items = page.getByRole('region', { name: 'Itens' });
    for (const item of order.items) await expect(items).toContainText(item.productName);
    const summary = page.getByRole('region', { name: 'Resumo' });
    await expect(summary).toContainText(formatBRL(order.subtotalCents));
    await expect(summary).toContainText(formatBRL(order.totalCents));
    await expect(summary).toContainText('Dinheiro');

    // an order that does not exist says so, and is a 404
    const missing = await page.goto('/pedido/AAAAAAAAAAAAAAAAAAAAAA');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Pedido não encontrado' })).toBeVisible();
  });

  test('search finds on Enter, and each result leads to its product on the menu', async ({
    page,
  }) => {
    await page.goto('/search');
    // `force`: until scripts run, the page is marked aria-disabled (decision 015), which a browser
    // without them keeps; typing and following links work all the same
    await page.getByRole('searchbox').fill('calabresa', { force: true });
    await page.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/search\?q=calabresa$/);
    const results = page.getByRole('list', { name: 'Resultados' });
    await expect(results.getByRole('heading', { name: 'Calabresa', exact: true })).toBeVisible();
    // no button that would do nothing here
    await expect(page.getByRole('button', { name: /Adicionar/ })).toHaveCount(0);
    await results
      .getByRole('link', { name: 'Ver no cardápio Calabresa', exact: true })
      .click({ force: true });
    await expect(page).toHaveURL(/\/menu#sem-js-produto-\d+$/);
    const row = page.locator(`[id="${new URL(page.url()).hash.slice(1)}"]`);
    await expect(row).toContainText('Calabresa');
    await expect(row).toBeInViewport();
  });
});
