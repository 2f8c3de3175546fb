import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  comandaItems,
  comandaMoves,
  comandaOrders,
  comandas,
  diningTables,
  orderItemExtras,
  orderItems,
  orders,
  tableServiceSettings,
} from '../../../db/schema';
import {
  DEFAULT_SERVICE_CHARGE,
  type ComandaPayment,
  type ServiceChargeSettings,
} from '../../../domain/comanda';

/** The SQL of tables and comandas (docs/decisions/057). */

export type TableRow = typeof diningTables.$inferSelect;
export type ComandaRow = typeof comandas.$inferSelect;

/** A rejected order's lines are no part of the bill. */
const REJECTED = 'rejeitado';

export async function listTables(db: Executor): Promise<TableRow[]> {
  return db.select().from(diningTables).orderBy(asc(diningTables.id));
}

export async function findTableById(db: Executor, id: number): Promise<TableRow | null> {
  const [row] = await db.select().from(diningTables).where(eq(diningTables.id, id)).limit(1);
  return row ?? null;
}

/** The table whose label is `label`, whatever its case (labels are unique that way). */
export async function findTableByLabel(db: Executor, label: string): Promise<TableRow | null> {
  const [row] = await db
    .select()
    .from(diningTables)
    .where(sql`lower(${diningTables.label}) = lower(${label.trim()})`)
    .limit(1);
  return row ?? null;
}

export async function findTableByToken(db: Executor, token: string): Promise<TableRow | null> {
  const [row] = await db.select().from(diningTables).where(eq(diningTables.token, token)).limit(1);
  return row ?? null;
}

export async function insertTable(
  db: Executor,
  table: { label: string; token: string; isActive: boolean },
): Promise<TableRow> {
  const [row] = await db.insert(diningTables).values(table).returning();
  if (!row) throw new Error('table not inserted');
  return row;
}

export async function updateTable(
  db: Executor,
  id: number,
  change: { label: string; isActive: boolean },
): Promise<TableRow | null> {
  const [row] = await db
    .update(diningTables)
    .set(change)
    .where(eq(diningTables.id, id))
    .returning();
  return row ?? null;
}

export async function countTables(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(diningTables);
  return row?.n ?? 0;
}

export async function readServiceCharge(db: Executor): Promise<ServiceChargeSettings> {
  const [row] = await db.select().from(tableServiceSettings).limit(1);
  if (!row) return DEFAULT_SERVICE_CHARGE;
  return { isEnabled: row.serviceChargeEnabled, percent: row.serviceChargePercent };
}

export async function saveServiceCharge(
  db: Executor,
  settings: ServiceChargeSettings,
): Promise<void> {
  const values = {
    serviceChargeEnabled: settings.isEnabled,
    serviceChargePercent: settings.percent,
  };
  await db
    .insert(tableServiceSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: tableServiceSettings.id, set: values });
}

/**
 * The table's open comanda, opened now when it has none. Two orders for a table arriving at once
 * race on the unique index over open comandas: the second insert waits for the first and does
 * nothing, then both read the same row. The row is locked (share) until the order commits, so a
 * comanda being closed meanwhile is closed before or after the order joins it, never during.
 */
export async function openComandaOf(
  tx: Executor,
  tableId: number,
  now: Date,
  mode: 'share' | 'update',
): Promise<ComandaRow> {
  // closed between our insert and our read (it needs the lock we ask for): once more
  for (let attempt = 0; attempt < 3; attempt++) {
    await tx
      .insert(comandas)
      .values({ tableId, openedAt: now })
      .onConflictDoNothing({ target: comandas.tableId, where: sql`${comandas.closedAt} is null` });
    const [row] = await tx
      .select()
      .from(comandas)
      .where(and(eq(comandas.tableId, tableId), isNull(comandas.closedAt)))
      .for(mode);
    if (row) return row;
  }
  throw new Error(`no open comanda for table ${tableId}`);
}

/** The comanda, locked against another close or move until the transaction ends. */
export async function lockComanda(tx: Executor, id: number): Promise<ComandaRow | null> {
  const [row] = await tx.select().from(comandas).where(eq(comandas.id, id)).for('update');
  return row ?? null;
}

/** A table order joins the comanda: the order (its discount) and each of its lines. */
export async function addOrderToComanda(
  tx: Executor,
  comandaId: number,
  orderId: number,
): Promise<void> {
  await tx.insert(comandaOrders).values({ orderId, comandaId });
  await tx.execute(sql`
    insert into ${comandaItems} (order_item_id, comanda_id)
    select ${orderItems.id}, ${comandaId} from ${orderItems} where ${orderItems.orderId} = ${orderId}`);
}

export async function listComandas(
  db: Executor,
  which: 'open' | 'closed',
  limit: number,
): Promise<Array<ComandaRow & { tableLabel: string }>> {
  const rows = await db
    .select({ comanda: comandas, tableLabel: diningTables.label })
    .from(comandas)
    .innerJoin(diningTables, eq(diningTables.id, comandas.tableId))
    .where(which === 'open' ? isNull(comandas.closedAt) : isNotNull(comandas.closedAt))
    .orderBy(which === 'open' ? asc(comandas.openedAt) : desc(comandas.closedAt))
    .limit(limit);
  return rows.map((row) => ({ ...row.comanda, tableLabel: row.tableLabel }));
}

