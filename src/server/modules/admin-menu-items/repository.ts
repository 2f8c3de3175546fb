import { and, asc, eq, isNull, max, ne } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  crustFillings,
  crustPrices,
  crusts,
  extraIngredients,
  extraPrices,
  sizes,
} from '../../../db/schema';
import { NO_CRUST_SWITCH_ID } from '../../../domain/admin-catalogue';
import type { ExtraGroup, ExtraType } from '../../../domain/catalogue';
import type {
  AdminCrust,
  AdminExtra,
  AdminFilling,
  MenuItems,
} from '../../../domain/admin-menu-items';

const extraColumns = {
  id: extraIngredients.id,
  name: extraIngredients.name,
  priceCents: extraIngredients.priceCents,
  type: extraIngredients.type,
  displayGroup: extraIngredients.displayGroup,
  isAvailable: extraIngredients.isAvailable,
};
const crustColumns = {
  id: crusts.id,
  name: crusts.name,
  description: crusts.description,
  priceCents: crusts.priceCents,
  isAvailable: crusts.isAvailable,
};
const fillingColumns = {
  crustId: crustFillings.crustId,
  id: crustFillings.id,
  name: crustFillings.name,
  priceCents: crustFillings.priceCents,
  isAvailable: crustFillings.isAvailable,
};

const liveExtra = isNull(extraIngredients.deletedAt);
const liveCrust = and(isNull(crusts.deletedAt), ne(crusts.id, NO_CRUST_SWITCH_ID));
const liveFilling = isNull(crustFillings.deletedAt);

/** Extras, crusts ('Sem borda' left out) and their fillings not deleted, in menu order. */
export async function listMenuItems(db: Executor): Promise<MenuItems> {
  const extras = await db
    .select(extraColumns)
    .from(extraIngredients)
    .where(liveExtra)
    .orderBy(asc(extraIngredients.sortOrder), asc(extraIngredients.id));
  const crustRows = await db
    .select(crustColumns)
    .from(crusts)
    .where(liveCrust)
    .orderBy(asc(crusts.sortOrder), asc(crusts.id));
  const fillings = await listFillings(db);
  const extraSizePrices = await listExtraSizePrices(db);
  const crustSizePrices = await listCrustSizePrices(db);
  return {
    extras: extras.map((extra) => ({
      ...extra,
      sizePrices: extraSizePrices.get(String(extra.id)) ?? {},
    })),
    crusts: crustRows.map((crust) => ({
      ...crust,
      sizePrices: crustSizePrices.get(crust.id) ?? {},
      fillings: fillings.filter((f) => f.crustId === crust.id),
    })),
  };
}

// ---------------------------------------------------------------- prices per size (decision 051)

function bySize(rows: { itemId: number | string; sizeId: string; priceCents: number }[]) {
  const byItem = new Map<string, Record<string, number>>();
  for (const row of rows) {
    const prices = byItem.get(String(row.itemId)) ?? {};
    prices[row.sizeId] = row.priceCents;
    byItem.set(String(row.itemId), prices);
  }
  return byItem;
}

async function listExtraSizePrices(db: Executor, extraId?: number) {
  return bySize(
    await db
      .select({
        itemId: extraPrices.extraId,
        sizeId: extraPrices.sizeId,
        priceCents: extraPrices.priceCents,
      })
      .from(extraPrices)
      .where(extraId === undefined ? undefined : eq(extraPrices.extraId, extraId)),
  );
}

async function listCrustSizePrices(db: Executor, crustId?: string) {
  return bySize(
    await db
      .select({
        itemId: crustPrices.crustId,
        sizeId: crustPrices.sizeId,
        priceCents: crustPrices.priceCents,
      })
      .from(crustPrices)
      .where(crustId === undefined ? undefined : eq(crustPrices.crustId, crustId)),
  );
}

/** The shop's sizes, inactive ones too, in menu order: to check a price's size and name it in the log. */
export function listSizeNames(db: Executor): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: sizes.id, name: sizes.name })
    .from(sizes)
    .orderBy(asc(sizes.sortOrder), asc(sizes.id));
}

/** Replaces an extra's prices per size with these (none: its one price in every size). */
async function writeExtraSizePrices(
  db: Executor,
  extraId: number,
  prices: Readonly<Record<string, number>>,
): Promise<Record<string, number>> {
  await db.delete(extraPrices).where(eq(extraPrices.extraId, extraId));
  const rows = Object.entries(prices).map(([sizeId, priceCents]) => ({
    extraId,
    sizeId,
    priceCents,
  }));
  if (rows.length > 0) await db.insert(extraPrices).values(rows);
  return { ...prices };
}

