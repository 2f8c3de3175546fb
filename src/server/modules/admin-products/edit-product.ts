import type { Database } from '../../../db/client';
import type { AdminProduct, ProductData } from '../../../domain/admin-catalogue';
import { DRINKS_CATEGORY } from '../../../domain/catalogue';
import { productPriceEdits } from '../../../domain/product-price-edits';
import { AppError } from '../../errors';
import { recordPriceChanges } from '../admin-price-list/repository';
import { getProduct, PRODUCT_NOT_FOUND, unknownCategory } from './get-product';
import { resolvePrices } from './product-prices';
import { replaceProductVariants, type ProductEditBy } from './replace-product-variants';
import {
  findCategorySlug,
  findProductCategoryForUpdate,
  listAllSizes,
  lockProductVariants,
  replaceProductPrices,
  updateProductRow,
} from './repository';

/**
 * 'Editar Produto' (docs/product/screens.md#products, docs/product/states.md#product-dialog): the new name, prices and ingredients apply to the next order;
 * orders already placed keep what they were sold at (their snapshot). Its prices by size are
 * replaced in the same transaction (decision 046), and every price that changed joins
 * 'Alterações de preços' as an 'Edição' in that transaction too (decision 053).
 */
export async function editProduct(
  db: Database,
  id: number,
  data: Omit<ProductData, 'isAvailable'> & { isAvailable?: boolean },
  by: ProductEditBy,
): Promise<AdminProduct> {
  const { actor, now } = by;
  return db.transaction(async (tx) => {
    const current = await findProductCategoryForUpdate(tx, id);
    if (!current) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
    const before = await getProduct(tx, id);
    const beforeSlug = await findCategorySlug(tx, current.categoryId);
    const isMovedToCategory = current.categoryId !== data.categoryId;
    const slug = await findCategorySlug(tx, data.categoryId);
    if (slug === null) throw unknownCategory();
    const { sizePrices: _, variants, ...fields } = data;
    // variants left out of the request stay as they are, and so does their lowest price
    const nextVariants = variants ?? (await lockProductVariants(tx, id));
    const { sizePrices, priceCents } = await resolvePrices(tx, slug, {
      ...data,
      variants: nextVariants,
    });
    await updateProductRow(tx, id, { data: { ...fields, priceCents }, isMovedToCategory, now });
    await replaceProductPrices(tx, id, sizePrices);
    if (variants) await replaceProductVariants(tx, { id, name: fields.name }, variants, by);
    const edits = productPriceEdits(
      {
        isSoldBySize: beforeSlug !== DRINKS_CATEGORY,
        priceCents: before.priceCents,
        sizePrices: before.sizePrices,
        hasVariants: (before.variants ?? []).length > 0,
      },
      {
        isSoldBySize: slug !== DRINKS_CATEGORY,
        priceCents,
        sizePrices,
        hasVariants: nextVariants.length > 0,
      },
      await listAllSizes(tx),
    );
    await recordPriceChanges(
      tx,
      edits.map((edit) => ({
        itemKind: 'produto',
        itemId: String(id),
        itemName: data.name,
        size: edit.size,
        sizeLabel: edit.sizeLabel,
        oldPriceCents: edit.oldPriceCents,
        newPriceCents: edit.newPriceCents,
        reason: 'Edição',
        actorId: actor.id,
        actorName: actor.name,
        at: now,
      })),
    );
    return getProduct(tx, id);
  });
}
