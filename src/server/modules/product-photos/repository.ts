import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { productPhotos, products } from '../../../db/schema';
import type { PhotoVariant } from './make-photo-variants';

export async function productExists(db: Executor, productId: number): Promise<boolean> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  return rows.length > 0;
}

/** The product's photo becomes these variants, the old ones gone (callers run it in a transaction). */
export async function replacePhotoRows(
  db: Executor,
  productId: number,
  hash: string,
  variants: readonly PhotoVariant[],
): Promise<void> {
  await db.delete(productPhotos).where(eq(productPhotos.productId, productId));
  await db.insert(productPhotos).values(
    variants.map((v) => ({
      productId,
      variant: v.variant,
      hash,
      contentType: v.contentType,
      width: v.width,
      height: v.height,
      bytes: v.bytes,
    })),
  );
}

/** True when the product had a photo. */
export async function deletePhotoRows(db: Executor, productId: number): Promise<boolean> {
  const deleted = await db
    .delete(productPhotos)
    .where(eq(productPhotos.productId, productId))
    .returning({ variant: productPhotos.variant });
  return deleted.length > 0;
}

export async function findPhotoVariant(
  db: Executor,
  productId: number,
  hash: string,
  variant: string,
): Promise<{ contentType: string; bytes: Uint8Array } | null> {
  const rows = await db
    .select({ contentType: productPhotos.contentType, bytes: productPhotos.bytes })
    .from(productPhotos)
    .where(
      and(
        eq(productPhotos.productId, productId),
        eq(productPhotos.variant, variant),
        eq(productPhotos.hash, hash),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}
