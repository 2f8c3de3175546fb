import type { Executor } from '../../../db/client';
import type { AdminProduct } from '../../../domain/admin-catalogue';
import { AppError } from '../../errors';
import { findAdminProduct } from './repository';

export const PRODUCT_NOT_FOUND = 'Produto não encontrado.';
/** docs/product/rules.md#back-office-forms: the dialog's message for the category field; an id that names none gets it too. */
const CATEGORY_REQUIRED = 'Categoria é obrigatória';

/** One product as the admin list shows it, or 404. */
export async function getProduct(db: Executor, id: number): Promise<AdminProduct> {
  const product = await findAdminProduct(db, id);
  if (!product) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
  return product;
}

/** 422 with the field's message, shaped like a validation error's details. */
export function unknownCategory(): AppError {
  return new AppError('UNKNOWN_CATEGORY', CATEGORY_REQUIRED, [
    { path: 'body/categoryId', message: CATEGORY_REQUIRED },
  ]);
}
