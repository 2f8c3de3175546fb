import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  PixProviderError,
  WebhookRefused,
  type ChargeRequest,
  type ChargeState,
  type CreatedCharge,
  type PixProvider,
  type PixProviderConfig,
  type ReceivedPix,
  type RefundRequest,
  type RefundState,
  type WebhookContent,
  type WebhookRequest,
} from '../../provider';

/**
 * Mercado Pago's payments API (decision 062), spoken with plain `fetch`: the official SDK fixes
 * its base address (the fake and the 'configurable address' rule need another), ignores the
 * caller's abort signal and retries 5xx by itself with timers (the job queue retries here).
 *
 * A Pix is a payment (`payment_method_id: "pix"`) whose `external_reference` is our txid. Its
 * received Pix is named `mp-<payment id>` everywhere (charge, search, webhook), so the same money
 * is always the same end-to-end id for `applyReceivedPix`.
 */

type MercadoPagoConfig = Extract<PixProviderConfig, { kind: 'mercadopago' }>;

interface MercadoPagoOptions {
  /** Per request, reading the body included (default 10 s). */
  timeoutMs?: number;
}

/**
 * Mercado Pago refuses a Pix expiring sooner than 30 minutes: shorter charges are sent with 31
 * (a minute for the clocks to differ) and closed by us at the shop's time (cancelCharge).
 */
const MP_MIN_EXPIRY_SECONDS = 31 * 60;
/** And later than this. */
const MP_MAX_EXPIRY_SECONDS = 30 * 24 * 60 * 60;
const SEARCH_PAGE_SIZE = 100;
/** A search never pages further than this (Mercado Pago caps offsets too). */
const SEARCH_MAX_PAGES = 50;
/** Brasília (no daylight saving since 2019): the offset Mercado Pago's examples use. */
const BRASILIA_OFFSET_MINUTES = -3 * 60;
const END_TO_END_PREFIX = 'mp-';

/** What we read of a payment (`GET /v1/payments/{id}`, the search's `results[]`). */
interface MpPayment {
  id: number | string;
  status: string;
  status_detail?: string | null;
  external_reference?: string | null;
  payment_method_id?: string | null;
  transaction_amount?: number | null;
  transaction_details?: { total_paid_amount?: number | null } | null;
  date_created?: string | null;
  date_approved?: string | null;
  date_of_expiration?: string | null;
  payer?: { first_name?: string | null; last_name?: string | null } | null;
  point_of_interaction?: {
    transaction_data?: {
      qr_code?: string | null;
      bank_info?: { payer?: { long_name?: string | null } | null } | null;
    } | null;
  } | null;
}

interface MpRefund {
  id: number | string;
  amount?: number | null;
  status: string;
}

interface MpSearch {
  paging?: { total?: number; limit?: number; offset?: number };
  results?: MpPayment[];
}

/** The error body Mercado Pago answers: `{message, error, status, cause: [{code, description}]}`. */
interface MpErrorBody {
  message?: unknown;
  error?: unknown;
  cause?: unknown;
}

