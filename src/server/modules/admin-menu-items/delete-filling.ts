import type { Executor } from '../../../db/client';
import { AppError } from '../../errors';
import { FILLING_NOT_FOUND } from './messages';
import { softDeleteFilling } from './repository';

/** 'Excluir recheio': off the menu; old orders still read it (snapshot). */
export async function deleteFilling(
  db: Executor,
  key: { crustId: string; id: string },
  now: Date,
): Promise<void> {
  if (!(await softDeleteFilling(db, key, now))) throw new AppError('NOT_FOUND', FILLING_NOT_FOUND);
}
