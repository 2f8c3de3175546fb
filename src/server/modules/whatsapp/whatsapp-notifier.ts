import type { Database } from '../../../db/client';
import {
  brazilE164,
  isOptedOut,
  sendsWhatsAppNotice,
  whatsappContactKey,
} from '../../../domain/admin-whatsapp';
import type { EventPublisher } from '../../events/event-bus';
import { enqueueJob } from '../../jobs/job-queue';
import type { SecretBox } from '../../security/secret-box';
import { findOrderRow } from '../admin-orders/repository';
import type { StatusNotifier } from '../order-events/status-notifiers';
import { readWhatsAppConnection } from './connection';
import { findContact, insertMessage } from './repository';
import { WHATSAPP_SEND_JOB, whatsappSendKey } from './send-message-job';

export interface WhatsAppDependencies {
  db: Database;
  secrets: SecretBox | null;
  events: EventPublisher;
  /** WHATSAPP_API_URL: Meta's Graph API with its version, or a fake in the tests. */
  apiUrl: string;
  /** PUBLIC_URL, when set: the links' origin. */
  publicUrl?: string;
  now: () => Date;
}

/**
 * The StatusNotifier 'whatsapp' (decisions 071, 073): with the Cloud API connected, a status that
 * tells the customer records its message (one per order and status: a notice run twice, or an
 * undo and the same move again, records it once) and queues its send in the same transaction.
 * It reads the order as it is now: a notice that is no longer the order's status sends nothing.
 */
export function createWhatsAppNotifier(deps: WhatsAppDependencies): StatusNotifier {
  return {
    name: 'whatsapp',
    label: 'Aviso por WhatsApp',
    async notify(notice) {
      const connection = await readWhatsAppConnection(deps.db, deps.secrets);
      if (connection.status === 'none') return;
      await deps.db.transaction(async (tx) => {
        const order = await findOrderRow(tx, notice.orderId);
        if (!order || order.status !== notice.to) return;
        if (!sendsWhatsAppNotice(order.status, order.fulfilment)) return;
        if (!order.customerPhone.trim()) return;
        const contact = await findContact(tx, whatsappContactKey(order.customerPhone));
        // the customer answered PARAR: nothing is recorded nor sent (decision 073)
        if (isOptedOut(contact)) return;
        const id = await insertMessage(tx, {
          orderId: order.id,
          orderStatus: order.status,
          toPhone: brazilE164(order.customerPhone),
          at: deps.now(),
        });
        if (id === null) return;
        await enqueueJob(tx, {
          kind: WHATSAPP_SEND_JOB,
          key: whatsappSendKey(id),
          payload: { messageId: id, orderId: order.id },
          maxAttempts: WHATSAPP_SEND_MAX_ATTEMPTS,
        });
      });
    },
  };
}

export const WHATSAPP_SEND_MAX_ATTEMPTS = 6;
