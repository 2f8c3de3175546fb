import { describe, expect, it } from 'vitest';
import {
  CouponInputSchema,
  describeCouponRefusal,
  describeDiscountRows,
  describeWeekdays,
  discountOrder,
  localDateIn,
  normaliseCouponCode,
  OfferInputSchema,
  offerSavings,
  refuseCoupon,
  type Coupon,
  type CouponUsage,
  type DiscountableLine,
  type Offer,
} from './promotions';
import { menuProductLine, productOffer } from './offer-savings';

const SP = 'America/Sao_Paulo';
/** Tuesday 24 November 2026, 23:30 in São Paulo (UTC−3): 02:30 UTC on Wednesday. */
const TUESDAY_LATE = new Date('2026-11-25T02:30:00Z');
/** Wednesday 25 November 2026, 00:30 in São Paulo: an hour later. */
const WEDNESDAY_EARLY = new Date('2026-11-25T03:30:00Z');

const NO_USE: CouponUsage = { total: 0, byPhone: 0, ordersOfPhone: 0 };

function coupon(changes: Partial<Coupon> = {}): Coupon {
  return {
    id: 1,
    ...CouponInputSchema.parse({ code: 'pizza10', kind: 'percent', value: 10 }),
    ...changes,
  };
}

function offer(changes: Partial<Offer> = {}): Offer {
  return {
    id: 1,
    ...OfferInputSchema.parse({
      name: 'Terça doce',
      kind: 'category_percent',
      categorySlugs: ['pizzas_doces'],
      percent: 20,
    }),
    ...changes,
  };
}

const SWEET: DiscountableLine = {
  categorySlug: 'pizzas_doces',
  quantity: 1,
  basePriceCents: 4600,
  lineTotalCents: 5600,
};
const SAVOURY: DiscountableLine = {
  categorySlug: 'calabresa',
  quantity: 2,
  basePriceCents: 4900,
  lineTotalCents: 9800,
};
const DRINK: DiscountableLine = {
  categorySlug: 'refrigerantes',
  quantity: 1,
  basePriceCents: 1600,
  lineTotalCents: 1600,
};

describe('a coupon code', () => {
  it('is the same however it is typed', () => {
    expect(normaliseCouponCode('  pizza10 ')).toBe('PIZZA10');
    expect(CouponInputSchema.parse({ code: ' bem-vindo ', kind: 'fixed', value: 500 }).code).toBe(
      'BEM-VINDO',
    );
  });

  it('is refused by the form when it has spaces, or a percent above 100', () => {
    const bad = CouponInputSchema.safeParse({ code: 'PIZZA 10', kind: 'percent', value: 120 });
    expect(bad.success).toBe(false);
    const messages = bad.error?.issues.map((issue) => issue.message);
    expect(messages).toContain('Use só letras, números, hífen ou sublinhado no código');
    expect(messages).toContain('O percentual deve ser de 1 a 100');
  });

  it('must end on or after the day it starts', () => {
    const bad = CouponInputSchema.safeParse({
      code: 'NATAL',
      kind: 'fixed',
      value: 500,
      validFrom: '2026-12-25',
      validUntil: '2026-12-24',
    });
    expect(bad.error?.issues[0]?.message).toBe(
      'A data final deve ser igual ou depois da data inicial.',
    );
  });
});

