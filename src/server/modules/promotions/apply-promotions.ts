import type { Executor } from '../../../db/client';
import {
  discountOrder,
  normaliseCouponCode,
  refuseCoupon,
  type Coupon,
  type CouponRefusal,
  type DiscountableLine,
  type OrderDiscount,
} from '../../../domain/promotions';
import { listActiveOffers } from '../menu/offers-repository';
import { countCouponUsage, findCouponByCode, lockCouponUse } from './repository';

export interface PromotionsRequest {
  lines: readonly DiscountableLine[];
  /** As typed; empty or null: no coupon. */
  couponCode: string | null;
  /** Digits; null when not known yet (a check before the form has it). */
  phone: string | null;
  /** When the promotions must hold: now, or when a queued order was made. */
  at: Date;
  timeZone: string;
  /**
   * Inside an order's transaction: the coupon's and the phone's locks are taken before counting,
   * and held until it commits, so its uses are counted race-free.
   */
  lockUsage: boolean;
}

export interface PromotionsOutcome {
  discount: OrderDiscount;
  /** The code asked about, upper-cased; null when none was typed. */
  couponCode: string | null;
  /** Why the coupon does not apply; null when it does or none was typed. */
  couponRefusal: CouponRefusal | null;
  /** The coupon found for the code; null when none was typed or none has it. */
  coupon: Coupon | null;
}

/**
 * The discount an order gets: the best automatic offer in force, and the coupon when it applies
 * (src/domain/promotions.ts; docs/decisions/032). A coupon that does not apply is answered with
 * its reason; the caller decides whether that refuses the order.
 */
export async function applyPromotions(
  tx: Executor,
  request: PromotionsRequest,
): Promise<PromotionsOutcome> {
  const offers = await listActiveOffers(tx);
  const typed = request.couponCode === null ? '' : normaliseCouponCode(request.couponCode);
  if (typed === '') {
    return {
      discount: discountOrder(request.lines, offers, null, request.at, request.timeZone),
      couponCode: null,
      couponRefusal: null,
      coupon: null,
    };
  }
  const coupon = await findCouponByCode(tx, typed);
  if (coupon && request.lockUsage && request.phone !== null) {
    await lockCouponUse(tx, coupon.id, request.phone);
  }
  const usage = coupon
    ? await countCouponUsage(tx, coupon.code, request.phone)
    : { total: 0, byPhone: null, ordersOfPhone: null };
  const subtotalCents = request.lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const refusal = refuseCoupon(coupon, subtotalCents, usage, request.at, request.timeZone);
  return {
    discount: discountOrder(
      request.lines,
      offers,
      refusal ? null : coupon,
      request.at,
      request.timeZone,
    ),
    couponCode: typed,
    couponRefusal: refusal,
    coupon,
  };
}
