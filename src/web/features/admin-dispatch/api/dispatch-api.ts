import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DispatchBoardSchema, type AssignOrders } from '../../../../domain/admin-dispatch';
import { adminKeys, adminRequest } from '../../../admin/api/admin-request';

/**
 * Under the orders' key: every event of the admin stream (an order accepted, moved, a trip begun
 * or ended: `delivery.changed`) reads the board again, as it does the desk's lists.
 */
const dispatchBoardKey = [...adminKeys.orders, 'dispatch'] as const;

/** `GET /api/admin/dispatch`: ready orders, drivers and their trips, suggestions. */
export function useDispatchBoard() {
  return useQuery({
    queryKey: dispatchBoardKey,
    queryFn: ({ signal }) => adminRequest('/admin/dispatch', DispatchBoardSchema, { signal }),
  });
}

/** `POST /api/admin/dispatch/assign`: 'Enviar com Carlos'; answers the board as it is now. */
export function useAssignOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignOrders) =>
      adminRequest('/admin/dispatch/assign', DispatchBoardSchema, { method: 'POST', body }),
    onSuccess: (board) => queryClient.setQueryData(dispatchBoardKey, board),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.orders }),
  });
}

/** `POST /api/admin/dispatch/take-back`: 'Retirar' an order from its driver. */
export function useTakeBack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) =>
      adminRequest('/admin/dispatch/take-back', DispatchBoardSchema, {
        method: 'POST',
        body: { orderId },
      }),
    onSuccess: (board) => queryClient.setQueryData(dispatchBoardKey, board),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.orders }),
  });
}
