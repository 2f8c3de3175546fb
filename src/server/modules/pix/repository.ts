import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import type { OrderStatus } from '../../../domain/order-status';
import { orders, pixCharges, pixProvider, pixReceived } from '../../../db/schema';

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
} | null> {
  const [row] = await db
    .select({
      id: orders.id,
      publicId: orders.publicId,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      totalCents: orders.totalCents,
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
