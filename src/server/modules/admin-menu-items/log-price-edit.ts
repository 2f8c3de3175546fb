import type { Executor } from '../../../db/client';
import type { PricedKind } from '../../../domain/admin-price-list';
import type { PriceEdit } from '../../../domain/admin-menu-items';
import type { OrderEventActor } from '../order-events/repository';
import { recordPriceChanges } from '../admin-price-list/repository';

export interface ItemEdit {
  actor: OrderEventActor;
  now: Date;
}

/**
 * An item's prices edited by hand join 'Alterações de preços' (decision 047), one line per price
 * that changed, with its size (decision 051).
 */
export async function logPriceEdit(
  db: Executor,
  item: { kind: PricedKind; itemId: string; name: string },
  edits: readonly PriceEdit[],
  { actor, now }: ItemEdit,
): Promise<void> {
  await recordPriceChanges(
    db,
    edits.map((edit) => ({
      itemKind: item.kind,
      itemId: item.itemId,
      itemName: item.name,
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
}
