import type { Executor } from '../../../db/client';
import type { ProductData } from '../../../domain/admin-catalogue';
import type { OrderEventActor } from '../order-events/repository';
import { recordPriceChanges } from '../admin-price-list/repository';
import { recordPauseEvent } from '../admin-sold-out/repository';
import {
  deleteProductVariants,
  insertProductVariant,
  lockProductVariants,
  updateProductVariant,
} from './repository';

export interface ProductEditBy {
  actor: OrderEventActor;
  now: Date;
}

/**
 * The product's variants become the dialog's list, in its order (decision 052): a saved one keeps
 * its id (so carts holding it follow its new name and price), one left out is deleted (orders keep
 * its name), an id the product no longer has is added anew rather than lost. Each price changed
 * joins 'Alterações de preços' as an 'Edição', and each variant paused or offered again joins the
 * pause history as from 'Acabou?', in the same transaction.
 */
export async function replaceProductVariants(
  db: Executor,
  product: { id: number; name: string },
  variants: NonNullable<ProductData['variants']>,
  { actor, now }: ProductEditBy,
): Promise<void> {
  const saved = await lockProductVariants(db, product.id);
  const kept = new Set(
    variants.flatMap((variant) => (variant.id === undefined ? [] : [variant.id])),
  );
  await deleteProductVariants(
    db,
    saved.filter((variant) => !kept.has(variant.id)).map((variant) => variant.id),
  );
  const changes: Parameters<typeof recordPriceChanges>[1] = [];
  for (const [sortOrder, { id, ...fields }] of variants.entries()) {
    const row = { ...fields, sortOrder };
    const before = id === undefined ? undefined : saved.find((variant) => variant.id === id);
    if (!before) {
      await insertProductVariant(db, product.id, row);
      continue;
    }
    await updateProductVariant(db, before.id, row);
    if (before.isActive !== row.isActive) {
      await recordPauseEvent(db, {
        itemKind: 'variante',
        itemId: String(before.id),
        itemName: `${product.name} ${row.name}`,
        isAvailable: row.isActive,
        actorId: actor.id,
        actorName: actor.name,
        at: now,
      });
    }
    if (before.priceCents !== row.priceCents) {
      changes.push({
        itemKind: 'produto',
        itemId: String(product.id),
        itemName: product.name,
        size: null,
        sizeLabel: row.name,
        oldPriceCents: before.priceCents,
        newPriceCents: row.priceCents,
        reason: 'Edição',
        actorId: actor.id,
        actorName: actor.name,
        at: now,
      });
    }
  }
  if (changes.length > 0) await recordPriceChanges(db, changes);
}
