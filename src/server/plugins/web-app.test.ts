import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestDatabase, testDbKind, type TestDatabase } from '../test/test-app';
import { routePattern } from './web-app';

const INDEX_HTML = `<!doctype html>
<html lang="pt-BR">
  <head>
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

describe(`the web app's pages on ${testDbKind}`, () => {
  let webDir: string;
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'forno-web-'));
    writeFileSync(join(webDir, 'index.html'), INDEX_HTML);
    writeFileSync(
      join(webDir, 'screen-preloads.json'),
      JSON.stringify([
        { route: '/cart', files: ['/assets/cart-page-1.js', '/assets/form-field-2.js'] },
        { route: '/pedido/:publicId', files: ['/assets/order-tracking-page-3.js'] },
      ]),
    );
    database = await createTestDatabase();
    app = await buildApp({ database, webDir });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  const page = (url: string) => app.inject({ method: 'GET', url });

  it("opened on a screen fetched on demand, the page asks for that screen's code at once", async () => {
    const res = await page('/cart');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/cart-page-1.js">',
    );
    expect(res.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/form-field-2.js">',
    );
    expect(res.body.indexOf('modulepreload')).toBeLessThan(res.body.indexOf('</head>'));

    const tracking = await page('/pedido/AbC123?x=1');
    expect(tracking.body).toContain('href="/assets/order-tracking-page-3.js"');
    expect(tracking.body).not.toContain('cart-page-1.js');
  });

  it('other pages get index.html as built, with their own head in place of the placeholder', async () => {
    const [before, after] = INDEX_HTML.split('<!--app-head-->');
    for (const url of ['/', '/menu', '/cart/extra', '/pedido', '/admin/orders']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body.startsWith(`${before}<title>`), url).toBe(true);
      expect(res.body.endsWith(after ?? ''), url).toBe(true);
      expect(res.body, url).not.toContain('modulepreload');
    }
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
