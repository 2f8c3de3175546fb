import { z } from 'zod';
import { UnopenedOrdersSchema, type UnopenedOrders } from '../../../../domain/admin-orders';
import { adminKeys, adminRequest } from '../../../admin/api/admin-request';

/** Under the orders branch: whatever refreshes the lists reads the set again too. */
export const unopenedOrdersKey = [...adminKeys.orders, 'unopened'] as const;

/** `GET /api/admin/orders/unopened`: the orders nobody has opened yet (decision 026). */
export function fetchUnopenedOrders(): Promise<UnopenedOrders> {
  return adminRequest('/admin/orders/unopened', UnopenedOrdersSchema);
}

/** `POST /api/admin/orders/:id/opened`: this desk opened the order; idempotent. */
export async function postOrderOpened(orderId: number): Promise<void> {
  await adminRequest(`/admin/orders/${orderId}/opened`, z.unknown(), { method: 'POST' });
}
