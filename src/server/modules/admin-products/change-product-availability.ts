import type { Database } from '../../../db/client';
import type { AdminProduct } from '../../../domain/admin-catalogue';
import { AppError } from '../../errors';
import { getProduct, PRODUCT_NOT_FOUND } from './get-product';
import { updateProductAvailability } from './repository';

/**
 * Pauses a product or offers it again. A paused product stays on the menu marked unavailable
 * (decision 001) and checkout refuses it (PRODUCT_UNAVAILABLE).
 */
export async function changeProductAvailability(
  db: Database,
  id: number,
  change: { isAvailable: boolean; now: Date },
): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    if (!(await updateProductAvailability(tx, id, change))) {
      throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
    }
    return getProduct(tx, id);
  });
}
