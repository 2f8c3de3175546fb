import type { Database } from '../../../db/client';
import type { SizeMove } from '../../../domain/admin-sizes';
import type { SizeId } from '../../../domain/sizes';
import { AppError } from '../../errors';
import { SIZE_NOT_FOUND } from './messages';
import { listSizesForUpdate, updateSize } from './repository';

/** One place up or down on the menu; the first stays first on 'up', the last last on 'down'. */
export async function moveSize(db: Database, id: SizeId, { direction }: SizeMove): Promise<void> {
  await db.transaction(async (tx) => {
    const all = await listSizesForUpdate(tx);
    const index = all.findIndex((size) => size.id === id);
    if (index < 0) throw new AppError('NOT_FOUND', SIZE_NOT_FOUND);
    const target = direction === 'up' ? index - 1 : index + 1;
    const moved = all[index];
    const other = all[target];
    if (!moved || !other) return;
    all[target] = moved;
    all[index] = other;
    // numbered again from 0, so equal or gapped numbers never leave two sizes in one place
    for (const [order, size] of all.entries()) {
      if (size.sortOrder !== order) await updateSize(tx, size.id, { sortOrder: order });
    }
  });
}
