import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AdminOrderSchema } from '../../../../domain/admin-orders';
import { KitchenOrderListSchema } from '../../../../domain/admin-kitchen';
import { adminKeys, adminRequest } from '../../../admin/api/admin-request';

/**
 * Under the orders' key: every event of the admin stream (a new, accepted or moved order) reads
 * the kitchen's list again, as it does the desk's.
 */
const kitchenOrdersKey = [...adminKeys.orders, 'kitchen'] as const;

/** `GET /api/admin/kitchen/orders`: accepted orders to cook, oldest accepted first. */
export function useKitchenOrders() {
  return useQuery({
    queryKey: kitchenOrdersKey,
    queryFn: ({ signal }) =>
      adminRequest('/admin/kitchen/orders', KitchenOrderListSchema, { signal }),
    select: (list) => list.orders,
  });
}

/** `POST /api/admin/kitchen/orders/:id/start`: 'Começar preparo' (aprovado → em preparo). */
export function useStartPreparing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) =>
      adminRequest(`/admin/kitchen/orders/${orderId}/start`, AdminOrderSchema, {
        method: 'POST',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.orders }),
  });
}
