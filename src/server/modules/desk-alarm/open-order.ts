import type { Executor } from '../../../db/client';
import { AppError } from '../../errors';
import type { EventPublisher } from '../../events/event-bus';
import { ORDER_NOT_FOUND } from '../admin-orders/get-order';
import { recordOrderOpened } from './repository';

/**
 * A staff member opened the order (its card, its link, a move): it leaves the unopened set and
 * every open desk hears so and stops ringing for it (docs/decisions/026). Opening it again
 * changes nothing and tells no one.
 */
export async function openOrder(
  db: Executor,
  events: EventPublisher,
  opening: { orderId: number; by: number; at: Date },
): Promise<void> {
  const outcome = await recordOrderOpened(db, {
    id: opening.orderId,
    by: opening.by,
    at: opening.at,
  });
  if (outcome === null) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  if (outcome === 'opened')
    await events.publish({ type: 'order.opened', orderId: opening.orderId });
}
