import type { Executor } from '../../../db/client';
import { recordOrderEvent, type OrderEventActor } from '../order-events/repository';
import { setPaymentStatus } from './repository';

/** The note of the payment the hand-over marked (cash or card taken at the door). */
export const PAID_ON_HAND_OVER_NOTE = 'na entrega';

/**
 * Marks the order 'pago' with a line in its history saying why (`note`), in the caller's
 * transaction. An order already paid is left as it is (it keeps its paid_at and gets no second
 * line); answers whether it was marked.
 */
export async function markOrderPaid(
  tx: Executor,
  { orderId, actor, note, at }: { orderId: number; actor: OrderEventActor; note: string; at: Date },
): Promise<boolean> {
  if (!(await setPaymentStatus(tx, { id: orderId, to: 'pago', at }))) return false;
  await recordOrderEvent(tx, {
    orderId,
    kind: 'payment',
    actor,
    from: 'a_receber',
    to: 'pago',
    note,
    at,
  });
  return true;
}
