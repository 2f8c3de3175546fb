import { useSyncExternalStore } from 'react';
import { z } from 'zod/mini';
import { createStoredValue, readStoredWith, writeStoredList } from '../lib/local-store';

/** This device's latest orders, newest first, so the customer can find their tracking pages. */
export const RECENT_ORDERS_STORAGE_KEY = 'recent_orders';
const MAX_RECENT_ORDERS = 20;

const RecentOrderSchema = z.object({
  publicId: z.string().check(z.minLength(1), z.maxLength(200)),
  /** The number people read: 'Pedido #123'. */
  id: z.int().check(z.positive()),
  placedAt: z
    .string()
    .check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'Data inválida')),
  totalCents: z.int().check(z.nonnegative()),
});
export type RecentOrder = z.infer<typeof RecentOrderSchema>;

/**
 * Stored text → the entries that still parse. Anything else is logged and dropped: a list that is
 * not a list is thrown away whole, a bad entry alone.
 */
function parseRecentOrders(raw: string | null): {
  orders: RecentOrder[];
  hadBadData: boolean;
} {
  if (raw === null) return { orders: [], hadBadData: false };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { orders: [], hadBadData: true };
  }
  if (!Array.isArray(value)) return { orders: [], hadBadData: true };
  const orders: RecentOrder[] = [];
  const seen = new Set<string>();
  for (const entry of value) {
    const parsed = RecentOrderSchema.safeParse(entry);
    if (parsed.success && !seen.has(parsed.data.publicId)) {
      seen.add(parsed.data.publicId);
      orders.push(parsed.data);
    }
  }
  const trimmed = orders.slice(0, MAX_RECENT_ORDERS);
  return { orders: trimmed, hadBadData: trimmed.length !== value.length };
}

function save(next: readonly RecentOrder[]) {
  // storage full or blocked: the list still works for this page
  writeStoredList(RECENT_ORDERS_STORAGE_KEY, next);
}

function read(): RecentOrder[] {
  return readStoredWith(
    RECENT_ORDERS_STORAGE_KEY,
    [],
    (raw) => {
      const { orders, hadBadData } = parseRecentOrders(raw);
      return { value: orders, hadBadData };
    },
    {
      badDataMessage: 'Pedidos recentes salvos inválidos; os dados ruins foram descartados.',
      keep: save,
    },
  );
}

const store = createStoredValue<RecentOrder[]>(RECENT_ORDERS_STORAGE_KEY, read);

/**
 * Called after an order is accepted (checkout, or the offline queue when it syncs). The same
 * order remembered again moves to the top instead of appearing twice.
 */
export function rememberOrder(order: RecentOrder): void {
  const parsed = RecentOrderSchema.safeParse(order);
  if (!parsed.success) {
    console.error('Pedido recente inválido; não foi salvo.', order);
    return;
  }
  const next = [
    parsed.data,
    ...store.get().filter((entry) => entry.publicId !== parsed.data.publicId),
  ].slice(0, MAX_RECENT_ORDERS);
  store.set(next, save);
}

const EMPTY: RecentOrder[] = [];

export function useRecentOrders(): RecentOrder[] {
  return useSyncExternalStore(store.subscribe, store.get, () => EMPTY);
}
