import { and, asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { orders, pushSubscriptions } from '../../../db/schema';
import type { Fulfilment } from '../../../domain/delivery';
import { toOrderStatus } from '../orders/repository';
import type { OrderStatus } from '../../../domain/order-status';

export interface PushOrder {
  id: number;
  publicId: string;
  status: OrderStatus;
  fulfilment: Fulfilment;
}

const orderColumns = {
  id: orders.id,
  publicId: orders.publicId,
  status: orders.status,
  fulfilment: orders.fulfilment,
};

function toPushOrder(row: {
  id: number;
  publicId: string;
  status: string;
  fulfilment: Fulfilment;
}): PushOrder {
  return { ...row, status: toOrderStatus(row.status) };
}

/**
 * The order a subscription is for, its row locked until the transaction ends: two subscriptions
 * arriving at once are counted one after the other.
 */
export async function lockOrderByPublicId(
  tx: Executor,
  publicId: string,
): Promise<PushOrder | null> {
  const [row] = await tx
    .select(orderColumns)
    .from(orders)
    .where(eq(orders.publicId, publicId))
    .for('update');
  return row ? toPushOrder(row) : null;
}

export async function findPushOrder(db: Executor, orderId: number): Promise<PushOrder | null> {
  const [row] = await db.select(orderColumns).from(orders).where(eq(orders.id, orderId));
  return row ? toPushOrder(row) : null;
}

export async function findOrderIdByPublicId(
  db: Executor,
  publicId: string,
): Promise<number | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.publicId, publicId));
  return row?.id ?? null;
}

export async function countSubscriptions(tx: Executor, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.orderId, orderId));
  return row?.n ?? 0;
}

export interface NewSubscription {
  orderId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Takes the new keys of a browser that subscribed again at the same address (false), or adds it
 * when `mayAdd` (true); null when it is new and may not be added.
 */
export async function upsertSubscription(
  tx: Executor,
  sub: NewSubscription,
  mayAdd: boolean,
): Promise<boolean | null> {
  const [row] = await tx
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(
      and(eq(pushSubscriptions.orderId, sub.orderId), eq(pushSubscriptions.endpoint, sub.endpoint)),
    );
  if (row) {
    await tx
      .update(pushSubscriptions)
      .set({ p256dh: sub.p256dh, auth: sub.auth, lastError: null, lastErrorAt: null })
      .where(eq(pushSubscriptions.id, row.id));
    return false;
  }
  if (!mayAdd) return null;
  await tx.insert(pushSubscriptions).values(sub);
  return true;
}

export async function deleteSubscription(
  db: Executor,
  orderId: number,
  endpoint: string,
): Promise<boolean> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.orderId, orderId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

export interface StoredSubscription {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  lastSentKey: string | null;
}

export function listSubscriptions(db: Executor, orderId: number): Promise<StoredSubscription[]> {
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      lastSentKey: pushSubscriptions.lastSentKey,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.orderId, orderId))
    .orderBy(asc(pushSubscriptions.id));
}

export async function markSent(db: Executor, id: number, key: string): Promise<void> {
  await db
    .update(pushSubscriptions)
    .set({ lastSentKey: key, lastError: null, lastErrorAt: null })
    .where(eq(pushSubscriptions.id, id));
}

export async function markFailed(db: Executor, id: number, error: string, at: Date): Promise<void> {
  await db
    .update(pushSubscriptions)
    .set({ lastError: error.slice(0, 500), lastErrorAt: at })
    .where(eq(pushSubscriptions.id, id));
}

export async function dropSubscription(db: Executor, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}
