import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { categories, productPhotos, products } from '../../../db/schema';
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
  sizePrices: { normal: products.priceCents, broto: products.brotoPriceCents },
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

type AdminProductRow = Omit<AdminProduct, 'updatedAt' | 'photo'> & {
  updatedAt: Date;
  photoHash: string | null;
};

function toAdminProduct({ photoHash, ...row }: AdminProductRow): AdminProduct {
  return {
    ...row,
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
  return rows.map(toAdminProduct);
}

export async function findAdminProduct(db: Executor, id: number): Promise<AdminProduct | null> {
  const [row] = await db
    .select(adminProductColumns)
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(eq(products.id, id))
    .limit(1);
  return row ? toAdminProduct(row) : null;
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

export async function categoryExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, id))
    .limit(1);
  return row !== undefined;
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
export type ProductUpdate = Omit<ProductData, 'isAvailable'> & { isAvailable?: boolean };

/** After every other product of the category: a new product shows last in its tab. */
const nextSortOrderIn = (categoryId: number) =>
  sql<number>`(select coalesce(max(${products.sortOrder}), -1) + 1 from ${products} where ${products.categoryId} = ${categoryId})`;

export async function insertProduct(db: Executor, data: ProductData, now: Date): Promise<number> {
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
