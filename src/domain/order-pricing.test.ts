import { describe, expect, it } from 'vitest';
import type { FlavourPricingRule } from './establishment';
import type { Crust, MenuCategory, MenuProduct } from './menu';
import { OrderItemRequestSchema, type OrderItemRequest } from './order';
import {
  onSaleCrust,
  priceOrder,
  type OrderCatalogue,
  type PriceOrderResult,
} from './order-pricing';
import { priceBreakdown } from './pricing';
import { SAMPLE_SIZES } from './sizes';

const categories: MenuCategory[] = [
  { id: 1, slug: 'calabresa', name: 'Calabresa', group: 'salgada', isSalgado: true },
  { id: 2, slug: 'queijos', name: 'Queijos', group: 'salgada', isSalgado: true },
  { id: 3, slug: 'bordas', name: 'Bordas', group: 'salgada', isSalgado: null },
  { id: 4, slug: 'pizzas_doces', name: 'Pizzas Doces', group: 'doce', isSalgado: false },
  { id: 5, slug: 'refrigerantes', name: 'Refrigerantes', group: 'bebida', isSalgado: null },
];

function product(
  id: number,
  name: string,
  categorySlug: string,
  priceCents: number,
  brotoPriceCents: number,
  isAvailable = true,
): MenuProduct {
  return {
    id,
    name,
    description: '',
    categorySlug,
    priceCents,
    sizePrices:
      categorySlug === 'refrigerantes' ? {} : { normal: priceCents, broto: brotoPriceCents },
    ingredients: [],
    isAvailable,
  };
}

const calabresa = product(1, 'Calabresa', 'calabresa', 4900, 3500);
const cincoQueijos = product(2, 'Cinco Queijos', 'queijos', 5490, 3500);
const mussarela = product(3, 'Mussarela', 'queijos', 4600, 3300);
const portuguesa = product(4, 'Portuguesa', 'calabresa', 5200, 3500, false);
const bordaTradicional = product(10, 'Borda Tradicional', 'bordas', 1000, 1000);
const chocolate = product(20, 'Chocolate', 'pizzas_doces', 4800, 3200);
const prestigio = product(21, 'Prestígio', 'pizzas_doces', 5100, 3400);
const coca = product(30, 'Coca-Cola 2L', 'refrigerantes', 1800, 1800);

const bacon = {
  id: 100,
  name: 'Bacon',
  priceCents: 500,
  type: 'salgado',
  displayGroup: 'Carnes',
  isAvailable: true,
} as const;
const cheddarExtra = {
  id: 101,
  name: 'Cheddar',
  priceCents: 500,
  type: 'salgado',
  displayGroup: 'Queijos',
  isAvailable: true,
} as const;
const palmito = {
  id: 102,
  name: 'Palmito',
  priceCents: 500,
  type: 'salgado',
  displayGroup: 'Vegetais',
  isAvailable: false,
} as const;
const morango = {
  id: 110,
  name: 'Morango',
  priceCents: 500,
  type: 'doce',
  displayGroup: 'Doces',
  isAvailable: true,
} as const;

const crusts: Crust[] = [
  { id: 'none', name: 'Sem borda', description: '', priceCents: 0, fillings: [] },
  {
    id: 'traditional',
    name: 'Borda Tradicional',
    description: '',
    priceCents: 1000,
    fillings: [
      { id: 'cheddar', name: 'Cheddar', priceCents: 0 },
      { id: 'catupiry', name: 'Catupiry', priceCents: 0 },
    ],
  },
  {
    id: 'volcanic',
    name: 'Borda Vulcão',
    description: '',
    priceCents: 1800,
    fillings: [
      { id: 'catupiry', name: 'Catupiry', priceCents: 0 },
      { id: 'cheddar', name: 'Cheddar', priceCents: 0 },
      { id: 'chocolate_morango', name: 'Chocolate com Morango', priceCents: 0 },
    ],
  },
  // Not in the seed: a crust without filling options, to check a filling sent with it.
  { id: 'integral', name: 'Borda Integral', description: '', priceCents: 500, fillings: [] },
];

