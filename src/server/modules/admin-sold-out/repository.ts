import { and, asc, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  crustFillings,
  crusts,
  extraIngredients,
  pauseEvents,
  productVariants,
  products,
} from '../../../db/schema';
import {
  NO_CRUST_SWITCH_ID,
  type PauseEvent,
  type SoldOutCrust,
  type SoldOutExtra,
  type SoldOutFilling,
  type SoldOutList,
  type SoldOutVariant,
} from '../../../domain/admin-catalogue';

const extraColumns = {
  id: extraIngredients.id,
  name: extraIngredients.name,
  type: extraIngredients.type,
  isAvailable: extraIngredients.isAvailable,
};
const fillingColumns = {
  crustId: crustFillings.crustId,
  id: crustFillings.id,
  name: crustFillings.name,
  isAvailable: crustFillings.isAvailable,
};

/** Extras, crusts ('Sem borda' left out) and their fillings, in menu order. */
export async function listSoldOutSwitches(db: Executor): Promise<SoldOutList> {
  const extras = await db
    .select(extraColumns)
    .from(extraIngredients)
    .where(isNull(extraIngredients.deletedAt))
    .orderBy(asc(extraIngredients.sortOrder), asc(extraIngredients.id));
  const crustRows = await db
    .select({ id: crusts.id, name: crusts.name, isAvailable: crusts.isAvailable })
    .from(crusts)
    .where(and(ne(crusts.id, NO_CRUST_SWITCH_ID), isNull(crusts.deletedAt)))
    .orderBy(asc(crusts.sortOrder), asc(crusts.id));
  const fillings = await db
    .select(fillingColumns)
    .from(crustFillings)
    .where(isNull(crustFillings.deletedAt))
    .orderBy(asc(crustFillings.sortOrder), asc(crustFillings.id));
  return {
    extras,
    crusts: crustRows.map((crust) => ({
      ...crust,
      fillings: fillings.filter((f) => f.crustId === crust.id),
    })),
  };
}

/** Null when there is no such extra. */
export async function setExtraAvailability(
  db: Executor,
  id: number,
  isAvailable: boolean,
): Promise<SoldOutExtra | null> {
  const [row] = await db
    .update(extraIngredients)
    .set({ isAvailable })
    .where(eq(extraIngredients.id, id))
    .returning(extraColumns);
  return row ?? null;
}

/** Null when there is no such crust ('Sem borda' included). */
export async function setCrustAvailability(
  db: Executor,
  id: string,
  isAvailable: boolean,
): Promise<SoldOutCrust | null> {
  const [row] = await db
    .update(crusts)
    .set({ isAvailable })
    .where(and(eq(crusts.id, id), ne(crusts.id, NO_CRUST_SWITCH_ID)))
    .returning({ id: crusts.id, name: crusts.name, isAvailable: crusts.isAvailable });
  if (!row) return null;
  const fillings = await db
    .select(fillingColumns)
    .from(crustFillings)
    .where(and(eq(crustFillings.crustId, id), isNull(crustFillings.deletedAt)))
    .orderBy(asc(crustFillings.sortOrder), asc(crustFillings.id));
  return { ...row, fillings };
}

/** Null when the crust has no such filling. */
export async function setFillingAvailability(
  db: Executor,
  key: { crustId: string; id: string },
  isAvailable: boolean,
): Promise<SoldOutFilling | null> {
  const [row] = await db
    .update(crustFillings)
    .set({ isAvailable })
    .where(and(eq(crustFillings.crustId, key.crustId), eq(crustFillings.id, key.id)))
    .returning(fillingColumns);
  return row ?? null;
}

/** Null when there is no such variant. */
export async function setVariantAvailability(
  db: Executor,
  id: number,
  isAvailable: boolean,
): Promise<SoldOutVariant | null> {
  const [row] = await db
    .update(productVariants)
    .set({ isActive: isAvailable })
    .where(eq(productVariants.id, id))
    .returning({
      id: productVariants.id,
      productId: productVariants.productId,
      name: productVariants.name,
      isAvailable: productVariants.isActive,
    });
  return row ?? null;
}

/** An item's name and whether it is on sale, as it was before a switch turned. */
export interface SwitchState {
  name: string;
  isAvailable: boolean;
}

/** Read locked until the transaction ends: of two staff turning one switch, one records it. */
export async function findProductSwitch(db: Executor, id: number): Promise<SwitchState | null> {
  const [row] = await db
    .select({ name: products.name, isAvailable: products.isAvailable })
    .from(products)
    .where(eq(products.id, id))
    .for('update');
  return row ?? null;
}

export async function findExtraSwitch(db: Executor, id: number): Promise<SwitchState | null> {
  const [row] = await db
    .select({ name: extraIngredients.name, isAvailable: extraIngredients.isAvailable })
    .from(extraIngredients)
    .where(and(eq(extraIngredients.id, id), isNull(extraIngredients.deletedAt)))
    .for('update');
  return row ?? null;
}

export async function findCrustSwitch(db: Executor, id: string): Promise<SwitchState | null> {
  const [row] = await db
    .select({ name: crusts.name, isAvailable: crusts.isAvailable })
    .from(crusts)
    .where(and(eq(crusts.id, id), ne(crusts.id, NO_CRUST_SWITCH_ID), isNull(crusts.deletedAt)))
    .for('update');
  return row ?? null;
}

export async function findFillingSwitch(
  db: Executor,
  key: { crustId: string; id: string },
): Promise<SwitchState | null> {
  // 'Catupiry da Borda Tradicional': the same filling may be on several crusts
  const [row] = await db
    .select({
      filling: crustFillings.name,
      crust: crusts.name,
      isAvailable: crustFillings.isAvailable,
    })
    .from(crustFillings)
    .innerJoin(crusts, eq(crusts.id, crustFillings.crustId))
    .where(
      and(
        eq(crustFillings.crustId, key.crustId),
        eq(crustFillings.id, key.id),
        isNull(crustFillings.deletedAt),
        isNull(crusts.deletedAt),
      ),
    )
    .for('update', { of: crustFillings });
  return row ? { name: `${row.filling} da ${row.crust}`, isAvailable: row.isAvailable } : null;
}

/** 'Refrigerante 600 ml': the variant named with its product, as the pause history lists it. */
export async function findVariantSwitch(db: Executor, id: number): Promise<SwitchState | null> {
  const [row] = await db
    .select({
      variant: productVariants.name,
      product: products.name,
      isAvailable: productVariants.isActive,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(productVariants.id, id))
    .for('update', { of: productVariants });
  return row ? { name: `${row.product} ${row.variant}`, isAvailable: row.isAvailable } : null;
}

export type NewPauseEvent = typeof pauseEvents.$inferInsert;

export async function recordPauseEvent(db: Executor, event: NewPauseEvent): Promise<void> {
  await db.insert(pauseEvents).values(event);
}

/** The latest switches turned, newest first. */
export async function listPauseEvents(db: Executor, limit: number): Promise<PauseEvent[]> {
  const rows = await db
    .select({
      id: pauseEvents.id,
      itemKind: pauseEvents.itemKind,
      itemName: pauseEvents.itemName,
      isAvailable: pauseEvents.isAvailable,
      actorName: pauseEvents.actorName,
      at: pauseEvents.at,
    })
    .from(pauseEvents)
    .orderBy(desc(pauseEvents.at), desc(pauseEvents.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}
