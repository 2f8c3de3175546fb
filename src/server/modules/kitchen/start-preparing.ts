import type { Database } from '../../../db/client';
import type { AdminOrder } from '../../../domain/admin-orders';
import { KITCHEN_START_FROM, KITCHEN_START_TO } from '../../../domain/admin-kitchen';
import { AppError } from '../../errors';
import type { EventPublisher } from '../../events/event-bus';
import type { OrderEventActor } from '../order-events/repository';
import { changeOrderStatus } from '../admin-orders/change-order-status';

/**
 * 'Começar preparo': the only move the kitchen makes, aprovado → em preparo, by the desk's own
 * compare-and-set (decision 029): an order in any other status is refused with 409 and its status.
 */
export async function startPreparing(
  db: Database,
  events: EventPublisher,
  command: { orderId: number; actor: OrderEventActor; now: Date },
): Promise<AdminOrder> {
  const outcome = await changeOrderStatus(db, events, {
    orderId: command.orderId,
    status: KITCHEN_START_TO,
    expected: KITCHEN_START_FROM,
    actor: command.actor,
    now: command.now,
  });
  if (!outcome.ok) throw new AppError(outcome.code, outcome.message, { from: outcome.from });
  return outcome.order;
}