describe('whether a coupon applies', () => {
  it('applies when nothing stands in the way', () => {
    expect(refuseCoupon(coupon(), 5000, NO_USE, TUESDAY_LATE, SP)).toBeNull();
  });

  it('is not found when there is no such coupon', () => {
    expect(refuseCoupon(null, 5000, NO_USE, TUESDAY_LATE, SP)?.code).toBe('COUPON_NOT_FOUND');
  });

  it('is refused when switched off', () => {
    expect(refuseCoupon(coupon({ isActive: false }), 5000, NO_USE, TUESDAY_LATE, SP)?.code).toBe(
      'COUPON_INACTIVE',
    );
  });

  it("reads its dates on the shop's calendar: the last day lasts until local midnight", () => {
    const lastDayTuesday = coupon({ validUntil: '2026-11-24' });
    // 02:30 UTC is already Wednesday in UTC, still Tuesday in São Paulo
    expect(refuseCoupon(lastDayTuesday, 5000, NO_USE, TUESDAY_LATE, SP)).toBeNull();
    expect(refuseCoupon(lastDayTuesday, 5000, NO_USE, WEDNESDAY_EARLY, SP)).toEqual({
      code: 'COUPON_EXPIRED',
      message: 'Cupom expirado.',
    });
    const fromWednesday = coupon({ validFrom: '2026-11-25' });
    expect(refuseCoupon(fromWednesday, 5000, NO_USE, TUESDAY_LATE, SP)).toEqual({
      code: 'COUPON_NOT_STARTED',
      message: 'Este cupom vale a partir de 25/11/2026.',
    });
    expect(refuseCoupon(fromWednesday, 5000, NO_USE, WEDNESDAY_EARLY, SP)).toBeNull();
  });

  it("reads its weekdays in the shop's time zone, not the server's", () => {
    const tuesdays = coupon({ weekdays: ['terça'] });
    expect(refuseCoupon(tuesdays, 5000, NO_USE, TUESDAY_LATE, SP)).toBeNull();
    expect(refuseCoupon(tuesdays, 5000, NO_USE, WEDNESDAY_EARLY, SP)).toEqual({
      code: 'COUPON_WRONG_WEEKDAY',
      message: 'Este cupom vale só às terças.',
    });
    // the same instant is Wednesday in UTC
    expect(refuseCoupon(tuesdays, 5000, NO_USE, TUESDAY_LATE, 'UTC')?.code).toBe(
      'COUPON_WRONG_WEEKDAY',
    );
    const twoDays = coupon({ weekdays: ['quinta', 'terça'] });
    expect(refuseCoupon(twoDays, 5000, NO_USE, WEDNESDAY_EARLY, SP)?.message).toBe(
      'Este cupom vale só às terças e às quintas.',
    );
  });

  it('asks for the minimum order, counted on the items before any discount', () => {
    const sixty = coupon({ minOrderCents: 6000 });
    expect(refuseCoupon(sixty, 5999, NO_USE, TUESDAY_LATE, SP)).toEqual({
      code: 'COUPON_BELOW_MINIMUM',
      message: 'Pedido mínimo de R$\u00a060,00 para este cupom.',
    });
    expect(refuseCoupon(sixty, 6000, NO_USE, TUESDAY_LATE, SP)).toBeNull();
  });

  it('is for a first order only when the shop says so', () => {
    const first = coupon({ firstOrderOnly: true });
    const returning = { ...NO_USE, ordersOfPhone: 1 };
    expect(refuseCoupon(first, 5000, returning, TUESDAY_LATE, SP)).toEqual({
      code: 'COUPON_FIRST_ORDER_ONLY',
      message: 'Cupom válido só no primeiro pedido.',
    });
    expect(refuseCoupon(first, 5000, NO_USE, TUESDAY_LATE, SP)).toBeNull();
    // the phone is not known yet (a check before the form is filled): the order decides
    const unknown = { total: 0, byPhone: null, ordersOfPhone: null };
    expect(refuseCoupon(first, 5000, unknown, TUESDAY_LATE, SP)).toBeNull();
  });

  it('runs out at its usage limit, and once per phone at its per-phone limit', () => {
    const limited = coupon({ usageLimit: 3, perPhoneLimit: 1 });
    expect(refuseCoupon(limited, 5000, { ...NO_USE, total: 2 }, TUESDAY_LATE, SP)).toBeNull();
    expect(refuseCoupon(limited, 5000, { ...NO_USE, total: 3 }, TUESDAY_LATE, SP)).toEqual({
      code: 'COUPON_EXHAUSTED',
      message: 'Cupom esgotado.',
    });
    expect(
      refuseCoupon(limited, 5000, { ...NO_USE, total: 1, byPhone: 1 }, TUESDAY_LATE, SP),
    ).toEqual({ code: 'COUPON_ALREADY_USED', message: 'Você já usou este cupom.' });
  });
});

describe('what an offer saves', () => {
  it('takes its percent off the whole lines of its categories', () => {
    expect(offerSavings(offer(), [SWEET, SAVOURY])).toBe(1120);
    expect(offerSavings(offer(), [SAVOURY])).toBe(0);
  });

  it('prices each pizza + drink pair at the combo price, dearest with dearest', () => {
    const combo = offer({
      kind: 'combo',
      percent: null,
      categorySlugs: ['calabresa', 'pizzas_doces'],
      pairedCategorySlugs: ['refrigerantes'],
      comboPriceCents: 5500,
    });
    // one drink: paired with the dearer pizza (4900 + 1600 − 5500)
    expect(offerSavings(combo, [SWEET, SAVOURY, DRINK])).toBe(1000);
    // two drinks: both pizzas of the Calabresa line
    expect(offerSavings(combo, [SAVOURY, { ...DRINK, quantity: 2 }])).toBe(2000);
    expect(offerSavings(combo, [SAVOURY])).toBe(0);
    // a pair already cheaper than the combo saves nothing
    expect(offerSavings({ ...combo, comboPriceCents: 7000 }, [SAVOURY, DRINK])).toBe(0);
  });
});

