import { and, desc, eq, inArray, max } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { orderEvents } from '../../../db/schema';
import type { OrderEvent, OrderEventKind } from '../../../domain/admin-order-events';
import type { OrderStatus } from '../../../domain/order-status';

/** The staff member a change is recorded against. */
export interface OrderEventActor {
  /** null for the shop itself (an order accepted automatically). */
  id: number | null;
  name: string;
}

export interface NewOrderEvent {
  orderId: number;
  kind: OrderEventKind;
  actor: OrderEventActor;
  from?: string | null;
  to?: string | null;
  note?: string | null;
  at: Date;
}

/**
 * Adds a line to the order's history. Call it with the transaction that makes the change, so the
 * history holds exactly the changes that happened.
 */
export async function recordOrderEvent(tx: Executor, event: NewOrderEvent): Promise<void> {
  await tx.insert(orderEvents).values({
    orderId: event.orderId,
    kind: event.kind,
    actorId: event.actor.id,
    actorName: event.actor.name,
    fromValue: event.from ?? null,
    toValue: event.to ?? null,
    note: event.note ?? null,
    at: event.at,
  });
}

/**
 * Each order's last move to 'aprovado' in its history, as a subquery `accepted` (`orderId`, `at`)
 * to left-join on the orders: the kitchen and 'Entregas' both list orders oldest accepted first.
 */
export function lastAcceptanceMoves(db: Executor) {
  return db
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
}

/** The order's history, oldest first. */
export async function listOrderEvents(db: Executor, orderId: number): Promise<OrderEvent[]> {
  const rows = await db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(orderEvents.id);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    actorId: row.actorId,
    actorName: row.actorName,
    from: row.fromValue,
    to: row.toValue,
    note: row.note,
    at: row.at.toISOString(),
  }));
}

/** The order's last status change (a move or an undo), or null when it never moved. */
export async function findLastStatusEvent(
  db: Executor,
  orderId: number,
): Promise<{ kind: OrderEventKind; from: string | null; to: string | null; at: Date } | null> {
  const [row] = await db
    .select({
      kind: orderEvents.kind,
      from: orderEvents.fromValue,
      to: orderEvents.toValue,
      at: orderEvents.at,
    })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), inArray(orderEvents.kind, ['status', 'undo'])))
    .orderBy(desc(orderEvents.id))
    .limit(1);
  return row ?? null;
}
