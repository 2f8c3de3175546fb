import { createHmac, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * Mercado Pago's payments API as its public documentation describes it (decision 062), on
 * 127.0.0.1, for the adapter's tests and for anyone testing the server against Mercado Pago:
 *
 * - `POST /v1/payments` (Pix: `payment_method_id: "pix"`; `X-Idempotency-Key` required: the same
 *   key answers the same payment), `GET /v1/payments/{id}`, `PUT /v1/payments/{id}`
 *   (`{"status":"cancelled"}`), `GET /v1/payments/search` (external_reference, range +
 *   begin_date/end_date, payment_method_id, status, sort/criteria, offset/limit → `{paging,
 *   results}`), `POST /v1/payments/{id}/refunds` (idempotent by key), `GET
 *   /v1/payments/{id}/refunds[/{refund_id}]`, `GET /users/me`;
 * - every call needs `Authorization: Bearer <accessToken>` (else 401);
 * - errors are `{message, error, status, cause: [{code, description}]}`.
 *
 * Controls: `approve`, `payStranger`, `expire`, `setDown`/`setUp`, `failRefunds`,
 * `setRefundOutcome`, `completeRefunds`, `notify` / `notificationOf` (a signed webhook).
 */

interface FakeMercadoPagoPayment {
  id: number;
  status: 'pending' | 'approved' | 'cancelled' | 'rejected' | 'refunded';
  status_detail: string;
  external_reference: string | null;
  payment_method_id: 'pix';
  description: string;
  transaction_amount: number;
  transaction_amount_refunded: number;
  transaction_details: { total_paid_amount: number; net_received_amount: number };
  date_created: string;
  date_approved: string | null;
  date_last_updated: string;
  date_of_expiration: string | null;
  payer: { email: string; first_name?: string; last_name?: string };
  point_of_interaction: {
    type: 'PIX';
    transaction_data: {
      qr_code: string;
      qr_code_base64: string;
      ticket_url: string;
      bank_info: { payer: { long_name: string | null } };
    };
  };
}

interface FakeMercadoPagoRefund {
  id: number;
  payment_id: number;
  amount: number;
  status: 'approved' | 'in_process' | 'rejected';
  date_created: string;
  /** The key it was asked with (not an MP field; kept to answer repeats). */
  idempotencyKey: string;
}

interface FakeMercadoPagoRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  /** The body parsed as JSON (undefined when none). */
  body: unknown;
}

/** What the next refunds do: be done, stay in process, be refused, or fail with a 400. */
type FakeRefundOutcome = 'approved' | 'in_process' | 'rejected' | 'error';

interface FakeNotification {
  /** To append to the webhook URL: `?data.id=…&type=payment`. */
  search: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  rawBody: string;
}

interface NotifyOptions {
  /** The assinatura secreta to sign with (default: the fake's `webhookSecret`). */
  secret?: string;
  /** Send a signature that does not match (a forged call). */
  badSignature?: boolean;
  /** Send no x-signature at all. */
  unsigned?: boolean;
  /** Notification type (default 'payment'). */
  type?: string;
  /** Signature timestamp in ms (default now). */
  ts?: number;
  requestId?: string;
}

