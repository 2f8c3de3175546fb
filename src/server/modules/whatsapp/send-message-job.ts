import { z } from 'zod';
import type { Database } from '../../../db/client';
import { DEFAULT_ESTABLISHMENT } from '../../../domain/establishment';
import type { OrderStatus } from '../../../domain/order-status';
import {
  isInsideServiceWindow,
  isOptedOut,
  whatsappContactKey,
  whatsappNoticeTemplate,
  whatsappNoticeText,
  type WhatsAppMessageKind,
} from '../../../domain/admin-whatsapp';
import type { EventPublisher } from '../../events/event-bus';
import type { Backoff } from '../../jobs/backoff';
import type { JobContext, JobRunner } from '../../jobs/job-queue';
import type { SecretBox } from '../../security/secret-box';
import { getOrder } from '../admin-orders/get-order';
import { findSettings } from '../establishment/repository';
import {
  CloudApiError,
  CloudApiUncertainError,
  CloudApiUnreachableError,
  describeCloudError,
  isPermanentCloudError,
  REENGAGEMENT_CODE,
  sendCloudMessage,
  type OutgoingMessage,
} from './cloud-api';
import { readWhatsAppConnection } from './connection';
import { claimForSending, findContact, findMessage, updateMessage } from './repository';

/** One job per message (decision 073): its key names the message, so it is never queued twice. */
export const WHATSAPP_SEND_JOB = 'whatsapp.send';

export function whatsappSendKey(messageId: number): string {
  return `whatsapp-message:${messageId}`;
}

const PayloadSchema = z.object({ messageId: z.number().int().positive() });

const UNCERTAIN_MESSAGE =
  'O envio foi interrompido sem resposta do WhatsApp: a mensagem pode ter chegado ou não. Não foi reenviada para não repetir.';
const DISCONNECTED_MESSAGE = 'O WhatsApp oficial foi desconectado antes do envio.';
const NO_TEMPLATE_MESSAGE = 'Este status não tem modelo de mensagem para fora da janela de 24 h.';

export interface WhatsAppSendDependencies {
  db: Database;
  secrets: SecretBox | null;
  events: EventPublisher;
  apiUrl: string;
  publicUrl?: string;
  now: () => Date;
  maxAttempts: number;
}

/** The desk's order view reads its messages again (after the commit of each change). */
export async function publishWhatsAppChange(
  events: EventPublisher,
  orderId: number,
): Promise<void> {
  await events.publish({ type: 'whatsapp.changed', orderId });
}

export function registerWhatsAppSendJob(
  jobs: JobRunner,
  deps: WhatsAppSendDependencies,
  options: { backoff?: Backoff } = {},
): void {
  jobs.register(
    WHATSAPP_SEND_JOB,
    async (payload, context) =>
      sendWhatsAppMessage(deps, PayloadSchema.parse(payload).messageId, context),
    { label: 'Mensagem de WhatsApp', ...(options.backoff ? { backoff: options.backoff } : {}) },
  );
}

/**
 * Sends one recorded message (decision 073). The row goes 'a_enviar' → 'enviando' (committed
 * before the call) → 'enviado'. A run that finds it 'enviando' follows one that was cut off in the
 * middle of the call: whether WhatsApp took it is unknown, and the Cloud API has no way to ask by
 * our own id, so it becomes 'incerta' and is shown, never sent again. Free-form text inside the
 * customer's 24 h window, the status's template outside it (and after WhatsApp's 131047).
 */
