import type { Executor } from '../../../db/client';
import type { CashShift } from '../../../domain/admin-cash-shift';
import { AppError } from '../../errors';
import { tillSettings, toCashShift } from './cash-shift-view';
import { findShift } from './repository';

/** One till, open (as of now) or closed (as it was closed), for its page and its printout. */
export async function getCashShift(db: Executor, id: number, now: Date): Promise<CashShift> {
  const row = await findShift(db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Caixa não encontrado.');
  return toCashShift(db, row, await tillSettings(db), now);
}
