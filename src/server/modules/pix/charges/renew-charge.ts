import type { Database } from '../../../../db/client';
import { refuseChargeRenewal } from '../../../../domain/pix-automation';
import { isPixPayment } from '../../../../domain/pix';
import { AppError } from '../../../errors';
import type { EventPublisher } from '../../../events/event-bus';
import type { SecretBox } from '../../../security/secret-box';
import { readPixProvider } from '../provider-config';
import { addCharge } from './start-charge';
import { findLatestChargeOfOrder, lockPixOrderByPublicId } from './repository';

/**
 * 'Gerar novo código' on the tracking page: once the last code expired (it was cancelled at the
 * provider then) or could not be made, a new attempt with a new txid and its jobs, in one
 * transaction with the order locked, so two taps make one code (docs/decisions/063).
 */
export async function renewPixCharge(
  db: Database,
  events: EventPublisher,
  { publicId, secrets, now }: { publicId: string; secrets: SecretBox | null; now: Date },
): Promise<void> {
  const order = await db.transaction(async (tx) => {
    const order = await lockPixOrderByPublicId(tx, publicId);
    if (!order) throw new AppError('NOT_FOUND', 'Pedido não encontrado.');
    const latest = await findLatestChargeOfOrder(tx, order.id);
    const refusal = refuseChargeRenewal(
      { ...order, isPix: isPixPayment(order.paymentMethod) },
      latest,
    );
    if (refusal) throw new AppError(refusal.code, refusal.message);
    const provider = await readPixProvider(tx, secrets);
    if (provider.status !== 'ready' || !latest) {
      throw new AppError(
        'PIX_NOT_AVAILABLE',
        'A pizzaria não está gerando códigos Pix agora. Use o código abaixo ou pague na entrega.',
      );
    }
    await addCharge(
      tx,
      provider,
      { orderId: order.id, amountCents: order.totalCents, attempt: latest.attempt + 1 },
      now,
    );
    return order;
  });
  await events.publish({ type: 'order.status', orderId: order.id, publicId, status: order.status });
}
