import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest } from '../../../admin/api/admin-request';
import { refreshOrderViews } from './change-order-status';

/**
 * `POST /api/admin/pix/orders/:id/refund`: 'Tentar devolver de novo' after a failed refund
 * (decision 064). The order is read again with the lists.
 */
export function useRetryPixRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) =>
      adminRequest(
        `/admin/pix/orders/${orderId}/refund`,
        z.object({ refundStatus: z.literal('solicitada') }),
        { method: 'POST' },
      ),
    onSettled: () => refreshOrderViews(queryClient),
  });
}
