import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { cashShifts, comandas, orders } from '../../../db/schema';
import type { ClosingLine, MethodSales } from '../../../domain/admin-cash-shift';
import type { ComandaPayment } from '../../../domain/comanda';
import { SALE_STATUSES } from '../../../domain/order-status';
import { PAID_AT_TABLE } from '../../../domain/tables';

/** The till's SQL (docs/decisions/048). */

export type CashShiftRow = typeof cashShifts.$inferSelect;

/** The open till, if any. */
export async function findOpenShift(db: Executor): Promise<CashShiftRow | null> {
  const [row] = await db.select().from(cashShifts).where(isNull(cashShifts.closedAt)).limit(1);
  return row ?? null;
}

export async function findShift(db: Executor, id: number): Promise<CashShiftRow | null> {
  const [row] = await db.select().from(cashShifts).where(eq(cashShifts.id, id)).limit(1);
  return row ?? null;
}

/** The closed tills, latest first. */
export async function listClosedShifts(db: Executor, limit: number): Promise<CashShiftRow[]> {
  return db
    .select()
    .from(cashShifts)
    .where(isNotNull(cashShifts.closedAt))
    .orderBy(desc(cashShifts.closedAt), desc(cashShifts.id))
    .limit(limit);
}

/** When the till closed last before `instant` (null when none did). */
export async function lastClosingBefore(db: Executor, instant: Date): Promise<Date | null> {
  const [row] = await db
    .select({ closedAt: cashShifts.closedAt })
    .from(cashShifts)
    .where(and(isNotNull(cashShifts.closedAt), lte(cashShifts.closedAt, instant)))
    .orderBy(desc(cashShifts.closedAt))
    .limit(1);
  return row?.closedAt ?? null;
}

/**
 * Opens the till. The unique index over open rows refuses a second one, whichever desk or
 * instance asks: the caller turns that refusal into a 409.
 */
export async function insertShift(
  db: Executor,
  shift: { openedAt: Date; openedById: number; openedByName: string; startingCashCents: number },
): Promise<CashShiftRow> {
  const [row] = await db.insert(cashShifts).values(shift).returning();
  if (!row) throw new Error('cash shift not inserted');
  return row;
}

/** Closes the till if it is still open; null when another desk closed it first. */
export async function closeShift(
  db: Executor,
  id: number,
  closing: {
    closedAt: Date;
    closedById: number;
    closedByName: string;
    counted: Record<string, number>;
    closingLines: ClosingLine[];
    withoutOpenShiftOrders: number;
    withoutOpenShiftCents: number;
  },
): Promise<CashShiftRow | null> {
  const [row] = await db
    .update(cashShifts)
    .set(closing)
    .where(and(eq(cashShifts.id, id), isNull(cashShifts.closedAt)))
    .returning();
  return row ?? null;
}

/**
 * The sales (SALE_STATUSES) placed in [start, end), per payment method. A table's orders ('Na
 * comanda') are left out: their money is counted when the comanda closes (`closedComandas`).
 */
export async function salesByMethod(
  db: Executor,
  range: { start: Date; end: Date },
): Promise<MethodSales[]> {
  const rows = await db
    .select({
      paymentMethod: orders.paymentMethod,
      orders: sql<number>`count(*)::int`,
      totalCents: sql<number>`coalesce(sum(${orders.totalCents}), 0)::float8`,
    })
    .from(orders)
    .where(
      and(
        gte(orders.placedAt, range.start),
        lt(orders.placedAt, range.end),
        inArray(orders.status, [...SALE_STATUSES]),
        ne(orders.paymentMethod, PAID_AT_TABLE),
      ),
    )
    .groupBy(orders.paymentMethod)
    .orderBy(orders.paymentMethod);
  return rows.map((row) => ({
    paymentMethod: row.paymentMethod,
    orders: Number(row.orders),
    totalCents: Number(row.totalCents),
  }));
}

/** The payments of the comandas closed in [start, end) (docs/decisions/057). */
export async function closedComandas(
  db: Executor,
  range: { start: Date; end: Date },
): Promise<{ payments: ComandaPayment[] }[]> {
  const rows = await db
    .select({ payments: comandas.payments })
    .from(comandas)
    .where(and(gte(comandas.closedAt, range.start), lt(comandas.closedAt, range.end)));
  return rows.map((row) => ({ payments: row.payments ?? [] }));
}
