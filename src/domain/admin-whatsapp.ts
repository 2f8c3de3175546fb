/**
 * The shop's official WhatsApp (WhatsApp Business Platform, Cloud API; decision 073): which
 * status changes tell the customer by themselves, in which words, and when a free-form text may
 * be sent instead of a registered template. One home for these rules; the server only fills them
 * in. The desk's 'Avisar cliente' texts (customer-messages.ts) are reused for the free-form text.
 */
import { z } from 'zod';
import {
  customerStatusMessage,
  orderEstimate,
  trackingUrl,
  type CustomerMessageOrder,
  type CustomerMessageShop,
} from './customer-messages';
import { hasDelivery, type Fulfilment } from './delivery';
import { onlyDigits } from './formats';
import type { OrderStatus } from './order-status';

/**
 * The customer service window: after a customer's message, a business may answer with any text
 * for 24 hours; outside it only an approved template is delivered (Meta's error 131047).
 */
const SERVICE_WINDOW_MS = 24 * 60 * 60_000;

/** Whether a free-form text may be sent now: the customer wrote within the last 24 hours. */
export function isInsideServiceWindow(lastInboundAt: Date | null, now: Date): boolean {
  if (!lastInboundAt) return false;
  const age = now.getTime() - lastInboundAt.getTime();
  return age >= 0 && age < SERVICE_WINDOW_MS;
}

/** The templates the shop registers in Meta's WhatsApp Manager (README), category Utility. */
const WHATSAPP_TEMPLATE_LANGUAGE = 'pt_BR';

export const WHATSAPP_TEMPLATES = {
  forno_pedido_confirmado:
    'Olá, {{1}}! Seu pedido {{2}} foi confirmado pela {{3}}. {{4}} Acompanhe: {{5}}',
  forno_pedido_saiu_entrega: 'Olá, {{1}}! Seu pedido {{2}} saiu para entrega. Acompanhe: {{3}}',
  forno_pedido_pronto_retirada:
    'Olá, {{1}}! Seu pedido {{2}} está pronto para retirada na {{3}}. Pode vir buscar!',
  forno_pedido_entregue: 'Olá, {{1}}! Seu pedido {{2}} foi entregue. Bom apetite!',
  forno_pedido_recusado:
    'Olá, {{1}}! Infelizmente a {{2}} não pôde aceitar seu pedido {{3}}. Motivo: {{4}}',
} as const;

type WhatsAppTemplateName = keyof typeof WHATSAPP_TEMPLATES;

/** The statuses that tell the customer by themselves; the others are seen on the tracking page. */
const NOTIFIED_STATUSES: ReadonlySet<OrderStatus> = new Set<OrderStatus>([
  'aprovado',
  'saiu para entrega',
  'entregue',
  'rejeitado',
]);

/** The order kinds whose customer is told: a delivery or a pickup (not counter nor table). */
function isToldByWhatsApp(fulfilment: Fulfilment): boolean {
  return fulfilment === 'entrega' || fulfilment === 'retirada';
}

/** Whether this status of this order sends the customer a message. */
export function sendsWhatsAppNotice(status: OrderStatus, fulfilment: Fulfilment): boolean {
  return NOTIFIED_STATUSES.has(status) && isToldByWhatsApp(fulfilment);
}

/** The line every free-form message ends with: how to stop them (LGPD). */
const OPT_OUT_HINT = 'Para não receber mais estes avisos, responda PARAR.';

/** The free-form text: the desk's 'Avisar cliente' message and how to stop them. */
export function whatsappNoticeText(
  order: CustomerMessageOrder,
  shop: CustomerMessageShop,
  publicOrigin: string,
): string {
  return `${customerStatusMessage(order, shop, publicOrigin)}\n\n${OPT_OUT_HINT}`;
}

export interface WhatsAppTemplateCall {
  name: WhatsAppTemplateName;
  language: typeof WHATSAPP_TEMPLATE_LANGUAGE;
  /** The body's parameters {{1}}, {{2}}, … in order (never empty: WhatsApp refuses blanks). */
  parameters: string[];
}

function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] || 'cliente';
}

/** The template and its parameters for the order's status; null when the status tells nothing. */
export function whatsappNoticeTemplate(
  order: CustomerMessageOrder,
  shop: CustomerMessageShop,
  publicOrigin: string,
): WhatsAppTemplateCall | null {
  const name = firstName(order.customerName);
  const number = `#${order.id}`;
  const link = trackingUrl(publicOrigin, order.publicId);
  const call = (template: WhatsAppTemplateName, parameters: string[]): WhatsAppTemplateCall => ({
    name: template,
    language: WHATSAPP_TEMPLATE_LANGUAGE,
    parameters: parameters.map((p) => p.trim() || '-'),
  });
  switch (order.status) {
    case 'aprovado': {
      const estimate = orderEstimate(order, shop);
      const isPickup = !hasDelivery(order.fulfilment);
      const when = estimate
        ? `${isPickup ? 'Previsão para retirada' : 'Previsão de entrega'}: ${estimate}.`
        : 'Já estamos cuidando dele.';
      return call('forno_pedido_confirmado', [name, number, shop.name, when, link]);
    }
    case 'saiu para entrega':
      return hasDelivery(order.fulfilment)
        ? call('forno_pedido_saiu_entrega', [name, number, link])
        : call('forno_pedido_pronto_retirada', [name, number, shop.name]);
    case 'entregue':
      return call('forno_pedido_entregue', [name, number]);
    case 'rejeitado': {
      const reason = order.rejectionReason?.trim().replace(/[.!]+$/, '') || 'não informado';
      return call('forno_pedido_recusado', [name, shop.name, number, `${reason}.`]);
    }
    default:
      return null;
  }
}

