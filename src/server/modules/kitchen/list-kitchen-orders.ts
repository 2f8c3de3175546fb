import type { Executor } from '../../../db/client';
import { DEFAULT_ESTABLISHMENT } from '../../../domain/establishment';
import type { KitchenOrderList } from '../../../domain/admin-kitchen';
import { deskHeldAfter } from '../../../domain/scheduling';
import { findSettings } from '../establishment/repository';
import { loadOrderDetails } from '../orders/repository';
import { listKitchenOrderRows } from './repository';

/** The kitchen's list (decision 039): every accepted order not yet out of the oven's hands. */
export async function listKitchenOrders(db: Executor, now: Date): Promise<KitchenOrderList> {
  const { scheduling } = (await findSettings(db))?.settings ?? DEFAULT_ESTABLISHMENT;
  const found = await listKitchenOrderRows(db, deskHeldAfter(now, scheduling.leadMinutes));
  const details = await loadOrderDetails(
    db,
    found.map((f) => f.row),
  );
  return {
    orders: details.map((order, i) => ({
      ...order,
      acceptedAt: (found[i]?.acceptedAt ?? now).toISOString(),
    })),
  };
}
