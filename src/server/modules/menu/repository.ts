import { and, asc, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  categories,
  crustFillings,
  crustPrices,
  crusts,
  extraIngredients,
  extraPrices,
  productPhotos,
  orderItems,
  orders,
  productPrices,
  products,
  productVariants,
  sizes,
} from '../../../db/schema';
import type { Size } from '../../../domain/sizes';
import type { ProductVariant } from '../../../domain/variants';
import type { Crust, ExtraIngredient, MenuCategory, MenuProduct } from '../../../domain/menu';
import { MOST_ORDERED_CATEGORY } from '../../../domain/most-ordered';
import { SALE_STATUSES } from '../../../domain/order-status';
import { productPhoto } from '../../../domain/product-photo';
import type { CatalogueCrust } from '../../../domain/order-pricing';

export function listCategories(db: Executor): Promise<MenuCategory[]> {
  return db
    .select({
      id: categories.id,
      slug: categories.slug,
      name: categories.name,
      group: categories.group,
      isSalgado: categories.isSalgado,
    })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.id));
}

export async function listProducts(db: Executor): Promise<MenuProduct[]> {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      description: products.description,
      categorySlug: categories.slug,
      priceCents: products.priceCents,
      ingredients: products.ingredients,
      isAvailable: products.isAvailable,
      // every variant of one photo shares its hash (decision 031)
      photoHash: sql<
        string | null
      >`(select ${productPhotos.hash} from ${productPhotos} where ${productPhotos.productId} = ${products.id} limit 1)`,
    })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .orderBy(asc(categories.sortOrder), asc(products.sortOrder), asc(products.id));
  const prices = await listProductPrices(db);
  const variants = await listProductVariants(db);
  return rows.map(({ photoHash, ...product }) => ({
    ...product,
    sizePrices: prices.get(product.id) ?? {},
    variants: variants.get(product.id) ?? [],
    photo: photoHash ? productPhoto(product.id, photoHash) : null,
  }));
}

/** Every product's price in each size it is sold in (decision 046), by product id. */
async function listProductPrices(db: Executor): Promise<Map<number, Record<string, number>>> {
  const rows = await db
    .select({
      productId: productPrices.productId,
      sizeId: productPrices.sizeId,
      priceCents: productPrices.priceCents,
    })
    .from(productPrices);
  const byProduct = new Map<number, Record<string, number>>();
  for (const row of rows) {
    const prices = byProduct.get(row.productId) ?? {};
    prices[row.sizeId] = row.priceCents;
    byProduct.set(row.productId, prices);
  }
  return byProduct;
}

/** Every product's variants in the shop's order (decision 052), paused ones too, by product id. */
async function listProductVariants(db: Executor): Promise<Map<number, ProductVariant[]>> {
  const rows = await db
    .select({
      productId: productVariants.productId,
      id: productVariants.id,
      name: productVariants.name,
      priceCents: productVariants.priceCents,
      isActive: productVariants.isActive,
    })
    .from(productVariants)
    .orderBy(asc(productVariants.sortOrder), asc(productVariants.id));
  const byProduct = new Map<number, ProductVariant[]>();
  for (const { productId, ...variant } of rows) {
    const list = byProduct.get(productId) ?? [];
    list.push(variant);
    byProduct.set(productId, list);
  }
  return byProduct;
}

/** The shop's sizes in menu order (decision 046); the storefront's menu lists the active ones. */
export function listSizes(db: Executor, only: 'active' | 'all'): Promise<Size[]> {
  const query = db.select().from(sizes);
  const filtered = only === 'active' ? query.where(eq(sizes.isActive, true)) : query;
  return filtered.orderBy(asc(sizes.sortOrder), asc(sizes.id));
}

/**
 * The products sold most since `since`, by units in orders not rejected, among the products of
 * the 'Mais Pedidas' tab's own group (decision 035), best first; ties by name. Only products that still exist: an item of a deleted
 * product has no product id. One query: an index range on placed_at, then the items.
 */