/**
 * The customer's number for the Cloud API: digits with Brazil's country code (E.164 without the
 * '+', as the API takes and gives it). A number already with 55 and 12–13 digits is kept.
 */
export function brazilE164(phone: string): string {
  const digits = onlyDigits(phone);
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) return digits;
  return `55${digits}`;
}

/**
 * One key for a Brazilian number however it is written: WhatsApp's `wa_id` of a mobile often
 * lacks the ninth digit the customer typed (55 11 9xxxx-xxxx → 55 11 xxxx-xxxx), so both forms
 * give the same key: country code, area code and the last eight digits.
 */
export function whatsappContactKey(phone: string): string {
  const digits = brazilE164(phone);
  if (digits.startsWith('55') && digits.length >= 12) {
    return `55${digits.slice(2, 4)}${digits.slice(-8)}`;
  }
  return digits;
}

/** What a customer's answer asks: stop the notices, have them again, or nothing. */
export type WhatsAppKeyword = 'parar' | 'voltar';

const STOP_WORDS = new Set(['PARAR', 'PARE', 'SAIR', 'STOP', 'CANCELAR AVISOS']);
const BACK_WORDS = new Set(['VOLTAR', 'VOLTA', 'RETOMAR']);

/** 'parar', ' Parar! ', 'PARAR.' → 'parar'; 'voltar' → 'voltar'; anything else → null. */
export function whatsappKeyword(text: string): WhatsAppKeyword | null {
  const word = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z ]+/g, ' ')
    .trim()
    .replace(/\s+/g, ' ')
    .toUpperCase();
  if (STOP_WORDS.has(word)) return 'parar';
  if (BACK_WORDS.has(word)) return 'voltar';
  return null;
}

/** The answers to PARAR and VOLTAR (free-form: the customer just wrote, the window is open). */
export const OPT_OUT_CONFIRMATION =
  'Pronto, você não receberá mais avisos dos seus pedidos por aqui. Para voltar a recebê-los, responda VOLTAR.';
export const OPT_IN_CONFIRMATION =
  'Pronto, você voltará a receber os avisos dos seus pedidos por aqui. Para parar, responda PARAR.';

/**
 * A message's life: recorded before the call ('a_enviar'), 'enviando' while the call is made,
 * 'enviado' with WhatsApp's id, then 'entregue' and 'lido' by webhook, or 'falhou'. A run that
 * finds a message still 'enviando' was cut off mid-call: it may or may not have gone, so it is
 * 'incerta' (shown, never sent again blindly). 'cancelada': the customer stopped the notices.
 */
export const WHATSAPP_MESSAGE_STATES = [
  'a_enviar',
  'enviando',
  'enviado',
  'entregue',
  'lido',
  'falhou',
  'incerta',
  'cancelada',
] as const;
export type WhatsAppMessageState = (typeof WHATSAPP_MESSAGE_STATES)[number];

export const WHATSAPP_MESSAGE_KINDS = ['texto', 'modelo'] as const;
export type WhatsAppMessageKind = (typeof WHATSAPP_MESSAGE_KINDS)[number];

export const WHATSAPP_STATE_LABELS: Record<WhatsAppMessageState, string> = {
  a_enviar: 'Na fila',
  enviando: 'Enviando',
  enviado: 'Enviado',
  entregue: 'Entregue',
  lido: 'Lido',
  falhou: 'Falhou',
  incerta: 'Envio incerto',
  cancelada: 'Não enviado (cliente pediu PARAR)',
};

/** A webhook's status may only move a message forward (they may arrive out of order). */
const STATE_RANK: Partial<Record<WhatsAppMessageState, number>> = {
  enviado: 1,
  incerta: 1,
  entregue: 2,
  lido: 3,
};

/** The state after WhatsApp's `sent`/`delivered`/`read`; null: keep the current one. */
export function stateAfterReceipt(
  current: WhatsAppMessageState,
  receipt: 'sent' | 'delivered' | 'read',
): WhatsAppMessageState | null {
  const next: WhatsAppMessageState =
    receipt === 'read' ? 'lido' : receipt === 'delivered' ? 'entregue' : 'enviado';
  const rank = STATE_RANK[current];
  if (rank === undefined) return current === 'falhou' ? null : next;
  return (STATE_RANK[next] ?? 0) > rank ? next : null;
}

// ---------------------------------------------------------------- the back office's views

