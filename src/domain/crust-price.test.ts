import { describe, expect, it } from 'vitest';
import { crustPriceInSize, crustWithFillingCents } from './crust-price';

describe('a crust priced per size (decision 051)', () => {
  const traditional = { priceCents: 1000, sizePrices: { broto: 600 } };

  it("costs its size's own price where the shop set one, and its one price elsewhere", () => {
    expect(crustPriceInSize(traditional, 'broto')).toBe(600);
    expect(crustPriceInSize(traditional, 'normal')).toBe(1000);
    expect(crustPriceInSize({ priceCents: 1800 }, 'broto')).toBe(1800);
  });

  it('adds its filling, one price in every size', () => {
    const premium = { priceCents: 250 };
    expect(crustWithFillingCents(traditional, premium, 'broto')).toBe(850);
    expect(crustWithFillingCents(traditional, premium, 'normal')).toBe(1250);
    expect(crustWithFillingCents(traditional, null, 'broto')).toBe(600);
  });
});
