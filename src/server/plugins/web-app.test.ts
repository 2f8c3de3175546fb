import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { routePattern } from '../modules/pages/page-template';
import type { PlacedOrder, TrackedOrder } from '../../domain/order';
import { smallOrder } from '../modules/admin-orders/admin-test-kit';
import { newKey } from '../modules/orders/order-test-kit';
import { createTestDatabase, testDbKind, type TestDatabase } from '../test/test-app';

const INDEX_HTML = `<!doctype html>
<html lang="pt-BR">
  <head>
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body><div id="root"><!--app-html--></div><!--app-data--></body>
</html>
`;

/**
 * A server build standing in for dist/ssr/entry-server.js: it writes what it was given, answers
 * 404 for /nao-existe and fails for /quebrada, as the real one would for a screen that throws.
 */
const ENTRY_SERVER = `
import { PassThrough } from 'node:stream';
export let prepared = false;
export async function prepare() { prepared = true; }
export async function renderPage({ url, menu, establishment, renderedAt, trackedOrder }) {
  if (!prepared) throw new Error('not prepared');
  if (url === '/quebrada') throw new Error('boom');
  const html = new PassThrough();
  html.end('<main data-url="' + url + '">' + establishment.name + ' ' + menu.products.length + ' ' + renderedAt + '</main>'
    + (trackedOrder ? '<pre id="order">' + encodeURIComponent(JSON.stringify(trackedOrder)) + '</pre>' : ''));
  return {
    status: url === '/nao-existe' ? 404 : 200,
    html,
    dataScript: '<script type="application/json" id="forno-page-data">{}</script>',
  };
}
`;

const STYLE_SHEET = '.flex{display:flex}.text-brand-700{color:#b91c1c}';
const STYLE_SHEET_LINK = '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">';

const NOW = new Date('2026-11-20T20:00:00-03:00');

