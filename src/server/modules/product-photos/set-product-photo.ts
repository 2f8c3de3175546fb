import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import type { AdminProduct } from '../../../domain/admin-catalogue';
import { AppError } from '../../errors';
import { getProduct, PRODUCT_NOT_FOUND } from '../admin-products/get-product';
import { makePhotoVariants } from './make-photo-variants';
import { deletePhotoRows, productExists, replacePhotoRows } from './repository';

/**
 * 'Foto' on the products page: the upload becomes the product's photo, each size made of it, in
 * one transaction (a failed upload leaves the old photo as it was). Answers the product as the
 * list shows it.
 */
export async function setProductPhoto(
  db: Database,
  productId: number,
  upload: Buffer,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<AdminProduct> {
  // a product that is not there is a 404 before any work on the photo
  if (!(await productExists(db, productId))) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
  const { hash, variants } = await makePhotoVariants(upload, log);
  await db.transaction(async (tx) => {
    // deleted meanwhile: the insert's foreign key would fail, say so plainly
    if (!(await productExists(tx, productId))) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
    await replacePhotoRows(tx, productId, hash, variants);
  });
  return getProduct(db, productId);
}

/** 'Remover foto': the menu draws the placeholder again. A product without one is a 404. */
export async function removeProductPhoto(db: Database, productId: number): Promise<void> {
  if (!(await productExists(db, productId))) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
  if (!(await deletePhotoRows(db, productId))) {
    throw new AppError('NOT_FOUND', 'Esse produto não tem foto.');
  }
}
