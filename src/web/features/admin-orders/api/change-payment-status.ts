import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminOrderSchema, type AdminOrder } from '../../../../domain/admin-orders';
import type { PaymentStatus } from '../../../../domain/payment-status';
import { adminRequest } from '../../../admin/api/admin-request';
import { putOrderInCache, refreshOrderViews } from './change-order-status';

/**
 * `POST /api/admin/orders/:id/payment`: 'Marcar como pago', or back to 'a receber'. Like a status
 * change, the answer replaces the order in the cache and the lists and counts are read again; the
 * other open desks hear of it through the live events.
 */
export function useChangePaymentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, paymentStatus }: { orderId: number; paymentStatus: PaymentStatus }) =>
      adminRequest(`/admin/orders/${orderId}/payment`, AdminOrderSchema, {
        method: 'POST',
        body: { paymentStatus },
      }),
    onSuccess: (order: AdminOrder) => putOrderInCache(queryClient, order),
    onSettled: () => refreshOrderViews(queryClient),
  });
}
