import type { Database } from '../../../db/client';
import {
  actionMoment,
  collectionOf,
  DELIVERY_ENDED,
  DELIVERY_NOT_FOUND,
  DELIVERY_NOT_FOUND_MESSAGE,
  type Driver,
  type DriverAction,
} from '../../../domain/delivery-drivers';
import {
  DELIVERY_ENDED_MESSAGE,
  notDeliveredNote,
  type DriverActionResult,
} from '../../../domain/driver-deliveries';
import { isPaidOnHandOver } from '../../../domain/order-fulfilment';
import { AppError } from '../../errors';
import type { EventPublisher } from '../../events/event-bus';
import { markOrderPaid, PAID_ON_HAND_OVER_NOTE } from '../admin-orders/mark-order-paid';
import { moveOrderStatus } from '../admin-orders/repository';
import { recordOrderEvent } from '../order-events/repository';
import { endTrip, findTrip, findTripEndedBy, type TripState } from './repository';

export interface DriverActionCommand {
  driver: Driver;
  tripId: number;
  action: DriverAction;
  now: Date;
}

function resultOf(trip: TripState): DriverActionResult {
  return {
    delivery: {
      id: trip.id,
      orderId: trip.orderId,
      status: trip.status,
      endedAt: trip.endedAt?.toISOString() ?? null,
    },
  };
}

/**
 * A tap on the driver's phone (docs/decisions/069): 'Entregue' ends the trip and delivers the
 * order (cash and card are then paid, as at the desk); 'Não encontrei o cliente' ends the trip
 * with the reason and leaves the order out, for the desk to send again or reject. The phone's
 * actionId makes a tap sent twice count once: the second answers what the first did. The trip
 * ends in one compare-and-set (still out, still this driver's), so of two identical taps at once
 * one ends it and the other finds it ended by the same actionId.
 */
export async function recordDriverAction(
  db: Database,
  events: EventPublisher,
  { driver, tripId, action, now }: DriverActionCommand,
): Promise<DriverActionResult> {
  const repeated = await findTripEndedBy(db, action.actionId);
  if (repeated) return answerRepeated(repeated, driver, tripId);

  const trip = await findTrip(db, tripId);
  if (!trip || trip.driverId !== driver.id) {
    throw new AppError(DELIVERY_NOT_FOUND, DELIVERY_NOT_FOUND_MESSAGE);
  }
  if (trip.status !== 'em_rota') {
    // the same tap, sent twice at once, may have ended it since the look-up above
    const meanwhile = await findTripEndedBy(db, action.actionId);
    if (meanwhile) return answerRepeated(meanwhile, driver, tripId);
    throw new AppError(DELIVERY_ENDED, DELIVERY_ENDED_MESSAGE);
  }

  const at = actionMoment(new Date(action.at), trip, now);
  const actor = { id: null, name: driver.name };
  let movedOrder = false;
  let isEnded: boolean;
  try {
    isEnded = await db.transaction(async (tx) => {
      const ended = await endTrip(tx, {
        tripId,
        driverId: driver.id,
        status: action.kind,
        at,
        actionId: action.actionId,
        reason: action.kind === 'nao_entregue' ? action.reason : null,
        // what to collect as it stood at the door, before 'Entregue' marks the order paid
        collected: action.kind === 'entregue' ? collectionOf(trip) : null,
      });
      if (!ended) return false;
      if (action.kind === 'nao_entregue') {
        await recordOrderEvent(tx, {
          orderId: trip.orderId,
          kind: 'delivery',
          actor,
          note: notDeliveredNote(driver.name, action.reason),
          at,
        });
        return true;
      }
      movedOrder = await moveOrderStatus(tx, {
        id: trip.orderId,
        from: 'saiu para entrega',
        to: 'entregue',
        at,
      });
      if (!movedOrder) return true;
      await recordOrderEvent(tx, {
        orderId: trip.orderId,
        kind: 'status',
        actor,
        from: 'saiu para entrega',
        to: 'entregue',
        at,
      });
      if (isPaidOnHandOver('entregue', trip.paymentMethod)) {
        await markOrderPaid(tx, { orderId: trip.orderId, actor, note: PAID_ON_HAND_OVER_NOTE, at });
      }
      return true;
    });
  } catch (error) {
    // the same actionId ended it meanwhile (two identical taps at once): answer what it did
    if (!isUniqueViolation(error)) throw error;
    isEnded = false;
  }
  if (!isEnded) {
    const winner = await findTripEndedBy(db, action.actionId);
    if (winner) return answerRepeated(winner, driver, tripId);
    const current = await findTrip(db, tripId);
    if (!current || current.driverId !== driver.id) {
      throw new AppError(DELIVERY_NOT_FOUND, DELIVERY_NOT_FOUND_MESSAGE);
    }
    throw new AppError(DELIVERY_ENDED, DELIVERY_ENDED_MESSAGE);
  }

  const ended = await findTrip(db, tripId);
  if (!ended) throw new AppError(DELIVERY_NOT_FOUND, DELIVERY_NOT_FOUND_MESSAGE);
  await events.publish({ type: 'delivery.changed', orderId: trip.orderId, driverId: driver.id });
  if (movedOrder) {
    await events.publish({
      type: 'order.status',
      orderId: trip.orderId,
      publicId: ended.orderPublicId,
      status: ended.orderStatus,
    });
  }
  return resultOf(ended);
}

/** A tap seen before: the same answer, if it was this driver's tap on this trip. */
function answerRepeated(trip: TripState, driver: Driver, tripId: number): DriverActionResult {
  if (trip.driverId !== driver.id || trip.id !== tripId) {
    throw new AppError(DELIVERY_NOT_FOUND, DELIVERY_NOT_FOUND_MESSAGE);
  }
  return resultOf(trip);
}

/** Both drivers report a unique violation as SQLSTATE 23505, PGlite sometimes on a cause. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
