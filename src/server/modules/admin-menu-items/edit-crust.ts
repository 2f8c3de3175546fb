import type { Database } from '../../../db/client';
import { priceEditsOf, type AdminCrust } from '../../../domain/admin-menu-items';
import { AppError } from '../../errors';
import { logPriceEdit, type ItemEdit } from './log-price-edit';
import { CRUST_NOT_FOUND } from './messages';
import { readSizesOf } from './read-sizes-of';
import { findCrustForUpdate, updateCrust, type CrustData } from './repository';

/** 'Editar borda': name, description and price (and prices per size); its pause and fillings stay. A new price is logged. */
export async function editCrust(
  db: Database,
  id: string,
  data: CrustData,
  edit: ItemEdit,
): Promise<AdminCrust> {
  return db.transaction(async (tx) => {
    const before = await findCrustForUpdate(tx, id);
    if (!before) throw new AppError('NOT_FOUND', CRUST_NOT_FOUND);
    const sizes = await readSizesOf(tx, data.sizePrices);
    const after = await updateCrust(tx, id, data);
    await logPriceEdit(
      tx,
      { kind: 'borda', itemId: id, name: after.name },
      priceEditsOf(before, after, sizes),
      edit,
    );
    return after;
  });
}
