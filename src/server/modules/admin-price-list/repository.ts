import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  categories,
  crustFillings,
  crustPrices,
  crusts,
  extraIngredients,
  extraPrices,
  priceChanges,
  productPrices,
  products,
  productVariants,
  sizes,
} from '../../../db/schema';
import { variantIdOfPriceSize, variantPriceSize } from '../../../domain/variants';
import { NO_CRUST_SWITCH_ID } from '../../../domain/admin-catalogue';
import {
  OTHER_SIZES_LABEL,
  type PriceChange,
  type PriceListItem,
  type PriceLogEntry,
  type PriceRow,
} from '../../../domain/admin-price-list';

/**
 * Every price of the change's set, in menu order, locked until the transaction ends so a save
 * compares and writes the same prices (decision 047). A product sold by size has one row per size
 * it is sold in, named as the shop names the size (decision 046); a drink its one price.
 */
export async function readPriceItems(
  db: Executor,
  change: Pick<PriceChange, 'target' | 'categoryId'>,
): Promise<PriceListItem[]> {
  switch (change.target) {
    case 'pizzas':
    case 'category': {
      const rows = await db
        .select({
          id: products.id,
          name: products.name,
          isSalgado: categories.isSalgado,
          priceCents: products.priceCents,
        })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(
          change.target === 'pizzas'
            ? // pizzas are savoury or sweet; drinks and the crusts' own category are neither
              isNotNull(categories.isSalgado)
            : eq(products.categoryId, change.categoryId ?? 0),
        )
        .orderBy(asc(categories.sortOrder), asc(products.sortOrder), asc(products.id))
        .for('update', { of: products });
      const sized = await readSizePrices(
        db,
        rows.map((row) => row.id),
      );
      const variants = await readVariantPrices(
        db,
        rows.map((row) => row.id),
      );
      return rows.flatMap((row): PriceListItem[] => {
        const itemId = String(row.id);
        const own = sized.filter((price) => price.productId === row.id);
        // a product with variants has one price per variant (decision 052)
        const ownVariants = variants.filter((variant) => variant.productId === row.id);
        if (ownVariants.length > 0) {
          return ownVariants.map((variant) => ({
            kind: 'produto',
            itemId,
            name: row.name,
            size: variantPriceSize(variant.id),
            sizeLabel: variant.name,
            priceCents: variant.priceCents,
          }));
        }
        if (own.length === 0) {
          return [
            {
              kind: 'produto',
              itemId,
              name: row.name,
              size: null,
              sizeLabel: '',
              priceCents: row.priceCents,
            },
          ];
        }
        return own.map((price) => ({
          kind: 'produto',
          itemId,
          name: row.name,
          size: price.sizeId,
          sizeLabel: price.sizeName,
          priceCents: price.priceCents,
        }));
      });
    }
    case 'extras': {
      const rows = await db
        .select({
          id: extraIngredients.id,
          name: extraIngredients.name,
          type: extraIngredients.type,
          priceCents: extraIngredients.priceCents,
        })
        .from(extraIngredients)
        .where(isNull(extraIngredients.deletedAt))
        .orderBy(asc(extraIngredients.sortOrder), asc(extraIngredients.id))
        .for('update');
      const sized = await readItemSizePrices(db, 'adicional');
      return rows.flatMap((row) =>
        withOwnSizes(
          {
            kind: 'adicional',
            itemId: String(row.id),
            name: row.type === 'doce' ? `${row.name} (doce)` : row.name,
            priceCents: row.priceCents,
          },
          sized,
        ),
      );
    }
    case 'crusts': {
      const rows = await db
        .select({ id: crusts.id, name: crusts.name, priceCents: crusts.priceCents })
        .from(crusts)
        .where(and(isNull(crusts.deletedAt), ne(crusts.id, NO_CRUST_SWITCH_ID)))
        .orderBy(asc(crusts.sortOrder), asc(crusts.id))
        .for('update');
      const sized = await readItemSizePrices(db, 'borda');
      return rows.flatMap((row) =>
        withOwnSizes(
          { kind: 'borda', itemId: row.id, name: row.name, priceCents: row.priceCents },
          sized,
        ),
      );
    }
    case 'fillings': {
      const rows = await db
        .select({
          crustId: crustFillings.crustId,
          id: crustFillings.id,
          name: crustFillings.name,
          crust: crusts.name,
          priceCents: crustFillings.priceCents,
        })
        .from(crustFillings)
        .innerJoin(crusts, eq(crusts.id, crustFillings.crustId))
        .where(and(isNull(crustFillings.deletedAt), isNull(crusts.deletedAt)))
        .orderBy(asc(crusts.sortOrder), asc(crustFillings.sortOrder), asc(crustFillings.id))
        .for('update', { of: crustFillings });
      return rows.map((row) => ({
        kind: 'recheio',
        itemId: `${row.crustId}/${row.id}`,
        name: `${row.name} (${row.crust})`,
        size: null,
        sizeLabel: '',
        priceCents: row.priceCents,
      }));
    }
  }
}

