import { and, asc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { deliveries, orderItems, orders, pixCharges } from '../../../db/schema';
import type { Collection, DeliveryStatus } from '../../../domain/delivery-drivers';
import type { PaymentStatus } from '../../../domain/payment-status';
import type { OrderStatus } from '../../../domain/order-status';

/** A trip with its order, as the driver's page reads it. */
export interface DriverTripRow {
  id: number;
  orderId: number;
  status: DeliveryStatus;
  assignedAt: Date;
  endedAt: Date | null;
  notDeliveredReason: string | null;
  customerName: string;
  customerPhone: string;
  address: string;
  addressParts: typeof orders.$inferSelect.deliveryAddressParts;
  totalCents: number;
  paymentMethod: string;
  changeForCents: number | null;
  paymentStatus: typeof orders.$inferSelect.paymentStatus;
  staticPixCode: string | null;
  livePixCode: string | null;
  itemsCount: number;
}

/** The driver's trips out now and those ended since `since` (the business day's start). */
export async function listDriverTrips(
  db: Executor,
  driverId: number,
  since: Date,
): Promise<DriverTripRow[]> {
  const rows = await db
    .select({
      id: deliveries.id,
      orderId: deliveries.orderId,
      status: deliveries.status,
      assignedAt: deliveries.assignedAt,
      endedAt: deliveries.endedAt,
      notDeliveredReason: deliveries.notDeliveredReason,
      customerName: orders.customerName,
      customerPhone: orders.customerPhone,
      address: orders.deliveryAddress,
      addressParts: orders.deliveryAddressParts,
      totalCents: orders.totalCents,
      paymentMethod: orders.paymentMethod,
      changeForCents: orders.changeForCents,
      paymentStatus: orders.paymentStatus,
      staticPixCode: orders.pixCode,
      livePixCode: sql<string | null>`(
        select ${pixCharges.copiaECola} from ${pixCharges}
        where ${pixCharges.orderId} = ${orders.id} and ${pixCharges.status} = 'ativa'
        order by ${pixCharges.attempt} desc limit 1)`,
      itemsCount: sql<number>`(
        select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems}
        where ${orderItems.orderId} = ${orders.id})`,
    })
    .from(deliveries)
    .innerJoin(orders, eq(orders.id, deliveries.orderId))
    .where(
      and(
        eq(deliveries.driverId, driverId),
        or(
          eq(deliveries.status, 'em_rota'),
          and(
            inArray(deliveries.status, ['entregue', 'nao_entregue']),
            gte(deliveries.endedAt, since),
          ),
        ),
      ),
    )
    .orderBy(asc(deliveries.assignedAt), asc(deliveries.id));
  return rows.map((row) => ({ ...row, itemsCount: Number(row.itemsCount) }));
}

/** A trip as the tap needs it: whose it is, whether it is out, which order. */
export interface TripState {
  id: number;
  orderId: number;
  driverId: number;
  status: DeliveryStatus;
  assignedAt: Date;
  endedAt: Date | null;
  endedByAction: string | null;
  orderStatus: OrderStatus;
  orderPublicId: string;
  paymentMethod: string;
  paymentStatus: PaymentStatus;
  totalCents: number;
  changeForCents: number | null;
}

const tripState = {
  id: deliveries.id,
  orderId: deliveries.orderId,
  driverId: deliveries.driverId,
  status: deliveries.status,
  assignedAt: deliveries.assignedAt,
  endedAt: deliveries.endedAt,
  endedByAction: deliveries.endedByAction,
  orderStatus: sql<OrderStatus>`${orders.status}`,
  orderPublicId: orders.publicId,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  totalCents: orders.totalCents,
  changeForCents: orders.changeForCents,
};

export async function findTrip(db: Executor, tripId: number): Promise<TripState | null> {
  const [row] = await db
    .select(tripState)
    .from(deliveries)
    .innerJoin(orders, eq(orders.id, deliveries.orderId))
    .where(eq(deliveries.id, tripId));
  return row ?? null;
}

/** The trip a tap already ended, if it did. */
export async function findTripEndedBy(db: Executor, actionId: string): Promise<TripState | null> {
  const [row] = await db
    .select(tripState)
    .from(deliveries)
    .innerJoin(orders, eq(orders.id, deliveries.orderId))
    .where(eq(deliveries.endedByAction, actionId));
  return row ?? null;
}

/**
 * Ends the driver's trip while it is still out and still theirs, in one statement: of two taps at
 * once exactly one ends it (the other finds it ended). Answers whether it ended it.
 */
export async function endTrip(
  db: Executor,
  end: {
    tripId: number;
    driverId: number;
    status: 'entregue' | 'nao_entregue';
    at: Date;
    actionId: string;
    reason: string | null;
    /** Delivered: what the driver took at the door; null otherwise. */
    collected: Pick<Collection, 'amountCents' | 'changeCents'> | null;
  },
): Promise<boolean> {
  const ended = await db
    .update(deliveries)
    .set({
      status: end.status,
      endedAt: end.at,
      endedByAction: end.actionId,
      notDeliveredReason: end.reason,
      collectedCents: end.collected?.amountCents ?? null,
      changeCents: end.collected?.changeCents ?? null,
    })
    .where(
      and(
        eq(deliveries.id, end.tripId),
        eq(deliveries.driverId, end.driverId),
        eq(deliveries.status, 'em_rota'),
      ),
    )
    .returning({ id: deliveries.id });
  return ended.length === 1;
}

/** The ids of the orders the driver's page shows: a status change of one makes it read again. */
export async function driverOrderIds(
  db: Executor,
  driverId: number,
  since: Date,
): Promise<number[]> {
  const rows = await db
    .select({ orderId: deliveries.orderId })
    .from(deliveries)
    .where(
      and(
        eq(deliveries.driverId, driverId),
        or(eq(deliveries.status, 'em_rota'), gte(deliveries.endedAt, since)),
      ),
    );
  return rows.map((row) => row.orderId);
}