export async function listTopSellingProductIds(
  db: Executor,
  since: Date,
  limit: number,
): Promise<number[]> {
  const units = sql<number>`sum(${orderItems.quantity})`;
  const rows = await db
    .select({ id: products.id })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(
      and(
        gte(orders.placedAt, since),
        inArray(orders.status, [...SALE_STATUSES]),
        // the tab's own group (the salty pizzas): a drink sold by the dozen is not listed there
        eq(
          categories.group,
          sql`(select c."group" from ${categories} c where c.slug = ${MOST_ORDERED_CATEGORY})`,
        ),
      ),
    )
    .groupBy(products.id, products.name)
    .orderBy(desc(units), asc(products.name), asc(products.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** An extra ingredient as the menu shows it, in the menu's order. */
const extraColumns = {
  id: extraIngredients.id,
  name: extraIngredients.name,
  priceCents: extraIngredients.priceCents,
  type: extraIngredients.type,
  displayGroup: extraIngredients.displayGroup,
};
const extraOrder = [asc(extraIngredients.sortOrder), asc(extraIngredients.id)];

export async function listAvailableExtras(db: Executor): Promise<ExtraIngredient[]> {
  const rows = await db
    .select(extraColumns)
    .from(extraIngredients)
    .where(and(eq(extraIngredients.isAvailable, true), isNull(extraIngredients.deletedAt)))
    .orderBy(...extraOrder);
  return withSizePrices(rows, await listExtraSizePrices(db));
}

/** Each item with its prices per size (decision 051); one without any has an empty record. */
function withSizePrices<T extends { id: number | string }>(
  rows: T[],
  prices: Map<string, Record<string, number>>,
): (T & { sizePrices: Record<string, number> })[] {
  return rows.map((row) => ({ ...row, sizePrices: prices.get(String(row.id)) ?? {} }));
}

function bySizeOf(rows: { itemId: number | string; sizeId: string; priceCents: number }[]) {
  const byItem = new Map<string, Record<string, number>>();
  for (const row of rows) {
    const prices = byItem.get(String(row.itemId)) ?? {};
    prices[row.sizeId] = row.priceCents;
    byItem.set(String(row.itemId), prices);
  }
  return byItem;
}

/** Every extra's prices in the sizes where the shop set one (decision 051), by extra id. */
async function listExtraSizePrices(db: Executor) {
  return bySizeOf(
    await db
      .select({
        itemId: extraPrices.extraId,
        sizeId: extraPrices.sizeId,
        priceCents: extraPrices.priceCents,
      })
      .from(extraPrices),
  );
}

/** Every crust's prices in the sizes where the shop set one (decision 051), by crust id. */
async function listCrustSizePrices(db: Executor) {
  return bySizeOf(
    await db
      .select({
        itemId: crustPrices.crustId,
        sizeId: crustPrices.sizeId,
        priceCents: crustPrices.priceCents,
      })
      .from(crustPrices),
  );
}

/**
 * Every extra ingredient not deleted, available or not: pricing refuses an unavailable one by
 * name, and a deleted one as unknown (decision 047).
 */
export async function listExtrasForPricing(
  db: Executor,
): Promise<(ExtraIngredient & { isAvailable: boolean })[]> {
  const rows = await db
    .select({ ...extraColumns, isAvailable: extraIngredients.isAvailable })
    .from(extraIngredients)
    .where(isNull(extraIngredients.deletedAt))
    .orderBy(...extraOrder);
  return withSizePrices(rows, await listExtraSizePrices(db));
}

/**
 * Every crust not deleted with its fillings, and whether each is on sale now ('Acabou' pauses it): pricing
 * refuses a paused one by name.
 */
export async function listCrustsForPricing(db: Executor): Promise<CatalogueCrust[]> {
  const [crustRows, fillingRows, sizePrices] = await Promise.all([
    // deleted ones are unknown to the menu and to pricing (decision 047)
    db
      .select()
      .from(crusts)
      .where(isNull(crusts.deletedAt))
      .orderBy(asc(crusts.sortOrder), asc(crusts.id)),
    db
      .select()
      .from(crustFillings)
      .where(isNull(crustFillings.deletedAt))
      .orderBy(asc(crustFillings.sortOrder), asc(crustFillings.id)),
    listCrustSizePrices(db),
  ]);
  return crustRows.map((crust) => ({
    id: crust.id,
    name: crust.name,
    description: crust.description,
    priceCents: crust.priceCents,
    sizePrices: sizePrices.get(crust.id) ?? {},
    isAvailable: crust.isAvailable,
    fillings: fillingRows
      .filter((f) => f.crustId === crust.id)
      .map((f) => ({
        id: f.id,
        name: f.name,
        priceCents: f.priceCents,
        isAvailable: f.isAvailable,
      })),
  }));
}

/**
 * The crusts the menu offers: paused crusts and fillings are left off, as paused extras are. A
 * crust whose every filling is paused is left off too: it cannot be ordered without one.
 */
export async function listCrusts(db: Executor): Promise<Crust[]> {
  const offered: Crust[] = [];
  for (const crust of await listCrustsForPricing(db)) {
    if (!crust.isAvailable) continue;
    const fillings = crust.fillings.filter((f) => f.isAvailable);
    if (crust.fillings.length > 0 && fillings.length === 0) continue;
    offered.push({
      id: crust.id,
      name: crust.name,
      description: crust.description,
      priceCents: crust.priceCents,
      sizePrices: crust.sizePrices ?? {},
      fillings: fillings.map(({ id, name, priceCents }) => ({ id, name, priceCents })),
    });
  }
  return offered;
}
