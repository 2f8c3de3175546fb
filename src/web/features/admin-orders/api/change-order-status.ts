import {
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import {
  AdminOrderSchema,
  type AdminOrder,
  type AdminOrderPageSchema,
} from '../../../../domain/admin-orders';
import type { OrderStatus } from '../../../../domain/order-status';
import { adminKeys, adminRequest } from '../../../admin/api/admin-request';
import { orderKey } from '../../../admin/api/get-orders';

type OrderPage = z.infer<typeof AdminOrderPageSchema>;

/**
 * `POST /api/admin/orders/:id/status`. The answer replaces the order wherever it is cached, so the
 * card changes at once; the lists and counts are then read again (a filter may drop the order).
 * A 409 (INVALID_STATUS_CHANGE) carries the server's message for the toast.
 */
export function useChangeOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, status }: { orderId: number; status: OrderStatus }) =>
      adminRequest(`/admin/orders/${orderId}/status`, AdminOrderSchema, {
        method: 'POST',
        body: { status },
      }),
    onSuccess: (order: AdminOrder) => putOrderInCache(queryClient, order),
    onSettled: () => refreshOrderViews(queryClient),
  });
}

/** An order the server answered replaces its copies in the cache: the card changes at once. */
export function putOrderInCache(queryClient: QueryClient, order: AdminOrder): void {
  queryClient.setQueryData(orderKey(order.id), order);
  queryClient.setQueriesData<InfiniteData<OrderPage>>(
    { queryKey: [...adminKeys.orders, 'list'] },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          orders: page.orders.map((o) => (o.id === order.id ? order : o)),
        })),
      },
  );
}

/** After a change: the lists, the counts and the CRM are read again. */
export function refreshOrderViews(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: adminKeys.orders });
  void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
  void queryClient.invalidateQueries({ queryKey: adminKeys.customers });
}