export function createMercadoPagoProvider(
  config: MercadoPagoConfig,
  options: MercadoPagoOptions = {},
): PixProvider {
  const baseUrl = config.baseUrl.replace(/\/+$/, '');
  const { accessToken, webhookSecret } = config.credentials;
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function call<T>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    request: { body?: unknown; idempotencyKey?: string; signal?: AbortSignal; what: string },
  ): Promise<T> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
    const headers: Record<string, string> = {
      accept: 'application/json',
      authorization: `Bearer ${accessToken}`,
    };
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    if (request.idempotencyKey) headers['x-idempotency-key'] = request.idempotencyKey;
    let status: number;
    let text: string;
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal,
      });
      status = response.status;
      text = await response.text();
    } catch {
      // never the error itself: undici's message may carry the address
      if (timeout.aborted) {
        throw new PixProviderError(
          'TIMEOUT',
          `O Mercado Pago demorou demais para responder (${request.what}).`,
          true,
        );
      }
      throw new PixProviderError(
        'UNREACHABLE',
        `Não foi possível falar com o Mercado Pago (${request.what}).`,
        true,
      );
    }
    if (status >= 200 && status < 300) {
      try {
        return (text ? JSON.parse(text) : {}) as T;
      } catch {
        throw new PixProviderError(
          'PROVIDER_ERROR',
          `O Mercado Pago respondeu algo que não entendemos (${request.what}).`,
          true,
        );
      }
    }
    throw errorOf(status, text, request.what);
  }

  function errorOf(status: number, text: string, what: string): PixProviderError {
    const detail = scrub(describeMpError(text));
    const suffix = detail ? `: ${detail}` : '';
    if (status === 401 || status === 403) {
      return new PixProviderError(
        'AUTH_REFUSED',
        'O Mercado Pago recusou o access token. Confira o token de produção (APP_USR-…) em Suas integrações.',
        false,
      );
    }
    if (status === 404) {
      return new PixProviderError(
        'NOT_FOUND',
        `O Mercado Pago não encontrou o que pedimos (${what}).`,
        false,
      );
    }
    if (status === 429) {
      return new PixProviderError(
        'PROVIDER_ERROR',
        `O Mercado Pago pediu para esperar antes de tentar de novo (${what}).`,
        true,
      );
    }
    if (status >= 500) {
      return new PixProviderError(
        'PROVIDER_ERROR',
        `O Mercado Pago está com problemas (erro ${status} ao ${what}).`,
        true,
      );
    }
    return new PixProviderError(
      'REFUSED',
      `O Mercado Pago recusou o pedido (${what})${suffix}.`,
      false,
    );
  }

  /** Never a credential in a message, even if the provider echoed one. */
  function scrub(text: string): string {
    let clean = text;
    for (const secret of [accessToken, webhookSecret]) {
      if (secret) clean = clean.split(secret).join('***');
    }
    return clean.slice(0, 300);
  }

  async function findByReference(txid: string, signal?: AbortSignal): Promise<MpPayment | null> {
    const query = new URLSearchParams({
      external_reference: txid,
      sort: 'date_created',
      criteria: 'desc',
      limit: '1',
      offset: '0',
    });
    const page = await call<MpSearch>('GET', `/v1/payments/search?${query.toString()}`, {
      signal,
      what: 'procurar a cobrança',
    });
    return page.results?.[0] ?? null;
  }

  async function paymentOf(
    txid: string,
    providerRef: string | null,
    signal?: AbortSignal,
  ): Promise<MpPayment | null> {
    if (providerRef) {
      try {
        return await call<MpPayment>('GET', `/v1/payments/${encodeURIComponent(providerRef)}`, {
          signal,
          what: 'consultar a cobrança',
        });
      } catch (error) {
        if (error instanceof PixProviderError && error.code === 'NOT_FOUND') return null;
        throw error;
      }
    }
    return findByReference(txid, signal);
  }

  function paymentIdOf(request: RefundRequest): string {
    const id =
      request.providerRef ??
      (request.endToEndId.startsWith(END_TO_END_PREFIX)
        ? request.endToEndId.slice(END_TO_END_PREFIX.length)
        : null);
    if (!id) {
      throw new PixProviderError(
        'NOT_FOUND',
        'Não sabemos qual pagamento do Mercado Pago devolver.',
        false,
      );
    }
    return id;
  }

  const provider: PixProvider = {
    kind: 'mercadopago',

    async testConnection(signal) {
      await call('GET', '/users/me', { signal, what: 'testar a conexão' });
    },

    async createCharge(request, signal): Promise<CreatedCharge> {
      const payment = await call<MpPayment>('POST', '/v1/payments', {
        body: paymentBody(request, new Date()),
        // a repeat (the job ran again) answers the payment the first call made
        idempotencyKey: request.txid,
        signal,
        what: 'criar a cobrança Pix',
      });
      const copiaECola = payment.point_of_interaction?.transaction_data?.qr_code;
      if (!copiaECola) {
        throw new PixProviderError(
          'PROVIDER_ERROR',
          'O Mercado Pago criou a cobrança sem o código Pix. Confira se a conta tem uma chave Pix cadastrada.',
          false,
        );
      }
      const createdAt = parseDate(payment.date_created) ?? new Date();
      return {
        copiaECola,
        providerRef: String(payment.id),
        // the shop's time, counted from when Mercado Pago made it (the same on a repeat)
        expiresAt: new Date(createdAt.getTime() + request.expiresInSeconds * 1000),
      };
    },

    async getCharge(txid, providerRef, signal): Promise<ChargeState> {
      const payment = await paymentOf(txid, providerRef, signal);
      if (!payment) {
        throw new PixProviderError(
          'NOT_FOUND',
          'O Mercado Pago não encontrou esta cobrança.',
          false,
        );
      }
      const received = receivedOf(payment);
      return { status: chargeStatusOf(payment), payments: received ? [received] : [] };
    },

    async cancelCharge(txid, providerRef, signal) {
      const payment = providerRef ? { id: providerRef } : await findByReference(txid, signal);
      if (!payment) return;
      const path = `/v1/payments/${encodeURIComponent(String(payment.id))}`;
      try {
        await call('PUT', path, {
          body: { status: 'cancelled' },
          idempotencyKey: `cancel-${txid}`,
          signal,
          what: 'cancelar a cobrança',
        });
      } catch (error) {
        if (!(error instanceof PixProviderError) || error.isRetriable) throw error;
        if (error.code === 'NOT_FOUND') return;
        // refused: already paid, expired or cancelled? then there is nothing left to cancel
        const now = await paymentOf(txid, String(payment.id), signal);
        if (!now || !['pending', 'in_process', 'authorized'].includes(now.status)) return;
        throw error;
      }
    },

    async listReceived(from, to, signal): Promise<ReceivedPix[]> {
      const received: ReceivedPix[] = [];
      for (let pageIndex = 0; pageIndex < SEARCH_MAX_PAGES; pageIndex += 1) {
        const offset = pageIndex * SEARCH_PAGE_SIZE;
        const query = new URLSearchParams({
          sort: 'date_approved',
          criteria: 'asc',
          range: 'date_approved',
          begin_date: mpDate(from),
          end_date: mpDate(to),
          payment_method_id: 'pix',
          limit: String(SEARCH_PAGE_SIZE),
          offset: String(offset),
        });
        const page = await call<MpSearch>('GET', `/v1/payments/search?${query.toString()}`, {
          signal,
          what: 'listar os Pix recebidos',
        });
        const results = page.results ?? [];
        for (const payment of results) {
          const pix = receivedOf(payment);
          if (pix && pix.paidAt >= from && pix.paidAt <= to) received.push(pix);
        }
        const total = page.paging?.total ?? 0;
        if (results.length === 0 || offset + results.length >= total) break;
      }
      return received;
    },

    async refund(request, signal): Promise<RefundState> {
      const paymentId = paymentIdOf(request);
      const refund = await call<MpRefund>(
        'POST',
        `/v1/payments/${encodeURIComponent(paymentId)}/refunds`,
        {
          body: { amount: amountOf(request.amountCents) },
          // asking again with our refund id answers the refund the first call made
          idempotencyKey: request.refundId,
          signal,
          what: 'devolver o Pix',
        },
      );
      return refundStateOf(refund);
    },

    async getRefund(request, signal): Promise<RefundState> {
      const paymentId = paymentIdOf(request);
      const refunds = await call<MpRefund[]>(
        'GET',
        `/v1/payments/${encodeURIComponent(paymentId)}/refunds`,
        { signal, what: 'consultar a devolução' },
      );
      // we refund a received Pix once, by its whole amount: the newest refund of that amount is ours
      const ours = [...(Array.isArray(refunds) ? refunds : [])]
        .reverse()
        .find((refund) => centsOf(refund.amount) === request.amountCents);
      if (!ours) {
        throw new PixProviderError(
          'NOT_FOUND',
          'O Mercado Pago não tem devolução deste Pix.',
          false,
        );
      }
      return refundStateOf(ours);
    },

    async registerWebhook() {
      // Mercado Pago's notifications are set in 'Suas integrações › Webhooks' (decision 062):
      // that is where the assinatura secreta comes from. Nothing to call.
    },

    readWebhook(request: WebhookRequest): WebhookContent {
      if (!webhookSecret) {
        throw new WebhookRefused('assinatura secreta do Mercado Pago não configurada');
      }
      const signature = header(request, 'x-signature');
      if (!signature) throw new WebhookRefused('notificação sem x-signature');
      const { ts, v1 } = parseSignature(signature);
      if (!ts || !v1) throw new WebhookRefused('x-signature malformada');
      const dataId = request.query['data.id'] ?? '';
      const requestId = header(request, 'x-request-id') ?? '';
      const expected = createHmac('sha256', webhookSecret)
        .update(signatureManifest(dataId, requestId, ts))
        .digest('hex');
      if (!sameText(expected, v1.toLowerCase())) {
        throw new WebhookRefused('assinatura do Mercado Pago não confere');
      }
      const type = request.query.type ?? request.query.topic ?? bodyType(request.rawBody);
      if (type !== 'payment' || !dataId) return { kind: 'ignored' };
      return { kind: 'lookup', providerRefs: [dataId] };
    },
  };
  return provider;
}

