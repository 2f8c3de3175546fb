import type { Database } from '../../../db/client';
import {
  isOptedOut,
  whatsappContactKey,
  type OrderWhatsAppView,
} from '../../../domain/admin-whatsapp';
import type { SecretBox } from '../../security/secret-box';
import { findOrderRow } from '../admin-orders/repository';
import { AppError } from '../../errors';
import { readWhatsAppConnection } from './connection';
import { findContact, listOrderMessages } from './repository';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The desk's order view: the messages the shop's WhatsApp sent of this order, and their state. */
export async function getOrderWhatsApp(
  deps: { db: Database; secrets: SecretBox | null },
  orderId: number,
): Promise<OrderWhatsAppView> {
  const order = await findOrderRow(deps.db, orderId);
  if (!order) throw new AppError('NOT_FOUND', 'Pedido não encontrado.');
  const connection = await readWhatsAppConnection(deps.db, deps.secrets);
  const contact = order.customerPhone.trim()
    ? await findContact(deps.db, whatsappContactKey(order.customerPhone))
    : null;
  const messages = await listOrderMessages(deps.db, orderId);
  return {
    isConnected: connection.status === 'ready',
    optedOutAt: isOptedOut(contact) ? iso(contact?.optedOutAt ?? null) : null,
    messages: messages.map((m) => ({
      id: m.id,
      orderStatus: m.orderStatus,
      kind: m.kind,
      templateName: m.templateName,
      state: m.state,
      error: m.error,
      attempts: m.attempts,
      createdAt: m.createdAt.toISOString(),
      sentAt: iso(m.sentAt),
      deliveredAt: iso(m.deliveredAt),
      readAt: iso(m.readAt),
      failedAt: iso(m.failedAt),
    })),
  };
}
