import { count, max } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customers, orders, products } from '../../db/schema';

export interface ShopContents {
  orders: number;
  customers: number;
  products: number;
  /** When the newest order was placed: what a restored backup goes back to. */
  lastOrderAt: Date | null;
}

/** What a backup or a restored folder holds, to show before and after. */
export async function countShopContents(db: Executor): Promise<ShopContents> {
  const [orderRow] = await db.select({ n: count(), last: max(orders.placedAt) }).from(orders);
  const [customerRow] = await db.select({ n: count() }).from(customers);
  const [productRow] = await db.select({ n: count() }).from(products);
  return {
    orders: orderRow?.n ?? 0,
    customers: customerRow?.n ?? 0,
    products: productRow?.n ?? 0,
    lastOrderAt: orderRow?.last ?? null,
  };
}
