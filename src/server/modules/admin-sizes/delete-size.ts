import type { Database } from '../../../db/client';
import type { SizeId } from '../../../domain/sizes';
import { AppError } from '../../errors';
import { LAST_ACTIVE_SIZE, SIZE_NOT_FOUND, SIZE_USED_BY_ORDERS } from './messages';
import { deleteSizeRow, listSizesForUpdate, sizeUsedByOrders } from './repository';

/**
 * A size no order ever used is deleted with the products' prices in it; one an order used is
 * never deleted, only deactivated (409), so old orders and reports keep naming it (decision 046).
 */
export async function deleteSize(db: Database, id: SizeId): Promise<void> {
  await db.transaction(async (tx) => {
    const all = await listSizesForUpdate(tx);
    const size = all.find((s) => s.id === id);
    if (!size) throw new AppError('NOT_FOUND', SIZE_NOT_FOUND);
    if (await sizeUsedByOrders(tx, id)) throw new AppError('CONFLICT', SIZE_USED_BY_ORDERS);
    if (size.isActive && !all.some((s) => s.id !== id && s.isActive)) {
      throw new AppError('CONFLICT', LAST_ACTIVE_SIZE);
    }
    await deleteSizeRow(tx, id);
  });
}
