import type { Executor } from '../../../db/client';
import { ORDER_NOT_FOUND, type AdminOrder } from '../../../domain/admin-orders';
import { AppError } from '../../errors';
import { loadOrderDetails } from '../orders/repository';
import { findOrderRow } from './repository';

/** One order in full, for the order's dialog and its kitchen ticket. */
export async function getOrder(db: Executor, id: number): Promise<AdminOrder> {
  const row = await findOrderRow(db, id);
  const [order] = row ? await loadOrderDetails(db, [row]) : [];
  if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  return order;
}
