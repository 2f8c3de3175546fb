import type { Executor } from '../../../../db/client';
import { enqueueChargeCancel } from './charge-jobs';
import { cancelOpenChargesOfOrder, setAwaitingPixPayment } from './repository';

/**
 * Staff marked the order paid by hand, or rejected it, while its code could still be paid: in the
 * same transaction the charge is cancelled here and a job cancels it at the provider, so the
 * customer cannot pay it any more (docs/decisions/063). Marked paid, the order shows on the desk.
 */
export async function cancelOpenPixCharges(
  tx: Executor,
  orderId: number,
  now: Date,
  why: 'pago' | 'rejeitado',
): Promise<void> {
  const cancelled = await cancelOpenChargesOfOrder(tx, orderId, now);
  for (const charge of cancelled) await enqueueChargeCancel(tx, charge);
  if (why === 'pago') await setAwaitingPixPayment(tx, orderId, false);
}
