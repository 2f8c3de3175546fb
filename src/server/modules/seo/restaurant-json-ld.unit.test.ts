import { describe, expect, it } from 'vitest';
import { DEFAULT_ESTABLISHMENT } from '../../../domain/establishment';
import type { Menu, MenuProduct } from '../../../domain/menu';
import { pageHead } from './page-head';
import {
  decimalPrice,
  internationalPhone,
  jsonLdScriptContent,
  openingHoursSpecification,
  postalAddress,
  restaurantJsonLd,
} from './restaurant-json-ld';
import { SAMPLE_SIZES } from '../../../domain/sizes';

const ORIGIN = 'https://forno.example.com.br';
const IMAGE = `${ORIGIN}/og-image.png`;
const shop = DEFAULT_ESTABLISHMENT;

function product(overrides: Partial<MenuProduct>): MenuProduct {
  return {
    id: 1,
    name: 'Calabresa',
    description: 'Calabresa fatiada, cebola e azeitonas.',
    categorySlug: 'calabresa',
    priceCents: 4990,
    sizePrices: { normal: 4990, broto: 3500 },
    ingredients: ['calabresa', 'cebola'],
    isAvailable: true,
    ...overrides,
  };
}

const MENU: Menu = {
  sizes: [...SAMPLE_SIZES],
  categories: [
    { id: 1, slug: 'mais_pedidas', name: 'Mais Pedidas', group: 'salgada', isSalgado: true },
    { id: 2, slug: 'calabresa', name: 'Calabresa', group: 'salgada', isSalgado: true },
    { id: 3, slug: 'queijos', name: 'Queijos', group: 'salgada', isSalgado: true },
    { id: 4, slug: 'pizzas_doces', name: 'Pizzas Doces', group: 'doce', isSalgado: false },
    { id: 5, slug: 'refrigerantes', name: 'Refrigerantes', group: 'bebida', isSalgado: null },
  ],
  products: [
    product({
      id: 1,
      name: 'Margherita',
      categorySlug: 'mais_pedidas',
      priceCents: 4600,
      sizePrices: { normal: 4600, broto: 3500 },
    }),
    product({ id: 2, name: 'Calabresa' }),
    product({ id: 3, name: 'Quatro Queijos', categorySlug: 'queijos', isAvailable: false }),
    product({
      id: 4,
      name: 'Brigadeiro',
      description: '',
      ingredients: ['leite condensado', 'granulado'],
      categorySlug: 'pizzas_doces',
      priceCents: 4990,
    }),
    product({
      id: 5,
      name: 'Coca-Cola 2L',
      categorySlug: 'refrigerantes',
      priceCents: 1800,
      sizePrices: {},
      ingredients: [],
    }),
  ],
  extras: [],
  crusts: [],
};