/** `POST /v1/payments`'s body for a Pix of the shop's charge. */
function paymentBody(request: ChargeRequest, now: Date) {
  const seconds = Math.min(
    Math.max(request.expiresInSeconds, MP_MIN_EXPIRY_SECONDS),
    MP_MAX_EXPIRY_SECONDS,
  );
  const name = request.payer?.name.trim() ?? '';
  const [firstName, ...rest] = name.split(/\s+/).filter(Boolean);
  return {
    transaction_amount: amountOf(request.amountCents),
    payment_method_id: 'pix',
    description: request.description.slice(0, 255),
    external_reference: request.txid,
    date_of_expiration: mpDate(new Date(now.getTime() + seconds * 1000)),
    payer: {
      email: payerEmailOf(request.txid),
      ...(firstName ? { first_name: firstName } : {}),
      ...(rest.length > 0 ? { last_name: rest.join(' ') } : {}),
    },
  };
}

/**
 * Mercado Pago requires a payer e-mail; the shop never asks one. A per-charge address under
 * example.com (reserved, RFC 2606, mail to it is never delivered): the customer's own e-mail
 * is not ours to hand over, and no receipt goes anywhere.
 */
function payerEmailOf(txid: string): string {
  return `pix.${txid.toLowerCase()}@example.com`;
}

