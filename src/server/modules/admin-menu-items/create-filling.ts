import type { Database } from '../../../db/client';
import { slugIdOf, type AdminFilling } from '../../../domain/admin-menu-items';
import { AppError } from '../../errors';
import { CRUST_NOT_FOUND } from './messages';
import {
  findCrustForUpdate,
  insertFilling,
  listAllFillingIds,
  type FillingData,
} from './repository';

/** 'Novo recheio' of a crust: last among its fillings, its id made of its name. */
export async function createFilling(
  db: Database,
  crustId: string,
  data: FillingData,
): Promise<AdminFilling> {
  return db.transaction(async (tx) => {
    if (!(await findCrustForUpdate(tx, crustId))) throw new AppError('NOT_FOUND', CRUST_NOT_FOUND);
    const id = slugIdOf(data.name, await listAllFillingIds(tx, crustId));
    return insertFilling(tx, { crustId, id }, data);
  });
}
