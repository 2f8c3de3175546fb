import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  categories,
  productPhotos,
  productPrices,
  products,
  productVariants,
  sizes,
} from '../../../db/schema';
import type { ProductVariant } from '../../../domain/variants';
import type { Size } from '../../../domain/sizes';
import type { AdminCategory, AdminProduct, ProductData } from '../../../domain/admin-catalogue';
import { productPhoto } from '../../../domain/product-photo';

const adminProductColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  categoryId: products.categoryId,
  categoryName: categories.name,
  isSalgado: categories.isSalgado,
  priceCents: products.priceCents,
  ingredients: products.ingredients,
  isAvailable: products.isAvailable,
  updatedAt: products.updatedAt,
  photoHash: photoHashOf(products.id),
};

/** The content hash of the product's photo, or null: every variant of one photo shares it. */
function photoHashOf(productId: typeof products.id) {
  return sql<
    string | null
  >`(select ${productPhotos.hash} from ${productPhotos} where ${productPhotos.productId} = ${productId} limit 1)`;
}

type AdminProductRow = Omit<AdminProduct, 'updatedAt' | 'photo' | 'sizePrices' | 'variants'> & {
  updatedAt: Date;
  photoHash: string | null;
};

function toAdminProduct(
  { photoHash, ...row }: AdminProductRow,
  prices: ReadonlyMap<number, Record<string, number>>,
  variants: ReadonlyMap<number, ProductVariant[]>,
): AdminProduct {
  return {
    ...row,
    sizePrices: prices.get(row.id) ?? {},
    variants: variants.get(row.id) ?? [],
    updatedAt: row.updatedAt.toISOString(),
    photo: photoHash ? productPhoto(row.id, photoHash) : null,
  };
}

/**
 * Every product, available or not, with its category's name and type. By id: the list is put in
 * alphabetical order by the use case, the same on every database collation.
 */
export async function listAdminProducts(db: Executor): Promise<AdminProduct[]> {
  const rows = await db
    .select(adminProductColumns)
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .orderBy(asc(products.id));
  const prices = await listProductPrices(db);
  const variants = await listVariants(db);
  return rows.map((row) => toAdminProduct(row, prices, variants));
}

export async function findAdminProduct(db: Executor, id: number): Promise<AdminProduct | null> {
  const [row] = await db
    .select(adminProductColumns)
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(eq(products.id, id))
    .limit(1);
  return row
    ? toAdminProduct(row, await listProductPrices(db, id), await listVariants(db, id))
    : null;
}

/** In menu order, as the storefront's tabs. */
export function listAdminCategories(db: Executor): Promise<AdminCategory[]> {
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

/** The category's slug, or null when there is none. */
export async function findCategorySlug(db: Executor, id: number): Promise<string | null> {
  const [row] = await db
    .select({ slug: categories.slug })
    .from(categories)
    .where(eq(categories.id, id))
    .limit(1);
  return row?.slug ?? null;
}

/** Every product's prices by size (decision 046), or one product's. */
async function listProductPrices(
  db: Executor,
  productId?: number,
): Promise<Map<number, Record<string, number>>> {
  const rows = await db
    .select()
    .from(productPrices)
    .where(productId === undefined ? undefined : eq(productPrices.productId, productId));
  const byProduct = new Map<number, Record<string, number>>();
  for (const row of rows) {
    byProduct.set(row.productId, { ...byProduct.get(row.productId), [row.sizeId]: row.priceCents });
  }
  return byProduct;
}

/** The product's prices by size become exactly these (decision 046). */
export async function replaceProductPrices(
  db: Executor,
  productId: number,
  sizePrices: Readonly<Record<string, number>>,
): Promise<void> {
  await db.delete(productPrices).where(eq(productPrices.productId, productId));
  const rows = Object.entries(sizePrices).map(([sizeId, priceCents]) => ({
    productId,
    sizeId,
    priceCents,
  }));
  if (rows.length > 0) await db.insert(productPrices).values(rows);
}

/** Every product's variants in the shop's order (decision 052), or one product's. */
async function listVariants(
  db: Executor,
  productId?: number,
): Promise<Map<number, ProductVariant[]>> {
  const rows = await db
    .select()
    .from(productVariants)
    .where(productId === undefined ? undefined : eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.sortOrder), asc(productVariants.id));
  const byProduct = new Map<number, ProductVariant[]>();
  for (const { productId: owner, id, name, priceCents, isActive } of rows) {
    byProduct.set(owner, [...(byProduct.get(owner) ?? []), { id, name, priceCents, isActive }]);
  }
  return byProduct;
}

