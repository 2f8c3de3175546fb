/**
 * A shop with four sizes of its own (decision 046): the flavour's price in each size, up to four
 * flavours under each split rule, and a flavour that skips a size. Every expected price is worked
 * out by hand in the comments.
 */
import { describe, expect, it } from 'vitest';
import type { MenuCategory, MenuProduct } from './menu';
import { OrderItemRequestSchema, type OrderItemRequest } from './order';
import { priceOrder, type OrderCatalogue, type PriceOrderResult } from './order-pricing';
import { basePriceCents, priceInSize, sizePriceCents, unitPriceCents } from './pricing';
import {
  findSize,
  maxExtraFlavours,
  sizeIdFromName,
  sizeLabel,
  slicesLabel,
  type Size,
} from './sizes';
import {
  availableExtraFlavours,
  changeWizardChoices,
  defaultSize,
  initialWizardChoices,
  sizesOfProduct,
} from './wizard';

const SIZES: Size[] = [
  {
    id: 'broto',
    name: 'Broto',
    slices: 4,
    note: '20cm',
    maxFlavours: 1,
    sortOrder: 0,
    isActive: true,
  },
  {
    id: 'media',
    name: 'Média',
    slices: 6,
    note: '30cm',
    maxFlavours: 2,
    sortOrder: 1,
    isActive: true,
  },
  {
    id: 'normal',
    name: 'Grande',
    slices: 8,
    note: '35cm',
    maxFlavours: 3,
    sortOrder: 2,
    isActive: true,
  },
  {
    id: 'familia',
    name: 'Família',
    slices: 12,
    note: '45cm',
    maxFlavours: 4,
    sortOrder: 3,
    isActive: true,
  },
  {
    id: 'gigante',
    name: 'Gigante',
    slices: 16,
    note: '',
    maxFlavours: 4,
    sortOrder: 4,
    isActive: false,
  },
];

const categories: MenuCategory[] = [
  { id: 1, slug: 'calabresa', name: 'Calabresa', group: 'salgada', isSalgado: true },
  { id: 2, slug: 'queijos', name: 'Queijos', group: 'salgada', isSalgado: true },
  { id: 3, slug: 'pizzas_doces', name: 'Pizzas Doces', group: 'doce', isSalgado: false },
  { id: 4, slug: 'refrigerantes', name: 'Refrigerantes', group: 'bebida', isSalgado: null },
];

function pizza(
  id: number,
  name: string,
  categorySlug: string,
  sizePrices: Record<string, number>,
): MenuProduct {
  const first = SIZES.find((size) => sizePrices[size.id] !== undefined);
  return {
    id,
    name,
    description: '',
    categorySlug,
    priceCents: first ? (sizePrices[first.id] ?? 0) : 0,
    sizePrices,
    ingredients: [],
    isAvailable: true,
  };
}

//                                                       Broto  Média  Grande  Família
const calabresa = pizza(1, 'Calabresa', 'calabresa', {
  broto: 3500,
  media: 4200,
  normal: 4900,
  familia: 6500,
});
const cincoQueijos = pizza(2, 'Cinco Queijos', 'queijos', {
  broto: 3900,
  media: 4800,
  normal: 5490,
  familia: 7290,
});
const mussarela = pizza(3, 'Mussarela', 'queijos', {
  broto: 3300,
  media: 4000,
  normal: 4600,
  familia: 5990,
});
// no Broto
const chocolate = pizza(4, 'Chocolate', 'pizzas_doces', {
  media: 4500,
  normal: 4800,
  familia: 6900,
});
// no Família
const portuguesa = pizza(5, 'Portuguesa', 'calabresa', { broto: 3600, media: 4300, normal: 5200 });
const coca: MenuProduct = { ...pizza(6, 'Coca-Cola 2L', 'refrigerantes', {}), priceCents: 1800 };

const catalogue: OrderCatalogue = {
  products: [calabresa, cincoQueijos, mussarela, chocolate, portuguesa, coca],
  categories,
  sizes: SIZES,
  extras: [
    {
      id: 100,
      name: 'Bacon',
      priceCents: 700,
      type: 'salgado',
      displayGroup: 'Carnes',
      isAvailable: true,
    },
  ],
  crusts: [
    {
      id: 'traditional',
      name: 'Borda Tradicional',
      description: '',
      priceCents: 1500,
      isAvailable: true,
      fillings: [],
    },
  ],
};

function item(overrides: Partial<OrderItemRequest> & { productId: number }): OrderItemRequest {
  return OrderItemRequestSchema.parse({ size: 'familia', quantity: 1, ...overrides });
}

function refusal(result: PriceOrderResult) {
  if (result.ok) throw new Error('expected the order to be refused');
  return result;
}

