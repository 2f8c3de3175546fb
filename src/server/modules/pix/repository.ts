import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import type { OrderStatus } from '../../../domain/order-status';
import { jobs, orders, pixCharges, pixProvider, pixReceived } from '../../../db/schema';
import { noteStatusChange } from '../order-events/status-notice';

export type PixProviderRow = typeof pixProvider.$inferSelect;

/** The shop's provider row; null before the owner ever opened the section. */
export async function findPixProviderRow(db: Executor): Promise<PixProviderRow | null> {
  const [row] = await db.select().from(pixProvider).where(eq(pixProvider.id, 1)).limit(1);
  return row ?? null;
}

/**
 * Writes the provider row (the only one), creating it with `webhookToken` the first time; an
 * existing row keeps its webhook token, so the address registered at the provider stays valid.
 */
export async function upsertPixProviderRow(
  db: Executor,
  values: Omit<typeof pixProvider.$inferInsert, 'id' | 'webhookToken'> & { webhookToken: string },
): Promise<PixProviderRow> {
  const { webhookToken, ...rest } = values;
  const [row] = await db
    .insert(pixProvider)
    .values({ id: 1, webhookToken, ...rest })
    .onConflictDoUpdate({ target: pixProvider.id, set: rest })
    .returning();
  if (!row) throw new Error('pix_provider row not written');
  return row;
}

export type PixChargeRow = typeof pixCharges.$inferSelect;
export type PixReceivedRow = typeof pixReceived.$inferSelect;

/** The charge a txid names, locked until the transaction ends (a payment and an expiry queue up). */
export async function lockChargeByTxid(db: Executor, txid: string): Promise<PixChargeRow | null> {
  const [row] = await db.select().from(pixCharges).where(eq(pixCharges.txid, txid)).for('update');
  return row ?? null;
}

export async function findReceivedByEndToEndId(
  db: Executor,
  endToEndId: string,
): Promise<PixReceivedRow | null> {
  const [row] = await db
    .select()
    .from(pixReceived)
    .where(eq(pixReceived.endToEndId, endToEndId))
    .limit(1);
  return row ?? null;
}

/** Records a received Pix once per end-to-end id; null when it was already recorded. */
export async function insertReceivedPix(
  db: Executor,
  values: typeof pixReceived.$inferInsert,
): Promise<PixReceivedRow | null> {
  const [row] = await db
    .insert(pixReceived)
    .values(values)
    .onConflictDoNothing({ target: pixReceived.endToEndId })
    .returning();
  return row ?? null;
}

/** The order state a received Pix is judged against; locked until the transaction ends. */
export async function lockOrderForPix(
  db: Executor,
  orderId: number,
): Promise<{
  id: number;
  publicId: string;
  status: OrderStatus;
  paymentStatus: string;
  totalCents: number;
  paymentMethod: string;
  fulfilment: string;
  scheduledFor: Date | null;
} | null> {
  const [row] = await db
    .select({
      id: orders.id,
      publicId: orders.publicId,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      totalCents: orders.totalCents,
      paymentMethod: orders.paymentMethod,
      fulfilment: orders.fulfilment,
      scheduledFor: orders.scheduledFor,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  // the column's check keeps it to ORDER_STATUSES
  return row ? { ...row, status: row.status as OrderStatus } : null;
}

/** The charge is paid: it leaves the open ones. */
export async function markChargePaid(db: Executor, chargeId: number, at: Date): Promise<void> {
  await db
    .update(pixCharges)
    .set({ status: 'paga', finishedAt: at })
    .where(eq(pixCharges.id, chargeId));
}

/**
 * The order is paid by the provider's word: 'pago' (the first paid_at stays when staff had marked
 * it already), the payer and the end-to-end id, and it shows on the desk if it was hidden.
 */
export async function markOrderPaidByPix(
  db: Executor,
  change: { orderId: number; paidAt: Date; payerName: string | null; endToEndId: string; at: Date },
): Promise<void> {
  await db
    .update(orders)
    .set({
      paymentStatus: 'pago',
      paidAt: sql`coalesce(${orders.paidAt}, ${change.paidAt})`,
      pixPayerName: change.payerName,
      pixEndToEndId: change.endToEndId,
      awaitingPixPayment: false,
      updatedAt: change.at,
    })
    .where(eq(orders.id, change.orderId));
}

/**
 * A held order (decision 064) is accepted now that nothing holds it; only one still 'pendente',
 * so it is accepted once however many times it is released.
 */
export async function acceptHeldOrder(db: Executor, orderId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ status: 'aprovado', statusChangedAt: at, updatedAt: at })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pendente')))
    .returning({ id: orders.id });
  if (rows.length === 0) return false;
  await noteStatusChange(db, { orderId, from: 'pendente', to: 'aprovado', at });
  return true;
}

// ——— the shop's side: polling and refunds (decision 064) ———

export async function findChargeById(db: Executor, id: number): Promise<PixChargeRow | null> {
  const [row] = await db.select().from(pixCharges).where(eq(pixCharges.id, id)).limit(1);
  return row ?? null;
}

