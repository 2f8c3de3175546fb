import type { Database } from '../../../db/client';
import { sentWithNote, reassignedNote } from '../../../domain/admin-dispatch';
import {
  DRIVER_INACTIVE_MESSAGE,
  DRIVER_NOT_FOUND_MESSAGE,
  driverFeeFor,
  refuseAssignment,
} from '../../../domain/delivery-drivers';
import { matchZone } from '../../../domain/dispatch-suggestions';
import { DEFAULT_ESTABLISHMENT } from '../../../domain/establishment';
import type { OrderStatus } from '../../../domain/order-status';
import { AppError } from '../../errors';
import type { EventPublisher } from '../../events/event-bus';
import { moveOrderStatus } from '../admin-orders/repository';
import { findSettings } from '../establishment/repository';
import { recordOrderEvent, type OrderEventActor } from '../order-events/repository';
import {
  endTripReassigned,
  findDriver,
  findRunningTrip,
  insertTrip,
  lockOrders,
} from './repository';

const OUT: OrderStatus = 'saiu para entrega';

export interface AssignOrdersCommand {
  driverId: number;
  orderIds: readonly number[];
  actor: OrderEventActor;
  now: Date;
}

/**
 * 'Enviar com Carlos' (docs/decisions/068-dispatch.md): every order goes out with the driver, or
 * none does. One transaction with each order's row locked: each one is checked
 * (`refuseAssignment`), gets a trip at the driver's fee for its zone and moves to 'saiu para
 * entrega'; one already out with another driver is reassigned (its trip ends 'reatribuida'), one
 * already with this driver is left as it is. Desks and phones hear of it once it has committed.
 */
export async function assignOrders(
  db: Database,
  events: EventPublisher,
  { driverId, orderIds, actor, now }: AssignOrdersCommand,
): Promise<void> {
  const ids = [...new Set(orderIds)].sort((a, b) => a - b);
  const { delivery } = (await findSettings(db))?.settings ?? DEFAULT_ESTABLISHMENT;
  const changed = await db.transaction(async (tx) => {
    const driver = await findDriver(tx, driverId);
    if (!driver) throw new AppError('DRIVER_NOT_FOUND', DRIVER_NOT_FOUND_MESSAGE);
    if (!driver.isActive) throw new AppError('DRIVER_INACTIVE', DRIVER_INACTIVE_MESSAGE);
    const rows = await lockOrders(tx, ids);
    const missing = ids.find((id) => !rows.some((row) => row.id === id));
    if (missing !== undefined) {
      throw new AppError('NOT_FOUND', `O pedido #${missing} não foi encontrado.`);
    }
    for (const row of rows) {
      const refusal = refuseAssignment(row);
      if (refusal) throw new AppError(refusal.code, refusal.message, { orderId: row.id });
    }
    const done: { orderId: number; publicId: string; isMoved: boolean }[] = [];
    for (const row of rows) {
      const running = await findRunningTrip(tx, row.id);
      if (running?.driverId === driver.id) continue;
      if (running) await endTripReassigned(tx, running.id, now);
      await insertTrip(tx, {
        orderId: row.id,
        driverId: driver.id,
        feeCents: driverFeeFor(driver.fee, matchZone(delivery.zones, row.deliveryZone)?.id ?? null),
        at: now,
        assignedBy: actor.id,
        assignedByName: actor.name,
      });
      const isMoved =
        row.status !== OUT &&
        (await moveOrderStatus(tx, { id: row.id, from: row.status, to: OUT, at: now }));
      if (isMoved) {
        await recordOrderEvent(tx, {
          orderId: row.id,
          kind: 'status',
          actor,
          from: row.status,
          to: OUT,
          at: now,
        });
      }
      await recordOrderEvent(tx, {
        orderId: row.id,
        kind: 'delivery',
        actor,
        note: running ? reassignedNote(running.driverName, driver.name) : sentWithNote(driver.name),
        at: now,
      });
      done.push({ orderId: row.id, publicId: row.publicId, isMoved });
    }
    return done;
  });
  for (const { orderId, publicId, isMoved } of changed) {
    if (isMoved) await events.publish({ type: 'order.status', orderId, publicId, status: OUT });
    await events.publish({ type: 'delivery.changed', orderId, driverId });
  }
}