export async function sendWhatsAppMessage(
  deps: WhatsAppSendDependencies,
  messageId: number,
  context: Pick<JobContext, 'attempt' | 'signal'>,
): Promise<void> {
  const { db } = deps;
  const message = await findMessage(db, messageId);
  if (!message) return;
  const changed = () => publishWhatsAppChange(deps.events, message.orderId);
  if (message.state === 'enviando') {
    await updateMessage(
      db,
      messageId,
      { state: 'incerta', error: UNCERTAIN_MESSAGE, at: deps.now() },
      ['enviando'],
    );
    await changed();
    return;
  }
  if (message.state !== 'a_enviar') return;

  const fail = async (error: string, errorCode: number | null = null) => {
    const at = deps.now();
    await updateMessage(db, messageId, { state: 'falhou', error, errorCode, failedAt: at, at }, [
      'a_enviar',
      'enviando',
    ]);
    await changed();
  };

  const connection = await readWhatsAppConnection(db, deps.secrets);
  if (connection.status !== 'ready') return fail(DISCONNECTED_MESSAGE);
  const contact = await findContact(db, whatsappContactKey(message.toPhone));
  if (isOptedOut(contact)) {
    await updateMessage(db, messageId, { state: 'cancelada', at: deps.now() }, ['a_enviar']);
    await changed();
    return;
  }

  const order = await getOrder(db, message.orderId);
  const settings = (await findSettings(db))?.settings ?? DEFAULT_ESTABLISHMENT;
  const shop = {
    name: settings.name,
    deliveryTime: settings.deliveryTime,
    delivery: settings.delivery,
  };
  const origin = deps.publicUrl ?? connection.publicOrigin;
  // the words of the status this message tells, whatever the order's status is by now
  const told = { ...order, status: message.orderStatus as OrderStatus };
  const now = deps.now();
  const isText =
    message.kind !== 'modelo' && isInsideServiceWindow(contact?.lastInboundAt ?? null, now);
  const template = isText ? null : whatsappNoticeTemplate(told, shop, origin);
  if (!isText && !template) return fail(NO_TEMPLATE_MESSAGE);
  const outgoing: OutgoingMessage = template
    ? { kind: 'modelo', to: message.toPhone, template }
    : { kind: 'texto', to: message.toPhone, text: whatsappNoticeText(told, shop, origin) };
  const kind: WhatsAppMessageKind = outgoing.kind;

  // committed before the call: a crash from here on leaves 'enviando', never a second send
  const isClaimed = await claimForSending(db, {
    id: messageId,
    kind,
    templateName: template?.name ?? null,
    at: now,
  });
  if (!isClaimed) return;
  await changed();

  const config = {
    baseUrl: deps.apiUrl,
    phoneNumberId: connection.phoneNumberId,
    accessToken: connection.credentials.accessToken,
  };
  try {
    const wamid = await sendCloudMessage(config, outgoing, context.signal);
    const at = deps.now();
    await updateMessage(
      db,
      messageId,
      { state: 'enviado', wamid, sentAt: at, error: null, errorCode: null, at },
      ['enviando'],
    );
    await changed();
  } catch (error) {
    if (error instanceof CloudApiUncertainError) {
      await updateMessage(
        db,
        messageId,
        { state: 'incerta', error: UNCERTAIN_MESSAGE, at: deps.now() },
        ['enviando'],
      );
      await changed();
      return;
    }
    const isApiError = error instanceof CloudApiError;
    if (!isApiError && !(error instanceof CloudApiUnreachableError)) throw error;
    const text = isApiError ? describeCloudError(error) : error.message;
    const code = isApiError ? error.code : null;
    if (isApiError && isPermanentCloudError(error)) return fail(text, code);
    if (context.attempt >= deps.maxAttempts) return fail(text, code);
    // WhatsApp says the window is closed (a coexisting app's window is not ours): the template next
    const isReengagement = isApiError && error.code === REENGAGEMENT_CODE;
    await updateMessage(
      db,
      messageId,
      {
        state: 'a_enviar',
        error: text,
        errorCode: code,
        ...(isReengagement ? { kind: 'modelo' as const } : {}),
        at: deps.now(),
      },
      ['enviando'],
    );
    await changed();
    // the queue tries again with its backoff (decision 049)
    throw new Error(`WhatsApp: ${text}`);
  }
}
