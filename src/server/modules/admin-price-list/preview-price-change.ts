import type { Executor } from '../../../db/client';
import {
  previewPriceChange,
  type PriceChange,
  type PriceRow,
} from '../../../domain/admin-price-list';
import { AppError } from '../../errors';
import { categoryExists, readPriceItems } from './repository';

/** The preview of a bulk change: every price of the set, now and after (decision 047). Writes nothing. */
export async function previewPrices(db: Executor, change: PriceChange): Promise<PriceRow[]> {
  if (change.target === 'category' && !(await categoryExists(db, change.categoryId ?? 0))) {
    throw new AppError('UNKNOWN_CATEGORY', 'Categoria não encontrada.', [
      { path: 'body/categoryId', message: 'Escolha a categoria' },
    ]);
  }
  return previewPriceChange(await readPriceItems(db, change), change);
}
