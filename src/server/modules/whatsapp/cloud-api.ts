import { z } from 'zod';
import type { WhatsAppTemplateCall } from '../../../domain/admin-whatsapp';

/**
 * The few calls of WhatsApp's Cloud API that Forno makes (decision 073), from Meta's public
 * reference: `POST /{version}/{phone-number-id}/messages` with a Bearer token, which answers
 * `{ messaging_product, contacts, messages: [{ id: 'wamid…' }] }` or
 * `{ error: { message, type, code, error_subcode, fbtrace_id } }`; and
 * `GET /{version}/{phone-number-id}` for 'Testar conexão'. The base address (with the version)
 * is WHATSAPP_API_URL, so tests point it at a local fake.
 */

const TIMEOUT_MS = 15_000;

/** Meta's Graph API with the version Forno was written against (WHATSAPP_API_URL changes it). */
export const DEFAULT_WHATSAPP_API_URL = 'https://graph.facebook.com/v21.0';

export interface CloudApiConfig {
  baseUrl: string;
  phoneNumberId: string;
  accessToken: string;
}

/** WhatsApp refused the call: its error, never the token. */
export class CloudApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: number | null,
    readonly subcode: number | null,
  ) {
    super(message);
  }
}

/**
 * The call may or may not have reached WhatsApp (a timeout, a connection cut after the request
 * left): sending again could send twice.
 */
export class CloudApiUncertainError extends Error {}

/** The call never left (nobody listened at the address, no DNS): safe to try again. */
export class CloudApiUnreachableError extends Error {}

const ErrorBodySchema = z.object({
  error: z.object({
    message: z.string().optional(),
    type: z.string().optional(),
    code: z.number().optional(),
    error_subcode: z.number().optional(),
    fbtrace_id: z.string().optional(),
  }),
});

const SendAnswerSchema = z.object({
  messages: z.array(z.object({ id: z.string().min(1) })).min(1),
});

const PhoneNumberSchema = z.object({
  display_phone_number: z.string().optional(),
  verified_name: z.string().optional(),
});

/** Errors before any byte was sent: the message certainly did not go. */
const NEVER_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH']);

function causeCode(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  return typeof cause?.code === 'string' ? cause.code : undefined;
}

async function call(
  config: CloudApiConfig,
  path: string,
  init: { method: 'GET' | 'POST'; body?: unknown; signal?: AbortSignal },
): Promise<unknown> {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(config.phoneNumberId)}${path}`;
  const signals = [AbortSignal.timeout(TIMEOUT_MS), ...(init.signal ? [init.signal] : [])];
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: {
        authorization: `Bearer ${config.accessToken}`,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.any(signals),
    });
  } catch (error) {
    const code = causeCode(error);
    if (code && NEVER_SENT_CODES.has(code)) {
      throw new CloudApiUnreachableError(`WhatsApp fora do alcance (${code})`);
    }
    throw new CloudApiUncertainError('a chamada ao WhatsApp não teve resposta');
  }
  const text = await response.text().catch(() => '');
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!response.ok) {
    const parsed = ErrorBodySchema.safeParse(body);
    const error = parsed.success ? parsed.data.error : null;
    throw new CloudApiError(
      error?.message ?? `HTTP ${response.status}`,
      response.status,
      error?.code ?? null,
      error?.error_subcode ?? null,
    );
  }
  return body;
}

export type OutgoingMessage =
  | { kind: 'texto'; to: string; text: string }
  | { kind: 'modelo'; to: string; template: WhatsAppTemplateCall };

/** Sends one message; answers WhatsApp's id (wamid…). */
export async function sendCloudMessage(
  config: CloudApiConfig,
  message: OutgoingMessage,
  signal?: AbortSignal,
): Promise<string> {
  const body =
    message.kind === 'texto'
      ? {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: message.to,
          type: 'text',
          text: { preview_url: true, body: message.text },
        }
      : {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: message.to,
          type: 'template',
          template: {
            name: message.template.name,
            language: { code: message.template.language },
            components: [
              {
                type: 'body',
                parameters: message.template.parameters.map((text) => ({ type: 'text', text })),
              },
            ],
          },
        };
  const answer = SendAnswerSchema.safeParse(
    await call(config, '/messages', { method: 'POST', body, signal }),
  );
  // a 2xx without an id: it was taken, but nothing will tell us of it
  if (!answer.success) throw new CloudApiUncertainError('resposta do WhatsApp sem id da mensagem');
  return answer.data.messages[0]!.id;
}

/** 'Testar conexão': the number's display name, or the error. */
export async function readCloudPhoneNumber(
  config: CloudApiConfig,
): Promise<{ displayPhoneNumber: string; verifiedName: string }> {
  const body = PhoneNumberSchema.safeParse(
    await call(config, '?fields=display_phone_number,verified_name', { method: 'GET' }),
  );
  return {
    displayPhoneNumber: body.success ? (body.data.display_phone_number ?? '') : '',
    verifiedName: body.success ? (body.data.verified_name ?? '') : '',
  };
}

/** WhatsApp's error codes that sending again will not fix (Meta's error codes reference). */
const PERMANENT_CODES = new Set([
  100, // invalid parameter
  131008, // required parameter missing
  131009, // parameter value not valid
  131021, // recipient cannot be sender
  131026, // message undeliverable (no WhatsApp on that number, old version, …)
  131051, // unsupported message type
  132000, // template parameters don't match
  132001, // template does not exist
  132005, // translated text too long
  132007, // template format policy
  132012, // parameter format mismatch
  132015, // template paused
  132016, // template disabled
]);

export const REENGAGEMENT_CODE = 131047;

/** Whether another try could go through (a token fixed, the service back, a limit passed). */
export function isPermanentCloudError(error: CloudApiError): boolean {
  return error.code !== null && PERMANENT_CODES.has(error.code);
}

/** What the desk reads of an error: pt-BR for the common ones, with WhatsApp's code. */
export function describeCloudError(error: CloudApiError): string {
  const code = error.code === null ? `HTTP ${error.status}` : `código ${error.code}`;
  switch (error.code) {
    case 131026:
      return `Mensagem não entregável: o número pode não ter WhatsApp (${code}).`;
    case REENGAGEMENT_CODE:
      return `Fora da janela de 24 h: é preciso um modelo aprovado (${code}).`;
    case 190:
      return `Token de acesso inválido ou expirado: troque-o em Configurações › WhatsApp oficial (${code}).`;
    case 132001:
      return `Modelo de mensagem não encontrado no WhatsApp: registre-o como no README (${code}).`;
    case 130429:
    case 131056:
    case 80007:
      return `Limite de envios do WhatsApp atingido; tentando de novo (${code}).`;
    default:
      return `${error.message.slice(0, 300)} (${code})`;
  }
}
