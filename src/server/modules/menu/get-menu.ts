import type { Executor } from '../../../db/client';
import { DEFAULT_ESTABLISHMENT } from '../../../domain/establishment';
import type { Menu } from '../../../domain/menu';
import {
  MOST_ORDERED_DAYS,
  MOST_ORDERED_LIMIT,
  mostOrderedList,
} from '../../../domain/most-ordered';
import { isPromotionCurrentOrUpcoming } from '../../../domain/offer-savings';
import { findSettings } from '../establishment/repository';
import { listActiveOffers } from './offers-repository';
import {
  listAvailableExtras,
  listCategories,
  listCrusts,
  listProducts,
  listSizes,
  listTopSellingProductIds,
} from './repository';

/** The top sellers' ids, as the menu cache keeps them for a while (decision 035). */
export type TopSellers = (db: Executor) => Promise<number[]>;

/** The top sellers of the last 30 days before `now`, read from the orders. */
export function readTopSellers(db: Executor, now: Date): Promise<number[]> {
  const since = new Date(now.getTime() - MOST_ORDERED_DAYS * 86_400_000);
  // a few more than the tab lists: some may have left the menu since
  return listTopSellingProductIds(db, since, MOST_ORDERED_LIMIT * 2);
}

export async function getMenu(db: Executor, topSellers?: TopSellers): Promise<Menu> {
  const [categories, sizes, products, extras, crusts, stored, offers] = await Promise.all([
    listCategories(db),
    listSizes(db, 'active'),
    listProducts(db),
    listAvailableExtras(db),
    listCrusts(db),
    findSettings(db),
    listActiveOffers(db),
  ]);
  const settings = stored?.settings ?? DEFAULT_ESTABLISHMENT;
  const mode = settings.mostOrdered;
  const menu: Menu = { categories, sizes, products, extras, crusts };
  // the cards show the offers (decision 041); the device decides which holds at its moment
  const current = offers.filter((offer) =>
    isPromotionCurrentOrUpcoming(offer, new Date(), settings.timeZone),
  );
  if (current.length > 0) {
    menu.offers = current.map((offer) => ({
      id: offer.id,
      name: offer.name,
      kind: offer.kind,
      categorySlugs: offer.categorySlugs,
      percent: offer.percent,
      pairedCategorySlugs: offer.pairedCategorySlugs,
      comboPriceCents: offer.comboPriceCents,
      validFrom: offer.validFrom,
      validUntil: offer.validUntil,
      weekdays: offer.weekdays,
      isActive: offer.isActive,
    }));
  }
  if (mode === 'automatic') {
    const top = await (topSellers ?? ((d) => readTopSellers(d, new Date())))(db);
    menu.mostOrderedIds = mostOrderedList(products, top);
  }
  return menu;
}
