import type { Executor } from '../../../db/client';
import {
  CASH_SHIFT_ALREADY_OPEN,
  type CashShift,
  type OpenCashShift,
} from '../../../domain/admin-cash-shift';
import { AppError } from '../../errors';
import { tillSettings, toCashShift } from './cash-shift-view';
import { insertShift } from './repository';

/** 'Abrir caixa' with the starting cash: one till open at a time, whichever desk asks first. */
export async function openCashShift(
  db: Executor,
  input: OpenCashShift,
  actor: { id: number; name: string },
  now: Date,
): Promise<CashShift> {
  let row;
  try {
    row = await insertShift(db, {
      openedAt: now,
      openedById: actor.id,
      openedByName: actor.name,
      startingCashCents: input.startingCashCents,
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('CASH_SHIFT_ALREADY_OPEN', CASH_SHIFT_ALREADY_OPEN);
    throw error;
  }
  return toCashShift(db, row, await tillSettings(db), now);
}

/** Both drivers report a unique violation as SQLSTATE 23505, PGlite sometimes on a cause. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
