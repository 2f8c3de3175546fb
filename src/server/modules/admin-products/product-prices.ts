import type { Executor } from '../../../db/client';
import { DRINKS_CATEGORY } from '../../../domain/catalogue';
import { resolveProductPrices, type ProductPricesInput } from '../../../domain/sizes';
import { AppError } from '../../errors';
import { listAllSizes } from './repository';

/**
 * A product's prices as they will be stored (decision 046), or a 400 naming the field: a drink
 * needs its one price, anything else a price in at least one of the shop's sizes.
 */
export async function resolvePrices(
  db: Executor,
  categorySlug: string,
  input: ProductPricesInput,
): Promise<{ priceCents: number; sizePrices: Record<string, number> }> {
  const resolved = resolveProductPrices(
    input,
    categorySlug !== DRINKS_CATEGORY,
    await listAllSizes(db),
  );
  if (!resolved.ok) {
    throw new AppError('VALIDATION_ERROR', resolved.message, [
      { path: resolved.path, message: resolved.message },
    ]);
  }
  return { priceCents: resolved.priceCents, sizePrices: resolved.sizePrices };
}
