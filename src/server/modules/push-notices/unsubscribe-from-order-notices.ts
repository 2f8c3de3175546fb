import type { Executor } from '../../../db/client';
import { AppError } from '../../errors';
import { deleteSubscription, findOrderIdByPublicId } from './repository';

/** 'Desativar': the browser's subscription for this order is forgotten (twice is fine). */
export async function unsubscribeFromOrderNotices(
  db: Executor,
  publicId: string,
  endpoint: string,
): Promise<void> {
  const orderId = await findOrderIdByPublicId(db, publicId);
  if (orderId === null) throw new AppError('NOT_FOUND', 'Pedido não encontrado.');
  await deleteSubscription(db, orderId, endpoint);
}