const catalogue: OrderCatalogue = {
  sizes: SAMPLE_SIZES,
  products: [
    calabresa,
    cincoQueijos,
    mussarela,
    portuguesa,
    bordaTradicional,
    chocolate,
    prestigio,
    coca,
  ],
  categories,
  extras: [bacon, cheddarExtra, palmito, morango],
  crusts: crusts.map(onSaleCrust),
};

/** A request as the route has it after parsing (defaults filled in). */
function item(overrides: Partial<OrderItemRequest> & { productId: number }): OrderItemRequest {
  return OrderItemRequestSchema.parse({ size: 'normal', quantity: 1, ...overrides });
}

function price(items: OrderItemRequest[], rule: FlavourPricingRule = 'principal') {
  return priceOrder(items, catalogue, rule);
}

function refusal(result: PriceOrderResult) {
  if (result.ok) throw new Error('expected the order to be refused');
  return result;
}

function lines(result: PriceOrderResult) {
  if (!result.ok) throw new Error(`expected a priced order, got ${result.code}: ${result.message}`);
  return result.lines;
}

describe('priceOrder: prices', () => {
  it('prices a plain pizza from the catalogue and snapshots it', () => {
    const result = price([item({ productId: 1, quantity: 2, notes: 'sem cebola' })]);
    expect(result).toEqual({
      ok: true,
      subtotalCents: 9800,
      lines: [
        {
          productId: 1,
          productName: 'Calabresa',
          categorySlug: 'calabresa',
          size: 'normal',
          sizeName: 'Grande',
          sizeNote: '35cm',
          quantity: 2,
          basePriceCents: 4900,
          extraFlavours: [],
          extras: [],
          crustId: null,
          crustName: null,
          crustPriceCents: 0,
          fillingId: null,
          fillingName: null,
          notes: 'sem cebola',
          lineTotalCents: 9800,
        },
      ],
    });
  });

  it('charges the broto price for a broto pizza', () => {
    const [line] = lines(price([item({ productId: 2, size: 'broto' })]));
    expect(line).toMatchObject({ size: 'broto', basePriceCents: 3500, lineTotalCents: 3500 });
  });

  it('sells a drink at its own price, without size, extras or crust', () => {
    const [line] = lines(price([item({ productId: 30, quantity: 3 })]));
    expect(line).toMatchObject({ productName: 'Coca-Cola 2L', basePriceCents: 1800 });
    expect(line?.lineTotalCents).toBe(5400);
  });

  it('sells a crust product on its own, in either size', () => {
    const [line] = lines(price([item({ productId: 10, size: 'broto' })]));
    expect(line?.lineTotalCents).toBe(1000);
  });

  it.each([
    ['principal', 4900],
    ['maior', 5490],
    ['media', 5195],
  ] as const)('applies the %s rule to a pizza with two flavours', (rule, base) => {
    const [line] = lines(price([item({ productId: 1, extraFlavourIds: [2] })], rule));
    expect(line?.basePriceCents).toBe(base);
    expect(line?.lineTotalCents).toBe(base);
    // The flavour's own price in the chosen size is kept, whatever the rule.
    expect(line?.extraFlavours).toEqual([
      { productId: 2, name: 'Cinco Queijos', priceCents: 5490 },
    ]);
  });

  it('averages three flavours to the nearest centavo', () => {
    const [line] = lines(price([item({ productId: 1, extraFlavourIds: [2, 3] })], 'media'));
    // (4900 + 5490 + 4600) / 3 = 4996.67
    expect(line?.basePriceCents).toBe(4997);
  });

  it('uses broto prices for every flavour of a broto pizza', () => {
    const [line] = lines(
      price([item({ productId: 3, size: 'broto', extraFlavourIds: [2] })], 'maior'),
    );
    expect(line?.basePriceCents).toBe(3500);
    expect(line?.extraFlavours).toEqual([
      { productId: 2, name: 'Cinco Queijos', priceCents: 3500 },
    ]);
  });

  it('accepts a sweet flavour on a savoury pizza (flavours come from every pizza category)', () => {
    const [line] = lines(price([item({ productId: 1, extraFlavourIds: [20] })]));
    expect(line?.extraFlavours.map((f) => f.name)).toEqual(['Chocolate']);
  });

  it('adds extras and a filled crust, and equals what the wizard showed', () => {
    const request = item({
      productId: 1,
      quantity: 2,
      extraFlavourIds: [2],
      extraIds: [100, 101],
      crustId: 'volcanic',
      fillingId: 'catupiry',
    });
    const [line] = lines(price([request], 'maior'));
    const wizard = priceBreakdown(
      {
        product: calabresa,
        size: 'normal',
        quantity: 2,
        extras: [bacon, cheddarExtra],
        crust: { priceCents: 1800 },
        extraFlavours: [cincoQueijos],
      },
      'maior',
    );
    expect(line).toMatchObject({
      basePriceCents: 5490,
      extras: [
        { extraId: 100, name: 'Bacon', priceCents: 500 },
        { extraId: 101, name: 'Cheddar', priceCents: 500 },
      ],
      crustId: 'volcanic',
      crustName: 'Borda Vulcão',
      crustPriceCents: 1800,
      fillingId: 'catupiry',
      fillingName: 'Catupiry',
      // (5490 + 2 × 500 + 1800) × 2
      lineTotalCents: 16580,
    });
    expect(line?.lineTotalCents).toBe(wizard.totalCents);
  });

  it('offers sweet extras on a sweet pizza', () => {
    const [line] = lines(price([item({ productId: 20, extraIds: [110] })]));
    expect(line?.lineTotalCents).toBe(5300);
  });

  it("treats crust 'none' as no crust", () => {
    const [line] = lines(price([item({ productId: 1, crustId: 'none' })]));
    expect(line).toMatchObject({
      crustId: null,
      crustName: null,
      crustPriceCents: 0,
      fillingId: null,
      fillingName: null,
      lineTotalCents: 4900,
    });
  });

  it('sums the lines into the subtotal', () => {
    const result = price([
      item({ productId: 1 }),
      item({ productId: 21, size: 'broto', extraIds: [110] }),
      item({ productId: 30, quantity: 2 }),
    ]);
    expect(result).toMatchObject({ ok: true, subtotalCents: 4900 + 3900 + 3600 });
  });

  it('ignores the unit price the client sent', () => {
    const [line] = lines(price([item({ productId: 1, unitPriceCents: 1 })]));
    expect(line?.basePriceCents).toBe(4900);
    expect(line?.lineTotalCents).toBe(4900);
  });

  it('keeps the notes, trimmed', () => {
    const request: OrderItemRequest = { ...item({ productId: 1 }), notes: '  bem assada \n' };
    expect(lines(price([request]))[0]?.notes).toBe('bem assada');
  });

  it('prices an empty list as nothing', () => {
    expect(price([])).toEqual({ ok: true, lines: [], subtotalCents: 0 });
  });
});

