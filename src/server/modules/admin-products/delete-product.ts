import type { Executor } from '../../../db/client';
import { AppError } from '../../errors';
import { PRODUCT_NOT_FOUND } from './get-product';
import { deleteProductRow } from './repository';

/**
 * 'Excluir' (docs/product/screens.md#products, docs/product/errors.md#back-office). Orders keep their snapshot of what was sold (docs/product/principles.md#data): their
 * items lose only the link to the product (decision 010).
 */
export async function deleteProduct(db: Executor, id: number): Promise<void> {
  if (!(await deleteProductRow(db, id))) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
}
