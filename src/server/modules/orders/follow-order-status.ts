import type { Executor } from '../../../db/client';
import type { OrderStatus } from '../../../domain/order-status';
import type { PaymentStatus } from '../../../domain/payment-status';
import { AppError } from '../../errors';
import type { EventBus } from '../../events/event-bus';
import type { EventStream } from '../../events/event-stream';
import { findOrderStatusByPublicId } from './repository';

/** What the tracking page's stream sends as `event: status`. */
interface OrderStatusUpdate {
  status: OrderStatus;
  statusChangedAt: string;
  /** A Pix marked paid shows on the page at once. */
  paymentStatus: PaymentStatus;
  /** The latest dynamic Pix charge ('1:ativa'): a code made, expired or renewed shows at once. */
  pixCharge: string;
}

/** Before a stream opens: an unknown order is a plain 404. */
export async function checkTrackedOrderExists(db: Executor, publicId: string): Promise<void> {
  if (!(await findOrderStatusByPublicId(db, publicId))) {
    throw new AppError('NOT_FOUND', 'Pedido não encontrado.');
  }
}

/**
 * Keeps the customer's tracking page live (docs/product/principles.md#orders): its status first, then again each
 * time the shop moves the order or marks it paid. The status is read from the database when told of a change, in
 * turn, so the last thing sent is the latest status even when changes come quickly.
 */
export function followOrderStatus(
  db: Executor,
  events: Pick<EventBus, 'subscribe'>,
  stream: EventStream,
  publicId: string,
  onError: (error: unknown) => void,
): void {
  let queue = Promise.resolve();
  let lastSent = '';
  const sendCurrentStatus = () => {
    queue = queue
      .then(async () => {
        if (!stream.isOpen) return;
        const current = await findOrderStatusByPublicId(db, publicId);
        if (!current) return;
        const update: OrderStatusUpdate = {
          status: current.status,
          statusChangedAt: current.statusChangedAt.toISOString(),
          paymentStatus: current.paymentStatus,
          pixCharge: current.pixCharge,
        };
        const key = JSON.stringify(update);
        if (key === lastSent) return;
        lastSent = key;
        stream.send('status', update);
      })
      .catch(onError);
  };
  stream.onClose(
    events.subscribe((event) => {
      if (event.type === 'order.status' && event.publicId === publicId) sendCurrentStatus();
      // a move told while the events' connection was down is lost: read the order again
      if (event.type === 'events.resumed') sendCurrentStatus();
    }),
  );
  // after subscribing: a change made meanwhile is not missed
  sendCurrentStatus();
}