export interface FakeMercadoPago {
  readonly baseUrl: string;
  readonly accessToken: string;
  readonly webhookSecret: string;
  readonly payments: ReadonlyMap<number, FakeMercadoPagoPayment>;
  readonly refunds: readonly FakeMercadoPagoRefund[];
  /** Every request, in order (also the refused ones). */
  readonly requests: readonly FakeMercadoPagoRequest[];
  /** The payment made with this external_reference (our txid), if any. */
  paymentOf(ref: number | string): FakeMercadoPagoPayment | undefined;
  /** The customer pays: by payment id or external_reference; another amount if given. */
  approve(
    ref: number | string,
    options?: { amountCents?: number; payerName?: string },
  ): FakeMercadoPagoPayment;
  /** A Pix to the shop's account that none of our charges made (no external_reference). */
  payStranger(amountCents: number, options?: { payerName?: string }): FakeMercadoPagoPayment;
  /** The payment's time runs out: cancelled / expired, as Mercado Pago marks it. */
  expire(ref: number | string): FakeMercadoPagoPayment;
  /**
   * 'unavailable' (default): every call answers 503 with an MP error body; 'unreachable': the
   * connection is dropped without an answer.
   */
  setDown(mode?: 'unavailable' | 'unreachable'): void;
  setUp(): void;
  /** Shorthand: the next refunds are refused ('rejected' refund) or fail ('error': HTTP 400). */
  failRefunds(mode?: 'rejected' | 'error'): void;
  setRefundOutcome(outcome: FakeRefundOutcome): void;
  /** Refunds in process become approved (or rejected). */
  completeRefunds(status?: 'approved' | 'rejected'): void;
  /** The signed notification Mercado Pago sends about a payment (for app.inject). */
  notificationOf(paymentId: number | string, options?: NotifyOptions): FakeNotification;
  /** POSTs that notification to `url` (query appended) and answers the response's status. */
  notify(
    url: string,
    paymentId: number | string,
    options?: NotifyOptions,
  ): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

const MIN_EXPIRY_MS = 30 * 60 * 1000;
const MAX_EXPIRY_MS = 30 * 24 * 60 * 60 * 1000;
const MP_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?(Z|[+-]\d{2}:\d{2})$/;

class MpHttpError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
    readonly causes: { code: number | string; description: string }[] = [],
  ) {
    super(message);
  }
}

