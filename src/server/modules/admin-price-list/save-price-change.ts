import type { Database } from '../../../db/client';
import {
  changedRows,
  describePriceChange,
  isPreviewCurrent,
  PREVIEW_STALE_MESSAGE,
  PRICE_NOT_POSITIVE_MESSAGE,
  rowsWithoutPrice,
  type PriceChange,
} from '../../../domain/admin-price-list';
import { AppError } from '../../errors';
import type { OrderEventActor } from '../order-events/repository';
import { previewPrices } from './preview-price-change';
import { recordPriceChanges, writePrice } from './repository';

export interface SavePriceChange {
  change: PriceChange;
  /** The prices the owner saw in the preview, by key. */
  seen: { key: string; priceCents: number }[];
  actor: OrderEventActor;
  now: Date;
}

/**
 * 'Salvar preços' (decision 047): in one transaction, the set's prices are read locked and
 * compared with the preview the owner saw; if any changed meanwhile nothing is written and the
 * answer is 409 with the fresh preview. Otherwise every price that changes is written and logged
 * with who and when. Answers how many prices changed.
 */
export async function savePriceChange(
  db: Database,
  { change, seen, actor, now }: SavePriceChange,
): Promise<{ changed: number }> {
  return db.transaction(async (tx) => {
    const rows = await previewPrices(tx, change);
    if (!isPreviewCurrent(seen, rows)) {
      throw new AppError('PRICES_CHANGED', PREVIEW_STALE_MESSAGE, { rows });
    }
    if (rowsWithoutPrice(rows).length > 0) {
      throw new AppError('PRICE_NOT_POSITIVE', PRICE_NOT_POSITIVE_MESSAGE, { rows });
    }
    const changed = changedRows(rows);
    for (const row of changed) await writePrice(tx, row, row.newPriceCents, now);
    const reason = describePriceChange(change);
    await recordPriceChanges(
      tx,
      changed.map((row) => ({
        itemKind: row.kind,
        itemId: row.itemId,
        itemName: row.name,
        size: row.size,
        sizeLabel: row.sizeLabel,
        oldPriceCents: row.priceCents,
        newPriceCents: row.newPriceCents,
        reason,
        actorId: actor.id,
        actorName: actor.name,
        at: now,
      })),
    );
    return { changed: changed.length };
  });
}
