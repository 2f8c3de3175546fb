import { extraPriceInSize, type SizePricedItem } from './pricing';

/**
 * A crust's price in the size (decision 051): its price there if the shop set one, else its one
 * price; the same rule as an extra's.
 */
export function crustPriceInSize(crust: SizePricedItem, size: string): number {
  return extraPriceInSize(crust, size);
}

/**
 * What a crust costs with its chosen filling in the size (decisions 047 and 051): the crust's
 * price in the size plus the filling's own, R$ 0,00 for most, the same in every size. The wizard,
 * the cart and the server price a crust with this one sum.
 */
export function crustWithFillingCents(
  crust: SizePricedItem,
  filling: { priceCents?: number } | null | undefined,
  size: string,
): number {
  return crustPriceInSize(crust, size) + (filling?.priceCents ?? 0);
}
