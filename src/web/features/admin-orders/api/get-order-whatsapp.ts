import { useQuery } from '@tanstack/react-query';
import { OrderWhatsAppViewSchema } from '../../../../domain/admin-whatsapp';
import { adminKeys, adminRequest } from '../../../admin/api/admin-request';

/**
 * Under the orders branch: every change of an order reads its messages again, and so does a
 * `whatsapp.changed` event (a receipt, a failure; decision 073).
 */
export const orderWhatsAppKeys = {
  all: [...adminKeys.orders, 'whatsapp'] as const,
  of: (orderId: number) => [...adminKeys.orders, 'whatsapp', orderId] as const,
};

/** `GET /api/admin/whatsapp/orders/:id`: the official WhatsApp's messages of the order. */
export function useOrderWhatsApp(orderId: number) {
  return useQuery({
    queryKey: orderWhatsAppKeys.of(orderId),
    queryFn: ({ signal }) =>
      adminRequest(`/admin/whatsapp/orders/${orderId}`, OrderWhatsAppViewSchema, { signal }),
  });
}