type ItemSizePrice = { itemId: string; sizeId: string; sizeName: string; priceCents: number };

/**
 * An extra's or crust's prices (decision 051): its one price, then its price in each size where
 * it has one of its own, in the shop's size order. The one price is 'Demais tamanhos' then.
 */
function withOwnSizes(
  item: Pick<PriceListItem, 'kind' | 'itemId' | 'name' | 'priceCents'>,
  sized: readonly ItemSizePrice[],
): PriceListItem[] {
  const own = sized.filter((price) => price.itemId === item.itemId);
  return [
    { ...item, size: null, sizeLabel: own.length > 0 ? OTHER_SIZES_LABEL : '' },
    ...own.map((price) => ({
      ...item,
      size: price.sizeId,
      sizeLabel: price.sizeName,
      priceCents: price.priceCents,
    })),
  ];
}

/** Every extra's or crust's prices per size, in the shop's size order, locked for the save. */
async function readItemSizePrices(
  db: Executor,
  kind: 'adicional' | 'borda',
): Promise<ItemSizePrice[]> {
  if (kind === 'adicional') {
    const rows = await db
      .select({
        itemId: extraPrices.extraId,
        sizeId: extraPrices.sizeId,
        sizeName: sizes.name,
        priceCents: extraPrices.priceCents,
      })
      .from(extraPrices)
      .innerJoin(sizes, eq(sizes.id, extraPrices.sizeId))
      .orderBy(asc(sizes.sortOrder), asc(sizes.id))
      .for('update', { of: extraPrices });
    return rows.map((row) => ({ ...row, itemId: String(row.itemId) }));
  }
  return db
    .select({
      itemId: crustPrices.crustId,
      sizeId: crustPrices.sizeId,
      sizeName: sizes.name,
      priceCents: crustPrices.priceCents,
    })
    .from(crustPrices)
    .innerJoin(sizes, eq(sizes.id, crustPrices.sizeId))
    .orderBy(asc(sizes.sortOrder), asc(sizes.id))
    .for('update', { of: crustPrices });
}

/** The products' prices per size, in the shop's size order, locked with the products. */
async function readSizePrices(db: Executor, productIds: number[]) {
  if (productIds.length === 0) return [];
  return db
    .select({
      productId: productPrices.productId,
      sizeId: productPrices.sizeId,
      sizeName: sizes.name,
      priceCents: productPrices.priceCents,
    })
    .from(productPrices)
    .innerJoin(sizes, eq(sizes.id, productPrices.sizeId))
    .where(inArray(productPrices.productId, productIds))
    .orderBy(asc(sizes.sortOrder), asc(sizes.id))
    .for('update', { of: productPrices });
}

/** The products' variants (decision 052) in the shop's order, locked with the products. */
async function readVariantPrices(db: Executor, productIds: number[]) {
  if (productIds.length === 0) return [];
  return db
    .select({
      productId: productVariants.productId,
      id: productVariants.id,
      name: productVariants.name,
      priceCents: productVariants.priceCents,
    })
    .from(productVariants)
    .where(inArray(productVariants.productId, productIds))
    .orderBy(asc(productVariants.sortOrder), asc(productVariants.id))
    .for('update');
}

