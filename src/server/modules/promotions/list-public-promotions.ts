import type { Database } from '../../../db/client';
import { DEFAULT_ESTABLISHMENT } from '../../../domain/establishment';
import {
  describeCouponConditions,
  describeCouponValue,
  describeDates,
  describeOfferRule,
  describeWeekdays,
  isPromotionCurrentOrUpcoming,
  type PublicPromotion,
} from '../../../domain/promotions';
import type { Weekday } from '../../../domain/opening-hours';
import { findSettings } from '../establishment/repository';
import { listCategories } from '../menu/repository';
import { listActiveOffers } from '../menu/offers-repository';
import { listPublicCoupons } from './repository';

interface PromotionDates {
  validFrom: string | null;
  validUntil: string | null;
  weekdays: readonly Weekday[];
}

/**
 * What /offers lists: every active automatic offer and every public coupon that has not ended,
 * each with what it gives and when (docs/decisions/032).
 */
export async function listPublicPromotions(db: Database, now: Date): Promise<PublicPromotion[]> {
  const settings = (await findSettings(db))?.settings ?? DEFAULT_ESTABLISHMENT;
  const { timeZone } = settings;
  const categories = await listCategories(db);
  const categoryName = (slug: string) =>
    categories.find((category) => category.slug === slug)?.name ?? slug;
  const when = (promotion: PromotionDates) => {
    const dates = describeDates(promotion);
    return [describeWeekdays(promotion.weekdays), ...(dates ? [dates] : [])];
  };
  const offers = (await listActiveOffers(db))
    .filter((offer) => isPromotionCurrentOrUpcoming(offer, now, timeZone))
    .map((offer): PublicPromotion => ({
      kind: 'offer',
      title: offer.name,
      rule: describeOfferRule(offer, categoryName),
      description: offer.description,
      when: when(offer),
      code: null,
      conditions: [],
    }));
  const coupons = (await listPublicCoupons(db))
    .filter((coupon) => isPromotionCurrentOrUpcoming(coupon, now, timeZone))
    .map((coupon): PublicPromotion => ({
      kind: 'coupon',
      title: coupon.description || `Cupom ${coupon.code}`,
      rule: describeCouponValue(coupon),
      description: '',
      when: when(coupon),
      code: coupon.code,
      conditions: describeCouponConditions(coupon),
    }));
  return [...offers, ...coupons];
}
