import type { Database } from '../../../db/client';
import { ORDER_NOT_FOUND, type AdminOrder } from '../../../domain/admin-orders';
import type { PaymentStatus } from '../../../domain/payment-status';
import { AppError } from '../../errors';
import type { EventPublisher } from '../../events/event-bus';
import { getOrder } from './get-order';
import { recordOrderEvent, type OrderEventActor } from '../order-events/repository';
import { findOrderState, setPaymentStatus } from './repository';
import { cancelOpenPixCharges } from '../pix/charges/cancel-open-charges';

export interface ChangePaymentStatusCommand {
  orderId: number;
  paymentStatus: PaymentStatus;
  actor: OrderEventActor;
  now: Date;
}

/**
 * 'Marcar como pago' on the desk (docs/product/principles.md#beyond-the-first-build: payment state is separate from the order's status),
 * and its undo. Idempotent: an order already in that state is answered as it is, keeps its paid_at
 * and is told to no one. A change is a line of the order's history, in the same transaction. A change is told to every open desk and to the customer's tracking page
 * with the order's status event once it has committed, so they read the order again.
 */
export async function changePaymentStatus(
  db: Database,
  events: EventPublisher,
  { orderId, paymentStatus, actor, now }: ChangePaymentStatusCommand,
): Promise<AdminOrder> {
  const { order, isChanged } = await db.transaction(async (tx) => {
    const isChanged = await setPaymentStatus(tx, { id: orderId, to: paymentStatus, at: now });
    if (!isChanged && !(await findOrderState(tx, orderId))) {
      throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    }
    if (isChanged) {
      // paid by hand: its Pix code must not be paid a second time (docs/decisions/063)
      if (paymentStatus === 'pago') await cancelOpenPixCharges(tx, orderId, now, 'pago');
      await recordOrderEvent(tx, {
        orderId,
        kind: 'payment',
        actor,
        from: paymentStatus === 'pago' ? 'a_receber' : 'pago',
        to: paymentStatus,
        at: now,
      });
    }
    return { order: await getOrder(tx, orderId), isChanged };
  });
  if (isChanged) {
    await events.publish({
      type: 'order.status',
      orderId,
      publicId: order.publicId,
      status: order.status,
    });
  }
  return order;
}
