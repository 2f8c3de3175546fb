import type { Database } from '../../../db/client';
import type { AdminSize, SizeData } from '../../../domain/admin-sizes';
import type { SizeId } from '../../../domain/sizes';
import { AppError } from '../../errors';
import { LAST_ACTIVE_SIZE, SIZE_NOT_FOUND } from './messages';
import { listSizesForUpdate, sizeUsedByOrders, updateSize } from './repository';

/**
 * A size's name, slices, note, flavours and whether it is sold. Orders already placed keep the
 * name they were placed with (decision 046). The shop keeps at least one size on sale.
 */
export async function editSize(db: Database, id: SizeId, data: SizeData): Promise<AdminSize> {
  return db.transaction(async (tx) => {
    const all = await listSizesForUpdate(tx);
    const current = all.find((size) => size.id === id);
    if (!current) throw new AppError('NOT_FOUND', SIZE_NOT_FOUND);
    if (!data.isActive && !all.some((size) => size.id !== id && size.isActive)) {
      throw new AppError('CONFLICT', LAST_ACTIVE_SIZE, [
        { path: 'body/isActive', message: LAST_ACTIVE_SIZE },
      ]);
    }
    await updateSize(tx, id, data);
    return { ...current, ...data, usedByOrders: await sizeUsedByOrders(tx, id) };
  });
}
