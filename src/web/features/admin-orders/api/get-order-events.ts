import { useQuery } from '@tanstack/react-query';
import { OrderEventListSchema } from '../../../../domain/admin-order-events';
import { adminKeys, adminRequest } from '../../../admin/api/admin-request';

/** Under the orders branch: every change of an order reads its history again. */
const orderEventsKey = (orderId: number) => [...adminKeys.orders, 'events', orderId] as const;

/** `GET /api/admin/orders/:id/events`: who did what to the order, oldest first. */
export function useOrderEvents(orderId: number) {
  return useQuery({
    queryKey: orderEventsKey(orderId),
    queryFn: ({ signal }) =>
      adminRequest(`/admin/orders/${orderId}/events`, OrderEventListSchema, { signal }),
    select: (data) => data.events,
  });
}
