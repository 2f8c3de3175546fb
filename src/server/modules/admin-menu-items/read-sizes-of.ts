import type { Executor } from '../../../db/client';
import { UNKNOWN_SIZE_MESSAGE, unknownSizeOf } from '../../../domain/admin-menu-items';
import { AppError } from '../../errors';
import { listSizeNames } from './repository';

/**
 * The shop's sizes, to save an item's prices per size (decision 051): a price in a size that is
 * not the shop's (deleted meanwhile) is refused under its field.
 */
export async function readSizesOf(
  db: Executor,
  sizePrices: Readonly<Record<string, number>>,
): Promise<{ id: string; name: string }[]> {
  const sizes = await listSizeNames(db);
  const unknown = unknownSizeOf(sizePrices, sizes);
  if (unknown !== null) {
    throw new AppError('INVALID_SIZE', UNKNOWN_SIZE_MESSAGE, [
      { path: `body/sizePrices/${unknown}`, message: UNKNOWN_SIZE_MESSAGE },
    ]);
  }
  return sizes;
}
