import type { Database } from '../../../db/client';
import type { AdminProduct, ProductData } from '../../../domain/admin-catalogue';
import { getProduct, unknownCategory } from './get-product';
import { categoryExists, insertProduct } from './repository';

/**
 * 'Adicionar Novo Produto' (docs/product/screens.md#products, docs/product/rules.md#back-office-forms): the product joins its category's tab, last. The menu,
 * the search and checkout read the same table, so customers see it on their next load.
 */
export async function createProduct(
  db: Database,
  data: ProductData,
  now: Date,
): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    if (!(await categoryExists(tx, data.categoryId))) throw unknownCategory();
    const id = await insertProduct(tx, data, now);
    return getProduct(tx, id);
  });
}
