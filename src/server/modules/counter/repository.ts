import { count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { customers, orders } from '../../../db/schema';
import type { OrderRow } from '../orders/repository';

/** The customer of this phone (digits), as the CRM keeps them; null: a new phone. */
export async function findCustomerByPhone(db: Executor, phone: string) {
  const [row] = await db.select().from(customers).where(eq(customers.phone, phone)).limit(1);
  return row ?? null;
}

/** Their latest orders, newest first, and how many they have. */
export async function listRecentOrderRows(
  db: Executor,
  customerId: number,
  limit: number,
): Promise<{ rows: OrderRow[]; total: number }> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.placedAt), desc(orders.id))
    .limit(limit);
  const [counted] = await db
    .select({ total: count() })
    .from(orders)
    .where(eq(orders.customerId, customerId));
  return { rows, total: counted?.total ?? 0 };
}
