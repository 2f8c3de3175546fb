import { and, asc, desc, eq, exists, inArray, isNull, lte, not, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { deliveries, drivers, orderItems, orders } from '../../../db/schema';
import {
  DISPATCHABLE_STATUSES,
  type DeliveryStatus,
  type DriverFeeRule,
  type DriverVehicle,
} from '../../../domain/delivery-drivers';
import type { OrderStatus } from '../../../domain/order-status';
import { lastAcceptanceMoves } from '../order-events/repository';
import { toOrderStatus, type OrderRow } from '../orders/repository';

const OUT: OrderStatus = 'saiu para entrega';
const RUNNING: DeliveryStatus = 'em_rota';

function runningTripOf(orderId: typeof orders.id) {
  return exists(
    sql`(select 1 from ${deliveries} where ${deliveries.orderId} = ${orderId} and ${deliveries.status} = ${RUNNING})`,
  );
}

/**
 * The delivery orders waiting for a driver, oldest accepted first: accepted and not yet out, or
 * out with nobody (the kitchen's 'pronto', the desk's own move, or taken back from a driver).
 * Orders held for a later slot wait as they do on the desk.
 */
export async function listReadyOrderRows(
  db: Executor,
  heldAfter: Date,
): Promise<{ row: OrderRow; acceptedAt: Date; itemCount: number }[]> {
  const accepted = lastAcceptanceMoves(db);
  const acceptedAt = sql<Date>`coalesce(${accepted.at}, ${orders.createdAt})`;
  const itemCount = sql<number>`(select coalesce(sum(${orderItems.quantity}), 0) from ${orderItems} where ${orderItems.orderId} = ${orders.id})`;
  const rows = await db
    .select({
      row: orders,
      acceptedAt: acceptedAt.mapWith((v: string | Date) => new Date(v)),
      itemCount: itemCount.mapWith(Number),
    })
    .from(orders)
    .leftJoin(accepted, eq(accepted.orderId, orders.id))
    .where(
      and(
        eq(orders.fulfilment, 'entrega'),
        eq(orders.awaitingPixPayment, false),
        or(
          inArray(orders.status, [...DISPATCHABLE_STATUSES]),
          and(eq(orders.status, OUT), not(runningTripOf(orders.id))),
        ),
        or(isNull(orders.scheduledFor), lte(orders.scheduledFor, heldAfter)),
      ),
    )
    .orderBy(asc(acceptedAt), asc(orders.id));
  return rows;
}

/** The last trip of each of these orders that came back without delivering it. */
export async function listNotDelivered(db: Executor, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectDistinctOn([deliveries.orderId], {
      orderId: deliveries.orderId,
      driverName: drivers.name,
      reason: deliveries.notDeliveredReason,
      at: deliveries.endedAt,
    })
    .from(deliveries)
    .innerJoin(drivers, eq(drivers.id, deliveries.driverId))
    .where(
      and(
        inArray(deliveries.orderId, [...orderIds]),
        eq(deliveries.status, 'nao_entregue' satisfies DeliveryStatus),
      ),
    )
    .orderBy(deliveries.orderId, desc(deliveries.id));
}

/** The active drivers by name, and every running trip (of any driver), first sent first. */
export async function listActiveDrivers(db: Executor) {
  return db
    .select({ id: drivers.id, name: drivers.name, vehicle: drivers.vehicle })
    .from(drivers)
    .where(eq(drivers.isActive, true))
    .orderBy(asc(drivers.name), asc(drivers.id));
}

export async function listRunningTrips(db: Executor) {
  return db
    .select({
      orderId: deliveries.orderId,
      driverId: deliveries.driverId,
      since: deliveries.assignedAt,
    })
    .from(deliveries)
    .where(eq(deliveries.status, RUNNING))
    .orderBy(asc(deliveries.assignedAt), asc(deliveries.id));
}

export interface DriverForTrip {
  id: number;
  name: string;
  fee: DriverFeeRule;
  isActive: boolean;
  vehicle: DriverVehicle;
}

export async function findDriver(db: Executor, id: number): Promise<DriverForTrip | null> {
  const [row] = await db
    .select({
      id: drivers.id,
      name: drivers.name,
      fee: drivers.fee,
      isActive: drivers.isActive,
      vehicle: drivers.vehicle,
    })
    .from(drivers)
    .where(eq(drivers.id, id))
    .limit(1);
  return row ?? null;
}

/** These orders' rows, locked for the transaction (in id order: two desks never deadlock). */
export async function lockOrders(tx: Executor, ids: readonly number[]) {
  const rows = await tx
    .select({
      id: orders.id,
      publicId: orders.publicId,
      status: orders.status,
      fulfilment: orders.fulfilment,
      deliveryZone: orders.deliveryZone,
    })
    .from(orders)
    .where(inArray(orders.id, [...ids]))
    .orderBy(asc(orders.id))
    .for('update');
  return rows.map((row) => ({ ...row, status: toOrderStatus(row.status) }));
}

/** The order's running trip with its driver's name, if any. */
export async function findRunningTrip(tx: Executor, orderId: number) {
  const [row] = await tx
    .select({ id: deliveries.id, driverId: deliveries.driverId, driverName: drivers.name })
    .from(deliveries)
    .innerJoin(drivers, eq(drivers.id, deliveries.driverId))
    .where(and(eq(deliveries.orderId, orderId), eq(deliveries.status, RUNNING)))
    .limit(1);
  return row ?? null;
}

/** Ends a running trip as reassigned (or taken back); answers whether it was still running. */
export async function endTripReassigned(tx: Executor, tripId: number, at: Date): Promise<boolean> {
  const ended = await tx
    .update(deliveries)
    .set({ status: 'reatribuida' satisfies DeliveryStatus, endedAt: at })
    .where(and(eq(deliveries.id, tripId), eq(deliveries.status, RUNNING)))
    .returning({ id: deliveries.id });
  return ended.length > 0;
}

export async function insertTrip(
  tx: Executor,
  trip: {
    orderId: number;
    driverId: number;
    feeCents: number;
    at: Date;
    assignedBy: number | null;
    assignedByName: string;
  },
): Promise<void> {
  await tx.insert(deliveries).values({
    orderId: trip.orderId,
    driverId: trip.driverId,
    status: RUNNING,
    feeCents: trip.feeCents,
    assignedAt: trip.at,
    assignedBy: trip.assignedBy,
    assignedByName: trip.assignedByName,
  });
}
