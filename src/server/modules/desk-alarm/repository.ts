import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { orders } from '../../../db/schema';
import type { OrderStatus } from '../../../domain/order-status';

/** The orders nobody opened yet, rejected ones left out, oldest first. */
export function listUnopenedOrders(db: Executor): Promise<{ id: number; createdAt: Date }[]> {
  return db
    .select({ id: orders.id, createdAt: orders.createdAt })
    .from(orders)
    .where(and(isNull(orders.openedAt), ne(orders.status, 'rejeitado' satisfies OrderStatus)))
    .orderBy(asc(orders.id));
}

/**
 * Records the first opening of an order (one statement: of two desks opening it at once, one
 * writes). Answers 'opened' when this call opened it, 'already' when someone had, null when there
 * is no such order.
 */
export async function recordOrderOpened(
  db: Executor,
  opening: { id: number; by: number | null; at: Date },
): Promise<'opened' | 'already' | null> {
  const opened = await db
    .update(orders)
    .set({ openedAt: opening.at, openedBy: opening.by })
    .where(and(eq(orders.id, opening.id), isNull(orders.openedAt)))
    .returning({ id: orders.id });
  if (opened.length === 1) return 'opened';
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.id, opening.id))
    .limit(1);
  return row ? 'already' : null;
}