/** The charge a provider's id names (Mercado Pago's notification names its payment). */
export async function findChargeByProviderRef(
  db: Executor,
  providerRef: string,
): Promise<PixChargeRow | null> {
  const [row] = await db
    .select()
    .from(pixCharges)
    .where(eq(pixCharges.providerRef, providerRef))
    .orderBy(desc(pixCharges.id))
    .limit(1);
  return row ?? null;
}

/**
 * The open charges polling should still be asking about (expiry + `graceMs` not past) that have
 * no check job waiting: the sweep starts their checks again.
 */
export async function findUncheckedOpenCharges(
  db: Executor,
  input: { checkJobKind: string; now: Date; graceMs: number },
): Promise<PixChargeRow[]> {
  const since = new Date(input.now.getTime() - input.graceMs);
  return db
    .select()
    .from(pixCharges)
    .where(
      and(
        eq(pixCharges.status, 'ativa'),
        gt(pixCharges.expiresAt, since),
        sql`not exists (select 1 from ${jobs} where ${jobs.kind} = ${input.checkJobKind}
          and ${jobs.status} = 'pending'
          and ${jobs.payload} ->> 'chargeId' = ${pixCharges.id}::text)`,
      ),
    );
}

export async function findReceivedById(db: Executor, id: number): Promise<PixReceivedRow | null> {
  const [row] = await db.select().from(pixReceived).where(eq(pixReceived.id, id)).limit(1);
  return row ?? null;
}

/** The received Pix that paid an order (the one to send back when staff reject it). */
export async function findConfirmedPixOfOrder(
  db: Executor,
  orderId: number,
): Promise<PixReceivedRow | null> {
  const [row] = await db
    .select()
    .from(pixReceived)
    .where(and(eq(pixReceived.orderId, orderId), eq(pixReceived.outcome, 'confirmado')))
    .orderBy(desc(pixReceived.id))
    .limit(1);
  return row ?? null;
}

/** The latest received Pix of an order with a refund asked (the one the order shows). */
export async function findRefundOfOrder(
  db: Executor,
  orderId: number,
): Promise<PixReceivedRow | null> {
  const [row] = await db
    .select()
    .from(pixReceived)
    .where(and(eq(pixReceived.orderId, orderId), isNotNull(pixReceived.refundStatus)))
    .orderBy(desc(pixReceived.refundRequestedAt), desc(pixReceived.id))
    .limit(1);
  return row ?? null;
}

/**
 * A refund is asked under `refundId`: 'solicitada' on the received Pix and on its order. Applies
 * only while the received Pix has `expectedRefundId` (null: none asked yet), so of two callers
 * one wins; answers whether this one did.
 */
export async function markRefundRequested(
  db: Executor,
  change: {
    receivedId: number;
    orderId: number | null;
    expectedRefundId: string | null;
    refundId: string;
    at: Date;
  },
): Promise<boolean> {
  const rows = await db
    .update(pixReceived)
    .set({
      refundId: change.refundId,
      refundStatus: 'solicitada',
      refundError: null,
      refundRequestedAt: change.at,
      refundFinishedAt: null,
    })
    .where(
      and(
        eq(pixReceived.id, change.receivedId),
        change.expectedRefundId === null
          ? isNull(pixReceived.refundId)
          : eq(pixReceived.refundId, change.expectedRefundId),
      ),
    )
    .returning({ id: pixReceived.id });
  if (rows.length === 0) return false;
  if (change.orderId !== null) {
    await db
      .update(orders)
      .set({ pixRefundStatus: 'solicitada', updatedAt: change.at })
      .where(eq(orders.id, change.orderId));
  }
  return true;
}

/**
 * The provider's answer to refund `refundId`: done or failed (with why), on the received Pix and
 * its order. Applies once: only while that refund is still 'solicitada'; answers whether it did.
 */
export async function markRefundFinished(
  db: Executor,
  change: {
    receivedId: number;
    orderId: number | null;
    refundId: string;
    status: 'concluida' | 'falhou';
    error: string | null;
    at: Date;
  },
): Promise<boolean> {
  const rows = await db
    .update(pixReceived)
    .set({ refundStatus: change.status, refundError: change.error, refundFinishedAt: change.at })
    .where(
      and(
        eq(pixReceived.id, change.receivedId),
        eq(pixReceived.refundId, change.refundId),
        eq(pixReceived.refundStatus, 'solicitada'),
      ),
    )
    .returning({ id: pixReceived.id });
  if (rows.length === 0) return false;
  if (change.orderId !== null) {
    await db
      .update(orders)
      .set({ pixRefundStatus: change.status, updatedAt: change.at })
      .where(eq(orders.id, change.orderId));
  }
  return true;
}

/** The order's public id and status, for the event that tells the desks and its page. */
export async function findOrderHeadline(
  db: Executor,
  orderId: number,
): Promise<{ id: number; publicId: string; status: OrderStatus } | null> {
  const [row] = await db
    .select({ id: orders.id, publicId: orders.publicId, status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return row ? { ...row, status: row.status as OrderStatus } : null;
}
