import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  IfoodCancellationReasonSchema,
  IfoodStoreStatusSchema,
} from '../../../../domain/admin-ifood';
import { adminKeys, adminRequest } from '../../../admin/api/admin-request';

/** How often the desk asks whether the store is open on iFood. */
const STORE_STATUS_EVERY_MS = 60_000;

/** `GET /api/admin/ifood/store-status`: the store open or closed on iFood (decision 072). */
export function useIfoodStoreStatus() {
  return useQuery({
    queryKey: [...adminKeys.orders, 'ifood-store-status'],
    queryFn: ({ signal }) =>
      adminRequest('/admin/ifood/store-status', IfoodStoreStatusSchema, { signal }),
    refetchInterval: STORE_STATUS_EVERY_MS,
  });
}

/** `GET /api/admin/ifood/orders/:id/cancellation-reasons`: iFood's reasons for this order. */
export function useIfoodCancellationReasons(orderId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...adminKeys.orders, orderId, 'ifood-cancellation-reasons'],
    queryFn: ({ signal }) =>
      adminRequest(
        `/admin/ifood/orders/${orderId}/cancellation-reasons`,
        z.array(IfoodCancellationReasonSchema),
        { signal },
      ),
    enabled,
    staleTime: 0,
  });
}