const WhatsAppMessageViewSchema = z.object({
  id: z.number().int(),
  orderStatus: z.string(),
  kind: z.enum(WHATSAPP_MESSAGE_KINDS).nullable(),
  templateName: z.string().nullable(),
  state: z.enum(WHATSAPP_MESSAGE_STATES),
  error: z.string().nullable(),
  attempts: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  readAt: z.string().nullable(),
  failedAt: z.string().nullable(),
});
export type WhatsAppMessageView = z.infer<typeof WhatsAppMessageViewSchema>;

export const OrderWhatsAppViewSchema = z.object({
  isConnected: z.boolean(),
  /** When the customer answered PARAR (and has not answered VOLTAR since); null: not stopped. */
  optedOutAt: z.string().nullable(),
  messages: z.array(WhatsAppMessageViewSchema),
});
export type OrderWhatsAppView = z.infer<typeof OrderWhatsAppViewSchema>;

const PHONE_NUMBER_ID = z
  .string()
  .trim()
  .regex(
    /^\d{6,30}$/,
    'O ID do número de telefone tem só dígitos (veja em WhatsApp › Configuração da API).',
  );

export const WhatsAppConnectionInputSchema = z.object({
  phoneNumberId: PHONE_NUMBER_ID,
  businessAccountId: z
    .string()
    .trim()
    .regex(/^\d{0,30}$/, 'O ID da conta do WhatsApp Business tem só dígitos.')
    .default(''),
  /** Blank on a change: keep the saved token. */
  accessToken: z.string().trim().max(2000, 'Token longo demais.').default(''),
  /** Blank on a change: keep the saved app secret. */
  appSecret: z.string().trim().max(200, 'Chave secreta longa demais.').default(''),
});
export type WhatsAppConnectionInput = z.input<typeof WhatsAppConnectionInputSchema>;

export const WhatsAppSettingsViewSchema = z.object({
  /** FORNO_SECRETS_KEY is set: a token can be saved. */
  hasSecretsKey: z.boolean(),
  isConnected: z.boolean(),
  /** Saved, but the credentials do not open with this FORNO_SECRETS_KEY: type them again. */
  isLocked: z.boolean(),
  phoneNumberId: z.string(),
  businessAccountId: z.string(),
  /** Masked: the token's and the secret's last characters. */
  tokenMasked: z.string(),
  appSecretMasked: z.string(),
  /** What the shop pastes in Meta's app › WhatsApp › Configuração › Webhook. */
  webhookUrl: z.string(),
  verifyToken: z.string(),
  /** The address is not the shop's public one (PUBLIC_URL unset): Meta may not reach it. */
  isWebhookUrlGuessed: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type WhatsAppSettingsView = z.infer<typeof WhatsAppSettingsViewSchema>;

export const WhatsAppTestResultSchema = z.object({ ok: z.boolean(), message: z.string() });
export type WhatsAppTestResult = z.infer<typeof WhatsAppTestResultSchema>;

/** '••••a1b2': what the owner may see of a saved secret. */
export function maskSecret(secret: string): string {
  return secret ? `••••${secret.slice(-4)}` : '';
}

export const WHATSAPP_TOKEN_REQUIRED_MESSAGE = 'Informe o token de acesso do WhatsApp.';
export const WHATSAPP_SECRET_REQUIRED_MESSAGE = 'Informe a chave secreta do app (App Secret).';
export const WHATSAPP_NOT_CONNECTED_MESSAGE = 'O WhatsApp oficial não está conectado.';
export const WHATSAPP_SIGNATURE_INVALID_MESSAGE = 'Notificação recusada: assinatura inválida.';
export const WHATSAPP_VERIFY_REFUSED_MESSAGE = 'Token de verificação incorreto.';

/** Whether the customer's last word was PARAR (a later VOLTAR undoes it). */
export function isOptedOut(
  contact: { optedOutAt: Date | null; optedBackAt: Date | null } | null,
): boolean {
  if (!contact?.optedOutAt) return false;
  return !(contact.optedBackAt && contact.optedBackAt > contact.optedOutAt);
}
export const WHATSAPP_SECRETS_KEY_MISSING_MESSAGE =
  'Para conectar o WhatsApp oficial, defina a variável de ambiente FORNO_SECRETS_KEY no servidor (32 caracteres ou mais, por exemplo a saída de `openssl rand -base64 32`) e reinicie-o.';

/** The webhook's path on the shop's address (Meta › WhatsApp › Configuração › Webhook). */
export const WHATSAPP_WEBHOOK_PATH = '/api/whatsapp/webhook';

/** What the desk reads of a message: which notice it was ('Confirmação', …). */
export function whatsappNoticeLabel(orderStatus: string, fulfilment: Fulfilment): string {
  switch (orderStatus) {
    case 'aprovado':
      return 'Confirmação';
    case 'saiu para entrega':
      return hasDelivery(fulfilment) ? 'Saiu para entrega' : 'Pronto para retirada';
    case 'entregue':
      return hasDelivery(fulfilment) ? 'Entregue' : 'Retirado';
    case 'rejeitado':
      return 'Recusa';
    default:
      return orderStatus;
  }
}