describe('priceOrder: refusals', () => {
  it('refuses a product that is not in the catalogue', () => {
    expect(refusal(price([item({ productId: 999 })]))).toEqual({
      ok: false,
      code: 'UNKNOWN_PRODUCT',
      message: 'Um dos produtos do pedido não está mais no cardápio.',
      itemIndex: 0,
    });
  });

  it('refuses an unavailable product by name', () => {
    expect(refusal(price([item({ productId: 4 })]))).toMatchObject({
      code: 'PRODUCT_UNAVAILABLE',
      message: 'O produto "Portuguesa" não está disponível no momento.',
    });
  });

  it('refuses a broto drink', () => {
    expect(refusal(price([item({ productId: 30, size: 'broto' })]))).toMatchObject({
      code: 'INVALID_SIZE',
      message: 'O produto "Coca-Cola 2L" não é vendido no tamanho Broto.',
    });
  });

  it('reports the first line that fails, by index', () => {
    const result = refusal(
      price([item({ productId: 1 }), item({ productId: 4 }), item({ productId: 999 })]),
    );
    expect(result).toMatchObject({ code: 'PRODUCT_UNAVAILABLE', itemIndex: 1 });
  });

  describe('extra flavours', () => {
    it('refuses flavours on a drink and on a product that is not a pizza', () => {
      expect(refusal(price([item({ productId: 30, extraFlavourIds: [1] })]))).toMatchObject({
        code: 'INVALID_FLAVOUR',
        message: 'O produto "Coca-Cola 2L" não aceita sabores adicionais.',
      });
      expect(refusal(price([item({ productId: 10, extraFlavourIds: [1] })]))).toMatchObject({
        code: 'INVALID_FLAVOUR',
      });
    });

    it('refuses a flavour that is not in the catalogue', () => {
      expect(refusal(price([item({ productId: 1, extraFlavourIds: [998] })]))).toMatchObject({
        code: 'UNKNOWN_PRODUCT',
        message: 'Um dos sabores escolhidos para "Calabresa" não está mais no cardápio.',
      });
    });

    it('refuses an unavailable flavour', () => {
      expect(refusal(price([item({ productId: 1, extraFlavourIds: [4] })]))).toMatchObject({
        code: 'PRODUCT_UNAVAILABLE',
        message: 'O sabor "Portuguesa" não está disponível no momento.',
      });
    });

    it('refuses a drink or a crust product as a flavour', () => {
      expect(refusal(price([item({ productId: 1, extraFlavourIds: [30] })]))).toMatchObject({
        code: 'INVALID_FLAVOUR',
        message: '"Coca-Cola 2L" não pode ser escolhido como sabor adicional de uma pizza.',
      });
      expect(refusal(price([item({ productId: 1, extraFlavourIds: [10] })]))).toMatchObject({
        code: 'INVALID_FLAVOUR',
      });
    });

    it('refuses the main product as its own flavour', () => {
      expect(refusal(price([item({ productId: 1, extraFlavourIds: [1] })]))).toMatchObject({
        code: 'INVALID_FLAVOUR',
        message: 'O sabor "Calabresa" já é o sabor principal desta pizza.',
      });
    });

    it('refuses the same flavour twice', () => {
      expect(refusal(price([item({ productId: 1, extraFlavourIds: [2, 2] })]))).toMatchObject({
        code: 'INVALID_FLAVOUR',
        message: 'O sabor "Cinco Queijos" foi escolhido mais de uma vez.',
      });
    });

    it('allows 1 extra flavour on a broto and 2 on a grande (docs/product/rules.md#pizza-wizard)', () => {
      expect(
        refusal(price([item({ productId: 1, size: 'broto', extraFlavourIds: [2, 3] })])),
      ).toMatchObject({
        code: 'TOO_MANY_FLAVOURS',
        message: 'Uma pizza broto pode ter no máximo 1 sabor adicional.',
      });
      expect(refusal(price([item({ productId: 1, extraFlavourIds: [2, 3, 20] })]))).toMatchObject({
        code: 'TOO_MANY_FLAVOURS',
        message: 'Uma pizza grande pode ter no máximo 2 sabores adicionais.',
      });
    });
  });

  describe('extras', () => {
    it('refuses an extra that is not in the catalogue', () => {
      expect(refusal(price([item({ productId: 1, extraIds: [999] })]))).toMatchObject({
        code: 'INVALID_EXTRA',
        message: 'Um dos adicionais escolhidos não está mais no cardápio.',
      });
    });

    it('refuses an unavailable extra', () => {
      expect(refusal(price([item({ productId: 1, extraIds: [102] })]))).toMatchObject({
        code: 'INVALID_EXTRA',
        message: 'O adicional "Palmito" não está disponível no momento.',
      });
    });

    it('refuses a sweet extra on a savoury pizza and a savoury one on a sweet pizza', () => {
      expect(refusal(price([item({ productId: 1, extraIds: [110] })]))).toMatchObject({
        code: 'INVALID_EXTRA',
        message: 'O adicional "Morango" não pode ser adicionado a "Calabresa".',
      });
      expect(refusal(price([item({ productId: 20, extraIds: [100] })]))).toMatchObject({
        code: 'INVALID_EXTRA',
        message: 'O adicional "Bacon" não pode ser adicionado a "Chocolate".',
      });
    });

    it('refuses extras on a drink and on a crust product', () => {
      expect(refusal(price([item({ productId: 30, extraIds: [100] })]))).toMatchObject({
        code: 'INVALID_EXTRA',
      });
      expect(refusal(price([item({ productId: 10, extraIds: [100] })]))).toMatchObject({
        code: 'INVALID_EXTRA',
      });
    });

    it('refuses the same extra twice', () => {
      expect(refusal(price([item({ productId: 1, extraIds: [100, 100] })]))).toMatchObject({
        code: 'INVALID_EXTRA',
        message: 'O adicional "Bacon" foi escolhido mais de uma vez.',
      });
    });
  });

  describe('crust and filling', () => {
    it('refuses a crust on a drink or on a crust product', () => {
      expect(
        refusal(price([item({ productId: 30, crustId: 'traditional', fillingId: 'cheddar' })])),
      ).toMatchObject({
        code: 'INVALID_CRUST',
        message: 'O produto "Coca-Cola 2L" não aceita borda.',
      });
      expect(
        refusal(price([item({ productId: 10, crustId: 'traditional', fillingId: 'cheddar' })])),
      ).toMatchObject({ code: 'INVALID_CRUST' });
    });

    it("refuses a sold-out crust and a sold-out filling by name ('Acabou')", () => {
      const soldOut: OrderCatalogue = {
        ...catalogue,
        crusts: catalogue.crusts.map((crust) =>
          crust.id === 'traditional'
            ? { ...crust, isAvailable: false }
            : {
                ...crust,
                fillings: crust.fillings.map((f) =>
                  f.id === 'catupiry' ? { ...f, isAvailable: false } : f,
                ),
              },
        ),
      };
      const refusalIn = (request: OrderItemRequest) =>
        refusal(priceOrder([request], soldOut, 'principal'));
      expect(
        refusalIn(item({ productId: 1, crustId: 'traditional', fillingId: 'cheddar' })),
      ).toMatchObject({
        code: 'INVALID_CRUST',
        message: 'A borda "Borda Tradicional" está esgotada no momento.',
      });
      expect(
        refusalIn(item({ productId: 1, crustId: 'volcanic', fillingId: 'catupiry' })),
      ).toMatchObject({
        code: 'INVALID_FILLING',
        message: 'O recheio "Catupiry" da borda "Borda Vulcão" está esgotado no momento.',
      });
      const [line] = lines(
        priceOrder(
          [item({ productId: 1, crustId: 'volcanic', fillingId: 'cheddar' })],
          soldOut,
          'principal',
        ),
      );
      expect(line?.fillingName).toBe('Cheddar');
    });

    it('refuses a crust that is not in the catalogue', () => {
      expect(refusal(price([item({ productId: 1, crustId: 'stuffed' })]))).toMatchObject({
        code: 'INVALID_CRUST',
        message: 'A borda escolhida não está mais no cardápio.',
      });
    });

    it('requires a filling for a crust that has fillings (docs/product/rules.md#pizza-wizard)', () => {
      expect(refusal(price([item({ productId: 1, crustId: 'traditional' })]))).toMatchObject({
        code: 'FILLING_REQUIRED',
        message: 'Por favor, selecione um recheio para a borda escolhida.',
      });
    });

    it("refuses a filling that is not one of the crust's", () => {
      expect(
        refusal(
          price([item({ productId: 1, crustId: 'traditional', fillingId: 'chocolate_morango' })]),
        ),
      ).toMatchObject({
        code: 'INVALID_FILLING',
        message: 'O recheio escolhido não está disponível para a borda "Borda Tradicional".',
      });
      const [line] = lines(
        price([item({ productId: 20, crustId: 'volcanic', fillingId: 'chocolate_morango' })]),
      );
      expect(line?.fillingName).toBe('Chocolate com Morango');
    });

    it('refuses a filling without a crust', () => {
      for (const crustId of [null, 'none']) {
        expect(
          refusal(price([item({ productId: 1, crustId, fillingId: 'cheddar' })])),
        ).toMatchObject({
          code: 'INVALID_FILLING',
          message: 'Um recheio só pode ser escolhido junto com uma borda.',
        });
      }
    });

    it('refuses a filling on a crust without filling options', () => {
      expect(
        refusal(price([item({ productId: 1, crustId: 'integral', fillingId: 'cheddar' })])),
      ).toMatchObject({
        code: 'INVALID_FILLING',
        message: 'A borda "Borda Integral" não tem opções de recheio.',
      });
      const [line] = lines(price([item({ productId: 1, crustId: 'integral' })]));
      expect(line?.lineTotalCents).toBe(5400);
    });
  });
});
