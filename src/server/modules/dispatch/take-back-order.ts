import type { Database } from '../../../db/client';
import {
  NOT_OUT_WITH_DRIVER,
  NOT_OUT_WITH_DRIVER_MESSAGE,
  takenBackNote,
} from '../../../domain/admin-dispatch';
import { ORDER_NOT_FOUND } from '../../../domain/admin-orders';
import { AppError } from '../../errors';
import type { EventPublisher } from '../../events/event-bus';
import { recordOrderEvent, type OrderEventActor } from '../order-events/repository';
import { endTripReassigned, findRunningTrip, lockOrders } from './repository';

/**
 * 'Retirar do entregador' (docs/decisions/068-dispatch.md): the desk takes an order back from its
 * driver. The trip ends 'reatribuida'; the order stays 'saiu para entrega' and is on the board
 * again, waiting for a driver.
 */
export async function takeBackOrder(
  db: Database,
  events: EventPublisher,
  { orderId, actor, now }: { orderId: number; actor: OrderEventActor; now: Date },
): Promise<void> {
  const driverId = await db.transaction(async (tx) => {
    const [row] = await lockOrders(tx, [orderId]);
    if (!row) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    const running = await findRunningTrip(tx, orderId);
    if (!running || !(await endTripReassigned(tx, running.id, now))) {
      throw new AppError(NOT_OUT_WITH_DRIVER, NOT_OUT_WITH_DRIVER_MESSAGE);
    }
    await recordOrderEvent(tx, {
      orderId,
      kind: 'delivery',
      actor,
      note: takenBackNote(running.driverName),
      at: now,
    });
    return running.driverId;
  });
  await events.publish({ type: 'delivery.changed', orderId, driverId });
}
