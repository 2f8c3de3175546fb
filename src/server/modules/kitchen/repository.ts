import { and, asc, count, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { categories, establishmentSettings, orderItems, orders } from '../../../db/schema';
import { KITCHEN_STATUSES } from '../../../domain/admin-kitchen';
import { readKitchenSettings, type KitchenSettings } from '../../../domain/admin-kitchen-settings';
import { lastAcceptanceMoves, type OrderEventActor } from '../order-events/repository';
import type { OrderRow } from '../orders/repository';

/**
 * The accepted orders to cook, oldest accepted first, each with when it was accepted: its last
 * move to 'aprovado' in the history, or, for an order that has none, when its status last changed
 * (an approved one) or when it was placed. Orders held for a later slot (`heldAfter`) wait on the
 * desk's 'Agendados' as they do on the desk's lists.
 */
export async function listKitchenOrderRows(
  db: Executor,
  heldAfter: Date,
): Promise<{ row: OrderRow; acceptedAt: Date }[]> {
  const accepted = lastAcceptanceMoves(db);
  const acceptedAt = sql<Date>`coalesce(${accepted.at}, case when ${orders.status} = 'aprovado' then ${orders.statusChangedAt} else ${orders.createdAt} end)`;
  const rows = await db
    .select({ order: orders, acceptedAt: acceptedAt.mapWith((v: string | Date) => new Date(v)) })
    .from(orders)
    .leftJoin(accepted, eq(accepted.orderId, orders.id))
    .where(
      and(
        inArray(orders.status, [...KITCHEN_STATUSES]),
        or(isNull(orders.scheduledFor), lte(orders.scheduledFor, heldAfter)),
      ),
    )
    .orderBy(asc(acceptedAt), asc(orders.id));
  return rows.map((r) => ({ row: r.order, acceptedAt: r.acceptedAt }));
}

/** What the kitchen keeps of each line of these orders, in the order the orders' `items` have. */
export async function listKitchenLineRows(db: Executor, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      categorySlug: orderItems.categorySlug,
      readyAt: orderItems.readyAt,
      readyByName: orderItems.readyByName,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.orderId), asc(orderItems.sortOrder), asc(orderItems.id));
}

/** Each category's id by its slug: order lines keep the slug of the category they were sold in. */
export async function listCategoryIdsBySlug(db: Executor): Promise<Map<string, number>> {
  const rows = await db.select({ id: categories.id, slug: categories.slug }).from(categories);
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/** The kitchen's settings (decision 058); the defaults on a shop that has no settings row yet. */
export async function findKitchenSettings(db: Executor): Promise<KitchenSettings> {
  const [row] = await db
    .select({ kitchen: establishmentSettings.kitchen })
    .from(establishmentSettings)
    .where(eq(establishmentSettings.id, 1))
    .limit(1);
  return readKitchenSettings(row?.kitchen);
}

export async function storeKitchenSettings(db: Executor, settings: KitchenSettings): Promise<void> {
  await db
    .update(establishmentSettings)
    .set({ kitchen: settings })
    .where(eq(establishmentSettings.id, 1));
}

/**
 * The order's status and kitchen state, its row locked until the transaction ends: two bumps of
 * one order (two stations at once) take turns, so exactly one sees the last item done.
 */
export async function lockKitchenOrder(tx: Executor, orderId: number) {
  const [row] = await tx
    .select({
      id: orders.id,
      status: orders.status,
      fulfilment: orders.fulfilment,
      kitchenDoneAt: orders.kitchenDoneAt,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update')
    .limit(1);
  return row ?? null;
}

/** The ids of the order's lines. */
export async function listOrderItemIds(tx: Executor, orderId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return rows.map((row) => row.id);
}

/**
 * Marks lines ready, or back to be made. A line already in that state is left as it is (the first
 * bump keeps its who and when); answers how many changed.
 */
export async function setItemsReady(
  tx: Executor,
  change: {
    orderId: number;
    itemIds: readonly number[];
    ready: { at: Date; actor: OrderEventActor } | null;
  },
): Promise<number> {
  const { ready } = change;
  const changed = await tx
    .update(orderItems)
    .set(
      ready
        ? { readyAt: ready.at, readyBy: ready.actor.id, readyByName: ready.actor.name }
        : { readyAt: null, readyBy: null, readyByName: null },
    )
    .where(
      and(
        eq(orderItems.orderId, change.orderId),
        inArray(orderItems.id, [...change.itemIds]),
        ready ? isNull(orderItems.readyAt) : isNotNull(orderItems.readyAt),
      ),
    )
    .returning({ id: orderItems.id });
  return changed.length;
}

/** How many of the order's lines are still to make. */
export async function countItemsToMake(tx: Executor, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ count: count() })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNull(orderItems.readyAt)));
  return row?.count ?? 0;
}

/** When the kitchen finished the order; null: something is to make again. */
export async function setKitchenDoneAt(tx: Executor, orderId: number, at: Date | null) {
  await tx.update(orders).set({ kitchenDoneAt: at }).where(eq(orders.id, orderId));
}

/** The menu's categories in menu order, for the stations' choices. */
export async function listCategoryChoices(db: Executor) {
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.id));
}
