import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { establishmentSettings, products } from '../../../db/schema';
import type { Menu } from '../../../domain/menu';
import { buildApp } from '../../app';
import { createTestDatabase, testDbKind, type TestDatabase } from '../../test/test-app';
import { decimalPrice } from './restaurant-json-ld';

/** index.html as the web build writes it: the head's placeholder, one script. */
const INDEX_HTML = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"><!--app-html--></div><!--app-data--></body>
</html>
`;

const PUBLIC_URL = 'https://forno.example.com.br';

type App = Awaited<ReturnType<typeof buildApp>>;

/** The JSON-LD of a page, parsed. */
function jsonLdOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no JSON-LD on the page');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

function metaContent(html: string, key: string): string[] {
  return [...html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g)]
    .filter((m) => m[1] === key)
    .map((m) => m[2] ?? '');
}

describe(`robots.txt, sitemap.xml and each page's head on ${testDbKind}`, () => {
  let webDir: string;
  let database: TestDatabase;
  /** No PUBLIC_URL: addresses come from the request. */
  let app: App;
  /** PUBLIC_URL set. */
  let configured: App;
  /** Behind a trusted proxy, no PUBLIC_URL. */
  let proxied: App;

  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'forno-seo-'));
    writeFileSync(join(webDir, 'index.html'), INDEX_HTML);
    database = await createTestDatabase();
    app = await buildApp({ database, webDir });
    configured = await buildApp({ database, webDir, publicUrl: PUBLIC_URL });
    proxied = await buildApp({ database, webDir, trustProxy: { kind: 'hops', hops: 1 } });
  });
  afterAll(async () => {
    await app?.close();
    await configured?.close();
    await proxied?.close();
    await database?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  const get = (on: App, url: string, headers: Record<string, string> = {}) =>
    on.inject({ method: 'GET', url, headers });

  describe('robots.txt', () => {
    it('keeps crawlers out of the back office, the API and orders and points to the sitemap', async () => {
      const res = await get(app, '/robots.txt', { host: 'pizzaria.test:8080' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.body.split('\n')).toEqual([
        'User-agent: *',
        'Disallow: /admin',
        'Disallow: /api',
        'Disallow: /pedido/',
        '',
        'Sitemap: http://pizzaria.test:8080/sitemap.xml',
        '',
      ]);
    });

    it('uses PUBLIC_URL whatever Host the request names', async () => {
      const res = await get(configured, '/robots.txt', {
        host: 'evil.test',
        'x-forwarded-host': 'evil.test',
      });
      expect(res.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
      expect(res.body).not.toContain('evil');
    });
  });

  describe('sitemap.xml', () => {
    it('lists the public pages by absolute address, never the back office, the API or an order', async () => {
      const res = await get(configured, '/sitemap.xml');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
      expect(locs).toEqual([
        `${PUBLIC_URL}/`,
        `${PUBLIC_URL}/menu`,
        `${PUBLIC_URL}/offers`,
        `${PUBLIC_URL}/privacidade`,
      ]);
      expect(res.body).not.toMatch(/\/admin|\/api|\/pedido/);
    });
  });

  describe('the address pages and files name', () => {
    it('reads X-Forwarded-Host and -Proto only behind a trusted proxy', async () => {
      const headers = {
        host: 'internal:3000',
        'x-forwarded-host': 'forno.test',
        'x-forwarded-proto': 'https',
      };
      expect((await get(proxied, '/sitemap.xml', headers)).body).toContain(
        '<loc>https://forno.test/menu</loc>',
      );
      expect((await get(app, '/sitemap.xml', headers)).body).toContain(
        '<loc>http://internal:3000/menu</loc>',
      );
    });

    it('refuses a Host that is not a host name rather than print it into links', async () => {
      for (const host of ['a.test/"><script>', 'a b.test', 'user@a.test']) {
        const res = await get(app, '/menu', { host });
        expect(res.statusCode, host).toBe(400);
        expect(res.json(), host).toMatchObject({ error: { code: 'BAD_REQUEST' } });
      }
    });
  });

  describe("each page's head", () => {
    it('/menu has its title, Open Graph tags and JSON-LD with every product on sale and its price', async () => {
      const res = await get(configured, '/menu');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      const html = res.body;
      expect(html).not.toContain('<!--app-head-->');
      expect(html).toContain('<title>Cardápio | Forno Pizzaria</title>');
      expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/menu" />`);
      expect(metaContent(html, 'og:title')).toEqual(['Cardápio | Forno Pizzaria']);
      expect(metaContent(html, 'og:url')).toEqual([`${PUBLIC_URL}/menu`]);
      expect(metaContent(html, 'og:image')).toEqual([`${PUBLIC_URL}/og-image.png`]);
      expect(metaContent(html, 'og:locale')).toEqual(['pt_BR']);
      expect(metaContent(html, 'robots')).toEqual([]);
      // the head sits in <head>, before the app's script
      expect(html.indexOf('application/ld+json')).toBeLessThan(
        html.indexOf('/assets/index-abc.js'),
      );

      const ld = JSON.stringify(jsonLdOf(html));
      const menu = (await get(app, '/api/menu')).json<Menu>();
      const onSale = menu.products.filter((p) => p.isAvailable);
      expect(onSale.length).toBeGreaterThan(10);
      for (const product of onSale) {
        expect(ld, product.name).toContain(JSON.stringify(product.name));
        expect(ld, product.name).toContain(`"price":"${decimalPrice(product.priceCents)}"`);
      }
      expect(jsonLdOf(html)).toMatchObject({
        '@type': 'Restaurant',
        name: 'Forno Pizzaria',
        telephone: '+55 11 3456-7890',
        hasMenu: { '@type': 'Menu' },
      });
    });

    it('a tracking page and a missing page are noindex; the public pages are not', async () => {
      for (const url of [
        '/pedido/x',
        '/pedido/AbC123?from=whatsapp',
        '/nao-existe',
        '/admin/orders',
      ]) {
        const html = (await get(app, url)).body;
        expect(metaContent(html, 'robots'), url).toEqual(['noindex']);
        expect(html, url).not.toContain('rel="canonical"');
        expect(html, url).not.toContain('application/ld+json');
      }
      for (const url of ['/', '/menu', '/offers', '/search', '/profile', '/cart']) {
        const html = (await get(app, url)).body;
        expect(metaContent(html, 'robots'), url).toEqual([]);
        expect(html, url).toContain(`<link rel="canonical" href="http://localhost:80${url}" />`);
        expect(html.match(/<title>/g), url).toHaveLength(1);
      }
    });

    it('the app shell by its file name, which the service worker keeps, has the home page head', async () => {
      const res = await get(configured, '/index.html');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Forno Pizzaria | Peça sua pizza online</title>');
      expect(res.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/" />`);
    });

    it("follows the shop's name, and no product or shop name can break out of the head", async () => {
      const hostile = `</script><script>alert(1)</script><!-- $& $' "quoted"`;
      const [first] = await database.db.select({ id: products.id }).from(products).limit(1);
      if (!first) throw new Error('no product in the seed');
      const [before] = await database.db
        .select({ name: products.name })
        .from(products)
        .where(eq(products.id, first.id));
      await database.db.update(products).set({ name: hostile }).where(eq(products.id, first.id));
      await database.db
        .update(establishmentSettings)
        .set({ name: 'Pizzaria "Bella" <Nápoli>' })
        .where(eq(establishmentSettings.id, 1));
      try {
        const html = (await get(configured, '/menu')).body;
        // only the page's own script elements: the JSON-LD and the app's script
        expect(html.match(/<script/g)).toHaveLength(2);
        expect(html.match(/<\/script>/g)).toHaveLength(2);
        expect(html).not.toContain('<!-- $&');
        expect(html).toContain(
          '<title>Cardápio | Pizzaria &quot;Bella&quot; &lt;Nápoli&gt;</title>',
        );
        const ld = jsonLdOf(html);
        expect(ld.name).toBe('Pizzaria "Bella" <Nápoli>');
        expect(JSON.stringify(ld)).toContain(JSON.stringify(hostile));
      } finally {
        await database.db
          .update(products)
          .set({ name: before?.name ?? '' })
          .where(eq(products.id, first.id));
        await database.db
          .update(establishmentSettings)
          .set({ name: 'Forno Pizzaria' })
          .where(eq(establishmentSettings.id, 1));
      }
    });

    it('an index.html without the placeholder stops the server at start', async () => {
      const bare = mkdtempSync(join(tmpdir(), 'forno-seo-bare-'));
      try {
        writeFileSync(join(bare, 'index.html'), INDEX_HTML.replace('<!--app-head-->', ''));
        await expect(buildApp({ database, webDir: bare })).rejects.toThrow(/<!--app-head-->/);
      } finally {
        rmSync(bare, { recursive: true, force: true });
      }
    });
  });
});
