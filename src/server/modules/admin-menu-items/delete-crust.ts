import type { Executor } from '../../../db/client';
import { AppError } from '../../errors';
import { CRUST_NOT_FOUND } from './messages';
import { softDeleteCrust } from './repository';

/** 'Excluir borda', its fillings with it: off the menu; old orders still read it (snapshot). */
export async function deleteCrust(db: Executor, id: string, now: Date): Promise<void> {
  if (!(await softDeleteCrust(db, id, now))) throw new AppError('NOT_FOUND', CRUST_NOT_FOUND);
}
