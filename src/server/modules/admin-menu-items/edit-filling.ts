import type { Database } from '../../../db/client';
import { priceEditsOf, type AdminFilling } from '../../../domain/admin-menu-items';
import { AppError } from '../../errors';
import { logPriceEdit, type ItemEdit } from './log-price-edit';
import { FILLING_NOT_FOUND } from './messages';
import { findFillingForUpdate, updateFilling, type FillingData } from './repository';

/** 'Editar recheio': name and price; its pause stays. A new price is logged. */
export async function editFilling(
  db: Database,
  key: { crustId: string; id: string },
  data: FillingData,
  edit: ItemEdit,
): Promise<AdminFilling> {
  return db.transaction(async (tx) => {
    const before = await findFillingForUpdate(tx, key);
    if (!before) throw new AppError('NOT_FOUND', FILLING_NOT_FOUND);
    const after = await updateFilling(tx, key, data);
    await logPriceEdit(
      tx,
      { kind: 'recheio', itemId: `${key.crustId}/${key.id}`, name: after.name },
      // one price per filling in every size (decision 051)
      priceEditsOf({ ...before, sizePrices: {} }, { ...after, sizePrices: {} }, []),
      edit,
    );
    return after;
  });
}
