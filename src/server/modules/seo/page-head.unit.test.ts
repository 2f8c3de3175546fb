import { describe, expect, it } from 'vitest';
import { DEFAULT_ESTABLISHMENT } from '../../../domain/establishment';
import type { Menu } from '../../../domain/menu';
import { describePageHead, escapeHtml, pageHead } from './page-head';
import { pageRouteOf } from './page-route';
import { robotsTxt, sitemapXml } from './site-files';
import { SAMPLE_SIZES } from '../../../domain/sizes';

const ORIGIN = 'https://forno.example.com.br';
const shop = DEFAULT_ESTABLISHMENT;

const MENU: Menu = {
  sizes: [...SAMPLE_SIZES],
  categories: [
    { id: 1, slug: 'calabresa', name: 'Calabresa', group: 'salgada', isSalgado: true },
    { id: 2, slug: 'pizzas_doces', name: 'Pizzas Doces', group: 'doce', isSalgado: false },
    { id: 3, slug: 'refrigerantes', name: 'Refrigerantes', group: 'bebida', isSalgado: null },
  ],
  products: [
    {
      id: 1,
      name: 'Calabresa',
      description: 'Calabresa fatiada e cebola.',
      categorySlug: 'calabresa',
      priceCents: 4990,
      sizePrices: { normal: 4990, broto: 3500 },
      ingredients: ['calabresa', 'cebola'],
      isAvailable: true,
    },
    {
      id: 2,
      name: 'Coca-Cola 2L',
      description: '',
      categorySlug: 'refrigerantes',
      priceCents: 1800,
      sizePrices: {},
      ingredients: [],
      isAvailable: true,
    },
  ],
  extras: [],
  crusts: [],
};

/** The page's `<meta>`/`<link>` values by name, from the rendered HTML. */
function tags(html: string) {
  const meta = (key: string) =>
    [...html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g)]
      .filter((m) => m[1] === key)
      .map((m) => m[2]);
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    meta,
    canonical: /<link rel="canonical" href="([^"]+)" \/>/.exec(html)?.[1],
  };
}

describe('pageRouteOf', () => {
  it('tells the storefront pages apart, with a trailing slash or not', () => {
    expect(pageRouteOf('/').kind).toBe('home');
    expect(pageRouteOf('/index.html').kind).toBe('home');
    expect(pageRouteOf('/menu').kind).toBe('menu');
    expect(pageRouteOf('/menu/').kind).toBe('menu');
    expect(pageRouteOf('/offers').kind).toBe('offers');
    expect(pageRouteOf('/search').kind).toBe('search');
    expect(pageRouteOf('/profile').kind).toBe('profile');
    expect(pageRouteOf('/cart').kind).toBe('cart');
    expect(pageRouteOf('/checkout').kind).toBe('cart');
    expect(pageRouteOf('/pedido/AbC123')).toEqual({ kind: 'order', publicId: 'AbC123' });
    expect(pageRouteOf('/admin').kind).toBe('admin');
    expect(pageRouteOf('/admin/orders').kind).toBe('admin');
    // the driver's page (decision 069), rendered by the browser as the back office is
    expect(pageRouteOf('/entregador').kind).toBe('driver');
    expect(pageRouteOf('/entregador/entrar').kind).toBe('driver');
  });

  it('anything else is the not-found page', () => {
    for (const path of ['/pedido', '/pedido/a/b', '/menux', '/administrador', '/cart/extra']) {
      expect(pageRouteOf(path).kind, path).toBe('not-found');
    }
  });
});

