import type { Executor } from '../../../../db/client';
import {
  pixRefundAttempt,
  pixRefundId,
  pixRefundRequestedNote,
} from '../../../../domain/pix-automation';
import { enqueueJob } from '../../../jobs/job-queue';
import { recordOrderEvent, type OrderEventActor } from '../../order-events/repository';
import { PIX_REFUND_JOB } from '../apply-received-pix';
import { findConfirmedPixOfOrder, markRefundRequested, type PixReceivedRow } from '../repository';

/** What a refund job carries: the received Pix, its order, and the refund id it is about. */
export interface RefundPayload {
  receivedId: number;
  orderId: number | null;
  /** Absent on the job applyReceivedPix adds: the first attempt's id is given when it runs. */
  refundId?: string;
}

/**
 * Asks for a received Pix to go back (decision 064), in the caller's transaction: a new refund id
 * (the next attempt), 'Devolução solicitada' on the Pix and its order, the history line by
 * `actor` (the staff member who rejected the order, or the Pix automático), and the job that
 * calls the provider. Applies only while the Pix's refund is still the one the caller saw;
 * answers the new refund id, or null when another request got there first.
 */
export async function requestPixRefund(
  tx: Executor,
  input: {
    received: Pick<PixReceivedRow, 'id' | 'orderId' | 'amountCents' | 'refundId'>;
    actor: OrderEventActor;
    at: Date;
  },
): Promise<string | null> {
  const { received, actor, at } = input;
  const refundId = pixRefundId(received.id, pixRefundAttempt(received.refundId) + 1);
  const isRequested = await markRefundRequested(tx, {
    receivedId: received.id,
    orderId: received.orderId,
    expectedRefundId: received.refundId,
    refundId,
    at,
  });
  if (!isRequested) return null;
  if (received.orderId !== null) {
    await recordOrderEvent(tx, {
      orderId: received.orderId,
      kind: 'refund',
      actor,
      to: 'solicitada',
      note: pixRefundRequestedNote(received.amountCents),
      at,
    });
  }
  const payload: RefundPayload = { receivedId: received.id, orderId: received.orderId, refundId };
  await enqueueJob(tx, { kind: PIX_REFUND_JOB, key: `refund:${refundId}`, payload });
  return refundId;
}

/**
 * Staff rejected an order its Pix had paid (decision 064): the money goes back, asked in the
 * rejection's transaction by the staff member who rejected it. Nothing when the order was not
 * paid by a Pix we received, or its refund was asked already.
 */
export async function refundPixOfRejectedOrder(
  tx: Executor,
  input: { orderId: number; actor: OrderEventActor; at: Date },
): Promise<void> {
  const received = await findConfirmedPixOfOrder(tx, input.orderId);
  if (!received || received.refundId !== null) return;
  await requestPixRefund(tx, { received, actor: input.actor, at: input.at });
}
