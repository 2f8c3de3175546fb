import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  isOldestFirst,
  AdminOrderPageSchema,
  AdminOrderSchema,
  type AdminOrder,
  type OrderFilter,
} from '../../../domain/admin-orders';
import { adminKeys, adminRequest } from './admin-request';

const ORDERS_PAGE_SIZE = 20;
/** docs/product/device-and-server.md#refresh: the back office's lists refresh every 60 s, besides the live events. */
export const ADMIN_REFRESH_MS = 60_000;

const orderListKey = (filter: OrderFilter) => [...adminKeys.orders, 'list', filter] as const;
export const orderKey = (orderId: number) => [...adminKeys.orders, 'one', orderId] as const;

/**
 * `GET /api/admin/orders?filter=&before=&after=&limit=`, paged by the last id: newest first, or
 * oldest first for the desk's queues (`isOldestFirst`, decision 042).
 */
export function useAdminOrders(filter: OrderFilter) {
  return useInfiniteQuery({
    queryKey: orderListKey(filter),
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ filter, limit: String(ORDERS_PAGE_SIZE) });
      if (pageParam !== undefined) {
        query.set(isOldestFirst(filter) ? 'after' : 'before', String(pageParam));
      }
      return adminRequest(`/admin/orders?${query.toString()}`, AdminOrderPageSchema, { signal });
    },
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.nextAfter ?? page.nextBefore ?? undefined,
    refetchInterval: ADMIN_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/admin/orders/:id`: one order, for a link to an order not in the list. */
function getAdminOrder(orderId: number, signal?: AbortSignal): Promise<AdminOrder> {
  return adminRequest(`/admin/orders/${orderId}`, AdminOrderSchema, { signal });
}

export function useAdminOrder(orderId: number | null) {
  return useQuery({
    queryKey: orderKey(orderId ?? 0),
    queryFn: ({ signal }) => getAdminOrder(orderId ?? 0, signal),
    enabled: orderId !== null,
  });
}