describe('restaurantJsonLd', () => {
  const ld = restaurantJsonLd({ shop, menu: MENU, origin: ORIGIN, imageUrl: IMAGE });

  it("is a schema.org Restaurant with the shop's name, address, phone, cuisine, address and picture", () => {
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      '@id': `${ORIGIN}/#restaurant`,
      name: 'Forno Pizzaria',
      url: `${ORIGIN}/`,
      image: IMAGE,
      telephone: '+55 11 3456-7890',
      servesCuisine: 'Pizza',
      priceRange: 'R$ 18–50',
      menu: `${ORIGIN}/menu`,
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Rua das Palmeiras, 120 - Centro',
        addressLocality: 'São Paulo',
        addressRegion: 'SP',
        addressCountry: 'BR',
      },
      sameAs: ['https://instagram.com/fornopizzaria', 'https://facebook.com/fornopizzaria'],
    });
  });

  it('has the menu: a section per group, the tabs inside, the products on sale with BRL offers', () => {
    expect(ld.hasMenu).toEqual({
      '@type': 'Menu',
      name: 'Cardápio',
      url: `${ORIGIN}/menu`,
      inLanguage: 'pt-BR',
      hasMenuSection: [
        {
          '@type': 'MenuSection',
          name: 'Pizzas Salgadas',
          // 'Queijos' has nothing on sale: left out
          hasMenuSection: [
            {
              '@type': 'MenuSection',
              name: 'Mais Pedidas',
              hasMenuItem: [
                {
                  '@type': 'MenuItem',
                  name: 'Margherita',
                  description: 'Calabresa fatiada, cebola e azeitonas.',
                  offers: [
                    {
                      '@type': 'Offer',
                      name: 'Grande (35cm)',
                      price: '46.00',
                      priceCurrency: 'BRL',
                    },
                    {
                      '@type': 'Offer',
                      name: 'Broto (20cm)',
                      price: '35.00',
                      priceCurrency: 'BRL',
                    },
                  ],
                },
              ],
            },
            {
              '@type': 'MenuSection',
              name: 'Calabresa',
              hasMenuItem: [expect.objectContaining({ name: 'Calabresa' })],
            },
          ],
        },
        {
          '@type': 'MenuSection',
          name: 'Pizzas Doces',
          hasMenuItem: [
            {
              '@type': 'MenuItem',
              name: 'Brigadeiro',
              // no description: its ingredients stand for it
              description: 'leite condensado, granulado',
              offers: [
                { '@type': 'Offer', name: 'Grande (35cm)', price: '49.90', priceCurrency: 'BRL' },
                { '@type': 'Offer', name: 'Broto (20cm)', price: '35.00', priceCurrency: 'BRL' },
              ],
            },
          ],
        },
        {
          '@type': 'MenuSection',
          name: 'Bebidas',
          hasMenuItem: [
            {
              '@type': 'MenuItem',
              name: 'Coca-Cola 2L',
              description: 'Calabresa fatiada, cebola e azeitonas.',
              offers: { '@type': 'Offer', price: '18.00', priceCurrency: 'BRL' },
            },
          ],
        },
      ],
    });
    expect(JSON.stringify(ld)).not.toContain('Quatro Queijos');
  });

  it('has the opening hours while the shop is switched on, none while it is off', () => {
    expect(ld.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '14:00',
        closes: '22:00',
      },
    ]);
    const off = restaurantJsonLd({
      shop: { ...shop, isActive: false },
      menu: MENU,
      origin: ORIGIN,
      imageUrl: IMAGE,
    });
    expect(off).not.toHaveProperty('openingHoursSpecification');
  });
});

describe('openingHoursSpecification', () => {
  it('groups days with the same hours, leaves closed days out, keeps hours across midnight', () => {
    expect(
      openingHoursSpecification({
        domingo: '18:00 às 23:00',
        segunda: 'Fechado',
        terça: '18:00 às 23:00',
        quarta: '18:00 às 23:00',
        quinta: '18:00 às 23:00',
        sexta: '18:00 às 02:00',
        sábado: '18:00 às 02:00',
      }),
    ).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday', 'Sunday'],
        opens: '18:00',
        closes: '23:00',
      },
      // schema.org: a closing time before the opening time is on the next day
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Friday', 'Saturday'],
        opens: '18:00',
        closes: '02:00',
      },
    ]);
  });

  it('is empty for a week with no hours', () => {
    expect(openingHoursSpecification({ segunda: 'Fechado', terça: '10:00 às 10:00' })).toEqual([]);
  });
});

