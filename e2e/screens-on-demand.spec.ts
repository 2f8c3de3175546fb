import { expect, test } from '@playwright/test';
import { addFromSearch, cartLink } from './fixtures/orders';

// The cart, search, profile, offers and tracking screens are not in the first load (decision
// 013). No service worker here: these journeys check what the page itself does.
test.use({ serviceWorkers: 'block' });

const CART_CHUNK = /\/assets\/cart-page-[\w-]+\.js$/;

test("after the first page, the other screens' code arrives in the background and opens offline", async ({
  page,
  context,
}) => {
  await page.goto('/menu');
  await expect(page.getByRole('heading', { name: 'Cardápio', level: 1 })).toBeVisible();

  // not needed to show the menu: requested only after the page's load event
  const cartChunkRequest = () =>
    page.evaluate((source) => {
      const [navigation] = performance.getEntriesByType('navigation');
      const loadEnd =
        navigation instanceof PerformanceNavigationTiming ? navigation.loadEventEnd : 0;
      const entry = performance
        .getEntriesByType('resource')
        .find((resource) => new RegExp(source).test(resource.name));
      return entry ? { afterLoad: loadEnd > 0 && entry.startTime >= loadEnd } : null;
    }, CART_CHUNK.source);
  await expect.poll(cartChunkRequest).toEqual({ afterLoad: true });
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  await cartLink(page).click();
  await expect(page.getByRole('heading', { name: 'Seu Carrinho' })).toBeVisible();
  await context.setOffline(false);
});

test('a screen whose code cannot be fetched says so, keeps the cart, and opens once it can', async ({
  page,
}) => {
  await page.route(CART_CHUNK, (route) => route.abort('internetdisconnected'));
  await addFromSearch(page, 'Margherita');
  await cartLink(page).click();

  await expect(
    page.getByRole('heading', { name: 'Não foi possível abrir esta página' }),
  ).toBeVisible();
  await expect(
    page.getByText('Verifique sua conexão e tente novamente. Seu carrinho continua salvo.'),
  ).toBeVisible();
  // the layout and the cart are still there
  await expect(cartLink(page)).toHaveAccessibleName('Carrinho, 1 item');

  await page.unroute(CART_CHUNK);
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('heading', { name: 'Seu Carrinho' })).toBeVisible();
  await expect(page.getByText('Margherita').first()).toBeVisible();
});

test('opened straight on a screen, its code is asked for with the app', async ({ page }) => {
  const cartCode = page.waitForRequest(/\/assets\/cart-page-[\w-]+\.js$/);
  const response = await page.goto('/cart');
  const html = (await response?.text()) ?? '';
  // named in the page, fetched by the app's entry once the page is painted (decision 045)
  expect(html).toMatch(
    /<meta name="forno-screen-code" content="[^"]*\/assets\/cart-page-[\w-]+\.js[^"]*">/,
  );
  await cartCode;
  await expect(page.getByRole('heading', { name: 'Seu Carrinho' })).toBeVisible();

  const menu = await page.request.get('/menu');
  expect(await menu.text()).not.toContain('cart-page-');
});

test('a new screen opens at the top, and back returns to where the menu was left', async ({
  page,
}) => {
  await page.goto('/menu');
  await expect(page.getByRole('heading', { name: 'Cardápio', level: 1 })).toBeVisible();
  // the app records positions as the customer scrolls: it runs once the painted page is hydrated
  await expect(page.locator('[aria-disabled="true"]')).toHaveCount(0);
  // the bottom of the menu: further down than the empty cart can scroll
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  // the position is recorded on the next frame after the scroll
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  const left = await page.evaluate(() => window.scrollY);

  await cartLink(page).click();
  await expect(page.getByRole('heading', { name: 'Seu Carrinho' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Cardápio', level: 1 })).toBeAttached();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(left - 50);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(left + 50);
});

test("the menu's first load leaves out zod, the cart's pricing and the driver's page (decisions 013, 069)", async ({
  page,
  request,
}) => {
  await page.goto('/menu');
  await expect(page.getByRole('heading', { name: 'Cardápio', level: 1 })).toBeVisible();
  await page.waitForLoadState('load');
  // the app is asked for once the page is painted, often after the load event (decision 045):
  // the first load is what was asked for until it started hydrating, or until the load event
  await page.waitForFunction(
    () => performance.getEntriesByName('forno:app-started', 'mark').length > 0,
  );
  const firstLoad = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation');
    const loadEnd = navigation instanceof PerformanceNavigationTiming ? navigation.loadEventEnd : 0;
    const [started] = performance.getEntriesByName('forno:app-started', 'mark');
    const firstLoadEnd = Math.max(loadEnd, started?.startTime ?? 0);
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js') && entry.startTime < firstLoadEnd)
      .map((entry) => entry.name);
  });
  expect(firstLoad.length).toBeGreaterThan(0);
  // what each script was built from, by its source map (the bundler's own runtime has none)
  const sources: string[] = [];
  for (const url of firstLoad) {
    const script = await (await request.get(url)).text();
    const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(script)?.[1];
    if (!mapName) continue;
    const map = await request.get(new URL(mapName, url).href);
    expect(map.ok(), url).toBe(true);
    const { sources: files } = (await map.json()) as { sources: string[] };
    sources.push(...files);
  }
  expect(sources.some((source) => source.includes('node_modules/react-dom/'))).toBe(true);
  const notNeeded = sources.filter((source) =>
    /node_modules\/zod\/|domain\/(order-pricing|cart)\.ts$|cart-follows-menu|cart-review|features\/driver\//.test(
      source,
    ),
  );
  expect(notNeeded).toEqual([]);
});
