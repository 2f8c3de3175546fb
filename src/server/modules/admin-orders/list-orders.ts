import type { z } from 'zod';
import type { Executor } from '../../../db/client';
import {
  isOldestFirst,
  type AdminOrderListQuerySchema,
  type AdminOrderPageSchema,
} from '../../../domain/admin-orders';
import { DEFAULT_ESTABLISHMENT } from '../../../domain/establishment';
import { deskHeldAfter } from '../../../domain/scheduling';
import { findSettings } from '../establishment/repository';
import { loadOrderDetails } from '../orders/repository';
import { listOrderRows } from './repository';

export type AdminOrderListQuery = z.output<typeof AdminOrderListQuerySchema>;
export type AdminOrderPage = z.infer<typeof AdminOrderPageSchema>;

/**
 * One page of the orders desk, each order in full, newest first but the queues (decision 042) (docs/product/screens.md#orders). Orders for a
 * later slot wait in 'Agendados' until shortly before it (docs/decisions/023).
 */
export async function listOrders(
  db: Executor,
  query: AdminOrderListQuery,
  now: Date,
): Promise<AdminOrderPage> {
  const { scheduling } = (await findSettings(db))?.settings ?? DEFAULT_ESTABLISHMENT;
  const heldAfter = deskHeldAfter(now, scheduling.leadMinutes);
  // one row more than asked tells whether another page follows
  const oldestFirst = isOldestFirst(query.filter);
  const rows = await listOrderRows(db, {
    ...query,
    isOldestFirst: oldestFirst,
    limit: query.limit + 1,
    heldAfter,
  });
  const page = rows.slice(0, query.limit);
  const next = rows.length > query.limit ? (page.at(-1)?.id ?? null) : null;
  return {
    orders: await loadOrderDetails(db, page),
    nextBefore: oldestFirst ? null : next,
    nextAfter: oldestFirst ? next : null,
  };
}
