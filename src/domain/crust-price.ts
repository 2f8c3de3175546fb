/**
 * What a crust costs with its chosen filling (decision 047): the crust's price plus the filling's
 * own, R$ 0,00 for most. The wizard, the cart and the server price a crust with this one sum.
 */
export function crustWithFillingCents(
  crust: { priceCents: number },
  filling: { priceCents?: number } | null | undefined,
): number {
  return crust.priceCents + (filling?.priceCents ?? 0);
}
