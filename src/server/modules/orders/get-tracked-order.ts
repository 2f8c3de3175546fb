import type { Executor } from '../../../db/client';
import type { TrackedOrder } from '../../../domain/order';
import { AppError } from '../../errors';
import { findOrderByPublicId } from './repository';

/** The order behind a tracking link, without the customer's phone (docs/product/principles.md#back-office). */
export async function getTrackedOrder(db: Executor, publicId: string): Promise<TrackedOrder> {
  const order = await findOrderByPublicId(db, publicId);
  if (!order) throw new AppError('NOT_FOUND', 'Pedido não encontrado.');
  const { customerPhone: _phone, ...tracked } = order;
  return tracked;
}
