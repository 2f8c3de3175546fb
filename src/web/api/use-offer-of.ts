import { useCallback } from 'react';
import type { MenuOffer } from '../../domain/menu';
import { productOffer, type DiscountableLine, type ProductOffer } from '../../domain/offer-savings';
import { useEstablishment } from './get-establishment';
import { useMenu } from './get-menu';

export type OfferOf = (line: DiscountableLine) => ProductOffer<MenuOffer> | null;

/**
 * The automatic offer a line gets now (decision 041): the menu's offers, priced by the domain's
 * `productOffer` in the shop's time zone, as the order's total will be. Nothing until both the
 * menu and the shop are loaded.
 */
export function useOfferOf(): OfferOf {
  const offers = useMenu().data?.offers;
  const timeZone = useEstablishment().data?.timeZone;
  return useCallback(
    (line) =>
      offers && offers.length > 0 && timeZone
        ? productOffer(offers, line, new Date(), timeZone)
        : null,
    [offers, timeZone],
  );
}