/** Writes one new price where the row says (an item and a size). */
export async function writePrice(
  db: Executor,
  row: Pick<PriceRow, 'kind' | 'itemId' | 'size'>,
  priceCents: number,
  now: Date,
): Promise<void> {
  switch (row.kind) {
    case 'produto': {
      const productId = Number(row.itemId);
      const variantId = variantIdOfPriceSize(row.size);
      if (variantId !== null) {
        await db
          .update(productVariants)
          .set({ priceCents })
          .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)));
        // the product's own price stays its lowest variant's (decision 052)
        await db
          .update(products)
          .set({
            priceCents: sql`(SELECT min(${productVariants.priceCents}) FROM ${productVariants} WHERE ${productVariants.productId} = ${productId})`,
            updatedAt: now,
          })
          .where(eq(products.id, productId));
        return;
      }
      if (row.size === null) {
        await db
          .update(products)
          .set({ priceCents, updatedAt: now })
          .where(eq(products.id, productId));
        return;
      }
      await db
        .update(productPrices)
        .set({ priceCents })
        .where(and(eq(productPrices.productId, productId), eq(productPrices.sizeId, row.size)));
      // the product's own price stays its price in the first of its sizes (decision 046)
      await db
        .update(products)
        .set({
          priceCents: sql`(
            SELECT ${productPrices.priceCents} FROM ${productPrices}
            INNER JOIN ${sizes} ON ${sizes.id} = ${productPrices.sizeId}
            WHERE ${productPrices.productId} = ${productId}
            ORDER BY ${sizes.sortOrder}, ${sizes.id} LIMIT 1
          )`,
          updatedAt: now,
        })
        .where(eq(products.id, productId));
      return;
    }
    case 'adicional':
      if (row.size !== null) {
        await db
          .update(extraPrices)
          .set({ priceCents })
          .where(
            and(eq(extraPrices.extraId, Number(row.itemId)), eq(extraPrices.sizeId, row.size)),
          );
        return;
      }
      await db
        .update(extraIngredients)
        .set({ priceCents })
        .where(eq(extraIngredients.id, Number(row.itemId)));
      return;
    case 'borda':
      if (row.size !== null) {
        await db
          .update(crustPrices)
          .set({ priceCents })
          .where(and(eq(crustPrices.crustId, row.itemId), eq(crustPrices.sizeId, row.size)));
        return;
      }
      await db.update(crusts).set({ priceCents }).where(eq(crusts.id, row.itemId));
      return;
    case 'recheio': {
      const [crustId = '', fillingId = ''] = row.itemId.split('/');
      await db
        .update(crustFillings)
        .set({ priceCents })
        .where(and(eq(crustFillings.crustId, crustId), eq(crustFillings.id, fillingId)));
      return;
    }
  }
}

export type NewPriceChange = typeof priceChanges.$inferInsert;

export async function recordPriceChanges(db: Executor, lines: NewPriceChange[]): Promise<void> {
  if (lines.length > 0) await db.insert(priceChanges).values(lines);
}

/** The latest prices changed, newest first. */
export async function listPriceChanges(db: Executor, limit: number): Promise<PriceLogEntry[]> {
  const rows = await db
    .select({
      id: priceChanges.id,
      itemKind: priceChanges.itemKind,
      itemName: priceChanges.itemName,
      sizeLabel: priceChanges.sizeLabel,
      oldPriceCents: priceChanges.oldPriceCents,
      newPriceCents: priceChanges.newPriceCents,
      reason: priceChanges.reason,
      actorName: priceChanges.actorName,
      at: priceChanges.at,
    })
    .from(priceChanges)
    .orderBy(desc(priceChanges.at), desc(priceChanges.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}

export async function categoryExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(categories)
    .where(eq(categories.id, id))
    .limit(1);
  return row !== undefined;
}
