import { and, asc, eq, inArray, isNull, lte, max, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { orderEvents, orders } from '../../../db/schema';
import { KITCHEN_STATUSES } from '../../../domain/admin-kitchen';
import type { OrderStatus } from '../../../domain/order-status';
import type { OrderRow } from '../orders/repository';

/**
 * The accepted orders to cook, oldest accepted first, each with when it was accepted: its last
 * move to 'aprovado' in the history, or, for an order that has none, when its status last changed
 * (an approved one) or when it was placed. Orders held for a later slot (`heldAfter`) wait on the
 * desk's 'Agendados' as they do on the desk's lists.
 */
export async function listKitchenOrderRows(
  db: Executor,
  heldAfter: Date,
): Promise<{ row: OrderRow; acceptedAt: Date }[]> {
  const accepted = db
    .select({ orderId: orderEvents.orderId, at: max(orderEvents.at).as('accepted_at') })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.kind, 'status'),
        eq(orderEvents.toValue, 'aprovado' satisfies OrderStatus),
      ),
    )
    .groupBy(orderEvents.orderId)
    .as('accepted');
  const acceptedAt = sql<Date>`coalesce(${accepted.at}, case when ${orders.status} = 'aprovado' then ${orders.statusChangedAt} else ${orders.createdAt} end)`;
  const rows = await db
    .select({ order: orders, acceptedAt: acceptedAt.mapWith((v: string | Date) => new Date(v)) })
    .from(orders)
    .leftJoin(accepted, eq(accepted.orderId, orders.id))
    .where(
      and(
        inArray(orders.status, [...KITCHEN_STATUSES]),
        or(isNull(orders.scheduledFor), lte(orders.scheduledFor, heldAfter)),
      ),
    )
    .orderBy(asc(acceptedAt), asc(orders.id));
  return rows.map((r) => ({ row: r.order, acceptedAt: r.acceptedAt }));
}