export async function startFakeMercadoPago(
  options: {
    accessToken?: string;
    webhookSecret?: string;
    /** The fake's clock (expiry, approval dates); default the real one. */
    now?: () => Date;
  } = {},
): Promise<FakeMercadoPago> {
  const accessToken = options.accessToken ?? 'APP_USR-1234567890-fake-token';
  const webhookSecret = options.webhookSecret ?? 'fake-assinatura-secreta';
  const now = options.now ?? (() => new Date());
  const payments = new Map<number, FakeMercadoPagoPayment>();
  const byIdempotencyKey = new Map<string, number>();
  const refunds: FakeMercadoPagoRefund[] = [];
  const requests: FakeMercadoPagoRequest[] = [];
  const sockets = new Set<Socket>();
  let down: 'unavailable' | 'unreachable' | null = null;
  let refundOutcome: FakeRefundOutcome = 'approved';
  let nextPaymentId = 1_310_000_000;
  let nextRefundId = 2_100_000_000;

  const iso = (date: Date) => date.toISOString().replace('Z', '+00:00');

  function find(ref: number | string): FakeMercadoPagoPayment | undefined {
    const id = Number(ref);
    if (Number.isSafeInteger(id) && payments.has(id)) return payments.get(id);
    return [...payments.values()].find((p) => p.external_reference === String(ref));
  }

  function mustFind(ref: number | string): FakeMercadoPagoPayment {
    const payment = find(ref);
    if (!payment) throw new Error(`no payment ${ref} at the fake Mercado Pago`);
    return payment;
  }

  /** A pending Pix past its date of expiration is cancelled/expired when next read. */
  function settle(payment: FakeMercadoPagoPayment): FakeMercadoPagoPayment {
    if (
      payment.status === 'pending' &&
      payment.date_of_expiration &&
      new Date(payment.date_of_expiration) <= now()
    ) {
      payment.status = 'cancelled';
      payment.status_detail = 'expired';
      payment.date_last_updated = iso(now());
    }
    return payment;
  }

  function newPayment(fields: {
    amount: number;
    description: string;
    externalReference: string | null;
    expiration: string | null;
    payer: FakeMercadoPagoPayment['payer'];
  }): FakeMercadoPagoPayment {
    const id = nextPaymentId++;
    const payment: FakeMercadoPagoPayment = {
      id,
      status: 'pending',
      status_detail: 'pending_waiting_transfer',
      external_reference: fields.externalReference,
      payment_method_id: 'pix',
      description: fields.description,
      transaction_amount: fields.amount,
      transaction_amount_refunded: 0,
      transaction_details: { total_paid_amount: fields.amount, net_received_amount: 0 },
      date_created: iso(now()),
      date_approved: null,
      date_last_updated: iso(now()),
      date_of_expiration: fields.expiration,
      payer: fields.payer,
      point_of_interaction: {
        type: 'PIX',
        transaction_data: {
          qr_code: `00020126580014br.gov.bcb.pix0136fake-mp-key-${id}5204000053039865406${fields.amount.toFixed(2)}5802BR5912FORNO PIZZAS6009SAO PAULO62230519mpqrinter${id}6304ABCD`,
          qr_code_base64: Buffer.from(`qr-${id}`).toString('base64'),
          ticket_url: `https://www.mercadopago.com.br/payments/${id}/ticket`,
          bank_info: { payer: { long_name: null } },
        },
      },
    };
    payments.set(id, payment);
    return payment;
  }

  function pay(payment: FakeMercadoPagoPayment, amountCents: number, payerName: string) {
    const amount = amountCents / 100;
    payment.status = 'approved';
    payment.status_detail = 'accredited';
    payment.date_approved = iso(now());
    payment.date_last_updated = iso(now());
    payment.transaction_details = { total_paid_amount: amount, net_received_amount: amount };
    payment.point_of_interaction.transaction_data.bank_info.payer.long_name = payerName;
  }

  // ——— the API ———

  async function handle(req: IncomingMessage, res: ServerResponse, raw: string) {
    const url = new URL(req.url ?? '/', 'http://fake');
    let body: unknown;
    if (raw) {
      try {
        body = JSON.parse(raw);
      } catch {
        throw new MpHttpError(400, 'bad_request', 'Invalid JSON body');
      }
    }
    requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
    if (down === 'unreachable') {
      req.socket.destroy();
      return;
    }
    if (down === 'unavailable') {
      throw new MpHttpError(503, 'service_unavailable', 'Service unavailable');
    }
    if (req.headers.authorization !== `Bearer ${accessToken}`) {
      throw new MpHttpError(401, 'unauthorized', 'invalid access token', [
        { code: 'unauthorized', description: 'invalid access token' },
      ]);
    }
    const method = req.method ?? 'GET';
    const path = url.pathname;
    const key = header(req, 'x-idempotency-key');
    let match: RegExpExecArray | null;

    if (method === 'GET' && path === '/users/me') {
      return send(res, 200, { id: 987654321, nickname: 'FORNOPIZZAS', site_id: 'MLB' });
    }
    if (method === 'POST' && path === '/v1/payments') {
      if (!key) throw missingIdempotencyKey();
      const known = byIdempotencyKey.get(key);
      if (known !== undefined) return send(res, 200, settle(mustFind(known)));
      const payment = createPayment(body);
      byIdempotencyKey.set(key, payment.id);
      return send(res, 201, payment);
    }
    if (method === 'GET' && path === '/v1/payments/search') {
      return send(res, 200, search(url.searchParams));
    }
    if ((match = /^\/v1\/payments\/(\d+)$/.exec(path))) {
      const payment = payments.get(Number(match[1]));
      if (!payment) throw paymentNotFound();
      settle(payment);
      if (method === 'GET') return send(res, 200, payment);
      if (method === 'PUT') {
        const status = (body as { status?: unknown } | undefined)?.status;
        if (status !== 'cancelled') {
          throw new MpHttpError(400, 'bad_request', 'Invalid status', [
            { code: 3005, description: 'Invalid status for update' },
          ]);
        }
        if (payment.status !== 'pending') {
          throw new MpHttpError(400, 'bad_request', 'Invalid payment status', [
            {
              code: 3005,
              description:
                'Not valid action, the resource is in a state that does not allow this operation',
            },
          ]);
        }
        payment.status = 'cancelled';
        payment.status_detail = 'by_collector';
        payment.date_last_updated = iso(now());
        return send(res, 200, payment);
      }
    }
    if ((match = /^\/v1\/payments\/(\d+)\/refunds(?:\/(\d+))?$/.exec(path))) {
      const payment = payments.get(Number(match[1]));
      if (!payment) throw paymentNotFound();
      const ofPayment = refunds.filter((r) => r.payment_id === payment.id);
      if (method === 'GET' && match[2]) {
        const refund = ofPayment.find((r) => r.id === Number(match?.[2]));
        if (!refund) throw new MpHttpError(404, 'not_found', 'Refund not found');
        return send(res, 200, publicRefund(refund));
      }
      if (method === 'GET') return send(res, 200, ofPayment.map(publicRefund));
      if (method === 'POST' && !match[2]) {
        if (!key) throw missingIdempotencyKey();
        const known = ofPayment.find((r) => r.idempotencyKey === key);
        if (known) return send(res, 201, publicRefund(known));
        return send(res, 201, publicRefund(createRefund(payment, body, key)));
      }
    }
    throw new MpHttpError(404, 'not_found', `Resource ${path} not found`);
  }

  function createPayment(body: unknown): FakeMercadoPagoPayment {
    const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const invalid = (description: string) =>
      new MpHttpError(400, 'bad_request', 'Invalid request data', [{ code: 4020, description }]);
    if (b.payment_method_id !== 'pix') throw invalid('payment_method_id must be pix');
    const amount = b.transaction_amount;
    if (typeof amount !== 'number' || !(amount > 0) || Math.round(amount * 100) / 100 !== amount) {
      throw invalid('transaction_amount must be a positive number with at most 2 decimals');
    }
    const payer = b.payer as Record<string, unknown> | undefined;
    if (typeof payer?.email !== 'string' || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(payer.email)) {
      throw new MpHttpError(400, 'bad_request', 'payer.email must be a valid email', [
        { code: 4050, description: 'payer.email must be a valid email' },
      ]);
    }
    const expiration = b.date_of_expiration;
    if (expiration !== undefined) {
      if (typeof expiration !== 'string' || !MP_DATE.test(expiration)) {
        throw new MpHttpError(400, 'bad_request', 'Invalid date_of_expiration', [
          {
            code: 23,
            description:
              "The following parameters must be valid date and format (yyyy-MM-dd'T'HH:mm:ssz) date_of_expiration",
          },
        ]);
      }
      const ms = new Date(expiration).getTime() - now().getTime();
      if (ms < MIN_EXPIRY_MS - 60_000 || ms > MAX_EXPIRY_MS) {
        throw invalid('date_of_expiration must be between 30 minutes and 30 days from now');
      }
    }
    const description = typeof b.description === 'string' ? b.description : '';
    const reference = typeof b.external_reference === 'string' ? b.external_reference : null;
    return newPayment({
      amount,
      description,
      externalReference: reference,
      expiration:
        typeof expiration === 'string'
          ? expiration
          : iso(new Date(now().getTime() + 24 * 3600_000)),
      payer: {
        email: payer.email,
        ...(typeof payer.first_name === 'string' ? { first_name: payer.first_name } : {}),
        ...(typeof payer.last_name === 'string' ? { last_name: payer.last_name } : {}),
      },
    });
  }

  function search(params: URLSearchParams) {
    const limit = Number(params.get('limit') ?? 30);
    const offset = Number(params.get('offset') ?? 0);
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000 || !Number.isInteger(offset)) {
      throw new MpHttpError(400, 'bad_request', 'Params Error', [
        { code: 1000, description: 'Number of rows exceeded the limits' },
      ]);
    }
    let found = [...payments.values()].map(settle);
    const reference = params.get('external_reference');
    if (reference !== null) found = found.filter((p) => p.external_reference === reference);
    const status = params.get('status');
    if (status !== null) found = found.filter((p) => p.status === status);
    const method = params.get('payment_method_id');
    if (method !== null) found = found.filter((p) => p.payment_method_id === method);
    const range = params.get('range');
    if (range !== null) {
      if (range !== 'date_created' && range !== 'date_approved' && range !== 'date_last_updated') {
        throw new MpHttpError(400, 'bad_request', 'Invalid range', [
          { code: 1004, description: 'Invalid criteria value' },
        ]);
      }
      const begin = params.get('begin_date');
      const end = params.get('end_date');
      for (const date of [begin, end]) {
        if (date !== null && !MP_DATE.test(date)) {
          throw new MpHttpError(400, 'bad_request', 'Invalid date', [
            { code: 1001, description: "Date format must be yyyy-MM-dd'T'HH:mm:ss.SSSZ" },
          ]);
        }
      }
      found = found.filter((p) => {
        const value = p[range];
        if (!value) return false;
        const at = new Date(value).getTime();
        return (
          (begin === null || at >= new Date(begin).getTime()) &&
          (end === null || at <= new Date(end).getTime())
        );
      });
    }
    const sort = params.get('sort') ?? 'date_created';
    const direction = params.get('criteria') === 'asc' ? 1 : -1;
    const at = (p: FakeMercadoPagoPayment) =>
      new Date((sort === 'date_approved' ? p.date_approved : null) ?? p.date_created).getTime();
    found.sort((a, b) => (at(a) - at(b) || a.id - b.id) * direction);
    return {
      paging: { total: found.length, limit, offset },
      results: found.slice(offset, offset + limit),
    };
  }

  function createRefund(
    payment: FakeMercadoPagoPayment,
    body: unknown,
    key: string,
  ): FakeMercadoPagoRefund {
    if (payment.status !== 'approved') {
      throw new MpHttpError(400, 'bad_request', 'Payment not refundable', [
        {
          code: 2063,
          description: 'The action requested is not valid for the current payment state',
        },
      ]);
    }
    const asked = (body as { amount?: unknown } | undefined)?.amount;
    const paid = payment.transaction_details.total_paid_amount;
    const amount = typeof asked === 'number' ? asked : paid - payment.transaction_amount_refunded;
    if (
      !(amount > 0) ||
      Math.round(amount * 100) > Math.round((paid - payment.transaction_amount_refunded) * 100)
    ) {
      throw new MpHttpError(400, 'bad_request', 'Invalid refund amount', [
        {
          code: 4040,
          description: 'amount attribute must be lower than or equal to the available amount',
        },
      ]);
    }
    if (refundOutcome === 'error') {
      throw new MpHttpError(400, 'bad_request', 'Insufficient funds', [
        { code: 2075, description: 'Insufficient balance to refund the payment' },
      ]);
    }
    const refund: FakeMercadoPagoRefund = {
      id: nextRefundId++,
      payment_id: payment.id,
      amount,
      status: refundOutcome,
      date_created: iso(now()),
      idempotencyKey: key,
    };
    refunds.push(refund);
    if (refund.status === 'approved') applyRefund(payment, refund);
    return refund;
  }

  function applyRefund(payment: FakeMercadoPagoPayment, refund: FakeMercadoPagoRefund) {
    payment.transaction_amount_refunded =
      Math.round((payment.transaction_amount_refunded + refund.amount) * 100) / 100;
    if (
      Math.round(payment.transaction_amount_refunded * 100) >=
      Math.round(payment.transaction_details.total_paid_amount * 100)
    ) {
      payment.status = 'refunded';
      payment.status_detail = 'refunded';
    }
    payment.date_last_updated = iso(now());
  }

  // ——— the server ———

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      handle(req, res, Buffer.concat(chunks).toString('utf8')).catch((error: unknown) => {
        if (error instanceof MpHttpError) {
          send(res, error.status, {
            message: error.message,
            error: error.error,
            status: error.status,
            cause: error.causes,
          });
        } else {
          send(res, 500, {
            message: 'internal error',
            error: 'internal_error',
            status: 500,
            cause: [],
          });
        }
      });
    });
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  function notificationOf(paymentId: number | string, opts: NotifyOptions = {}): FakeNotification {
    const dataId = String(paymentId);
    const type = opts.type ?? 'payment';
    const requestId = opts.requestId ?? randomUUID();
    const ts = String(opts.ts ?? now().getTime());
    const manifest = `id:${dataId.toLowerCase()};request-id:${requestId};ts:${ts};`;
    let v1 = createHmac('sha256', opts.secret ?? webhookSecret)
      .update(manifest)
      .digest('hex');
    if (opts.badSignature) v1 = v1.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'x-request-id': requestId,
    };
    if (!opts.unsigned) headers['x-signature'] = `ts=${ts},v1=${v1}`;
    const query = { 'data.id': dataId, type };
    return {
      search: `?${new URLSearchParams(query).toString()}`,
      query,
      headers,
      rawBody: JSON.stringify({
        action: `${type}.updated`,
        api_version: 'v1',
        data: { id: dataId },
        date_created: iso(now()),
        id: Math.floor(Math.random() * 1e11),
        live_mode: true,
        type,
        user_id: '987654321',
      }),
    };
  }

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    accessToken,
    webhookSecret,
    payments,
    refunds,
    requests,
    paymentOf: (ref) => {
      const payment = find(ref);
      return payment ? settle(payment) : undefined;
    },
    approve(ref, opts = {}) {
      const payment = settle(mustFind(ref));
      if (payment.status !== 'pending') {
        throw new Error(`payment ${payment.id} is ${payment.status}: it cannot be paid`);
      }
      pay(
        payment,
        opts.amountCents ?? Math.round(payment.transaction_amount * 100),
        opts.payerName ?? 'MARIA DA SILVA',
      );
      return payment;
    },
    payStranger(amountCents, opts = {}) {
      const payment = newPayment({
        amount: amountCents / 100,
        description: 'Transferência Pix',
        externalReference: null,
        expiration: null,
        payer: { email: 'pagador@example.com' },
      });
      pay(payment, amountCents, opts.payerName ?? 'JOAO SOUZA');
      return payment;
    },
    expire(ref) {
      const payment = mustFind(ref);
      if (payment.status === 'pending') {
        payment.status = 'cancelled';
        payment.status_detail = 'expired';
        payment.date_last_updated = iso(now());
      }
      return payment;
    },
    setDown(mode = 'unavailable') {
      down = mode;
    },
    setUp() {
      down = null;
    },
    failRefunds(mode = 'rejected') {
      refundOutcome = mode;
    },
    setRefundOutcome(outcome) {
      refundOutcome = outcome;
    },
    completeRefunds(status = 'approved') {
      for (const refund of refunds) {
        if (refund.status !== 'in_process') continue;
        refund.status = status;
        const payment = payments.get(refund.payment_id);
        if (status === 'approved' && payment) applyRefund(payment, refund);
      }
    },
    notificationOf,
    async notify(url, paymentId, opts = {}) {
      const notification = notificationOf(paymentId, opts);
      const separator = url.includes('?') ? '&' : '?';
      const response = await fetch(`${url}${separator}${notification.search.slice(1)}`, {
        method: 'POST',
        headers: notification.headers,
        body: notification.rawBody,
      });
      return { status: response.status, body: await response.text() };
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}

function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() || null;
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function publicRefund(refund: FakeMercadoPagoRefund) {
  return {
    id: refund.id,
    payment_id: refund.payment_id,
    amount: refund.amount,
    status: refund.status,
    date_created: refund.date_created,
    source: { id: '987654321', name: 'FORNO PIZZAS', type: 'collector' },
    unique_sequence_number: null,
  };
}

function missingIdempotencyKey() {
  return new MpHttpError(400, 'bad_request', 'Header X-Idempotency-Key is required', [
    { code: 'idempotency_key_required', description: 'Header X-Idempotency-Key is required' },
  ]);
}

function paymentNotFound() {
  return new MpHttpError(404, 'not_found', 'Payment not found', [
    { code: 2000, description: 'Payment not found' },
  ]);
}
