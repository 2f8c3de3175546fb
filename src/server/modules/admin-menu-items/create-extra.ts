import type { Database } from '../../../db/client';
import { DUPLICATE_EXTRA_MESSAGE, type AdminExtra } from '../../../domain/admin-menu-items';
import { AppError } from '../../errors';
import { readSizesOf } from './read-sizes-of';
import { insertExtra, isExtraNameTaken, isUniqueViolation, type ExtraData } from './repository';

/** 'Novo adicional': on sale at once, last in the list. A name already used by its type is 409. */
export async function createExtra(db: Database, data: ExtraData): Promise<AdminExtra> {
  try {
    return await db.transaction(async (tx) => {
      if (await isExtraNameTaken(tx, data, null)) throw duplicateExtra();
      await readSizesOf(tx, data.sizePrices);
      return insertExtra(tx, data);
    });
  } catch (error) {
    // two saves of the same name at once: the unique index refuses the second
    if (isUniqueViolation(error)) throw duplicateExtra();
    throw error;
  }
}

export function duplicateExtra(): AppError {
  return new AppError('CONFLICT', DUPLICATE_EXTRA_MESSAGE, [
    { path: 'body/name', message: DUPLICATE_EXTRA_MESSAGE },
  ]);
}
