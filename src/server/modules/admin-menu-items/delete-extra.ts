import type { Executor } from '../../../db/client';
import { AppError } from '../../errors';
import { EXTRA_NOT_FOUND } from './messages';
import { softDeleteExtra } from './repository';

/** 'Excluir adicional': gone from the menu and the lists; old orders still read it (snapshot). */
export async function deleteExtra(db: Executor, id: number, now: Date): Promise<void> {
  if (!(await softDeleteExtra(db, id, now))) throw new AppError('NOT_FOUND', EXTRA_NOT_FOUND);
}
