import { describe, expect, it } from 'vitest';
import {
  basePriceCents,
  describeFlavourRule,
  extraFlavourPriceChangeCents,
  extraPriceInSize,
  FLAVOUR_RULE_LABELS,
  lineTotalCents,
  priceBreakdown,
  sizePriceCents,
  unitPriceCents,
  type PriceSelection,
  type PricedProduct,
} from './pricing';
import { maxExtraFlavours, SAMPLE_SIZES } from './sizes';

const calabresa: PricedProduct = {
  id: 1,
  name: 'Calabresa',
  categorySlug: 'mais_pedidas',
  priceCents: 4900,
  sizePrices: { normal: 4900, broto: 3500 },
};
const cincoQueijos: PricedProduct = {
  id: 12,
  name: 'Cinco Queijos',
  categorySlug: 'queijos',
  priceCents: 5490,
  sizePrices: { normal: 5490, broto: 3500 },
};
const mussarela: PricedProduct = {
  id: 9,
  name: 'Mussarela',
  categorySlug: 'queijos',
  priceCents: 4600,
  sizePrices: { normal: 4600, broto: 3300 },
};
const chocolate: PricedProduct = {
  id: 30,
  name: 'Chocolate',
  categorySlug: 'pizzas_doces',
  priceCents: 4800,
  sizePrices: { normal: 4800, broto: 3200 },
};
const coca: PricedProduct = {
  id: 40,
  name: 'Coca-Cola 2L',
  categorySlug: 'refrigerantes',
  priceCents: 1800,
  sizePrices: {},
};

const bacon = { priceCents: 500 };
const catupiry = { priceCents: 500 };

function selection(overrides: Partial<PriceSelection> = {}): PriceSelection {
  return {
    product: calabresa,
    size: 'normal',
    quantity: 1,
    extras: [],
    crust: null,
    extraFlavours: [],
    ...overrides,
  };
}

describe("the sample shop's sizes", () => {
  it('allow 2 extra flavours on a Grande and 1 on a Broto (docs/product/rules.md#pizza-wizard)', () => {
    expect(SAMPLE_SIZES.map((size) => [size.id, maxExtraFlavours(size)])).toEqual([
      ['normal', 2],
      ['broto', 1],
    ]);
  });
});

describe('sizePriceCents', () => {
  it('charges the normal price for size normal', () => {
    expect(sizePriceCents(calabresa, 'normal')).toBe(4900);
  });

  it('charges the broto price for a broto pizza', () => {
    expect(sizePriceCents(calabresa, 'broto')).toBe(3500);
    expect(sizePriceCents(chocolate, 'broto')).toBe(3200);
  });

  it('ignores broto for drinks: they keep their own price', () => {
    expect(sizePriceCents(coca, 'broto')).toBe(1800);
    expect(sizePriceCents(coca, 'normal')).toBe(1800);
  });
});

describe('basePriceCents', () => {
  it('is the main flavour price when no extra flavour is chosen, whatever the rule', () => {
    for (const rule of ['principal', 'maior', 'media'] as const) {
      expect(basePriceCents(calabresa, 'normal', [], rule)).toBe(4900);
      expect(basePriceCents(calabresa, 'broto', [], rule)).toBe(3500);
    }
  });

  it("'principal': extra flavours add nothing, even a dearer one", () => {
    expect(basePriceCents(calabresa, 'normal', [cincoQueijos, mussarela], 'principal')).toBe(4900);
  });

  it("'maior': the dearest of the main and the extra flavours", () => {
    expect(basePriceCents(calabresa, 'normal', [cincoQueijos], 'maior')).toBe(5490);
    expect(basePriceCents(calabresa, 'normal', [mussarela], 'maior')).toBe(4900);
    expect(basePriceCents(mussarela, 'normal', [chocolate, calabresa], 'maior')).toBe(4900);
  });

  it("'maior' compares broto prices for a broto", () => {
    expect(basePriceCents(mussarela, 'broto', [calabresa], 'maior')).toBe(3500);
  });

  it("'media': the average of the flavours' prices", () => {
    // (4900 + 4600) / 2 = 4750
    expect(basePriceCents(calabresa, 'normal', [mussarela], 'media')).toBe(4750);
    // (3500 + 3300) / 2 = 3400
    expect(basePriceCents(calabresa, 'broto', [mussarela], 'media')).toBe(3400);
  });

  it("'media' rounds to the nearest centavo", () => {
    // (4900 + 5490 + 4600) / 3 = 4996.67 → 4997
    expect(basePriceCents(calabresa, 'normal', [cincoQueijos, mussarela], 'media')).toBe(4997);
    // (4900 + 4600 + 4800) / 3 = 4766.67 → 4767
    expect(basePriceCents(calabresa, 'normal', [mussarela, chocolate], 'media')).toBe(4767);
    // (4900 + 5490) / 2 = 5195 exactly; (4600 + 5491) / 2 = 5045.5 → 5046
    expect(
      basePriceCents(
        mussarela,
        'normal',
        [{ ...cincoQueijos, sizePrices: { normal: 5491, broto: 3500 } }],
        'media',
      ),
    ).toBe(5046);
  });
});

