import type { Executor } from '../../../db/client';
import {
  businessDateOf,
  businessDayRange,
  businessDayRule,
  type BusinessDayRule,
} from '../../../domain/business-day';
import {
  closingLines,
  closingTotals,
  withComandaPayments,
  type CashShift,
  type ClosingLine,
} from '../../../domain/admin-cash-shift';
import { DEFAULT_ESTABLISHMENT, type EstablishmentSettings } from '../../../domain/establishment';
import { findSettings } from '../establishment/repository';
import { closedComandas, lastClosingBefore, salesByMethod, type CashShiftRow } from './repository';

/** The shop's payment options and its business-day rule. */
export async function tillSettings(
  db: Executor,
): Promise<{ methods: readonly string[]; rule: BusinessDayRule }> {
  const settings: EstablishmentSettings =
    (await findSettings(db))?.settings ?? DEFAULT_ESTABLISHMENT;
  return { methods: settings.paymentOptions, rule: businessDayRule(settings) };
}

/**
 * The sales a till answers for (docs/decisions/048): those placed while it was open, and those of
 * its business day placed before it opened while no till was (after the last one closed).
 */
export async function shiftFigures(
  db: Executor,
  shift: Pick<CashShiftRow, 'openedAt' | 'startingCashCents'>,
  until: Date,
  till: { methods: readonly string[]; rule: BusinessDayRule },
  counted: Record<string, number> | null,
): Promise<{ lines: ClosingLine[]; withoutOpenShift: CashShift['withoutOpenShift'] }> {
  const dayStart = businessDayRange(businessDateOf(shift.openedAt, till.rule), till.rule).start;
  const lastClosing = await lastClosingBefore(db, shift.openedAt);
  const start = lastClosing && lastClosing > dayStart ? lastClosing : dayStart;
  const takings = async (range: { start: Date; end: Date }) =>
    withComandaPayments(await salesByMethod(db, range), await closedComandas(db, range));
  const [sales, before] = await Promise.all([
    takings({ start, end: until }),
    takings({ start, end: shift.openedAt }),
  ]);
  return {
    lines: closingLines({
      methods: till.methods,
      startingCashCents: shift.startingCashCents,
      sales,
      counted,
    }),
    withoutOpenShift: {
      orders: before.reduce((sum, method) => sum + method.orders, 0),
      totalCents: before.reduce((sum, method) => sum + method.totalCents, 0),
    },
  };
}

/** A till as the API answers it: a closed one as it was closed, an open one as of `now`. */
export async function toCashShift(
  db: Executor,
  row: CashShiftRow,
  till: { methods: readonly string[]; rule: BusinessDayRule },
  now: Date,
): Promise<CashShift> {
  const businessDate = businessDateOf(row.openedAt, till.rule);
  const closed =
    row.closedAt && row.closingLines
      ? {
          lines: row.closingLines,
          withoutOpenShift: {
            orders: row.withoutOpenShiftOrders ?? 0,
            totalCents: row.withoutOpenShiftCents ?? 0,
          },
        }
      : null;
  const { lines, withoutOpenShift } = closed ?? (await shiftFigures(db, row, now, till, null));
  return {
    id: row.id,
    businessDate,
    openedAt: row.openedAt.toISOString(),
    openedBy: { id: row.openedById, name: row.openedByName },
    startingCashCents: row.startingCashCents,
    closedAt: row.closedAt?.toISOString() ?? null,
    closedBy: row.closedAt ? { id: row.closedById, name: row.closedByName ?? '' } : null,
    lines,
    totals: closingTotals(lines),
    withoutOpenShift,
    isPastBusinessDay:
      row.closedAt === null && now >= businessDayRange(businessDate, till.rule).end,
  };
}
