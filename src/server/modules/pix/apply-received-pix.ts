import type { Database } from '../../../db/client';
import { PIX_PROVIDER_ACTOR_NAME } from '../../../domain/admin-order-events';
import {
  judgeReceivedPix,
  pixConfirmedNote,
  pixForRejectedOrderNote,
  pixMismatchNote,
  type PixProviderKind,
  type ReceivedPixOutcome,
} from '../../../domain/pix-automation';
import type { EventPublisher } from '../../events/event-bus';
import { enqueueJob } from '../../jobs/job-queue';
import { recordOrderEvent } from '../order-events/repository';
import { releaseHeldOrder } from './release-held-order';
import type { ReceivedPix } from './provider';
import {
  findReceivedByEndToEndId,
  insertReceivedPix,
  lockChargeByTxid,
  lockOrderForPix,
  markChargePaid,
  markOrderPaidByPix,
} from './repository';

/** The job that sends a received Pix back to its payer (registered by the refunds). */
export const PIX_REFUND_JOB = 'pix.refund';

export interface AppliedPix {
  outcome: ReceivedPixOutcome;
  /** false: this end-to-end id was applied before, and nothing changed now. */
  isNew: boolean;
  orderId: number | null;
  receivedId: number;
}

/**
 * A Pix the provider told us of, by webhook or found by polling (decision 060), applied once:
 * the end-to-end id is unique, so a webhook repeated, out of order or racing the polling changes
 * nothing the second time. In one transaction, with the charge and the order locked (an expiry
 * running at the same moment waits): the received Pix is recorded; the exact amount of one of our
 * charges confirms its order ('Pix confirmado' with the payer's name, the order's history, shown
 * on the desk if it was hidden); another amount is flagged, never taken as paid; money for an
 * order the shop rejected is queued to go back. Told to the desks and the customer's page after
 * the commit.
 */
export async function applyReceivedPix(
  db: Database,
  events: EventPublisher,
  input: { provider: PixProviderKind; pix: ReceivedPix; source: 'webhook' | 'consulta'; now: Date },
): Promise<AppliedPix> {
  const { pix, now } = input;
  const result = await db.transaction(async (tx) => {
    const known = await findReceivedByEndToEndId(tx, pix.endToEndId);
    if (known) {
      return {
        applied: {
          outcome: known.outcome,
          isNew: false,
          orderId: known.orderId,
          receivedId: known.id,
        },
        publicId: null,
        status: null,
      };
    }
    const charge = pix.txid ? await lockChargeByTxid(tx, pix.txid) : null;
    const order = charge ? await lockOrderForPix(tx, charge.orderId) : null;
    const outcome = judgeReceivedPix(
      charge,
      order ? { isRejected: order.status === 'rejeitado' } : null,
      pix.amountCents,
    );
    const row = await insertReceivedPix(tx, {
      endToEndId: pix.endToEndId,
      provider: input.provider,
      txid: pix.txid,
      chargeId: charge?.id ?? null,
      orderId: order?.id ?? null,
      amountCents: pix.amountCents,
      payerName: pix.payerName,
      paidAt: pix.paidAt,
      receivedAt: now,
      source: input.source,
      outcome,
    });
    if (!row) {
      // recorded by a concurrent delivery of the same Pix since the look above
      const again = await findReceivedByEndToEndId(tx, pix.endToEndId);
      if (!again) throw new Error('received Pix neither inserted nor found');
      return {
        applied: {
          outcome: again.outcome,
          isNew: false,
          orderId: again.orderId,
          receivedId: again.id,
        },
        publicId: null,
        status: null,
      };
    }
    let status = order?.status ?? null;
    if (charge && order) {
      const actor = { id: null, name: PIX_PROVIDER_ACTOR_NAME };
      if (outcome === 'confirmado') {
        await markChargePaid(tx, charge.id, now);
        await markOrderPaidByPix(tx, {
          orderId: order.id,
          paidAt: pix.paidAt,
          payerName: pix.payerName,
          endToEndId: pix.endToEndId,
          at: now,
        });
        await recordOrderEvent(tx, {
          orderId: order.id,
          kind: 'pix',
          actor,
          from: order.paymentStatus,
          to: 'pago',
          note: pixConfirmedNote(pix.amountCents, pix.payerName),
          at: now,
        });
        // held until paid: accepted and printed now, under the shop's automatic acceptance
        status = (await releaseHeldOrder(tx, order, now)) ?? status;
      } else if (outcome === 'valor_divergente') {
        await recordOrderEvent(tx, {
          orderId: order.id,
          kind: 'pix',
          actor,
          note: pixMismatchNote(pix.amountCents, charge.amountCents),
          at: now,
        });
      } else if (outcome === 'pedido_recusado') {
        await recordOrderEvent(tx, {
          orderId: order.id,
          kind: 'pix',
          actor,
          note: pixForRejectedOrderNote(pix.amountCents),
          at: now,
        });
        await enqueueJob(tx, {
          kind: PIX_REFUND_JOB,
          key: `received:${row.id}`,
          payload: { receivedId: row.id, orderId: order.id },
        });
      }
    }
    return {
      applied: { outcome, isNew: true, orderId: order?.id ?? null, receivedId: row.id },
      publicId: order?.publicId ?? null,
      status,
    };
  });
  const { applied, publicId, status } = result;
  if (applied.isNew && applied.orderId !== null && publicId !== null && status !== null) {
    await events.publish({
      type: 'order.status',
      orderId: applied.orderId,
      publicId,
      // the order's status as it stands: a payment moves only an order held until paid
      status,
    });
  }
  return applied;
}
