import { and, asc, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { deliveries, drivers, driverSettlements, orders } from '../../../db/schema';
import {
  TRIP_ENDED_STATUSES,
  type DeliveryStatus,
  type DriverNight,
} from '../../../domain/delivery-drivers';
import type { TimeRange } from '../../../domain/local-day';
import type { PaymentStatus } from '../../../domain/payment-status';

export interface DayTripRow {
  deliveryId: number;
  orderId: number;
  publicId: string;
  orderStatus: string;
  driverId: number;
  driverName: string;
  customerName: string;
  deliveryZone: string | null;
  status: DeliveryStatus;
  assignedAt: Date;
  endedAt: Date | null;
  feeCents: number;
  paymentMethod: string;
  paymentStatus: PaymentStatus;
  totalCents: number;
  /** Delivered: what the driver took at the door, kept at the tap. */
  collectedCents: number | null;
  changeCents: number | null;
  settlementId: number | null;
}

const tripColumns = {
  deliveryId: deliveries.id,
  orderId: deliveries.orderId,
  publicId: orders.publicId,
  orderStatus: orders.status,
  driverId: deliveries.driverId,
  driverName: drivers.name,
  customerName: orders.customerName,
  deliveryZone: orders.deliveryZone,
  status: deliveries.status,
  assignedAt: deliveries.assignedAt,
  endedAt: deliveries.endedAt,
  feeCents: deliveries.feeCents,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  totalCents: orders.totalCents,
  collectedCents: deliveries.collectedCents,
  changeCents: deliveries.changeCents,
  settlementId: deliveries.settlementId,
};

/** Every trip that went out within the business day, by driver then by time out. */
export async function listDayTrips(db: Executor, day: TimeRange): Promise<DayTripRow[]> {
  return db
    .select(tripColumns)
    .from(deliveries)
    .innerJoin(orders, eq(orders.id, deliveries.orderId))
    .innerJoin(drivers, eq(drivers.id, deliveries.driverId))
    .where(and(gte(deliveries.assignedAt, day.start), lt(deliveries.assignedAt, day.end)))
    .orderBy(
      asc(drivers.name),
      asc(deliveries.driverId),
      asc(deliveries.assignedAt),
      asc(deliveries.id),
    );
}

export interface SettlementRow {
  id: number;
  driverId: number;
  settledAt: Date;
  settledByName: string;
  totals: DriverNight;
}

export async function listDaySettlements(
  db: Executor,
  businessDay: string,
): Promise<SettlementRow[]> {
  return db
    .select({
      id: driverSettlements.id,
      driverId: driverSettlements.driverId,
      settledAt: driverSettlements.settledAt,
      settledByName: driverSettlements.settledByName,
      totals: driverSettlements.totals,
    })
    .from(driverSettlements)
    .where(eq(driverSettlements.businessDay, businessDay))
    .orderBy(asc(driverSettlements.id));
}

/**
 * The driver's ended, unsettled trips of the day, locked until the transaction ends: two people
 * settling at once settle each trip once.
 */
export async function lockUnsettledTrips(
  tx: Executor,
  driverId: number,
  day: TimeRange,
): Promise<DayTripRow[]> {
  return tx
    .select(tripColumns)
    .from(deliveries)
    .innerJoin(orders, eq(orders.id, deliveries.orderId))
    .innerJoin(drivers, eq(drivers.id, deliveries.driverId))
    .where(
      and(
        eq(deliveries.driverId, driverId),
        gte(deliveries.assignedAt, day.start),
        lt(deliveries.assignedAt, day.end),
        inArray(deliveries.status, [...TRIP_ENDED_STATUSES]),
        isNull(deliveries.settlementId),
      ),
    )
    .orderBy(asc(deliveries.id))
    .for('update', { of: deliveries });
}

export async function insertSettlement(
  tx: Executor,
  settlement: {
    driverId: number;
    businessDay: string;
    totals: DriverNight;
    settledAt: Date;
    settledBy: number | null;
    settledByName: string;
  },
): Promise<number> {
  const [row] = await tx
    .insert(driverSettlements)
    .values(settlement)
    .returning({ id: driverSettlements.id });
  if (!row) throw new Error('no settlement was inserted');
  return row.id;
}

export async function markTripsSettled(
  tx: Executor,
  deliveryIds: readonly number[],
  settlementId: number,
): Promise<void> {
  if (deliveryIds.length === 0) return;
  await tx
    .update(deliveries)
    .set({ settlementId })
    .where(and(inArray(deliveries.id, [...deliveryIds]), isNull(deliveries.settlementId)));
}

export async function driverExists(db: Executor, driverId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: drivers.id })
    .from(drivers)
    .where(eq(drivers.id, driverId))
    .limit(1);
  return row !== undefined;
}
