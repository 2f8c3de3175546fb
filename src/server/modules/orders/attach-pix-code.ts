import type { Executor } from '../../../db/client';
import type { Order } from '../../../domain/order';
import { orderPixCode, type PixSettings } from '../../../domain/pix';
import { setOrderPixCode } from './repository';

/**
 * An order paid by Pix at a shop with a key gets its BR Code inside the transaction that writes
 * it: the total as stored and the order's number, which exists only once the row does. The code
 * is kept, so a later change of key leaves the order's code as the customer saw it.
 */
export async function attachPixCode(db: Executor, order: Order, pix: PixSettings): Promise<Order> {
  const pixCode = orderPixCode(pix, order);
  if (pixCode === null) return order;
  await setOrderPixCode(db, order.id, pixCode);
  return { ...order, pixCode };
}
