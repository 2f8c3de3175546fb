import type { Database } from '../../../db/client';
import type { CouponCheckRequest, CouponCheckResult } from '../../../domain/coupon-check';
import { DEFAULT_ESTABLISHMENT } from '../../../domain/establishment';
import { priceOrder } from '../../../domain/order-pricing';
import { couponPhoneRuleNotice } from '../../../domain/promotions';
import { AppError } from '../../errors';
import { findSettings } from '../establishment/repository';
import { readOrderCatalogue } from '../menu/read-order-catalogue';
import { applyPromotions } from './apply-promotions';

/**
 * What the checkout shows before the order is placed: the cart priced by the server, the
 * automatic offer it gets and whether the coupon applies, and why not. The order checks it all
 * again when it is placed (and counts the uses under its locks).
 */
export async function checkCoupon(
  db: Database,
  request: CouponCheckRequest,
  now: Date,
): Promise<CouponCheckResult> {
  const settings = (await findSettings(db))?.settings ?? DEFAULT_ESTABLISHMENT;
  const priced = priceOrder(
    request.items,
    await readOrderCatalogue(db),
    settings.flavourPricingRule,
  );
  if (!priced.ok) throw new AppError(priced.code, priced.message, { itemIndex: priced.itemIndex });
  const outcome = await applyPromotions(db, {
    lines: priced.lines,
    couponCode: request.couponCode,
    // Never the phone: an answer that differed for a phone that has ordered would tell anyone
    // who types it (docs/decisions/038). First-order and per-phone rules are applied by the order.
    phone: null,
    at: now,
    timeZone: settings.timeZone,
    lockUsage: false,
  });
  const { discount, couponCode, couponRefusal, coupon } = outcome;
  const notice = coupon && !couponRefusal ? couponPhoneRuleNotice(coupon) : null;
  return {
    subtotalCents: priced.subtotalCents,
    discountCents: discount.totalCents,
    discountLines: discount.lines,
    coupon:
      couponCode === null
        ? null
        : couponRefusal
          ? {
              applies: false,
              code: couponCode,
              reason: couponRefusal.code,
              message: couponRefusal.message,
            }
          : { applies: true, code: couponCode, notice },
  };
}
