import type { Database, Executor } from '../../../db/client';
import { ORDER_NOT_FOUND } from '../../../domain/admin-orders';
import { AppError } from '../../errors';
import type { EventPublisher } from '../../events/event-bus';
import { recordOrderEvent, type OrderEventActor } from '../order-events/repository';
import { DEFAULT_ESTABLISHMENT } from '../../../domain/establishment';
import { deskNoticeMinutes } from '../../../domain/scheduling';
import { findSettings } from '../establishment/repository';
import { recordOrderOpened } from './repository';

/** The desk's notice before a scheduled slot, from the shop's lead time (decision 023). */
export async function findDeskNoticeMinutes(db: Executor): Promise<number> {
  const { scheduling } = (await findSettings(db))?.settings ?? DEFAULT_ESTABLISHMENT;
  return deskNoticeMinutes(scheduling.leadMinutes);
}

export interface Opening {
  orderId: number;
  by: OrderEventActor;
  at: Date;
}

/**
 * Records the opening (the first, or the first since a scheduled order's release: decision 042)
 * and its line in the history, inside the caller's transaction (a
 * print counts as an opening too). The caller publishes `order.opened` when this answers 'opened'.
 */
export async function recordOpening(
  tx: Executor,
  opening: Opening,
): Promise<'opened' | 'already' | null> {
  const opened = await recordOrderOpened(tx, {
    id: opening.orderId,
    by: opening.by.id,
    at: opening.at,
    noticeMinutes: await findDeskNoticeMinutes(tx),
  });
  if (opened === 'opened') {
    await recordOrderEvent(tx, {
      orderId: opening.orderId,
      kind: 'opened',
      actor: opening.by,
      at: opening.at,
    });
  }
  return opened;
}

/**
 * A staff member opened the order (its card, its link, a move): it leaves the unopened set and
 * every open desk hears so and stops ringing for it (docs/decisions/026). Opening it again
 * changes nothing and tells no one. The first opening is a line of the order's history.
 */
export async function openOrder(
  db: Database,
  events: EventPublisher,
  opening: Opening,
): Promise<void> {
  const outcome = await db.transaction((tx) => recordOpening(tx, opening));
  if (outcome === null) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  if (outcome === 'opened')
    await events.publish({ type: 'order.opened', orderId: opening.orderId });
}
