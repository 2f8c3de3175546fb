import type { Database } from '../../../db/client';
import type { AdminProduct } from '../../../domain/admin-catalogue';
import { AppError } from '../../errors';
import { getProduct, PRODUCT_NOT_FOUND, unknownCategory } from './get-product';
import {
  categoryExists,
  findProductCategoryForUpdate,
  updateProductRow,
  type ProductUpdate,
} from './repository';

/**
 * 'Editar Produto' (docs/product/screens.md#products, docs/product/states.md#product-dialog): the new name, prices and ingredients apply to the next order;
 * orders already placed keep what they were sold at (their snapshot).
 */
export async function editProduct(
  db: Database,
  id: number,
  data: ProductUpdate,
  now: Date,
): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    const current = await findProductCategoryForUpdate(tx, id);
    if (!current) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
    const isMovedToCategory = current.categoryId !== data.categoryId;
    if (isMovedToCategory && !(await categoryExists(tx, data.categoryId))) {
      throw unknownCategory();
    }
    await updateProductRow(tx, id, { data, isMovedToCategory, now });
    return getProduct(tx, id);
  });
}
