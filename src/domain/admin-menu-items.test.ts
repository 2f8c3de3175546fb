import { describe, expect, it } from 'vitest';
import {
  ExtraInputSchema,
  priceEditsOf,
  sizePricesSummary,
  sizesToPrice,
  unknownSizeOf,
} from './admin-menu-items';

const SIZES = [
  { id: 'broto', name: 'Broto', isActive: true },
  { id: 'normal', name: 'Grande', isActive: true },
  { id: 'familia', name: 'Família', isActive: false },
];

describe("an extra's or crust's prices per size (decision 051)", () => {
  it('reads a blank size as no price of its own, and refuses R$ 0,00', () => {
    const base = { name: 'Cheddar', priceCents: 500, type: 'salgado', displayGroup: 'Queijos' };
    expect(
      ExtraInputSchema.parse({ ...base, sizePrices: { broto: 300, normal: null } }),
    ).toMatchObject({ sizePrices: { broto: 300 } });
    expect(ExtraInputSchema.parse(base).sizePrices).toEqual({});
    expect(ExtraInputSchema.safeParse({ ...base, sizePrices: { broto: 0 } }).success).toBe(false);
  });

  it('logs each price an edit moved, as charged in each size', () => {
    const before = { priceCents: 500, sizePrices: { broto: 300 } };
    // the one price rises; Broto keeps its own; Família gets one
    expect(
      priceEditsOf(before, { priceCents: 600, sizePrices: { broto: 300, familia: 900 } }, SIZES),
    ).toEqual([
      { size: null, sizeLabel: '', oldPriceCents: 500, newPriceCents: 600 },
      { size: 'familia', sizeLabel: 'Família', oldPriceCents: 500, newPriceCents: 900 },
    ]);
    // Broto's own price removed: it charges the one price again
    expect(priceEditsOf(before, { priceCents: 500, sizePrices: {} }, SIZES)).toEqual([
      { size: 'broto', sizeLabel: 'Broto', oldPriceCents: 300, newPriceCents: 500 },
    ]);
    expect(priceEditsOf(before, before, SIZES)).toEqual([]);
  });

  it('gives a field to every size on sale, and to one off the menu only where it has a price', () => {
    expect(sizesToPrice(SIZES, {}).map((size) => size.id)).toEqual(['broto', 'normal']);
    expect(sizesToPrice(SIZES, { familia: 900 }).map((size) => size.id)).toEqual([
      'broto',
      'normal',
      'familia',
    ]);
  });

  it('names a size the shop does not have, and sums up the prices in menu order', () => {
    expect(unknownSizeOf({ broto: 300, gigante: 900 }, SIZES)).toBe('gigante');
    expect(unknownSizeOf({ broto: 300 }, SIZES)).toBeNull();
    expect(sizePricesSummary({ familia: 900, broto: 300 }, SIZES)).toBe(
      'Broto R$\u00a03,00 · Família R$\u00a09,00',
    );
    expect(sizePricesSummary({}, SIZES)).toBe('');
  });
});
