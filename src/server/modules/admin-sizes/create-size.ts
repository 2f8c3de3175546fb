import type { Database } from '../../../db/client';
import type { AdminSize, SizeData } from '../../../domain/admin-sizes';
import { sizeIdFromName } from '../../../domain/sizes';
import { insertSize, listSizesForUpdate } from './repository';

/**
 * A new size, last on the menu, its id made of its name ('Família' → 'familia') and never changed
 * after (decision 046). No product is sold in it until its price is set in the product dialog.
 */
export async function createSize(db: Database, data: SizeData): Promise<AdminSize> {
  return db.transaction(async (tx) => {
    const all = await listSizesForUpdate(tx);
    const size = {
      ...data,
      id: sizeIdFromName(
        data.name,
        all.map((s) => s.id),
      ),
      sortOrder: all.reduce((max, s) => Math.max(max, s.sortOrder + 1), 0),
    };
    await insertSize(tx, size);
    return { ...size, usedByOrders: false };
  });
}
