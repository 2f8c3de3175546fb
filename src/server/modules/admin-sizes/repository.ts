import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { orderItems, productPrices, sizes } from '../../../db/schema';
import type { AdminSize } from '../../../domain/admin-sizes';
import type { Size, SizeId } from '../../../domain/sizes';

/** Every size, inactive ones too, in menu order, with whether an order ever used it. */
export async function listAdminSizes(db: Executor): Promise<AdminSize[]> {
  const [all, used] = await Promise.all([
    db.select().from(sizes).orderBy(asc(sizes.sortOrder), asc(sizes.id)),
    db.selectDistinct({ size: orderItems.size }).from(orderItems),
  ]);
  const usedIds = new Set(used.map((row) => row.size));
  return all.map((size) => ({ ...size, usedByOrders: usedIds.has(size.id) }));
}

/** Every size in menu order, locked until the transaction ends. */
export function listSizesForUpdate(db: Executor): Promise<Size[]> {
  return db.select().from(sizes).orderBy(asc(sizes.sortOrder), asc(sizes.id)).for('update');
}

export async function insertSize(db: Executor, size: Size): Promise<void> {
  await db.insert(sizes).values(size);
}

export async function updateSize(
  db: Executor,
  id: SizeId,
  fields: Partial<Omit<Size, 'id'>>,
): Promise<void> {
  await db.update(sizes).set(fields).where(eq(sizes.id, id));
}

/** Whether an order line ever named the size. */
export async function sizeUsedByOrders(db: Executor, id: SizeId): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(orderItems)
    .where(eq(orderItems.size, id))
    .limit(1);
  return row !== undefined;
}

/** Deletes a size and the products' prices in it. */
export async function deleteSizeRow(db: Executor, id: SizeId): Promise<void> {
  await db.delete(productPrices).where(eq(productPrices.sizeId, id));
  await db.delete(sizes).where(eq(sizes.id, id));
}
