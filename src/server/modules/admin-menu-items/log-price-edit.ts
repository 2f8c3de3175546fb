import type { Executor } from '../../../db/client';
import type { PricedKind } from '../../../domain/admin-price-list';
import type { OrderEventActor } from '../order-events/repository';
import { recordPriceChanges } from '../admin-price-list/repository';

export interface ItemEdit {
  actor: OrderEventActor;
  now: Date;
}

/** An item's price edited by hand joins 'Alterações de preços' (decision 047) when it changed. */
export async function logPriceEdit(
  db: Executor,
  item: {
    kind: PricedKind;
    itemId: string;
    name: string;
    oldPriceCents: number;
    newPriceCents: number;
  },
  { actor, now }: ItemEdit,
): Promise<void> {
  if (item.oldPriceCents === item.newPriceCents) return;
  await recordPriceChanges(db, [
    {
      itemKind: item.kind,
      itemId: item.itemId,
      itemName: item.name,
      size: null,
      sizeLabel: '',
      oldPriceCents: item.oldPriceCents,
      newPriceCents: item.newPriceCents,
      reason: 'Edição',
      actorId: actor.id,
      actorName: actor.name,
      at: now,
    },
  ]);
}
