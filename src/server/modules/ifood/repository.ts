import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  categories,
  ifoodConnection,
  ifoodEvents,
  ifoodOrders,
  orders,
  products,
  type IfoodFeesSnapshot,
  type IfoodPaymentSnapshot,
} from '../../../db/schema';
import type { CatalogueMatch, IfoodEvent } from '../../../domain/admin-ifood';

export type IfoodConnectionRow = typeof ifoodConnection.$inferSelect;

export async function findIfoodConnection(db: Executor): Promise<IfoodConnectionRow | null> {
  const [row] = await db.select().from(ifoodConnection).where(eq(ifoodConnection.id, 1));
  return row ?? null;
}

/** The row, locked until the transaction ends: one refresh of the tokens at a time. */
export async function lockIfoodConnection(tx: Executor): Promise<IfoodConnectionRow | null> {
  const [row] = await tx
    .select()
    .from(ifoodConnection)
    .where(eq(ifoodConnection.id, 1))
    .for('update');
  return row ?? null;
}

type ConnectionChange = Partial<Omit<IfoodConnectionRow, 'id'>> & { updatedAt: Date };

export async function saveIfoodConnection(db: Executor, change: ConnectionChange): Promise<void> {
  await db
    .insert(ifoodConnection)
    .values({ id: 1, ...change })
    .onConflictDoUpdate({ target: ifoodConnection.id, set: change });
}

/**
 * Stores the events of one poll; answers those that are new. An event iFood sends again (its
 * acknowledgment was lost) is already here and is not answered again.
 */
export async function storeIfoodEvents(
  tx: Executor,
  events: readonly IfoodEvent[],
  receivedAt: Date,
): Promise<string[]> {
  if (events.length === 0) return [];
  const rows = await tx
    .insert(ifoodEvents)
    .values(
      events.map((event) => ({
        id: event.id,
        code: event.code,
        fullCode: event.fullCode,
        ifoodOrderId: event.orderId,
        merchantId: event.merchantId,
        createdAt: new Date(event.createdAt),
        metadata: event.metadata ?? null,
        receivedAt,
      })),
    )
    .onConflictDoNothing({ target: ifoodEvents.id })
    .returning({ id: ifoodEvents.id });
  return rows.map((row) => row.id);
}

export async function findIfoodEvent(db: Executor, id: string) {
  const [row] = await db.select().from(ifoodEvents).where(eq(ifoodEvents.id, id));
  return row ?? null;
}

export async function markIfoodEventApplied(db: Executor, id: string, at: Date): Promise<void> {
  await db.update(ifoodEvents).set({ appliedAt: at }).where(eq(ifoodEvents.id, id));
}

export type IfoodOrderRow = typeof ifoodOrders.$inferSelect;

export async function findIfoodOrderByIfoodId(
  db: Executor,
  ifoodOrderId: string,
): Promise<IfoodOrderRow | null> {
  const [row] = await db
    .select()
    .from(ifoodOrders)
    .where(eq(ifoodOrders.ifoodOrderId, ifoodOrderId));
  return row ?? null;
}

export async function findIfoodOrderOf(db: Executor, orderId: number) {
  const [row] = await db
    .select({ ifood: ifoodOrders, status: orders.status, rejectionReason: orders.rejectionReason })
    .from(ifoodOrders)
    .innerJoin(orders, eq(orders.id, ifoodOrders.orderId))
    .where(eq(ifoodOrders.orderId, orderId));
  return row ?? null;
}

/** Links our new order to iFood's; false when another run linked that iFood order first. */
export async function insertIfoodOrder(
  tx: Executor,
  row: {
    ifoodOrderId: string;
    orderId: number;
    displayId: string;
    orderType: string;
    payment: IfoodPaymentSnapshot;
    fees: IfoodFeesSnapshot;
  },
): Promise<void> {
  await tx.insert(ifoodOrders).values(row);
}

/** Records a step sent to iFood (once: the list never holds it twice). */
export async function addSentStep(db: Executor, ifoodOrderId: string, step: string) {
  await db
    .update(ifoodOrders)
    .set({
      sentSteps: sql`case when ${ifoodOrders.sentSteps} @> ${JSON.stringify([step])}::jsonb
        then ${ifoodOrders.sentSteps} else ${ifoodOrders.sentSteps} || ${JSON.stringify([step])}::jsonb end`,
    })
    .where(eq(ifoodOrders.ifoodOrderId, ifoodOrderId));
}

export async function markCancelledByIfood(db: Executor, ifoodOrderId: string): Promise<void> {
  await db
    .update(ifoodOrders)
    .set({ cancelledByIfood: true })
    .where(eq(ifoodOrders.ifoodOrderId, ifoodOrderId));
}

export async function markCancellationRequested(
  db: Executor,
  ifoodOrderId: string,
  at: Date,
): Promise<void> {
  await db
    .update(ifoodOrders)
    .set({ cancellationRequestedAt: at })
    .where(eq(ifoodOrders.ifoodOrderId, ifoodOrderId));
}

/**
 * Our products named by iFood's externalCodes: the shop writes a product's number in Forno as
 * the item's code in iFood's catalogue (decision 072). Codes that are not numbers match nothing.
 */
export async function findCatalogueMatches(
  db: Executor,
  codes: readonly string[],
): Promise<Map<string, CatalogueMatch>> {
  const ids = [...new Set(codes.filter((code) => /^\d{1,9}$/.test(code)).map(Number))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, name: products.name, categorySlug: categories.slug })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(products.id, ids));
  return new Map(
    rows.map((row) => [
      String(row.id),
      { productId: row.id, name: row.name, categorySlug: row.categorySlug },
    ]),
  );
}

/**
 * Takes the order's sync for the job `jobId` until `until`: free, already its own, or left by a
 * run that stopped. false: another run holds it (and will see this run's status when it ends).
 */
export async function takeIfoodSync(
  db: Executor,
  { orderId, jobId, now, until }: { orderId: number; jobId: number; now: Date; until: Date },
): Promise<boolean> {
  const rows = await db
    .update(ifoodOrders)
    .set({ syncingJobId: jobId, syncingUntil: until })
    .where(
      and(
        eq(ifoodOrders.orderId, orderId),
        or(
          isNull(ifoodOrders.syncingJobId),
          eq(ifoodOrders.syncingJobId, jobId),
          lt(ifoodOrders.syncingUntil, now),
        ),
      ),
    )
    .returning({ orderId: ifoodOrders.orderId });
  return rows.length > 0;
}

export async function releaseIfoodSync(db: Executor, orderId: number, jobId: number) {
  await db
    .update(ifoodOrders)
    .set({ syncingJobId: null, syncingUntil: null })
    .where(and(eq(ifoodOrders.orderId, orderId), eq(ifoodOrders.syncingJobId, jobId)));
}