describe(`the web app's pages on ${testDbKind}`, () => {
  let webDir: string;
  let ssrDir: string;
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let shellApp: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'forno-web-'));
    ssrDir = join(webDir, 'ssr');
    mkdirSync(ssrDir);
    writeFileSync(join(webDir, 'index.html'), INDEX_HTML);
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'assets', 'index-abc.css'), STYLE_SHEET);
    writeFileSync(join(ssrDir, 'entry-server.js'), ENTRY_SERVER);
    writeFileSync(
      join(webDir, 'screen-preloads.json'),
      JSON.stringify([
        { route: '/cart', files: ['/assets/cart-page-1.js', '/assets/form-field-2.js'] },
        { route: '/pedido/:publicId', files: ['/assets/order-tracking-page-3.js'] },
      ]),
    );
    database = await createTestDatabase();
    app = await buildApp({ database, webDir, ssrDir, now: () => NOW, menuCacheTtlMs: 2_000 });
    // no server build: every page is the shell
    shellApp = await buildApp({ database, webDir });
  });
  afterAll(async () => {
    await app?.close();
    await shellApp?.close();
    await database?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  const page = (url: string) => app.inject({ method: 'GET', url });

  it('renders a storefront page into index.html, with the data it was rendered from', async () => {
    const res = await page('/menu?categoria=bebidas');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const menu = (await app.inject({ method: 'GET', url: '/api/menu' })).json<{
      products: unknown[];
    }>();
    expect(res.body).toContain(
      `<div id="root"><main data-url="/menu?categoria=bebidas">Forno Pizzaria ${menu.products.length} ${NOW.toISOString()}</main></div>`,
    );
    expect(res.body).toContain(
      '<script type="application/json" id="forno-page-data">{}</script></body>',
    );
    expect(res.body).not.toContain('<!--app-');
  });

  it("writes the app's style sheet into a rendered page: its first paint waits for no other file", async () => {
    const res = await page('/menu');
    expect(res.body).toContain(`<style>${STYLE_SHEET}</style>`);
    expect(res.body).not.toContain(STYLE_SHEET_LINK);
    expect(res.body.indexOf('<style>')).toBeLessThan(res.body.indexOf('</head>'));
    // the back office and the app shell, which the service worker keeps, link it as built
    for (const url of ['/admin', '/index.html']) {
      const other = await page(url);
      expect(other.body, url).toContain(STYLE_SHEET_LINK);
      expect(other.body, url).not.toContain('<style>');
    }
    // the file itself is still served, for them
    const css = await page('/assets/index-abc.css');
    expect(css.statusCode).toBe(200);
    expect(css.body).toBe(STYLE_SHEET);
  });

  it("asks for a rendered page's scripts at low priority: nothing painted waits for them", async () => {
    for (const url of ['/', '/menu', '/cart']) {
      const res = await page(url);
      const scripts = res.body.match(/<(script type="module"|link rel="modulepreload")[^>]*>/g);
      expect(scripts?.length, url).toBeGreaterThan(0);
      for (const tag of scripts ?? []) expect(tag, url).toContain('fetchpriority="low"');
    }
    // the back office, the app shell and a page not rendered here: the scripts are what paints
    const empty = [
      page('/admin'),
      page('/index.html'),
      shellApp.inject({ method: 'GET', url: '/cart' }),
    ];
    for (const other of await Promise.all(empty)) {
      expect(other.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
      expect(other.body).not.toContain('fetchpriority');
    }
  });

  it('sends the rendered page compressed, as it does every other answer', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/menu',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString('utf8')).toContain('<main data-url="/menu">');
  });

  it("opened on a screen fetched on demand, the page names that screen's code for the app to fetch once painted", async () => {
    const res = await page('/cart');
    expect(res.body).toContain(
      '<meta name="forno-screen-code" content="/assets/cart-page-1.js /assets/form-field-2.js">',
    );
    expect(res.body.indexOf('forno-screen-code')).toBeLessThan(res.body.indexOf('</head>'));
    // nothing fetched before the page is painted but the app's small entry
    expect(res.body).not.toContain('modulepreload');
    expect(res.body).toContain('<main data-url="/cart">');

    const tracking = await page('/pedido/AbC123?x=1');
    expect(tracking.body).toContain(
      '<meta name="forno-screen-code" content="/assets/order-tracking-page-3.js">',
    );
    expect(tracking.body).not.toContain('cart-page-1.js');
    expect((await page('/menu')).body).not.toContain('forno-screen-code');
  });

  it('renders a tracking page with its order as the tracking API answers it, cached by no one', async () => {
    const menu = (await app.inject({ method: 'GET', url: '/api/menu' })).json();
    const placed = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': newKey() },
      payload: smallOrder(menu),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { publicId } = placed.json<PlacedOrder>().order;
    const api = await app.inject({ method: 'GET', url: `/api/orders/${publicId}` });
    expect(api.statusCode).toBe(200);

    const orderIn = (body: string) => {
      const match = /<pre id="order">([^<]*)<\/pre>/.exec(body);
      return match?.[1] === undefined
        ? undefined
        : (JSON.parse(decodeURIComponent(match[1])) as {
            publicId: string;
            order: TrackedOrder | null;
          });
    };
    const res = await page(`/pedido/${publicId}`);
    expect(res.statusCode).toBe(200);
    // one customer's order: never kept by a shared cache, as its API's answer
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(orderIn(res.body)).toEqual({ publicId, order: api.json<TrackedOrder>() });
    // no phone number in the page, as in the API's answer
    expect(res.body).not.toContain('customerPhone');

    // an id with no order, and one cut short when copied: the page says there is none
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', publicId.slice(0, 10), 'pedido%20123']) {
      const missing = await page(`/pedido/${id}`);
      expect(missing.headers['cache-control'], id).toBe('private, no-store');
      expect(orderIn(missing.body)?.order, id).toBeNull();
    }
    // the other pages carry no order
    expect(orderIn((await page('/menu')).body)).toBeUndefined();
  });

  it('answers the not-found page with a 404, and /checkout with the cart', async () => {
    const missing = await page('/nao-existe');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<main data-url="/nao-existe">');
    const checkout = await page('/checkout?x=1');
    expect(checkout.statusCode).toBe(302);
    expect(checkout.headers.location).toBe('/cart?x=1');
  });

  it('the back office gets the empty page, which its scripts render', async () => {
    for (const url of ['/admin', '/admin/orders', '/admin/login?next=/admin']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain('<main');
      expect(res.body, url).not.toContain('forno-page-data');
    }
  });

  it('a page that cannot be rendered goes out empty for the browser to render', async () => {
    const res = await page('/quebrada');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('without a server build, every page is the empty one, with its screen preloads', async () => {
    for (const url of ['/', '/menu', '/cart/extra', '/pedido', '/admin/orders']) {
      const res = await shellApp.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
    const cart = await shellApp.inject({ method: 'GET', url: '/cart' });
    expect(cart.body).toContain('href="/assets/cart-page-1.js"');
  });

  it("the app shell, which the service worker keeps, is served empty with the home page's head", async () => {
    const res = await page('/index.html');
    expect(res.statusCode).toBe(200);
    const [before] = INDEX_HTML.split('<!--app-head-->');
    expect(res.body.startsWith(`${before}<title>`)).toBe(true);
    expect(res.body).toContain('<link rel="canonical" href="http://localhost:80/" />');
    expect(res.body).toContain('<div id="root"></div></body>');
    expect(res.body).not.toContain('<!--app-');
  });

  it('API paths and missing hashed files are 404s, never the page', async () => {
    expect((await page('/api/nothing')).statusCode).toBe(404);
    expect((await page('/assets/cart-page-0.js')).statusCode).toBe(404);
  });
});

describe('routePattern', () => {
  it('matches the route, a trailing slash and one segment per parameter', () => {
    const pattern = routePattern('/pedido/:publicId');
    expect(pattern.test('/pedido/abc')).toBe(true);
    expect(pattern.test('/pedido/abc/')).toBe(true);
    expect(pattern.test('/pedido/')).toBe(false);
    expect(pattern.test('/pedido/abc/def')).toBe(false);
    expect(routePattern('/cart').test('/cartx')).toBe(false);
  });
});
