import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import {
  OPT_IN_CONFIRMATION,
  OPT_OUT_CONFIRMATION,
  stateAfterReceipt,
  whatsappContactKey,
  whatsappKeyword,
} from '../../../domain/admin-whatsapp';
import type { EventPublisher } from '../../events/event-bus';
import { enqueueJob } from '../../jobs/job-queue';
import type { SecretBox } from '../../security/secret-box';
import { readWhatsAppConnection } from './connection';
import { findMessageByWamid, noteInbound, setOptOut, updateMessage } from './repository';
import { publishWhatsAppChange } from './send-message-job';
import { WHATSAPP_REPLY_JOB } from './reply-job';

/**
 * Meta's signature of a webhook (Graph API webhooks): `X-Hub-Signature-256: sha256=<hex>`, the
 * HMAC-SHA256 of the raw body under the app secret. Compared in constant time.
 */
function isValidSignature(rawBody: string, header: string | undefined, appSecret: string): boolean {
  if (!header?.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  const expected = createHmac('sha256', appSecret).update(rawBody, 'utf8').digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const TimestampSchema = z
  .string()
  .regex(/^\d{1,12}$/)
  .transform((s) => new Date(Number(s) * 1000));

const StatusSchema = z.object({
  id: z.string().min(1).max(200),
  status: z.string(),
  timestamp: TimestampSchema,
  errors: z
    .array(
      z.object({
        code: z.number().optional(),
        title: z.string().optional(),
        message: z.string().optional(),
        error_data: z.object({ details: z.string().optional() }).optional(),
      }),
    )
    .optional(),
});

const InboundSchema = z.object({
  from: z.string().regex(/^\d{8,15}$/),
  id: z.string().min(1).max(200),
  timestamp: TimestampSchema,
  type: z.string(),
  text: z.object({ body: z.string().max(4096) }).optional(),
  button: z.object({ text: z.string().max(256) }).optional(),
});

const ValueSchema = z.object({
  metadata: z.object({ phone_number_id: z.string() }).optional(),
  statuses: z.array(z.unknown()).max(1000).optional(),
  messages: z.array(z.unknown()).max(1000).optional(),
});

const PayloadSchema = z.object({
  object: z.string(),
  entry: z
    .array(
      z.object({
        changes: z.array(z.object({ field: z.string(), value: z.unknown() })).max(100),
      }),
    )
    .max(100),
});

export type WebhookOutcome =
  | { status: 'not_connected' }
  | { status: 'refused' }
  | { status: 'invalid' }
  | { status: 'accepted' };

export interface WebhookDependencies {
  db: Database;
  secrets: SecretBox | null;
  events: EventPublisher;
  now: () => Date;
}

/**
 * A notification from the shop's WhatsApp (decision 073): receipts of the messages sent (sent,
 * delivered, read, failed) move them on the order; a customer's message opens their 24 h window,
 * and PARAR / VOLTAR stop or resume the notices (with the time, for LGPD). Items that are not
 * ours (another number, unknown ids) are ignored; the answer is 200 so Meta does not resend.
 */
export async function receiveWhatsAppWebhook(
  deps: WebhookDependencies,
  request: { rawBody: string; signature: string | undefined },
): Promise<WebhookOutcome> {
  const connection = await readWhatsAppConnection(deps.db, deps.secrets);
  if (connection.status !== 'ready') return { status: 'not_connected' };
  if (!isValidSignature(request.rawBody, request.signature, connection.credentials.appSecret)) {
    return { status: 'refused' };
  }
  let json: unknown;
  try {
    json = JSON.parse(request.rawBody);
  } catch {
    return { status: 'invalid' };
  }
  const payload = PayloadSchema.safeParse(json);
  if (!payload.success) return { status: 'invalid' };
  for (const entry of payload.data.entry) {
    for (const change of entry.changes) {
      if (change.field !== 'messages') continue;
      const value = ValueSchema.safeParse(change.value);
      if (!value.success) continue;
      const numberId = value.data.metadata?.phone_number_id;
      if (numberId !== undefined && numberId !== connection.phoneNumberId) continue;
      for (const item of value.data.statuses ?? []) {
        const status = StatusSchema.safeParse(item);
        if (status.success) await applyReceipt(deps, status.data);
      }
      for (const item of value.data.messages ?? []) {
        const inbound = InboundSchema.safeParse(item);
        if (inbound.success) await applyInbound(deps, inbound.data);
      }
    }
  }
  return { status: 'accepted' };
}

async function applyReceipt(
  deps: WebhookDependencies,
  receipt: z.infer<typeof StatusSchema>,
): Promise<void> {
  const message = await findMessageByWamid(deps.db, receipt.id);
  if (!message) return;
  const at = deps.now();
  let isChanged = false;
  if (receipt.status === 'failed') {
    const error = receipt.errors?.[0];
    const detail = error?.error_data?.details ?? error?.message ?? error?.title ?? 'sem detalhe';
    const text = `WhatsApp não entregou: ${detail}${error?.code ? ` (código ${error.code})` : ''}`;
    isChanged = await updateMessage(deps.db, message.id, {
      state: 'falhou',
      error: text.slice(0, 500),
      errorCode: error?.code ?? null,
      failedAt: receipt.timestamp,
      at,
    });
  } else if (
    receipt.status === 'sent' ||
    receipt.status === 'delivered' ||
    receipt.status === 'read'
  ) {
    const next = stateAfterReceipt(message.state, receipt.status);
    const times =
      receipt.status === 'read'
        ? { readAt: receipt.timestamp, deliveredAt: message.deliveredAt ?? receipt.timestamp }
        : receipt.status === 'delivered'
          ? { deliveredAt: receipt.timestamp }
          : {};
    if (next || Object.keys(times).length > 0) {
      isChanged = await updateMessage(deps.db, message.id, {
        ...(next ? { state: next } : {}),
        ...times,
        at,
      });
    }
  }
  if (isChanged) await publishWhatsAppChange(deps.events, message.orderId);
}

async function applyInbound(
  deps: WebhookDependencies,
  inbound: z.infer<typeof InboundSchema>,
): Promise<void> {
  const key = whatsappContactKey(inbound.from);
  const now = deps.now();
  const text = inbound.text?.body ?? inbound.button?.text ?? '';
  const keyword = whatsappKeyword(text);
  await deps.db.transaction(async (tx) => {
    await noteInbound(tx, { key, waId: inbound.from, at: inbound.timestamp, now });
    if (!keyword) return;
    await setOptOut(tx, { key, optedOut: keyword === 'parar', at: inbound.timestamp });
    // the confirmation, once per message of the customer's (its id is the job's key)
    await enqueueJob(tx, {
      kind: WHATSAPP_REPLY_JOB,
      key: `whatsapp-reply:${inbound.id}`,
      payload: {
        to: inbound.from,
        text: keyword === 'parar' ? OPT_OUT_CONFIRMATION : OPT_IN_CONFIRMATION,
      },
      maxAttempts: 3,
    });
  });
}
