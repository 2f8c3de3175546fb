import type { Database } from '../../../db/client';
import { ORDER_NOT_FOUND, type PrintClaim, type PrintKind } from '../../../domain/admin-orders';
import { AppError } from '../../errors';
import type { EventPublisher } from '../../events/event-bus';
import { getOrder } from './get-order';
import { recordOrderEvent, type OrderEventActor } from '../order-events/repository';
import { findOrderState, recordTicketPrint } from './repository';
import { recordOpening } from '../desk-alarm/open-order';

export interface RecordTicketPrintCommand {
  orderId: number;
  kind: PrintKind;
  actor: OrderEventActor;
  now: Date;
}

/**
 * A desk asks before it prints an order's ticket on its thermal printer (docs/decisions/028):
 * every desk printing automatically asks when it sees the order accepted, and only the first is
 * told to print; 'Reimprimir' always prints and counts. A counted print is told to every open desk
 * with the order's status event, so each shows 'Impresso às …'.
 */
export async function recordPrint(
  db: Database,
  events: EventPublisher,
  { orderId, kind, actor, now }: RecordTicketPrintCommand,
): Promise<PrintClaim> {
  const { order, claimed, opened } = await db.transaction(async (tx) => {
    const claimed = await recordTicketPrint(tx, { id: orderId, kind, at: now });
    if (!claimed && !(await findOrderState(tx, orderId))) {
      throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    }
    // a ticket in the kitchen's hands is an order seen: the desks stop ringing for it (decision 034)
    const opened = claimed ? await recordOpening(tx, { orderId, by: actor, at: now }) : null;
    // each counted print is a line of the order's history (docs/decisions/029)
    if (claimed) {
      await recordOrderEvent(tx, {
        orderId,
        kind: 'print',
        actor,
        note: kind === 'reprint' ? 'reimpressão' : 'impressão automática',
        at: now,
      });
    }
    return { order: await getOrder(tx, orderId), claimed, opened };
  });
  if (opened === 'opened') await events.publish({ type: 'order.opened', orderId });
  if (claimed) {
    await events.publish({
      type: 'order.status',
      orderId,
      publicId: order.publicId,
      status: order.status,
    });
  }
  return { claimed, order };
}
