import type { Executor } from '../../../db/client';
import { DRINKS_CATEGORY } from '../../../domain/catalogue';
import { resolveProductPrices, type ProductPricesInput } from '../../../domain/sizes';
import { lowestVariantPriceCents, VARIANTS_ONLY_UNSIZED } from '../../../domain/variants';
import { AppError } from '../../errors';
import { listAllSizes } from './repository';

/**
 * A product's prices as they will be stored (decision 046), or a 400 naming the field: a drink
 * needs its one price, anything else a price in at least one of the shop's sizes.
 */
export async function resolvePrices(
  db: Executor,
  categorySlug: string,
  input: ProductPricesInput & { variants?: readonly { priceCents: number }[] | undefined },
): Promise<{ priceCents: number; sizePrices: Record<string, number> }> {
  const isSoldBySize = categorySlug !== DRINKS_CATEGORY;
  const variants = input.variants ?? [];
  if (isSoldBySize && variants.length > 0) {
    throw new AppError('VALIDATION_ERROR', VARIANTS_ONLY_UNSIZED, [
      { path: 'body/variants', message: VARIANTS_ONLY_UNSIZED },
    ]);
  }
  // a product with variants keeps its lowest as its one price (decision 052)
  const prices =
    variants.length > 0 ? { ...input, priceCents: lowestVariantPriceCents(variants) } : input;
  const resolved = resolveProductPrices(prices, isSoldBySize, await listAllSizes(db));
  if (!resolved.ok) {
    throw new AppError('VALIDATION_ERROR', resolved.message, [
      { path: resolved.path, message: resolved.message },
    ]);
  }
  return { priceCents: resolved.priceCents, sizePrices: resolved.sizePrices };
}
