import { and, count, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { customers, orders } from '../../../db/schema';
import type { OrderStatus } from '../../../domain/order-status';
import { toOrderStatus } from '../orders/repository';
import type { TimeRange } from '../../../domain/local-day';

const placedWithin = (range: TimeRange): SQL | undefined =>
  and(gte(orders.placedAt, range.start), lt(orders.placedAt, range.end));

/** How many orders have each status: all of them, or those placed within `range`. One query. */
export async function countOrdersByStatus(
  db: Executor,
  range: TimeRange | null,
): Promise<Map<OrderStatus, number>> {
  const rows = await db
    .select({ status: orders.status, orders: count() })
    .from(orders)
    .where(range ? placedWithin(range) : undefined)
    .groupBy(orders.status);
  return new Map(rows.map((row) => [toOrderStatus(row.status), row.orders]));
}

/** Orders placed within `range` and what they are worth, rejected ones left out. */
export async function sumOrders(
  db: Executor,
  range: TimeRange,
): Promise<{ orders: number; revenueCents: number }> {
  const [row] = await db
    .select({
      orders: count(),
      revenueCents: sql<number>`coalesce(sum(${orders.totalCents}), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(and(placedWithin(range), ne(orders.status, 'rejeitado' satisfies OrderStatus)));
  return { orders: row?.orders ?? 0, revenueCents: row?.revenueCents ?? 0 };
}

export async function countCustomersCreated(db: Executor, range: TimeRange): Promise<number> {
  const [row] = await db
    .select({ customers: count() })
    .from(customers)
    .where(and(gte(customers.createdAt, range.start), lt(customers.createdAt, range.end)));
  return row?.customers ?? 0;
}

/** Orders for a slot starting within `range`, rejected ones left out. */
export async function countScheduledWithin(db: Executor, range: TimeRange): Promise<number> {
  const [row] = await db
    .select({ orders: count() })
    .from(orders)
    .where(
      and(
        gte(orders.scheduledFor, range.start),
        lt(orders.scheduledFor, range.end),
        ne(orders.status, 'rejeitado' satisfies OrderStatus),
      ),
    );
  return row?.orders ?? 0;
}
