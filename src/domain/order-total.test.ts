import { describe, expect, it } from 'vitest';
import { discountTotalCents, orderTotalCents } from './order-total';

describe('orderTotalCents', () => {
  it('takes the discount off the items and adds the fee', () => {
    expect(
      orderTotalCents({ subtotalCents: 9000, deliveryFeeCents: 800, discountCents: 1000 }),
    ).toBe(8800);
  });

  it('adds nothing for a fee still to be agreed', () => {
    expect(orderTotalCents({ subtotalCents: 9000, deliveryFeeCents: null, discountCents: 0 })).toBe(
      9000,
    );
  });

  it('never takes off more than the items cost: the fee is still charged', () => {
    expect(
      orderTotalCents({ subtotalCents: 3000, deliveryFeeCents: 500, discountCents: 4000 }),
    ).toBe(500);
  });
});

describe('discountTotalCents', () => {
  it('adds the lines of a discount', () => {
    expect(discountTotalCents([{ amountCents: 500 }, { amountCents: 250 }])).toBe(750);
    expect(discountTotalCents([])).toBe(0);
  });
});
