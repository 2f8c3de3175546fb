import type { Database } from '../../../db/client';
import type { AdminProduct, ProductData } from '../../../domain/admin-catalogue';
import { AppError } from '../../errors';
import { getProduct, PRODUCT_NOT_FOUND, unknownCategory } from './get-product';
import { resolvePrices } from './product-prices';
import { replaceProductVariants, type ProductEditBy } from './replace-product-variants';
import {
  findCategorySlug,
  findProductCategoryForUpdate,
  lockProductVariants,
  replaceProductPrices,
  updateProductRow,
} from './repository';

/**
 * 'Editar Produto' (docs/product/screens.md#products, docs/product/states.md#product-dialog): the new name, prices and ingredients apply to the next order;
 * orders already placed keep what they were sold at (their snapshot). Its prices by size are
 * replaced in the same transaction (decision 046).
 */
export async function editProduct(
  db: Database,
  id: number,
  data: Omit<ProductData, 'isAvailable'> & { isAvailable?: boolean },
  by: ProductEditBy,
): Promise<AdminProduct> {
  const { now } = by;
  return db.transaction(async (tx) => {
    const current = await findProductCategoryForUpdate(tx, id);
    if (!current) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
    const isMovedToCategory = current.categoryId !== data.categoryId;
    const slug = await findCategorySlug(tx, data.categoryId);
    if (slug === null) throw unknownCategory();
    const { sizePrices: _, variants, ...fields } = data;
    const { sizePrices, priceCents } = await resolvePrices(tx, slug, {
      ...data,
      // variants left out of the request stay as they are, and so does their lowest price
      variants: variants ?? (await lockProductVariants(tx, id)),
    });
    await updateProductRow(tx, id, { data: { ...fields, priceCents }, isMovedToCategory, now });
    await replaceProductPrices(tx, id, sizePrices);
    if (variants) await replaceProductVariants(tx, { id, name: fields.name }, variants, by);
    return getProduct(tx, id);
  });
}
