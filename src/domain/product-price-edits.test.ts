import { describe, expect, it } from 'vitest';
import { productPriceEdits, type ProductPrices } from './product-price-edits';

const SIZES = [
  { id: 'broto', name: 'Broto', sortOrder: 0 },
  { id: 'normal', name: 'Grande', sortOrder: 1 },
  { id: 'familia', name: 'Família', sortOrder: 2 },
];

const pizza = (sizePrices: Record<string, number>): ProductPrices => ({
  isSoldBySize: true,
  priceCents: Object.values(sizePrices)[0] ?? 0,
  sizePrices,
});
const drink = (priceCents: number): ProductPrices => ({
  isSoldBySize: false,
  priceCents,
  sizePrices: {},
});

describe('productPriceEdits', () => {
  it('lists each size whose price changed, in the shop’s size order, named', () => {
    expect(
      productPriceEdits(
        pizza({ normal: 5000, broto: 3500, familia: 7000 }),
        pizza({ normal: 5400, broto: 3500, familia: 7590 }),
        SIZES,
      ),
    ).toEqual([
      { size: 'normal', sizeLabel: 'Grande', oldPriceCents: 5000, newPriceCents: 5400 },
      { size: 'familia', sizeLabel: 'Família', oldPriceCents: 7000, newPriceCents: 7590 },
    ]);
  });

  it('lists nothing when no price changed', () => {
    const prices = pizza({ normal: 5000, broto: 3500 });
    expect(productPriceEdits(prices, pizza({ broto: 3500, normal: 5000 }), SIZES)).toEqual([]);
    expect(productPriceEdits(drink(1800), drink(1800), SIZES)).toEqual([]);
  });

  it('leaves out a size the product starts or stops being sold in: no price to compare', () => {
    expect(
      productPriceEdits(
        pizza({ normal: 5000, broto: 3500 }),
        pizza({ normal: 5200, familia: 7000 }),
        SIZES,
      ),
    ).toEqual([{ size: 'normal', sizeLabel: 'Grande', oldPriceCents: 5000, newPriceCents: 5200 }]);
  });

  it("leaves out the one price of a drink sold in variants: each variant's is logged by itself", () => {
    const withVariants = (priceCents: number) => ({ ...drink(priceCents), hasVariants: true });
    expect(productPriceEdits(drink(1800), withVariants(600), SIZES)).toEqual([]);
    expect(productPriceEdits(withVariants(600), withVariants(550), SIZES)).toEqual([]);
  });

  it("logs a drink's one price without a size", () => {
    expect(productPriceEdits(drink(1800), drink(1990), SIZES)).toEqual([
      { size: null, sizeLabel: '', oldPriceCents: 1800, newPriceCents: 1990 },
    ]);
  });

  it('logs nothing for a product moved between the drinks and a category sold by size', () => {
    expect(productPriceEdits(drink(1800), pizza({ normal: 5000 }), SIZES)).toEqual([]);
    expect(productPriceEdits(pizza({ normal: 5000 }), drink(1800), SIZES)).toEqual([]);
  });
});