/** A product's variants as stored, locked until the transaction ends. */
export function lockProductVariants(
  db: Executor,
  productId: number,
): Promise<{ id: number; name: string; priceCents: number; isActive: boolean }[]> {
  return db
    .select({
      id: productVariants.id,
      name: productVariants.name,
      priceCents: productVariants.priceCents,
      isActive: productVariants.isActive,
    })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .for('update');
}

export async function deleteProductVariants(db: Executor, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await db.delete(productVariants).where(inArray(productVariants.id, ids));
}

export interface VariantRow {
  name: string;
  priceCents: number;
  sortOrder: number;
  isActive: boolean;
}

export async function updateProductVariant(
  db: Executor,
  id: number,
  row: VariantRow,
): Promise<void> {
  await db.update(productVariants).set(row).where(eq(productVariants.id, id));
}

export async function insertProductVariant(
  db: Executor,
  productId: number,
  row: VariantRow,
): Promise<void> {
  await db.insert(productVariants).values({ ...row, productId });
}

/** Every size of the shop, inactive ones too. */
export function listAllSizes(db: Executor): Promise<Size[]> {
  return db.select().from(sizes).orderBy(asc(sizes.sortOrder), asc(sizes.id));
}

/** The product's row is locked until the transaction ends; null when there is none. */
export async function findProductCategoryForUpdate(
  db: Executor,
  id: number,
): Promise<{ categoryId: number } | null> {
  const [row] = await db
    .select({ categoryId: products.categoryId })
    .from(products)
    .where(eq(products.id, id))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** What an edit writes; without `isAvailable` the product keeps its availability. */
export type ProductUpdate = Omit<
  ProductData,
  'isAvailable' | 'priceCents' | 'sizePrices' | 'variants'
> & {
  priceCents: number;
  isAvailable?: boolean;
};

/** What a new product's row holds: its prices by size are written apart. */
export type ProductRow = Omit<ProductData, 'priceCents' | 'sizePrices' | 'variants'> & {
  priceCents: number;
};

/** After every other product of the category: a new product shows last in its tab. */
const nextSortOrderIn = (categoryId: number) =>
  sql<number>`(select coalesce(max(${products.sortOrder}), -1) + 1 from ${products} where ${products.categoryId} = ${categoryId})`;

export async function insertProduct(db: Executor, data: ProductRow, now: Date): Promise<number> {
  const [row] = await db
    .insert(products)
    .values({
      ...data,
      sortOrder: nextSortOrderIn(data.categoryId),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: products.id });
  if (!row) throw new Error('insert of a product returned no row');
  return row.id;
}

/**
 * Replaces what the product dialog edits. A product moved to another category goes last there;
 * one that stays keeps its place.
 */
export async function updateProductRow(
  db: Executor,
  id: number,
  change: { data: ProductUpdate; isMovedToCategory: boolean; now: Date },
): Promise<void> {
  const { data, isMovedToCategory, now } = change;
  const { isAvailable, ...fields } = data;
  await db
    .update(products)
    .set({
      ...fields,
      ...(isAvailable === undefined ? {} : { isAvailable }),
      ...(isMovedToCategory ? { sortOrder: nextSortOrderIn(data.categoryId) } : {}),
      updatedAt: now,
    })
    .where(eq(products.id, id));
}

/** Answers whether the product exists. */
export async function updateProductAvailability(
  db: Executor,
  id: number,
  change: { isAvailable: boolean; now: Date },
): Promise<boolean> {
  const updated = await db
    .update(products)
    .set({ isAvailable: change.isAvailable, updatedAt: change.now })
    .where(eq(products.id, id))
    .returning({ id: products.id });
  return updated.length === 1;
}

/** Order items keep their snapshot; their product_id becomes null (ON DELETE SET NULL). */
export async function deleteProductRow(db: Executor, id: number): Promise<boolean> {
  const deleted = await db
    .delete(products)
    .where(eq(products.id, id))
    .returning({ id: products.id });
  return deleted.length === 1;
}
