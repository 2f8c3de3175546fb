import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AdminOrderSchema } from '../../../../domain/admin-orders';
import { KitchenBoardSchema, type KitchenBoard } from '../../../../domain/admin-kitchen';
import { adminKeys, adminRequest } from '../../../admin/api/admin-request';

/**
 * Under the orders' key: every event of the admin stream (a new, accepted, moved or bumped order)
 * reads the kitchen's board again, as it does the desk's lists, and so does a reconnection.
 */
const kitchenBoardKey = [...adminKeys.orders, 'kitchen'] as const;

/** `GET /api/admin/kitchen/orders`: the board (orders with their lines, stations, limits). */
export function useKitchenBoard() {
  return useQuery({
    queryKey: kitchenBoardKey,
    queryFn: ({ signal }) => adminRequest('/admin/kitchen/orders', KitchenBoardSchema, { signal }),
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

export interface BumpRequest {
  orderId: number;
  itemIds: readonly number[];
  ready: boolean;
}

/** The board with these lines marked (or unmarked) at once, before the server answers. */
function withBump(board: KitchenBoard, { orderId, itemIds, ready }: BumpRequest): KitchenBoard {
  const at = new Date().toISOString();
  return {
    ...board,
    orders: board.orders.map((order) =>
      order.id !== orderId
        ? order
        : {
            ...order,
            lines: order.lines.map((line) =>
              !itemIds.includes(line.itemId) || (line.readyAt !== null) === ready
                ? line
                : { ...line, readyAt: ready ? at : null, readyByName: null },
            ),
          },
    ),
  };
}

/**
 * `POST /api/admin/kitchen/orders/:id/bump` (decision 058). The board shows the tap at once; a
 * refusal or a lost connection puts it back as it was, and the board is read again either way.
 */
export function useBumpItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, itemIds, ready }: BumpRequest) =>
      adminRequest(`/admin/kitchen/orders/${orderId}/bump`, AdminOrderSchema, {
        method: 'POST',
        body: { itemIds, ready },
      }),
    onMutate: async (bump) => {
      await queryClient.cancelQueries({ queryKey: kitchenBoardKey });
      const before = queryClient.getQueryData<KitchenBoard>(kitchenBoardKey);
      if (before) queryClient.setQueryData(kitchenBoardKey, withBump(before, bump));
      return { before };
    },
    onError: (_error, _bump, context) => {
      if (context?.before) queryClient.setQueryData(kitchenBoardKey, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.orders }),
  });
}
