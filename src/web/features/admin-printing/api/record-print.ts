import type { QueryClient } from '@tanstack/react-query';
import { PrintClaimSchema, type PrintClaim, type PrintKind } from '../../../../domain/admin-orders';
import { adminKeys, adminRequest } from '../../../admin/api/admin-request';

/**
 * `POST /api/admin/orders/:id/print`: asked before printing. 'auto' is answered `claimed: true`
 * on one desk only; 'reprint' always. The order's lists are read again so the card shows the count.
 */
export async function recordPrint(
  queryClient: QueryClient,
  orderId: number,
  kind: PrintKind,
): Promise<PrintClaim> {
  const claim = await adminRequest(`/admin/orders/${orderId}/print`, PrintClaimSchema, {
    method: 'POST',
    body: { kind },
  });
  void queryClient.invalidateQueries({ queryKey: adminKeys.orders });
  return claim;
}
