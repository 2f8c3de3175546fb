import { and, count, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { customers, orders } from '../../../db/schema';
import type { Fulfilment } from '../../../domain/delivery';
import type { OrderChannel } from '../../../domain/order-channel';
import { SALE_STATUSES, type OrderStatus } from '../../../domain/order-status';
import type { PaymentStatus } from '../../../domain/payment-status';
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
    .where(and(placedWithin(range), inArray(orders.status, [...SALE_STATUSES])));
  return { orders: row?.orders ?? 0, revenueCents: row?.revenueCents ?? 0 };
}

export interface OrderGroup {
  channel: OrderChannel;
  fulfilment: Fulfilment;
  paymentMethod: string;
  paymentStatus: PaymentStatus;
  orders: number;
  totalCents: number;
  deliveryFeeCents: number;
}

/**
 * Orders placed within `range`, rejected ones left out, counted and summed by channel, fulfilment,
 * payment method and payment state: a handful of rows the dashboard adds up as it needs.
 */
export async function sumOrdersByChannelFulfilmentAndPayment(
  db: Executor,
  range: TimeRange,
): Promise<OrderGroup[]> {
  return db
    .select({
      channel: orders.channel,
      fulfilment: orders.fulfilment,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      orders: count(),
      totalCents: sql<number>`coalesce(sum(${orders.totalCents}), 0)`.mapWith(Number),
      deliveryFeeCents: sql<number>`coalesce(sum(${orders.deliveryFeeCents}), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(and(placedWithin(range), inArray(orders.status, [...SALE_STATUSES])))
    .groupBy(orders.channel, orders.fulfilment, orders.paymentMethod, orders.paymentStatus);
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
        inArray(orders.status, [...SALE_STATUSES]),
      ),
    );
  return row?.orders ?? 0;
}