function line(result: PriceOrderResult) {
  if (!result.ok) throw new Error(`expected a priced order, got ${result.code}: ${result.message}`);
  const [first] = result.lines;
  if (!first) throw new Error('no line');
  return first;
}

describe('a size of the shop', () => {
  it('reads as its name and note, its slices in words, and allows its flavours less the main one', () => {
    expect(sizeLabel(SIZES[3]!)).toBe('Família (45cm)');
    expect(sizeLabel(SIZES[4]!)).toBe('Gigante');
    expect(slicesLabel(12)).toBe('12 fatias');
    expect(slicesLabel(1)).toBe('1 fatia');
    expect(SIZES.map(maxExtraFlavours)).toEqual([0, 1, 2, 3, 3]);
  });

  it('gets an id made from its name, never one already taken', () => {
    expect(sizeIdFromName('Família', [])).toBe('familia');
    expect(sizeIdFromName('Família', ['familia'])).toBe('familia-2');
    expect(sizeIdFromName('  Super Gigante 50 cm ', ['familia'])).toBe('super-gigante-50-cm');
    expect(sizeIdFromName('***', [])).toBe('tamanho');
    expect(findSize(SIZES, 'media')?.name).toBe('Média');
  });
});

describe('the price of a flavour in a size', () => {
  it('is its own price in each of the four sizes', () => {
    expect(SIZES.slice(0, 4).map((size) => sizePriceCents(calabresa, size.id))).toEqual([
      3500, 4200, 4900, 6500,
    ]);
  });

  it('is none where the flavour skips the size, and pricing it there is refused', () => {
    expect(priceInSize(chocolate, 'broto')).toBeNull();
    expect(priceInSize(portuguesa, 'familia')).toBeNull();
    expect(() => sizePriceCents(chocolate, 'broto')).toThrow();
  });

  it("is a drink's one price in any size", () => {
    expect(priceInSize(coca, 'familia')).toBe(1800);
    expect(priceInSize(coca, 'normal')).toBe(1800);
  });
});

describe('a Família with up to four flavours under each split rule', () => {
  // Família prices: Calabresa 65,00, Cinco Queijos 72,90, Mussarela 59,90, Chocolate 69,00
  const four = [cincoQueijos, mussarela, chocolate];
  it.each([
    // principal: the main flavour's price, 65,00
    ['principal', 6500],
    // maior: the dearest of 65,00 / 72,90 / 59,90 / 69,00 = 72,90
    ['maior', 7290],
    // média: (6500 + 7290 + 5990 + 6900) / 4 = 26680 / 4 = 6670
    ['media', 6670],
  ] as const)('four flavours, %s: %i', (rule, expected) => {
    expect(basePriceCents(calabresa, 'familia', four, rule)).toBe(expected);
    expect(
      line(priceOrder([item({ productId: 1, extraFlavourIds: [2, 3, 4] })], catalogue, rule)),
    ).toMatchObject({
      size: 'familia',
      sizeName: 'Família',
      sizeNote: '45cm',
      basePriceCents: expected,
    });
  });

  it.each([
    // Mussarela + Calabresa + Cinco Queijos: principal 59,90
    ['principal', 5990],
    // maior 72,90
    ['maior', 7290],
    // média: (5990 + 6500 + 7290) / 3 = 19780 / 3 = 6593,33… rounded to 6593
    ['media', 6593],
  ] as const)('three flavours, %s: %i', (rule, expected) => {
    expect(basePriceCents(mussarela, 'familia', [calabresa, cincoQueijos], rule)).toBe(expected);
  });

  it.each([
    // Média, Mussarela + Cinco Queijos: 40,00 and 48,00
    ['principal', 4000],
    ['maior', 4800],
    // (4000 + 4800) / 2 = 4400
    ['media', 4400],
  ] as const)('a two-flavour Média, %s: %i', (rule, expected) => {
    expect(
      line(
        priceOrder([item({ productId: 3, size: 'media', extraFlavourIds: [2] })], catalogue, rule),
      ).basePriceCents,
    ).toBe(expected);
  });

  it('adds extras and crust to the split price, per unit, times the quantity', () => {
    // média 66,70 + bacon 7,00 + crust 15,00 = 88,70 a unit; two are 177,40
    const priced = line(
      priceOrder(
        [
          item({
            productId: 1,
            quantity: 2,
            extraFlavourIds: [2, 3, 4],
            extraIds: [100],
            crustId: 'traditional',
          }),
        ],
        catalogue,
        'media',
      ),
    );
    expect(priced).toMatchObject({ basePriceCents: 6670, lineTotalCents: 17740 });
    expect(priced.extraFlavours.map((flavour) => flavour.priceCents)).toEqual([7290, 5990, 6900]);
    expect(
      unitPriceCents(
        {
          product: calabresa,
          size: 'familia',
          quantity: 1,
          extras: [{ priceCents: 700 }],
          crust: { priceCents: 1500 },
          extraFlavours: four,
        },
        'media',
      ),
    ).toBe(8870);
  });
});

