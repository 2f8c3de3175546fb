import type { Database } from '../../../db/client';
import {
  CASH_SHIFT_ALREADY_CLOSED,
  type CashShift,
  type CloseCashShift,
} from '../../../domain/admin-cash-shift';
import { AppError } from '../../errors';
import { shiftFigures, tillSettings, toCashShift } from './cash-shift-view';
import { closeShift, findShift } from './repository';

/**
 * 'Fechar caixa' with what was counted per payment method: the closing (expected, counted,
 * difference per method) is worked out and kept with the till, with who closed it and when.
 */
export async function closeCashShift(
  db: Database,
  id: number,
  input: CloseCashShift,
  actor: { id: number; name: string },
  now: Date,
): Promise<CashShift> {
  return db.transaction(async (tx) => {
    const shift = await findShift(tx, id);
    if (!shift) throw new AppError('NOT_FOUND', 'Caixa não encontrado.');
    if (shift.closedAt) throw new AppError('CASH_SHIFT_ALREADY_CLOSED', CASH_SHIFT_ALREADY_CLOSED);
    const counted = Object.fromEntries(
      input.counted.map((line) => [line.paymentMethod, line.countedCents]),
    );
    const till = await tillSettings(tx);
    const { lines, withoutOpenShift } = await shiftFigures(tx, shift, now, till, counted);
    const closed = await closeShift(tx, id, {
      closedAt: now,
      closedById: actor.id,
      closedByName: actor.name,
      counted,
      closingLines: lines,
      withoutOpenShiftOrders: withoutOpenShift.orders,
      withoutOpenShiftCents: withoutOpenShift.totalCents,
    });
    // another desk closed it between the read and the write
    if (!closed) throw new AppError('CASH_SHIFT_ALREADY_CLOSED', CASH_SHIFT_ALREADY_CLOSED);
    return toCashShift(tx, closed, till, now);
  });
}
