import type { Executor } from '../../../db/client';
import { DEFAULT_ESTABLISHMENT } from '../../../domain/establishment';
import type { KitchenBoard } from '../../../domain/admin-kitchen';
import { stationKeyOf } from '../../../domain/admin-kitchen-settings';
import { deskHeldAfter } from '../../../domain/scheduling';
import { findSettings } from '../establishment/repository';
import { loadOrderDetails } from '../orders/repository';
import {
  findKitchenSettings,
  listCategoryIdsBySlug,
  listKitchenLineRows,
  listKitchenOrderRows,
} from './repository';

/**
 * The kitchen's board (decisions 039, 058): every accepted order not yet out of the oven's hands,
 * each line with its station and whether it is ready, with the stations and the clock's limits.
 */
export async function listKitchenOrders(db: Executor, now: Date): Promise<KitchenBoard> {
  const { scheduling } = (await findSettings(db))?.settings ?? DEFAULT_ESTABLISHMENT;
  const kitchen = await findKitchenSettings(db);
  const found = await listKitchenOrderRows(db, deskHeldAfter(now, scheduling.leadMinutes));
  const details = await loadOrderDetails(
    db,
    found.map((f) => f.row),
  );
  const [lineRows, categoryIds] = [
    await listKitchenLineRows(
      db,
      found.map((f) => f.row.id),
    ),
    await listCategoryIdsBySlug(db),
  ];
  const linesOf = new Map<number, typeof lineRows>();
  for (const line of lineRows)
    linesOf.set(line.orderId, [...(linesOf.get(line.orderId) ?? []), line]);
  return {
    orders: details.map((order, i) => ({
      ...order,
      acceptedAt: (found[i]?.acceptedAt ?? now).toISOString(),
      lines: (linesOf.get(order.id) ?? []).map((line) => ({
        itemId: line.id,
        stationKey: stationKeyOf(kitchen, categoryIds.get(line.categorySlug) ?? null),
        readyAt: line.readyAt?.toISOString() ?? null,
        readyByName: line.readyByName,
      })),
    })),
    stations: kitchen.stations.map(({ key, name }) => ({ key, name })),
    amberMinutes: kitchen.amberMinutes,
    redMinutes: kitchen.redMinutes,
  };
}
