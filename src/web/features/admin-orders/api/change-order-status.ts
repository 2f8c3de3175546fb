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

export interface StatusMove {
  orderId: number;
  /** The status the card shows: the move applies only while the order still has it. */
  from: OrderStatus;
  status: OrderStatus;
  /** Why a rejected order was rejected. */
  reason?: string;
}

/**
 * `POST /api/admin/orders/:id/status`. The answer replaces the order wherever it is cached, so the
 * card changes at once; the lists and counts are then read again (a filter may drop the order).
 * A 409 (INVALID_STATUS_CHANGE) carries the server's message for the toast.
 */
export function useChangeOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, from, status, reason }: StatusMove) =>
      adminRequest(`/admin/orders/${orderId}/status`, AdminOrderSchema, {
        method: 'POST',
        body: reason === undefined ? { status, from } : { status, from, reason },
      }),
    onSuccess: (order: AdminOrder) => putOrderInCache(queryClient, order),
    onSettled: () => refreshOrderViews(queryClient),
  });
}

/**
 * 'Desfazer': `POST /api/admin/orders/:id/status/undo` takes the order back from `from`, the status
 * the last move left it in (docs/decisions/029); a 409 rejects with the server's message. A plain
 * function, not a hook: the toast that offers it outlives a card a filter drops after the move.
 */
export async function undoOrderStatus(
  queryClient: QueryClient,
  { orderId, from }: { orderId: number; from: OrderStatus },
): Promise<AdminOrder> {
  try {
    const order = await adminRequest(`/admin/orders/${orderId}/status/undo`, AdminOrderSchema, {
      method: 'POST',
      body: { from },
    });
    putOrderInCache(queryClient, order);
    return order;
  } finally {
    refreshOrderViews(queryClient);
  }
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
