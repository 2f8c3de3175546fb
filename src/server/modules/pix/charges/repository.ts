import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../../db/client';
import { orders, pixCharges } from '../../../../db/schema';
import type { OrderStatus } from '../../../../domain/order-status';
import type { PixProviderKind } from '../../../../domain/pix-automation';
import type { PixChargeRow } from '../repository';

const OPEN = ['criando', 'ativa'] as const;

export async function insertCharge(
  db: Executor,
  values: {
    orderId: number;
    attempt: number;
    txid: string;
    provider: PixProviderKind;
    amountCents: number;
    expiresAt: Date;
    createdAt: Date;
  },
): Promise<PixChargeRow> {
  const [row] = await db
    .insert(pixCharges)
    .values({ ...values, status: 'criando' })
    .returning();
  if (!row) throw new Error('pix charge not written');
  return row;
}

/** Locked until the transaction ends: a payment applied at the same moment waits. */
export async function lockChargeById(db: Executor, id: number): Promise<PixChargeRow | null> {
  const [row] = await db.select().from(pixCharges).where(eq(pixCharges.id, id)).for('update');
  return row ?? null;
}

/** The order's latest charge (its highest attempt), or null when it never had one. */
export async function findLatestChargeOfOrder(
  db: Executor,
  orderId: number,
): Promise<PixChargeRow | null> {
  const [row] = await db
    .select()
    .from(pixCharges)
    .where(eq(pixCharges.orderId, orderId))
    .orderBy(desc(pixCharges.attempt))
    .limit(1);
  return row ?? null;
}

/** The provider answered: the code the customer pays. Only a charge still being made. */
export async function activateCharge(
  db: Executor,
  id: number,
  created: { copiaECola: string; providerRef: string | null },
): Promise<boolean> {
  const rows = await db
    .update(pixCharges)
    .set({ status: 'ativa', copiaECola: created.copiaECola, providerRef: created.providerRef })
    .where(and(eq(pixCharges.id, id), eq(pixCharges.status, 'criando')))
    .returning({ id: pixCharges.id });
  return rows.length > 0;
}

/** The provider refused it for good; only a charge still being made. */
export async function failCharge(
  db: Executor,
  id: number,
  lastError: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(pixCharges)
    .set({ status: 'falhou', lastError, finishedAt: at })
    .where(and(eq(pixCharges.id, id), eq(pixCharges.status, 'criando')))
    .returning({ id: pixCharges.id });
  return rows.length > 0;
}

/** An open charge ends unpaid: 'expirada' or 'cancelada'. */
export async function closeCharge(
  db: Executor,
  id: number,
  status: 'expirada' | 'cancelada',
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(pixCharges)
    .set({ status, finishedAt: at })
    .where(and(eq(pixCharges.id, id), inArray(pixCharges.status, [...OPEN])))
    .returning({ id: pixCharges.id });
  return rows.length > 0;
}

/** Every open charge of the order, cancelled; answers them (to cancel at the provider). */
export async function cancelOpenChargesOfOrder(
  db: Executor,
  orderId: number,
  at: Date,
): Promise<PixChargeRow[]> {
  return db
    .update(pixCharges)
    .set({ status: 'cancelada', finishedAt: at })
    .where(and(eq(pixCharges.orderId, orderId), inArray(pixCharges.status, [...OPEN])))
    .returning();
}

export interface PixOrderRecord {
  id: number;
  publicId: string;
  status: OrderStatus;
  paymentStatus: string;
  paymentMethod: string;
  totalCents: number;
  customerName: string;
  fulfilment: string;
  scheduledFor: Date | null;
}

const orderColumns = {
  id: orders.id,
  publicId: orders.publicId,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  paymentMethod: orders.paymentMethod,
  totalCents: orders.totalCents,
  customerName: orders.customerName,
  fulfilment: orders.fulfilment,
  scheduledFor: orders.scheduledFor,
};

function toRecord(row: Omit<PixOrderRecord, 'status'> & { status: string }): PixOrderRecord {
  // the column's check keeps it to ORDER_STATUSES
  return { ...row, status: row.status as OrderStatus };
}

export async function findPixOrder(db: Executor, orderId: number): Promise<PixOrderRecord | null> {
  const [row] = await db.select(orderColumns).from(orders).where(eq(orders.id, orderId)).limit(1);
  return row ? toRecord(row) : null;
}

/** The order behind a tracking link, locked until the transaction ends. */
export async function lockPixOrderByPublicId(
  db: Executor,
  publicId: string,
): Promise<PixOrderRecord | null> {
  const [row] = await db
    .select(orderColumns)
    .from(orders)
    .where(eq(orders.publicId, publicId))
    .for('update');
  return row ? toRecord(row) : null;
}

/** Hidden from the desk until its Pix is confirmed (the shop's 'ocultar'), or shown again. */
export async function setAwaitingPixPayment(
  db: Executor,
  orderId: number,
  isAwaiting: boolean,
): Promise<void> {
  await db.update(orders).set({ awaitingPixPayment: isAwaiting }).where(eq(orders.id, orderId));
}

/** The customer pays another way, on delivery or pickup: the order shows on the desk again. */
export async function switchOrderPayment(
  db: Executor,
  orderId: number,
  paymentMethod: string,
  at: Date,
): Promise<void> {
  await db
    .update(orders)
    .set({ paymentMethod, awaitingPixPayment: false, updatedAt: at })
    .where(eq(orders.id, orderId));
}