describe('prices, phone and address', () => {
  it('writes prices as decimal strings with a dot and two decimals', () => {
    expect(decimalPrice(4990)).toBe('49.90');
    expect(decimalPrice(4900)).toBe('49.00');
    expect(decimalPrice(5)).toBe('0.05');
    expect(decimalPrice(123456)).toBe('1234.56');
  });

  it('writes a Brazilian phone with the country code', () => {
    expect(internationalPhone('(11) 3456-7890')).toBe('+55 11 3456-7890');
    expect(internationalPhone('5511987654321')).toBe('+55 11 98765-4321');
    expect(internationalPhone('ligue já')).toBeNull();
  });

  it('falls back to the WhatsApp number when the phone is not one', () => {
    const ld = restaurantJsonLd({
      shop: { ...shop, phone: '' },
      menu: MENU,
      origin: ORIGIN,
      imageUrl: IMAGE,
    });
    expect(ld.telephone).toBe('+55 11 98765-4321');
  });

  it('reads city, state and CEP from a one-line address', () => {
    expect(postalAddress('Av. Paulista, 1000, Bela Vista, São Paulo - SP, 01310-100')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Av. Paulista, 1000, Bela Vista',
      addressLocality: 'São Paulo',
      addressRegion: 'SP',
      postalCode: '01310-100',
      addressCountry: 'BR',
    });
    expect(postalAddress('Rua 7, 12, CEP 13010100, Campinas/sp')).toMatchObject({
      streetAddress: 'Rua 7, 12',
      addressLocality: 'Campinas',
      addressRegion: 'SP',
      postalCode: '13010-100',
    });
    // 'XX' is no state: the line stays whole
    expect(postalAddress('Rua da Praia, 5 - Centro, Cidade/XX')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Rua da Praia, 5 - Centro, Cidade/XX',
      addressCountry: 'BR',
    });
  });
});

describe('a product with variants in the JSON-LD', () => {
  it('has one offer per variant on sale, named (decision 052)', () => {
    const refrigerante = product({
      id: 6,
      name: 'Refrigerante',
      categorySlug: 'refrigerantes',
      priceCents: 600,
      sizePrices: {},
      variants: [
        { id: 1, name: 'Lata 350 ml', priceCents: 600, isActive: true },
        { id: 2, name: '600 ml', priceCents: 850, isActive: true },
        { id: 3, name: '2 L', priceCents: 1400, isActive: false },
      ],
    });
    const ld = restaurantJsonLd({
      shop,
      menu: { ...MENU, products: [refrigerante] },
      origin: ORIGIN,
      imageUrl: IMAGE,
    });
    expect(JSON.stringify(ld)).toContain(
      JSON.stringify([
        { '@type': 'Offer', name: 'Lata 350 ml', price: '6.00', priceCurrency: 'BRL' },
        { '@type': 'Offer', name: '600 ml', price: '8.50', priceCurrency: 'BRL' },
      ]),
    );
  });
});

describe('the JSON-LD script element', () => {
  const HOSTILE = "</script><script>alert(1)</script><!-- $& $' \u2028";

  it('cannot be closed or commented out by a product name, and reads back the same', () => {
    const menu: Menu = {
      ...MENU,
      products: [product({ name: HOSTILE, description: 'a < b & c > d' })],
    };
    const html = pageHead({ path: '/menu', origin: ORIGIN, shop, menu });
    const open = '<script type="application/ld+json">';
    const start = html.indexOf(open) + open.length;
    const end = html.indexOf('</script>', start);
    // the first closing tag after the JSON-LD is its own, at the very end
    expect(end).toBe(html.length - '</script>'.length);
    const content = html.slice(start, end);
    expect(content).not.toMatch(/<|>|<!--/);
    const parsed = JSON.parse(content) as {
      hasMenu: { hasMenuSection: Array<{ hasMenuItem: Array<{ name: string }> }> };
    };
    // one tab with products on sale: its items sit in the group's section
    expect(parsed.hasMenu.hasMenuSection[0]?.hasMenuItem[0]).toMatchObject({
      name: HOSTILE,
      description: 'a < b & c > d',
    });
  });

  it('escapes <, >, & and the line separators JavaScript once refused', () => {
    expect(jsonLdScriptContent({ a: '<>&\u2028\u2029' })).toBe(
      '{"a":"\\u003c\\u003e\\u0026\\u2028\\u2029"}',
    );
  });
});