describe("the size's flavour limit and the sizes a flavour skips", () => {
  it('refuses a fifth flavour on a Família and a second on a one-flavour Broto', () => {
    expect(
      refusal(
        priceOrder([item({ productId: 1, extraFlavourIds: [2, 3, 4, 5] })], catalogue, 'principal'),
      ),
    ).toMatchObject({
      code: 'TOO_MANY_FLAVOURS',
      message: 'Uma pizza família pode ter no máximo 3 sabores adicionais.',
    });
    expect(
      refusal(
        priceOrder(
          [item({ productId: 1, size: 'broto', extraFlavourIds: [3] })],
          catalogue,
          'principal',
        ),
      ),
    ).toMatchObject({ code: 'TOO_MANY_FLAVOURS', message: 'Uma pizza broto é de um sabor só.' });
  });

  it('refuses a flavour in a size it is not sold in, as the main flavour or an extra one', () => {
    expect(refusal(priceOrder([item({ productId: 5 })], catalogue, 'principal'))).toMatchObject({
      code: 'SIZE_NOT_OFFERED',
      message: 'O sabor "Portuguesa" não é vendido no tamanho Família.',
    });
    expect(
      refusal(priceOrder([item({ productId: 1, extraFlavourIds: [5] })], catalogue, 'principal')),
    ).toMatchObject({
      code: 'SIZE_NOT_OFFERED',
      message: 'O sabor "Portuguesa" não é vendido no tamanho Família.',
    });
  });

  it('refuses a size no longer sold, and one the shop does not have', () => {
    expect(
      refusal(priceOrder([item({ productId: 1, size: 'gigante' })], catalogue, 'principal')),
    ).toMatchObject({
      code: 'INVALID_SIZE',
      message: 'O tamanho Gigante não está mais à venda.',
    });
    expect(
      refusal(priceOrder([item({ productId: 1, size: 'xg' })], catalogue, 'principal')),
    ).toMatchObject({
      code: 'INVALID_SIZE',
    });
  });

  it('sells a drink without a size, and refuses one sent with a size', () => {
    expect(
      line(priceOrder([item({ productId: 6, size: 'normal' })], catalogue, 'principal')),
    ).toMatchObject({
      basePriceCents: 1800,
      sizeName: '',
    });
    expect(
      refusal(priceOrder([item({ productId: 6, size: 'familia' })], catalogue, 'principal')).code,
    ).toBe('INVALID_SIZE');
  });
});

describe('the wizard with the shop’s sizes', () => {
  it('offers a flavour only the sizes it is sold in, opening on the first', () => {
    expect(sizesOfProduct(SIZES, chocolate).map((size) => size.id)).toEqual([
      'media',
      'normal',
      'familia',
    ]);
    expect(defaultSize(SIZES, chocolate)).toBe('media');
    expect(defaultSize(SIZES, calabresa)).toBe('broto');
  });

  it('offers as extra flavours only those sold in the size, up to its limit', () => {
    const familia = SIZES[3]!;
    const offered = availableExtraFlavours(catalogue.products, categories, calabresa, [], familia);
    expect(offered.map((p) => p.name)).toEqual(['Cinco Queijos', 'Mussarela', 'Chocolate']);
    expect(
      availableExtraFlavours(
        catalogue.products,
        categories,
        calabresa,
        [cincoQueijos, mussarela, chocolate],
        familia,
      ),
    ).toEqual([]);
    expect(
      availableExtraFlavours(catalogue.products, categories, calabresa, [], SIZES[0]!),
    ).toEqual([]);
  });

  it('keeps the first flavours a smaller size allows and drops one it does not sell', () => {
    const start = {
      ...initialWizardChoices<MenuProduct>('familia'),
      extraFlavours: [chocolate, cincoQueijos, mussarela],
    };
    const soldIn = (flavour: MenuProduct, size: string) => priceInSize(flavour, size) !== null;
    expect(changeWizardChoices(start, { size: 'media' }, SIZES, soldIn).extraFlavours).toEqual([
      chocolate,
    ]);
    expect(changeWizardChoices(start, { size: 'broto' }, SIZES, soldIn).extraFlavours).toEqual([]);
    expect(changeWizardChoices(start, { size: 'normal' }, SIZES, soldIn).extraFlavours).toEqual([
      chocolate,
      cincoQueijos,
    ]);
  });
});