describe('unitPriceCents and lineTotalCents', () => {
  it('is the base price for a plain pizza', () => {
    expect(unitPriceCents(selection(), 'principal')).toBe(4900);
    expect(lineTotalCents(selection(), 'principal')).toBe(4900);
  });

  it('adds each extra ingredient at its own price', () => {
    const s = selection({ extras: [bacon, catupiry, { priceCents: 700 }] });
    expect(unitPriceCents(s, 'principal')).toBe(4900 + 500 + 500 + 700);
  });

  it('adds the crust price; crust none costs 0', () => {
    expect(unitPriceCents(selection({ crust: { priceCents: 1000 } }), 'principal')).toBe(5900);
    expect(unitPriceCents(selection({ crust: { priceCents: 1800 } }), 'principal')).toBe(6700);
    expect(unitPriceCents(selection({ crust: { priceCents: 0 } }), 'principal')).toBe(4900);
    expect(unitPriceCents(selection({ crust: null }), 'principal')).toBe(4900);
  });

  it('multiplies the whole unit price (extras and crust included) by the quantity', () => {
    const s = selection({ quantity: 3, extras: [bacon], crust: { priceCents: 1000 } });
    expect(unitPriceCents(s, 'principal')).toBe(6400);
    expect(lineTotalCents(s, 'principal')).toBe(19200);
  });

  it('follows quantity changes', () => {
    const s = selection({ extras: [bacon] });
    expect(lineTotalCents({ ...s, quantity: 1 }, 'principal')).toBe(5400);
    expect(lineTotalCents({ ...s, quantity: 2 }, 'principal')).toBe(10800);
    expect(lineTotalCents({ ...s, quantity: 5 }, 'principal')).toBe(27000);
  });

  it('prices a broto with one extra flavour, extras and crust', () => {
    const s = selection({
      size: 'broto',
      quantity: 2,
      extraFlavours: [cincoQueijos],
      extras: [bacon],
      crust: { priceCents: 1800 },
    });
    expect(lineTotalCents(s, 'principal')).toBe((3500 + 500 + 1800) * 2);
    expect(lineTotalCents({ ...s, extraFlavours: [mussarela] }, 'media')).toBe(
      (3400 + 500 + 1800) * 2,
    );
  });

  it('prices a drink at its own price even if broto is passed', () => {
    expect(lineTotalCents(selection({ product: coca, size: 'broto', quantity: 2 }), 'media')).toBe(
      3600,
    );
  });
});

