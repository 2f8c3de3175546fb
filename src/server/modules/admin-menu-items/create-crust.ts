import type { Database } from '../../../db/client';
import { slugIdOf, type AdminCrust } from '../../../domain/admin-menu-items';
import { readSizesOf } from './read-sizes-of';
import { insertCrust, listAllCrustIds, type CrustData } from './repository';

/**
 * 'Nova borda': last on the list, its id made of its name ('Borda Catupiry' → 'borda-catupiry'),
 * never one an older (deleted) crust had, so an old order's crust id names nothing new. Until it
 * gets a filling it is ordered as it is (decision 047).
 */
export async function createCrust(db: Database, data: CrustData): Promise<AdminCrust> {
  return db.transaction(async (tx) => {
    await readSizesOf(tx, data.sizePrices);
    const id = slugIdOf(data.name, await listAllCrustIds(tx));
    return insertCrust(tx, id, data);
  });
}