export async function findComanda(
  db: Executor,
  id: number,
): Promise<(ComandaRow & { tableLabel: string }) | null> {
  const [row] = await db
    .select({ comanda: comandas, tableLabel: diningTables.label })
    .from(comandas)
    .innerJoin(diningTables, eq(diningTables.id, comandas.tableId))
    .where(eq(comandas.id, id));
  return row ? { ...row.comanda, tableLabel: row.tableLabel } : null;
}

export type ComandaLineRow = Awaited<ReturnType<typeof comandaLines>>[number];

/** The lines billed to these comandas, in the order they were placed. */
export async function comandaLines(db: Executor, comandaIds: readonly number[]) {
  if (comandaIds.length === 0) return [];
  const lines = await db
    .select({
      comandaId: comandaItems.comandaId,
      orderItemId: orderItems.id,
      orderId: orderItems.orderId,
      productName: orderItems.productName,
      categorySlug: orderItems.categorySlug,
      size: orderItems.size,
      sizeName: orderItems.sizeName,
      sizeNote: orderItems.sizeNote,
      variantName: orderItems.variantName,
      quantity: orderItems.quantity,
      extraFlavours: orderItems.extraFlavours,
      crustName: orderItems.crustName,
      fillingName: orderItems.fillingName,
      notes: orderItems.notes,
      lineTotalCents: orderItems.lineTotalCents,
      customerName: orders.customerName,
      placedAt: orders.placedAt,
    })
    .from(comandaItems)
    .innerJoin(orderItems, eq(orderItems.id, comandaItems.orderItemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(inArray(comandaItems.comandaId, [...comandaIds]), ne(orders.status, REJECTED)))
    .orderBy(asc(orders.placedAt), asc(orderItems.orderId), asc(orderItems.sortOrder));
  const ids = lines.map((line) => line.orderItemId);
  const extras =
    ids.length === 0
      ? []
      : await db
          .select({ orderItemId: orderItemExtras.orderItemId, name: orderItemExtras.name })
          .from(orderItemExtras)
          .where(inArray(orderItemExtras.orderItemId, ids))
          .orderBy(asc(orderItemExtras.id));
  return lines.map((line) => ({
    ...line,
    extras: extras.filter((extra) => extra.orderItemId === line.orderItemId),
  }));
}

/** The discounts of the orders placed into each comanda (rejected ones left out). */
export async function comandaDiscounts(
  db: Executor,
  comandaIds: readonly number[],
): Promise<Map<number, number>> {
  if (comandaIds.length === 0) return new Map();
  const rows = await db
    .select({
      comandaId: comandaOrders.comandaId,
      cents: sql<number>`coalesce(sum(${orders.discountCents}), 0)::int`,
    })
    .from(comandaOrders)
    .innerJoin(orders, eq(orders.id, comandaOrders.orderId))
    .where(and(inArray(comandaOrders.comandaId, [...comandaIds]), ne(orders.status, REJECTED)))
    .groupBy(comandaOrders.comandaId);
  return new Map(rows.map((row) => [row.comandaId, row.cents]));
}

export async function comandaMovesOf(db: Executor, comandaIds: readonly number[]) {
  if (comandaIds.length === 0) return [];
  return db
    .select()
    .from(comandaMoves)
    .where(
      sql`${comandaMoves.fromComandaId} in ${[...comandaIds]} or ${comandaMoves.toComandaId} in ${[...comandaIds]}`,
    )
    .orderBy(asc(comandaMoves.at), asc(comandaMoves.id));
}

/** The comanda a line is billed to now (null: not a table order's line). */
export async function comandaOfLine(db: Executor, orderItemId: number): Promise<number | null> {
  const [row] = await db
    .select({ comandaId: comandaItems.comandaId })
    .from(comandaItems)
    .where(eq(comandaItems.orderItemId, orderItemId));
  return row?.comandaId ?? null;
}

export async function moveLine(
  tx: Executor,
  move: {
    orderItemId: number;
    itemName: string;
    from: { comandaId: number; tableLabel: string };
    to: { comandaId: number; tableLabel: string };
    actor: { id: number; name: string };
    at: Date;
  },
): Promise<void> {
  await tx
    .update(comandaItems)
    .set({ comandaId: move.to.comandaId })
    .where(eq(comandaItems.orderItemId, move.orderItemId));
  await tx.insert(comandaMoves).values({
    orderItemId: move.orderItemId,
    itemName: move.itemName,
    fromComandaId: move.from.comandaId,
    toComandaId: move.to.comandaId,
    fromTableLabel: move.from.tableLabel,
    toTableLabel: move.to.tableLabel,
    actorId: move.actor.id,
    actorName: move.actor.name,
    at: move.at,
  });
}

export async function closeComandaRow(
  tx: Executor,
  id: number,
  closing: {
    closedAt: Date;
    closedById: number;
    closedByName: string;
    subtotalCents: number;
    discountCents: number;
    serviceChargePercent: number;
    serviceChargeCents: number;
    totalCents: number;
    persons: number;
    payments: ComandaPayment[];
  },
): Promise<ComandaRow | null> {
  const [row] = await tx
    .update(comandas)
    .set(closing)
    .where(and(eq(comandas.id, id), isNull(comandas.closedAt)))
    .returning();
  return row ?? null;
}
