import type { z } from 'zod';
import type { Executor } from '../../../db/client';
import type { AdminProduct, AdminProductListSchema } from '../../../domain/admin-catalogue';
import { listAdminCategories, listAdminProducts, listAllSizes } from './repository';

export type AdminProductList = z.infer<typeof AdminProductListSchema>;

/** Alphabetical as a Brazilian reads it ('Água' beside 'Atum'), whatever the database collation. */
const byName = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/**
 * 'Lista de Produtos' (docs/product/screens.md#products): every product, unavailable ones too, by name; and the
 * categories in menu order for the dialog's select and the filter.
 */
export async function listProducts(db: Executor): Promise<AdminProductList> {
  const [products, categories, sizes] = await Promise.all([
    listAdminProducts(db),
    listAdminCategories(db),
    listAllSizes(db),
  ]);
  const sorted = [...products].sort(
    (a: AdminProduct, b: AdminProduct) => byName.compare(a.name, b.name) || a.id - b.id,
  );
  return { products: sorted, categories, sizes };
}