describe('extraFlavourPriceChangeCents', () => {
  it("adds nothing under 'principal', however dear the flavour", () => {
    expect(extraFlavourPriceChangeCents(calabresa, 'normal', [], cincoQueijos, 'principal')).toBe(
      0,
    );
    expect(extraFlavourPriceChangeCents(mussarela, 'broto', [], chocolate, 'principal')).toBe(0);
  });

  it("under 'maior', adds the difference to the dearest flavour, nothing for a cheaper one", () => {
    // 54,90 - 49,00
    expect(extraFlavourPriceChangeCents(calabresa, 'normal', [], cincoQueijos, 'maior')).toBe(590);
    expect(extraFlavourPriceChangeCents(calabresa, 'normal', [], mussarela, 'maior')).toBe(0);
    // already at 54,90 with Cinco Queijos chosen: Chocolate adds nothing more
    expect(
      extraFlavourPriceChangeCents(calabresa, 'normal', [cincoQueijos], chocolate, 'maior'),
    ).toBe(0);
    // broto prices are compared in broto: 35,00 vs 32,00
    expect(extraFlavourPriceChangeCents(chocolate, 'broto', [], calabresa, 'maior')).toBe(300);
  });

  it("under 'media', moves the average: up for a dearer flavour, down for a cheaper one", () => {
    // (49,00 + 54,90) / 2 = 51,95
    expect(extraFlavourPriceChangeCents(calabresa, 'normal', [], cincoQueijos, 'media')).toBe(295);
    // (49,00 + 46,00) / 2 = 47,50
    expect(extraFlavourPriceChangeCents(calabresa, 'normal', [], mussarela, 'media')).toBe(-150);
    // from (49,00 + 54,90) / 2 = 51,95 to (49,00 + 54,90 + 46,00) / 3 = 49,97
    expect(
      extraFlavourPriceChangeCents(calabresa, 'normal', [cincoQueijos], mussarela, 'media'),
    ).toBe(4997 - 5195);
  });

  it('is what the pizza costs after choosing it minus before', () => {
    for (const rule of ['principal', 'maior', 'media'] as const) {
      const before = basePriceCents(calabresa, 'normal', [mussarela], rule);
      const after = basePriceCents(calabresa, 'normal', [mussarela, cincoQueijos], rule);
      expect(
        extraFlavourPriceChangeCents(calabresa, 'normal', [mussarela], cincoQueijos, rule),
      ).toBe(after - before);
    }
  });
});

describe('priceBreakdown', () => {
  it("shows each part of the 'Resumo do Pedido'", () => {
    const s = selection({
      quantity: 2,
      extraFlavours: [cincoQueijos],
      extras: [bacon, catupiry],
      crust: { priceCents: 1000 },
    });
    expect(priceBreakdown(s, 'maior')).toEqual({
      baseCents: 5490,
      mainSizePriceCents: 4900,
      extrasCents: 1000,
      crustCents: 1000,
      unitCents: 7490,
      quantity: 2,
      totalCents: 14980,
    });
  });

  it('reports no crust and no extras as 0', () => {
    expect(priceBreakdown(selection(), 'principal')).toEqual({
      baseCents: 4900,
      mainSizePriceCents: 4900,
      extrasCents: 0,
      crustCents: 0,
      unitCents: 4900,
      quantity: 1,
      totalCents: 4900,
    });
  });
});

describe('flavour rule texts', () => {
  it('labels each rule in pt-BR', () => {
    expect(FLAVOUR_RULE_LABELS).toEqual({
      principal: 'Preço do sabor principal',
      maior: 'Preço do sabor mais caro',
      media: 'Média dos sabores',
    });
  });

  it('explains each rule in one distinct sentence', () => {
    const texts = (['principal', 'maior', 'media'] as const).map(describeFlavourRule);
    expect(new Set(texts).size).toBe(3);
    expect(describeFlavourRule('principal')).toMatch(/sabor principal/);
    expect(describeFlavourRule('maior')).toMatch(/mais caro/);
    expect(describeFlavourRule('media')).toMatch(/média/);
    for (const text of texts) expect(text).toMatch(/^[A-Z].*\.$/);
  });
});

describe('extraPriceInSize (decision 051)', () => {
  const cheddar = { priceCents: 500, sizePrices: { broto: 300 } };

  it("charges the size's own price where the shop set one, and the one price elsewhere", () => {
    expect(extraPriceInSize(cheddar, 'broto')).toBe(300);
    expect(extraPriceInSize(cheddar, 'normal')).toBe(500);
    expect(extraPriceInSize({ priceCents: 700 }, 'broto')).toBe(700);
  });

  it('prices a Broto and a Grande with the same extra each in its size', () => {
    // Broto R$ 35,00 + R$ 3,00, twice; Grande R$ 49,00 + R$ 5,00
    expect(
      lineTotalCents(selection({ size: 'broto', quantity: 2, extras: [cheddar] }), 'principal'),
    ).toBe(7600);
    expect(lineTotalCents(selection({ extras: [cheddar] }), 'principal')).toBe(5400);
    expect(
      priceBreakdown(selection({ size: 'broto', extras: [cheddar, bacon] }), 'maior'),
    ).toMatchObject({
      extrasCents: 300 + 500,
      unitCents: 3500 + 800,
    });
  });
});
