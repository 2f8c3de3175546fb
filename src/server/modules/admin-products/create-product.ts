import type { Database } from '../../../db/client';
import type { AdminProduct, ProductData } from '../../../domain/admin-catalogue';
import { getProduct, unknownCategory } from './get-product';
import { resolvePrices } from './product-prices';
import { replaceProductVariants, type ProductEditBy } from './replace-product-variants';
import { findCategorySlug, insertProduct, replaceProductPrices } from './repository';

/**
 * 'Adicionar Novo Produto' (docs/product/screens.md#products, docs/product/rules.md#back-office-forms): the product joins its category's tab, last. The menu,
 * the search and checkout read the same table, so customers see it on their next load. Its
 * prices by size are written in the same transaction (decision 046).
 */
export async function createProduct(
  db: Database,
  data: ProductData,
  by: ProductEditBy,
): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    const slug = await findCategorySlug(tx, data.categoryId);
    if (slug === null) throw unknownCategory();
    const { sizePrices, priceCents } = await resolvePrices(tx, slug, data);
    const { variants, sizePrices: _, ...fields } = data;
    const id = await insertProduct(tx, { ...fields, priceCents }, by.now);
    await replaceProductPrices(tx, id, sizePrices);
    if (variants) await replaceProductVariants(tx, { id, name: fields.name }, variants, by);
    return getProduct(tx, id);
  });
}