/**
 * Reais as Mercado Pago reads them, from integer centavos: an integer divided by 100 is the
 * double nearest that decimal, and JSON writes it back as that decimal (4550 → 45.5).
 */
export function amountOf(cents: number): number {
  if (!Number.isSafeInteger(cents) || cents <= 0) {
    throw new PixProviderError('REFUSED', 'Valor de cobrança inválido.', false);
  }
  return cents / 100;
}

function centsOf(amount: number | null | undefined): number {
  return typeof amount === 'number' && Number.isFinite(amount) ? Math.round(amount * 100) : 0;
}

/** 'yyyy-MM-ddTHH:mm:ss.SSS-03:00', the form of Mercado Pago's own examples. */
export function mpDate(instant: Date): string {
  const local = new Date(instant.getTime() + BRASILIA_OFFSET_MINUTES * 60_000);
  const sign = BRASILIA_OFFSET_MINUTES < 0 ? '-' : '+';
  const offset = Math.abs(BRASILIA_OFFSET_MINUTES);
  const hh = String(Math.floor(offset / 60)).padStart(2, '0');
  const mm = String(offset % 60).padStart(2, '0');
  return `${local.toISOString().slice(0, 23)}${sign}${hh}:${mm}`;
}

function parseDate(text: string | null | undefined): Date | null {
  if (!text) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The payment's Pix, once Mercado Pago took the money (approved; later refunded still counts). */
function receivedOf(payment: MpPayment): ReceivedPix | null {
  if (payment.payment_method_id && payment.payment_method_id !== 'pix') return null;
  if (!['approved', 'refunded', 'charged_back'].includes(payment.status)) return null;
  const paidAt = parseDate(payment.date_approved);
  if (!paidAt) return null;
  const paid = payment.transaction_details?.total_paid_amount ?? payment.transaction_amount;
  const bankName = payment.point_of_interaction?.transaction_data?.bank_info?.payer?.long_name;
  const payerName =
    bankName?.trim() ||
    [payment.payer?.first_name, payment.payer?.last_name].filter(Boolean).join(' ').trim() ||
    null;
  return {
    endToEndId: `${END_TO_END_PREFIX}${payment.id}`,
    txid: payment.external_reference || null,
    amountCents: centsOf(paid),
    payerName,
    paidAt,
  };
}

function chargeStatusOf(payment: MpPayment): ChargeState['status'] {
  switch (payment.status) {
    case 'approved':
    case 'refunded':
    case 'charged_back':
      return 'paga';
    case 'pending':
    case 'in_process':
    case 'authorized':
      return 'ativa';
    case 'cancelled':
      return payment.status_detail === 'expired' ? 'expirada' : 'removida';
    default:
      // rejected, in_mediation…: it can no longer be paid
      return 'removida';
  }
}

function refundStateOf(refund: MpRefund): RefundState {
  switch (refund.status) {
    case 'approved':
      return { status: 'devolvido', reason: null };
    case 'rejected':
    case 'cancelled':
      return { status: 'nao_realizado', reason: 'O Mercado Pago não concluiu a devolução.' };
    default:
      return { status: 'em_processamento', reason: null };
  }
}

function describeMpError(text: string): string {
  let body: MpErrorBody;
  try {
    body = JSON.parse(text) as MpErrorBody;
  } catch {
    return '';
  }
  const causes = Array.isArray(body.cause) ? (body.cause as unknown[]) : [];
  const first = causes.find(
    (cause): cause is { code?: unknown; description?: unknown } =>
      typeof cause === 'object' && cause !== null,
  );
  if (first && typeof first.description === 'string' && first.description) {
    const code =
      typeof first.code === 'string' || typeof first.code === 'number' ? `${first.code} ` : '';
    return `${code}${first.description}`.trim();
  }
  return typeof body.message === 'string' ? body.message : '';
}

function header(request: WebhookRequest, name: string): string | null {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() || null;
}

function parseSignature(text: string): { ts: string | null; v1: string | null } {
  let ts: string | null = null;
  let v1: string | null = null;
  for (const part of text.split(',')) {
    const [key, ...value] = part.split('=');
    const joined = value.join('=').trim();
    if (key?.trim() === 'ts') ts = /^\d+$/.test(joined) ? joined : null;
    if (key?.trim() === 'v1') v1 = /^[0-9a-fA-F]{64}$/.test(joined) ? joined : null;
  }
  return { ts, v1 };
}

/**
 * The signed text per Mercado Pago's webhook docs: `id:<data.id>;request-id:<x-request-id>;
 * ts:<ts>;`, data.id lower-cased (alphanumeric ids), a part left out when its value is absent.
 */
function signatureManifest(dataId: string, requestId: string, ts: string): string {
  return [
    dataId ? `id:${dataId.toLowerCase()};` : '',
    requestId ? `request-id:${requestId};` : '',
    `ts:${ts};`,
  ].join('');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function bodyType(rawBody: string): string | undefined {
  try {
    const body = JSON.parse(rawBody) as { type?: unknown };
    return typeof body.type === 'string' ? body.type : undefined;
  } catch {
    return undefined;
  }
}