describe("a product's offer on the menu", () => {
  const brigadeiro = { categorySlug: 'pizzas_doces', priceCents: 4600 };

  it('is the price the order will charge: the same offer, worked out by the same rule', () => {
    const weak = offer({ id: 2, name: 'Doce 5%', percent: 5 });
    const found = productOffer([weak, offer()], menuProductLine(brigadeiro), TUESDAY_LATE, SP);
    expect(found?.offer.name).toBe('Terça doce');
    expect(found?.priceCents).toBe(4600 - 920);
    // the order of that product alone is discounted by exactly the difference
    const order = discountOrder(
      [menuProductLine(brigadeiro)],
      [weak, offer()],
      null,
      TUESDAY_LATE,
      SP,
    );
    expect(order.totalCents).toBe(4600 - (found?.priceCents ?? 0));
  });

  it('prices what the wizard built: extras and crust included, every unit', () => {
    expect(productOffer([offer()], SWEET, TUESDAY_LATE, SP)?.priceCents).toBe(5600 - 1120);
  });

  it('is none out of the offer’s days or categories', () => {
    const tuesdayOnly = offer({ weekdays: ['terça'] });
    expect(
      productOffer([tuesdayOnly], menuProductLine(brigadeiro), WEDNESDAY_EARLY, SP),
    ).toBeNull();
    expect(productOffer([offer()], SAVOURY, TUESDAY_LATE, SP)).toBeNull();
    expect(productOffer([offer({ isActive: false })], SWEET, TUESDAY_LATE, SP)).toBeNull();
  });

  it('names a combo the product is part of, without a price: the saving needs the pair', () => {
    const combo = offer({
      name: 'Pizza + refri',
      kind: 'combo',
      percent: null,
      categorySlugs: ['calabresa'],
      pairedCategorySlugs: ['refrigerantes'],
      comboPriceCents: 5500,
    });
    expect(productOffer([combo], SAVOURY, TUESDAY_LATE, SP)).toEqual({
      offer: combo,
      priceCents: null,
    });
    expect(productOffer([combo], DRINK, TUESDAY_LATE, SP)?.offer.name).toBe('Pizza + refri');
    expect(productOffer([combo], SWEET, TUESDAY_LATE, SP)).toBeNull();
  });
});

describe("an order's discount", () => {
  it('takes the best offer in force, then the coupon on what is left, never the fee', () => {
    const weak = offer({ id: 2, name: 'Terça 5%', percent: 5, categorySlugs: ['calabresa'] });
    const discount = discountOrder([SWEET, SAVOURY], [weak, offer()], coupon(), TUESDAY_LATE, SP);
    // Terça doce saves 1120 of 15400, Terça 5% only 490; the coupon is 10 % of the 14280 left
    expect(discount.lines).toEqual([
      { source: 'offer', name: 'Terça doce', amountCents: 1120 },
      { source: 'coupon', name: 'PIZZA10', amountCents: 1428 },
    ]);
    expect(discount.totalCents).toBe(2548);
    expect(discount.couponCode).toBe('PIZZA10');
  });

  it('leaves out an offer of another weekday, and never goes below zero', () => {
    const tuesdayOnly = offer({ weekdays: ['terça'] });
    expect(discountOrder([SWEET], [tuesdayOnly], null, WEDNESDAY_EARLY, SP).lines).toEqual([]);
    const huge = coupon({ kind: 'fixed', value: 100_000 });
    expect(discountOrder([DRINK], [], huge, TUESDAY_LATE, SP).totalCents).toBe(1600);
  });

  it('is worded the same on every view', () => {
    const order = {
      discountLines: [
        { source: 'offer' as const, name: 'Terça doce', amountCents: 1120 },
        { source: 'coupon' as const, name: 'PIZZA10', amountCents: 1428 },
      ],
      couponCode: 'PIZZA10',
      couponRefusal: null,
    };
    expect(describeDiscountRows(order)).toEqual([
      { label: 'Oferta: Terça doce', value: '- R$\u00a011,20' },
      { label: 'Cupom PIZZA10', value: '- R$\u00a014,28' },
    ]);
    expect(describeCouponRefusal(order)).toBeNull();
    expect(
      describeCouponRefusal({
        discountLines: [],
        couponCode: 'X1',
        couponRefusal: 'Cupom esgotado.',
      }),
    ).toBe('Cupom X1 não aplicado: Cupom esgotado.');
  });
});

it('says when a promotion holds in plain words', () => {
  expect(describeWeekdays([])).toBe('Todos os dias');
  expect(describeWeekdays(['terça'])).toBe('Toda terça');
  expect(describeWeekdays(['sábado', 'sexta'])).toBe('Sexta e sábado');
});

it("reads the shop's calendar date of an instant", () => {
  expect(localDateIn(TUESDAY_LATE, SP)).toBe('2026-11-24');
  expect(localDateIn(TUESDAY_LATE, 'UTC')).toBe('2026-11-25');
});
