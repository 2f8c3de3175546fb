import type { Database, Executor } from '../../../db/client';
import { AppError } from '../../errors';
import { LIST_CHANGED } from './messages';

/** How one list is read (locked) and given its new order. */
export interface OrderAccess<Id> {
  readIds: (tx: Executor) => Promise<Id[]>;
  write: (tx: Executor, ids: readonly Id[]) => Promise<void>;
}

/**
 * 'Subir' / 'Descer': the whole list in its new order. The ids must be exactly the list's (no item
 * left out, none unknown or twice): a list that changed meanwhile (an item added or deleted
 * elsewhere) is 409, so nothing ends up in a place nobody chose.
 */
export async function reorderItems<Id extends string | number>(
  db: Database,
  access: OrderAccess<Id>,
  ids: readonly Id[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await access.readIds(tx);
    const wanted = new Set(ids);
    const isSameList =
      wanted.size === ids.length &&
      current.length === ids.length &&
      current.every((id) => wanted.has(id));
    if (!isSameList) throw new AppError('CONFLICT', LIST_CHANGED);
    await access.write(tx, ids);
  });
}
