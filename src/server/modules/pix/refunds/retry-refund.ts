import type { Database } from '../../../../db/client';
import { AppError } from '../../../errors';
import type { EventPublisher } from '../../../events/event-bus';
import type { OrderEventActor } from '../../order-events/repository';
import { findOrderHeadline, findRefundOfOrder } from '../repository';
import { requestPixRefund } from './request-refund';

const NO_FAILED_REFUND_MESSAGE = 'Este pedido não tem devolução de Pix que falhou.';

/**
 * 'Tentar devolver de novo' (decision 064): a refund that failed is asked again, as a new attempt
 * with its own refund id, by the staff member (dono or gerente).
 */
export async function retryPixRefund(
  db: Database,
  events: EventPublisher,
  input: { orderId: number; actor: OrderEventActor; now: Date },
): Promise<void> {
  const order = await findOrderHeadline(db, input.orderId);
  if (!order) throw new AppError('NOT_FOUND', 'Pedido não encontrado.');
  const refundId = await db.transaction(async (tx) => {
    const received = await findRefundOfOrder(tx, input.orderId);
    if (!received || received.refundStatus !== 'falhou') return null;
    return requestPixRefund(tx, { received, actor: input.actor, at: input.now });
  });
  if (!refundId) throw new AppError('CONFLICT', NO_FAILED_REFUND_MESSAGE);
  await events.publish({
    type: 'order.status',
    orderId: order.id,
    publicId: order.publicId,
    status: order.status,
  });
}
