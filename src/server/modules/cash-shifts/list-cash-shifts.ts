import type { Executor } from '../../../db/client';
import type { CashShifts } from '../../../domain/admin-cash-shift';
import { tillSettings, toCashShift } from './cash-shift-view';
import { findOpenShift, listClosedShifts } from './repository';

/** How many closed tills the screen lists. */
const CLOSED_SHIFTS_LISTED = 60;

/** The open till (as of now) and the latest closed ones. */
export async function listCashShifts(db: Executor, now: Date): Promise<CashShifts> {
  const till = await tillSettings(db);
  const [open, closed] = await Promise.all([
    findOpenShift(db),
    listClosedShifts(db, CLOSED_SHIFTS_LISTED),
  ]);
  return {
    current: open ? await toCashShift(db, open, till, now) : null,
    closed: await Promise.all(closed.map((row) => toCashShift(db, row, till, now))),
  };
}
