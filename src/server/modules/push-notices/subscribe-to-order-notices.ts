import type { Database } from '../../../db/client';
import { isFinalForCustomer } from '../../../domain/order-status';
import {
  MAX_PUSH_SUBSCRIPTIONS_PER_ORDER,
  type PushSubscriptionInput,
} from '../../../domain/push-notices';
import { AppError } from '../../errors';
import { countSubscriptions, lockOrderByPublicId, upsertSubscription } from './repository';

/**
 * Keeps a browser's subscription for one order's notices (decision 074). The same browser again
 * replaces its keys; an order already at its end, or with as many browsers as it may have, says no.
 */
export async function subscribeToOrderNotices(
  db: Database,
  publicId: string,
  subscription: PushSubscriptionInput,
): Promise<{ created: boolean }> {
  return db.transaction(async (tx) => {
    const order = await lockOrderByPublicId(tx, publicId);
    if (!order) throw new AppError('NOT_FOUND', 'Pedido não encontrado.');
    if (isFinalForCustomer(order.status)) {
      throw new AppError(
        'PUSH_ORDER_FINISHED',
        'Este pedido já foi concluído: não há mais avisos a enviar.',
      );
    }
    const fields = {
      orderId: order.id,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
    };
    // the same browser subscribing again is not one more
    const existing = await countSubscriptions(tx, order.id);
    const created = await upsertSubscription(
      tx,
      fields,
      existing < MAX_PUSH_SUBSCRIPTIONS_PER_ORDER,
    );
    if (created === null) {
      throw new AppError(
        'PUSH_SUBSCRIPTIONS_FULL',
        `Este pedido já envia avisos para ${MAX_PUSH_SUBSCRIPTIONS_PER_ORDER} aparelhos. Desative os avisos em um deles para ativar aqui.`,
      );
    }
    return { created };
  });
}