async function writeCrustSizePrices(
  db: Executor,
  crustId: string,
  prices: Readonly<Record<string, number>>,
): Promise<Record<string, number>> {
  await db.delete(crustPrices).where(eq(crustPrices.crustId, crustId));
  const rows = Object.entries(prices).map(([sizeId, priceCents]) => ({
    crustId,
    sizeId,
    priceCents,
  }));
  if (rows.length > 0) await db.insert(crustPrices).values(rows);
  return { ...prices };
}

async function listFillings(db: Executor, crustId?: string): Promise<AdminFilling[]> {
  return db
    .select(fillingColumns)
    .from(crustFillings)
    .where(
      crustId === undefined ? liveFilling : and(liveFilling, eq(crustFillings.crustId, crustId)),
    )
    .orderBy(asc(crustFillings.sortOrder), asc(crustFillings.id));
}

// ---------------------------------------------------------------- extras

export interface ExtraData {
  name: string;
  priceCents: number;
  /** Its prices per size (decision 051), replacing the ones it had. */
  sizePrices: Readonly<Record<string, number>>;
  type: ExtraType;
  displayGroup: ExtraGroup;
}

/** Locked until the transaction ends; null when there is none or it was deleted. */
export async function findExtraForUpdate(db: Executor, id: number): Promise<AdminExtra | null> {
  const [row] = await db
    .select(extraColumns)
    .from(extraIngredients)
    .where(and(eq(extraIngredients.id, id), liveExtra))
    .for('update');
  if (!row) return null;
  return { ...row, sizePrices: (await listExtraSizePrices(db, id)).get(String(id)) ?? {} };
}

