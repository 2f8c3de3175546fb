import { eq } from 'drizzle-orm';
import { deliveries, orders } from '../../../db/schema';
import {
  collectionOf,
  driverFeeFor,
  type DeliveryStatus,
  type Driver,
} from '../../../domain/delivery-drivers';
import type { PaymentStatus } from '../../../domain/payment-status';
import type { TestApp } from '../../test/test-app';

/**
 * A trip written straight to `deliveries`, as dispatch and the driver's taps would leave it: the
 * fee is the driver's rule for the zone, the order gets the zone (and its payment state if told).
 */
export async function insertTrip(
  t: TestApp,
  trip: {
    orderId: number;
    driver: Driver;
    zoneId?: string | null;
    status: DeliveryStatus;
    assignedAt: Date;
    endedAt?: Date | null;
    paymentStatus?: PaymentStatus;
  },
): Promise<number> {
  const zone = trip.zoneId ?? null;
  await t.database.db
    .update(orders)
    .set({
      fulfilment: 'entrega',
      deliveryZone: zone,
      ...(trip.paymentStatus ? { paymentStatus: trip.paymentStatus } : {}),
    })
    .where(eq(orders.id, trip.orderId));
  const ended = trip.status === 'em_rota' ? null : (trip.endedAt ?? trip.assignedAt);
  const [row] = await t.database.db
    .insert(deliveries)
    .values({
      orderId: trip.orderId,
      driverId: trip.driver.id,
      status: trip.status,
      feeCents: driverFeeFor(trip.driver.fee, zone),
      assignedAt: trip.assignedAt,
      assignedByName: 'ana',
      endedAt: ended,
      ...(await collectedAtTheDoor(t, trip.orderId, trip.status)),
    })
    .returning({ id: deliveries.id });
  if (!row) throw new Error('no trip was inserted');
  return row.id;
}

/** A trip out with its driver ends at the door, as the driver's tap would end it. */
export async function endTrip(
  t: TestApp,
  deliveryId: number,
  status: 'entregue' | 'nao_entregue',
  at: Date,
): Promise<void> {
  const [trip] = await t.database.db
    .select({ orderId: deliveries.orderId })
    .from(deliveries)
    .where(eq(deliveries.id, deliveryId));
  if (!trip) throw new Error(`no trip ${deliveryId}`);
  await t.database.db
    .update(deliveries)
    .set({ status, endedAt: at, ...(await collectedAtTheDoor(t, trip.orderId, status)) })
    .where(eq(deliveries.id, deliveryId));
}

/** What the driver's 'Entregue' keeps on the trip: the order's collection as it stands now. */
async function collectedAtTheDoor(t: TestApp, orderId: number, status: DeliveryStatus) {
  if (status !== 'entregue') return { collectedCents: null, changeCents: null };
  const [order] = await t.database.db
    .select({
      totalCents: orders.totalCents,
      paymentMethod: orders.paymentMethod,
      changeForCents: orders.changeForCents,
      paymentStatus: orders.paymentStatus,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) throw new Error(`no order ${orderId}`);
  const collection = collectionOf(order);
  return { collectedCents: collection.amountCents, changeCents: collection.changeCents };
}
