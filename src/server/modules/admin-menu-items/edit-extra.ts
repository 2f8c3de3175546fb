import type { Database } from '../../../db/client';
import { priceEditsOf, type AdminExtra } from '../../../domain/admin-menu-items';
import { AppError } from '../../errors';
import { duplicateExtra } from './create-extra';
import { logPriceEdit, type ItemEdit } from './log-price-edit';
import { EXTRA_NOT_FOUND } from './messages';
import { readSizesOf } from './read-sizes-of';
import { findExtraForUpdate, isExtraNameTaken, updateExtra, type ExtraData } from './repository';

/**
 * 'Editar adicional': name, price (and prices per size), type and group; its pause stays as it was. The next orders pay
 * the new price; orders placed keep theirs (their snapshot). A new price is logged.
 */
export async function editExtra(
  db: Database,
  id: number,
  data: ExtraData,
  edit: ItemEdit,
): Promise<AdminExtra> {
  return db.transaction(async (tx) => {
    const before = await findExtraForUpdate(tx, id);
    if (!before) throw new AppError('NOT_FOUND', EXTRA_NOT_FOUND);
    if (await isExtraNameTaken(tx, data, id)) throw duplicateExtra();
    const sizes = await readSizesOf(tx, data.sizePrices);
    const after = await updateExtra(tx, id, data);
    await logPriceEdit(
      tx,
      { kind: 'adicional', itemId: String(id), name: after.name },
      priceEditsOf(before, after, sizes),
      edit,
    );
    return after;
  });
}
