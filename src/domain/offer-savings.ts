/**
 * How an automatic offer saves and when a promotion holds (docs/decisions/032): the rules the
 * server prices an order with, and the menu shows each product's offer with (decision 041). No
 * zod here: the menu's first load reads it (decision 013); promotions.ts re-exports it all.
 */
import { localTimeIn, type Weekday } from './opening-hours';

export const OFFER_KINDS = ['category_percent', 'combo'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

/** What an offer's rule reads: an `Offer` (promotions.ts) fits, and so does a `MenuOffer`. */
export interface OfferRule extends Validity {
  kind: OfferKind;
  /** category_percent: the discounted categories; combo: the first item's categories. */
  categorySlugs: readonly string[];
  percent: number | null;
  pairedCategorySlugs: readonly string[];
  comboPriceCents: number | null;
}

// ---------------------------------------------------------------------------------------------
// When a promotion holds

export interface Validity {
  validFrom: string | null;
  validUntil: string | null;
  weekdays: readonly Weekday[];
  isActive: boolean;
}

const localDateFormats = new Map<string, Intl.DateTimeFormat>();

/** The shop's calendar date of `instant`, 'YYYY-MM-DD'. */
export function localDateIn(instant: Date, timeZone: string): string {
  let format = localDateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    localDateFormats.set(timeZone, format);
  }
  return format.format(instant);
}

export type ValidityRefusal = 'NOT_STARTED' | 'EXPIRED' | 'WRONG_WEEKDAY' | 'INACTIVE';

export function refuseValidity(
  promotion: Validity,
  at: Date,
  timeZone: string,
): ValidityRefusal | null {
  if (!promotion.isActive) return 'INACTIVE';
  const today = localDateIn(at, timeZone);
  if (promotion.validFrom !== null && today < promotion.validFrom) return 'NOT_STARTED';
  if (promotion.validUntil !== null && today > promotion.validUntil) return 'EXPIRED';
  if (
    promotion.weekdays.length > 0 &&
    !promotion.weekdays.includes(localTimeIn(at, timeZone).weekday)
  ) {
    return 'WRONG_WEEKDAY';
  }
  return null;
}

/** Whether an offer or coupon holds at `at` (active, inside its dates, on one of its weekdays). */
function isPromotionValidAt(promotion: Validity, at: Date, timeZone: string): boolean {
  return refuseValidity(promotion, at, timeZone) === null;
}

/** An offer or coupon that is still to come or running: what /offers may list. */
export function isPromotionCurrentOrUpcoming(
  promotion: Validity,
  at: Date,
  timeZone: string,
): boolean {
  if (!promotion.isActive) return false;
  return promotion.validUntil === null || localDateIn(at, timeZone) <= promotion.validUntil;
}

// ---------------------------------------------------------------------------------------------
// What a promotion takes off

/** What the rules read of an order line: an `OrderItem` fits. */
export interface DiscountableLine {
  categorySlug: string;
  quantity: number;
  basePriceCents: number;
  lineTotalCents: number;
}

/** Percent of an amount, rounded to the centavo. */
export function percentOf(amountCents: number, percent: number): number {
  return Math.round((amountCents * percent) / 100);
}

/**
 * What an offer saves on these lines. A category offer takes its percent off the whole lines of
 * its categories (extras and crust included). A combo pairs one unit of its first categories with
 * one of its second, dearest with dearest, and each pair costs the combo's price instead of the
 * two bases (extras and crust still charged); a pair already cheaper than the combo saves nothing.
 */
export function offerSavings(offer: OfferRule, lines: readonly DiscountableLine[]): number {
  if (offer.kind === 'category_percent') {
    const covered = lines
      .filter((line) => offer.categorySlugs.includes(line.categorySlug))
      .reduce((sum, line) => sum + line.lineTotalCents, 0);
    return percentOf(covered, offer.percent ?? 0);
  }
  const units = (slugs: readonly string[]) =>
    lines
      .filter((line) => slugs.includes(line.categorySlug))
      .flatMap((line) => Array<number>(line.quantity).fill(line.basePriceCents))
      .sort((a, b) => b - a);
  const firsts = units(offer.categorySlugs);
  const seconds = units(offer.pairedCategorySlugs);
  const price = offer.comboPriceCents ?? 0;
  let savings = 0;
  for (let i = 0; i < Math.min(firsts.length, seconds.length); i++) {
    savings += Math.max(0, (firsts[i] ?? 0) + (seconds[i] ?? 0) - price);
  }
  return savings;
}

/** The one automatic offer an order gets: the valid one that saves most (ties: the first). */
export function bestOffer<O extends OfferRule>(
  offers: readonly O[],
  lines: readonly DiscountableLine[],
  at: Date,
  timeZone: string,
): { offer: O; amountCents: number } | null {
  let best: { offer: O; amountCents: number } | null = null;
  for (const offer of offers) {
    if (!isPromotionValidAt(offer, at, timeZone)) continue;
    const amountCents = offerSavings(offer, lines);
    if (amountCents > 0 && (best === null || amountCents > best.amountCents)) {
      best = { offer, amountCents };
    }
  }
  return best;
}

// ---------------------------------------------------------------------------------------------
// What the menu shows of it

/** The offer a product's card or the wizard shows, and the price it brings. */
export interface ProductOffer<O extends OfferRule> {
  offer: O;
  /** What the line costs with the offer; null for a combo, whose saving needs its pair. */
  priceCents: number | null;
}

/**
 * The offer one line gets on its own (a product on the menu at its price, or the item being built
 * in the wizard), worked out by `bestOffer` exactly as the order's total will be: a category
 * offer, with the line's price after it; else a combo the line is part of, without a price (the
 * saving comes with the other item). Null when no offer holds for it at `at`.
 */
export function productOffer<O extends OfferRule>(
  offers: readonly O[],
  line: DiscountableLine,
  at: Date,
  timeZone: string,
): ProductOffer<O> | null {
  const best = bestOffer(offers, [line], at, timeZone);
  if (best) return { offer: best.offer, priceCents: line.lineTotalCents - best.amountCents };
  const combo = offers.find(
    (offer) =>
      offer.kind === 'combo' &&
      (offer.categorySlugs.includes(line.categorySlug) ||
        offer.pairedCategorySlugs.includes(line.categorySlug)) &&
      isPromotionValidAt(offer, at, timeZone),
  );
  return combo ? { offer: combo, priceCents: null } : null;
}

/** A product on the menu as one line of one unit at its (normal size) price. */
export function menuProductLine(product: {
  categorySlug: string;
  priceCents: number;
}): DiscountableLine {
  return {
    categorySlug: product.categorySlug,
    quantity: 1,
    basePriceCents: product.priceCents,
    lineTotalCents: product.priceCents,
  };
}
