import type { Database } from '../../../../db/client';
import { DEFAULT_ESTABLISHMENT } from '../../../../domain/establishment';
import {
  otherPaymentOptions,
  pixSwitchedNote,
  refusePaymentSwitch,
} from '../../../../domain/pix-automation';
import { isPixPayment } from '../../../../domain/pix';
import { AppError } from '../../../errors';
import type { EventPublisher } from '../../../events/event-bus';
import { findSettings } from '../../establishment/repository';
import { recordOrderEvent } from '../../order-events/repository';
import { releaseHeldOrder } from '../release-held-order';
import { enqueueChargeCancel } from './charge-jobs';
import { cancelOpenChargesOfOrder, lockPixOrderByPublicId, switchOrderPayment } from './repository';

/** The customer chose it on the tracking page: no staff account. */
const CUSTOMER_ACTOR = { id: null, name: 'Cliente' };

/**
 * 'Pagar na entrega' / 'Pagar na retirada' on the tracking page: a Pix order not paid yet becomes
 * an order paid with another of the shop's options when it is handed over. In one transaction:
 * the open charge is cancelled (and at the provider by a job), the order shows on the desk again,
 * its history says so, and the desks and the page hear of it once committed (decision 063).
 */
export async function switchPixPayment(
  db: Database,
  events: EventPublisher,
  { publicId, paymentMethod, now }: { publicId: string; paymentMethod: string; now: Date },
): Promise<void> {
  const order = await db.transaction(async (tx) => {
    const order = await lockPixOrderByPublicId(tx, publicId);
    if (!order) throw new AppError('NOT_FOUND', 'Pedido não encontrado.');
    const settings = (await findSettings(tx))?.settings ?? DEFAULT_ESTABLISHMENT;
    const chosen = settings.paymentOptions.find((o) => o === paymentMethod.trim()) ?? paymentMethod;
    const refusal = refusePaymentSwitch(
      { ...order, isPix: isPixPayment(order.paymentMethod) },
      chosen,
      otherPaymentOptions(settings.paymentOptions, isPixPayment),
    );
    if (refusal) throw new AppError(refusal.code, refusal.message);
    for (const charge of await cancelOpenChargesOfOrder(tx, order.id, now)) {
      await enqueueChargeCancel(tx, charge);
    }
    await switchOrderPayment(tx, order.id, chosen, now);
    await recordOrderEvent(tx, {
      orderId: order.id,
      kind: 'pix',
      actor: CUSTOMER_ACTOR,
      note: pixSwitchedNote(chosen),
      at: now,
    });
    // no Pix to wait for any more: accepted and printed as on arrival (decision 064)
    const released = await releaseHeldOrder(tx, order, now);
    return { ...order, status: released ?? order.status };
  });
  await events.publish({ type: 'order.status', orderId: order.id, publicId, status: order.status });
}