describe('describePageHead', () => {
  const PUBLIC_PAGES = ['/', '/menu', '/offers', '/search', '/profile', '/cart'];

  it('gives each public page its own title with the shop name, a description and a canonical address', () => {
    const heads = PUBLIC_PAGES.map((path) =>
      describePageHead({ path, origin: ORIGIN, shop, menu: MENU }),
    );
    expect(new Set(heads.map((h) => h.title)).size).toBe(PUBLIC_PAGES.length);
    expect(new Set(heads.map((h) => h.description)).size).toBe(PUBLIC_PAGES.length);
    for (const [i, head] of heads.entries()) {
      expect(head.title).toContain('Forno Pizzaria');
      expect(head.description.length).toBeGreaterThan(50);
      expect(head.description.length).toBeLessThanOrEqual(160);
      expect(head.canonical).toBe(`${ORIGIN}${PUBLIC_PAGES[i]}`);
      expect(head.noindex).toBe(false);
    }
    expect(describePageHead({ path: '/menu', origin: ORIGIN, shop }).title).toBe(
      'Cardápio | Forno Pizzaria',
    );
    expect(describePageHead({ path: '/', origin: ORIGIN, shop }).title).toBe(
      'Forno Pizzaria | Peça sua pizza online',
    );
  });

  it('names a page reached by another path by its own address, without the query', () => {
    expect(describePageHead({ path: '/checkout', origin: ORIGIN, shop }).canonical).toBe(
      `${ORIGIN}/cart`,
    );
    expect(describePageHead({ path: '/menu/', origin: ORIGIN, shop }).canonical).toBe(
      `${ORIGIN}/menu`,
    );
  });

  it('keeps tracking pages, missing pages and the back office out of search engines', () => {
    const order = describePageHead({ path: '/pedido/AbC123', origin: ORIGIN, shop });
    expect(order).toMatchObject({ noindex: true, canonical: undefined });
    // a tracking link pasted into WhatsApp still shows a preview of the shop
    expect(order.openGraph).toContainEqual(['og:url', `${ORIGIN}/pedido/AbC123`]);
    expect(order.openGraph).toContainEqual(['og:image', `${ORIGIN}/og-image.png`]);

    const missing = describePageHead({ path: '/nada', origin: ORIGIN, shop });
    expect(missing).toMatchObject({ noindex: true, canonical: undefined });
    expect(missing.title).toBe('Página não encontrada | Forno Pizzaria');

    const admin = describePageHead({ path: '/admin/orders', origin: ORIGIN, shop });
    expect(admin.noindex).toBe(true);
    expect(admin.openGraph).toBeUndefined();
    expect(admin.jsonLd).toBeUndefined();

    const driver = describePageHead({ path: '/entregador', origin: ORIGIN, shop });
    expect(driver).toMatchObject({ noindex: true, title: 'Entregas | Forno Pizzaria' });
    expect(driver.openGraph).toBeUndefined();
  });

  it('carries the JSON-LD on /menu only, and only when the menu is known', () => {
    expect(describePageHead({ path: '/menu', origin: ORIGIN, shop, menu: MENU }).jsonLd).toContain(
      '"@type":"Restaurant"',
    );
    expect(describePageHead({ path: '/menu', origin: ORIGIN, shop }).jsonLd).toBeUndefined();
    expect(
      describePageHead({ path: '/', origin: ORIGIN, shop, menu: MENU }).jsonLd,
    ).toBeUndefined();
  });

  it('describes the menu by the groups on sale', () => {
    const { description } = describePageHead({ path: '/menu', origin: ORIGIN, shop, menu: MENU });
    expect(description).toBe(
      'Cardápio da Forno Pizzaria com preços: pizzas salgadas e bebidas. Escolha sabores, ingredientes e borda e peça online.',
    );
  });
});

describe('pageHead', () => {
  it('writes the title, description, canonical, every Open Graph tag and a large Twitter card', () => {
    const html = pageHead({ path: '/menu', origin: ORIGIN, shop, menu: MENU });
    const { title, meta, canonical } = tags(html);
    expect(title).toBe('Cardápio | Forno Pizzaria');
    expect(canonical).toBe(`${ORIGIN}/menu`);
    expect(meta('description')).toHaveLength(1);
    expect(meta('robots')).toEqual([]);
    expect(meta('og:title')).toEqual(['Cardápio | Forno Pizzaria']);
    expect(meta('og:description')).toEqual(meta('description'));
    expect(meta('og:url')).toEqual([`${ORIGIN}/menu`]);
    expect(meta('og:image')).toEqual([`${ORIGIN}/og-image.png`]);
    expect(meta('og:image:width')).toEqual(['1200']);
    expect(meta('og:image:height')).toEqual(['630']);
    expect(meta('og:type')).toEqual(['website']);
    expect(meta('og:locale')).toEqual(['pt_BR']);
    expect(meta('og:site_name')).toEqual(['Forno Pizzaria']);
    expect(meta('twitter:card')).toEqual(['summary_large_image']);
    expect(meta('twitter:image')).toEqual([`${ORIGIN}/og-image.png`]);
    expect(html).toContain('<script type="application/ld+json">{');
  });

  it('writes noindex on a tracking page', () => {
    const html = pageHead({ path: '/pedido/x', origin: ORIGIN, shop });
    expect(tags(html).meta('robots')).toEqual(['noindex']);
    expect(tags(html).canonical).toBeUndefined();
  });

  it("escapes the shop's name wherever it is written", () => {
    const hostile = { ...shop, name: `"><script>alert('x')</script> & Cia` };
    const html = pageHead({ path: '/menu', origin: ORIGIN, shop: hostile, menu: MENU });
    const beforeJsonLd = html.slice(0, html.indexOf('<script type="application/ld+json">'));
    expect(beforeJsonLd).not.toContain('<script>');
    expect(beforeJsonLd).not.toContain(`"><`);
    expect(tags(html).title).toBe(
      'Cardápio | &quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; Cia',
    );
    expect(tags(html).meta('og:site_name')).toEqual([escapeHtml(hostile.name)]);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt keeps crawlers out of the back office, the API and orders, and names the sitemap', () => {
    expect(robotsTxt(ORIGIN)).toBe(
      [
        'User-agent: *',
        'Disallow: /admin',
        'Disallow: /api',
        'Disallow: /pedido/',
        '',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });

  it('the sitemap lists the public pages by absolute address', () => {
    const xml = sitemapXml(ORIGIN);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/menu`,
      `${ORIGIN}/offers`,
      `${ORIGIN}/privacidade`,
    ]);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
  });
});
