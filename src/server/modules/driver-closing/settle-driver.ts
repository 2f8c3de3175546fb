import type { Database } from '../../../db/client';
import { DRIVER_NOT_FOUND_MESSAGE, settleDriverNight } from '../../../domain/delivery-drivers';
import { NOTHING_TO_SETTLE, type SettleDriver } from '../../../domain/admin-driver-closing';
import type { OrderStatus } from '../../../domain/order-status';
import { AppError } from '../../errors';
import type { EventPublisher } from '../../events/event-bus';
import { markOrderPaid } from '../admin-orders/mark-order-paid';
import type { OrderEventActor } from '../order-events/repository';
import { cancelOpenPixCharges } from '../pix/charges/cancel-open-charges';
import { closingDay } from './closing-day';
import { driverExists, insertSettlement, lockUnsettledTrips, markTripsSettled } from './repository';

/** The history line of an order the driver collected, once the driver has handed it over. */
const SETTLEMENT_PAYMENT_NOTE = 'Acerto do entregador';

/**
 * 'Marcar como acertado' (decision 070): the driver's ended, unsettled trips of the day become one
 * settlement with the sums as settled; the orders collected at the door still 'a receber' become
 * 'pago', each with a line in its history. Nothing new to settle: 409 NOTHING_TO_SETTLE.
 */
export async function settleDriver(
  db: Database,
  events: EventPublisher,
  { driverId, day }: SettleDriver,
  actor: OrderEventActor,
  now: Date,
): Promise<{ settlementId: number; paidOrderIds: number[] }> {
  const closing = await closingDay(db, day, now);
  const result = await db.transaction(async (tx) => {
    if (!(await driverExists(tx, driverId))) {
      throw new AppError('DRIVER_NOT_FOUND', DRIVER_NOT_FOUND_MESSAGE);
    }
    const trips = await lockUnsettledTrips(tx, driverId, closing.range);
    if (trips.length === 0) throw new AppError('NOTHING_TO_SETTLE', NOTHING_TO_SETTLE);
    const settlementId = await insertSettlement(tx, {
      driverId,
      businessDay: closing.day,
      totals: settleDriverNight(trips),
      settledAt: now,
      settledBy: actor.id,
      settledByName: actor.name,
    });
    await markTripsSettled(
      tx,
      trips.map((trip) => trip.deliveryId),
      settlementId,
    );
    const paid: { orderId: number; publicId: string; status: OrderStatus }[] = [];
    for (const trip of trips) {
      if (trip.status !== 'entregue' || trip.paymentStatus === 'pago') continue;
      const isPaid = await markOrderPaid(tx, {
        orderId: trip.orderId,
        actor,
        note: SETTLEMENT_PAYMENT_NOTE,
        at: now,
      });
      if (!isPaid) continue;
      // paid at the door: its Pix code must not be paid a second time (docs/decisions/063)
      await cancelOpenPixCharges(tx, trip.orderId, now, 'pago');
      paid.push({
        orderId: trip.orderId,
        publicId: trip.publicId,
        // the column is text; its check admits only the known statuses
        status: trip.orderStatus as OrderStatus,
      });
    }
    return { settlementId, paid };
  });
  // the desks and the tracking pages read a paid order again, as after 'Marcar como pago'
  for (const order of result.paid) {
    await events.publish({ type: 'order.status', ...order });
  }
  return { settlementId: result.settlementId, paidOrderIds: result.paid.map((o) => o.orderId) };
}