/** Whether another extra not deleted has this name and type. */
export async function isExtraNameTaken(
  db: Executor,
  data: Pick<ExtraData, 'name' | 'type'>,
  exceptId: number | null,
): Promise<boolean> {
  const [row] = await db
    .select({ id: extraIngredients.id })
    .from(extraIngredients)
    .where(
      and(
        eq(extraIngredients.name, data.name),
        eq(extraIngredients.type, data.type),
        liveExtra,
        exceptId === null ? undefined : ne(extraIngredients.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A new extra goes last. */
export async function insertExtra(db: Executor, data: ExtraData): Promise<AdminExtra> {
  const { sizePrices, ...extra } = data;
  const [last] = await db.select({ n: max(extraIngredients.sortOrder) }).from(extraIngredients);
  const [row] = await db
    .insert(extraIngredients)
    .values({ ...extra, sortOrder: (last?.n ?? -1) + 1 })
    .returning(extraColumns);
  if (!row) throw new Error('insert returned no extra');
  return { ...row, sizePrices: await writeExtraSizePrices(db, row.id, sizePrices) };
}

export async function updateExtra(db: Executor, id: number, data: ExtraData): Promise<AdminExtra> {
  const { sizePrices, ...extra } = data;
  const [row] = await db
    .update(extraIngredients)
    .set(extra)
    .where(eq(extraIngredients.id, id))
    .returning(extraColumns);
  if (!row) throw new Error(`extra ${id} vanished while locked`);
  return { ...row, sizePrices: await writeExtraSizePrices(db, id, sizePrices) };
}

/** Off the menu and the lists; orders keep their snapshot. False when there is none to delete. */
export async function softDeleteExtra(db: Executor, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(extraIngredients)
    .set({ deletedAt: now })
    .where(and(eq(extraIngredients.id, id), liveExtra))
    .returning({ id: extraIngredients.id });
  return rows.length > 0;
}

export async function listExtraIdsForUpdate(db: Executor): Promise<number[]> {
  const rows = await db
    .select({ id: extraIngredients.id })
    .from(extraIngredients)
    .where(liveExtra)
    .for('update');
  return rows.map((row) => row.id);
}

export async function setExtraOrder(db: Executor, ids: readonly number[]): Promise<void> {
  for (const [index, id] of ids.entries()) {
    await db.update(extraIngredients).set({ sortOrder: index }).where(eq(extraIngredients.id, id));
  }
}

// ---------------------------------------------------------------- crusts

export interface CrustData {
  name: string;
  description: string;
  priceCents: number;
  /** Its prices per size (decision 051), replacing the ones it had. */
  sizePrices: Readonly<Record<string, number>>;
}

export async function findCrustForUpdate(db: Executor, id: string): Promise<AdminCrust | null> {
  const [row] = await db
    .select(crustColumns)
    .from(crusts)
    .where(and(eq(crusts.id, id), liveCrust))
    .for('update');
  if (!row) return null;
  return {
    ...row,
    sizePrices: (await listCrustSizePrices(db, id)).get(id) ?? {},
    fillings: await listFillings(db, id),
  };
}

/** Every crust id ever used, deleted ones too: a new crust never takes an old order's id. */
export async function listAllCrustIds(db: Executor): Promise<Set<string>> {
  const rows = await db.select({ id: crusts.id }).from(crusts);
  return new Set(rows.map((row) => row.id));
}

/** A new crust goes last, with no filling yet. */
export async function insertCrust(db: Executor, id: string, data: CrustData): Promise<AdminCrust> {
  const { sizePrices, ...crust } = data;
  const [last] = await db.select({ n: max(crusts.sortOrder) }).from(crusts);
  const [row] = await db
    .insert(crusts)
    .values({ id, ...crust, sortOrder: (last?.n ?? -1) + 1 })
    .returning(crustColumns);
  if (!row) throw new Error('insert returned no crust');
  return { ...row, sizePrices: await writeCrustSizePrices(db, id, sizePrices), fillings: [] };
}

export async function updateCrust(db: Executor, id: string, data: CrustData): Promise<AdminCrust> {
  const { sizePrices, ...crust } = data;
  const [row] = await db.update(crusts).set(crust).where(eq(crusts.id, id)).returning(crustColumns);
  if (!row) throw new Error(`crust ${id} vanished while locked`);
  return {
    ...row,
    sizePrices: await writeCrustSizePrices(db, id, sizePrices),
    fillings: await listFillings(db, id),
  };
}

export async function softDeleteCrust(db: Executor, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(crusts)
    .set({ deletedAt: now })
    .where(and(eq(crusts.id, id), liveCrust))
    .returning({ id: crusts.id });
  return rows.length > 0;
}

export async function listCrustIdsForUpdate(db: Executor): Promise<string[]> {
  const rows = await db.select({ id: crusts.id }).from(crusts).where(liveCrust).for('update');
  return rows.map((row) => row.id);
}

/** 'Sem borda' keeps its place before them (sort order 0 on the sample menu). */
export async function setCrustOrder(db: Executor, ids: readonly string[]): Promise<void> {
  for (const [index, id] of ids.entries()) {
    await db
      .update(crusts)
      .set({ sortOrder: index + 1 })
      .where(eq(crusts.id, id));
  }
}

// ---------------------------------------------------------------- fillings

export interface FillingData {
  name: string;
  priceCents: number;
}
interface FillingKey {
  crustId: string;
  id: string;
}

const isFilling = (key: FillingKey) =>
  and(eq(crustFillings.crustId, key.crustId), eq(crustFillings.id, key.id));

export async function findFillingForUpdate(
  db: Executor,
  key: FillingKey,
): Promise<AdminFilling | null> {
  const [row] = await db
    .select(fillingColumns)
    .from(crustFillings)
    .where(and(isFilling(key), liveFilling))
    .for('update');
  return row ?? null;
}

export async function listAllFillingIds(db: Executor, crustId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: crustFillings.id })
    .from(crustFillings)
    .where(eq(crustFillings.crustId, crustId));
  return new Set(rows.map((row) => row.id));
}

export async function insertFilling(
  db: Executor,
  key: FillingKey,
  data: FillingData,
): Promise<AdminFilling> {
  const [last] = await db
    .select({ n: max(crustFillings.sortOrder) })
    .from(crustFillings)
    .where(eq(crustFillings.crustId, key.crustId));
  const [row] = await db
    .insert(crustFillings)
    .values({ ...key, ...data, sortOrder: (last?.n ?? -1) + 1 })
    .returning(fillingColumns);
  if (!row) throw new Error('insert returned no filling');
  return row;
}

export async function updateFilling(
  db: Executor,
  key: FillingKey,
  data: FillingData,
): Promise<AdminFilling> {
  const [row] = await db
    .update(crustFillings)
    .set(data)
    .where(isFilling(key))
    .returning(fillingColumns);
  if (!row) throw new Error(`filling ${key.crustId}/${key.id} vanished while locked`);
  return row;
}

export async function softDeleteFilling(
  db: Executor,
  key: FillingKey,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(crustFillings)
    .set({ deletedAt: now })
    .where(and(isFilling(key), liveFilling))
    .returning({ id: crustFillings.id });
  return rows.length > 0;
}

export async function listFillingIdsForUpdate(db: Executor, crustId: string): Promise<string[]> {
  const rows = await db
    .select({ id: crustFillings.id })
    .from(crustFillings)
    .where(and(eq(crustFillings.crustId, crustId), liveFilling))
    .for('update');
  return rows.map((row) => row.id);
}

export async function setFillingOrder(
  db: Executor,
  crustId: string,
  ids: readonly string[],
): Promise<void> {
  for (const [index, id] of ids.entries()) {
    await db.update(crustFillings).set({ sortOrder: index }).where(isFilling({ crustId, id }));
  }
}

/** Used by the unique check's race: a second insert of the same name loses here. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = e.cause;
  }
  return false;
}
