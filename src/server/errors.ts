import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Every code the API answers with, mapped to its HTTP status in one place (habit 5 of docs/ARCHITECTURE.md#habits). */
const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  INVALID_JSON: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  INVALID_STATUS_CHANGE: 409,
  UNDO_NOT_ALLOWED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  DATABASE_UNAVAILABLE: 503,
  // orders (src/domain/order.ts ORDER_ERROR_CODES)
  IDEMPOTENCY_KEY_REQUIRED: 400,
  IDEMPOTENCY_KEY_REUSED: 409,
  SHOP_CLOSED: 409,
  SHOP_INACTIVE: 409,
  UNKNOWN_PRODUCT: 422,
  PRODUCT_UNAVAILABLE: 422,
  INVALID_SIZE: 422,
  SIZE_NOT_OFFERED: 422,
  // channels and fulfilments (decision 055)
  FULFILMENT_NOT_ALLOWED: 422,
  TABLE_REQUIRED: 422,
  // variants of a product without sizes (decision 052)
  VARIANT_REQUIRED: 422,
  INVALID_VARIANT: 422,
  TOO_MANY_FLAVOURS: 422,
  INVALID_FLAVOUR: 422,
  INVALID_EXTRA: 422,
  INVALID_CRUST: 422,
  FILLING_REQUIRED: 422,
  INVALID_FILLING: 422,
  INVALID_PAYMENT_METHOD: 422,
  CHANGE_NOT_ALLOWED: 422,
  INVALID_PLACED_AT: 422,
  PLACED_WHILE_CLOSED: 409,
  PLACED_WHILE_INACTIVE: 409,
  // a queued order without a valid pass, or older than the sync window (decision 038)
  OFFLINE_PROOF_INVALID: 422,
  OFFLINE_ORDER_TOO_OLD: 422,
  ORDER_TOO_LARGE: 422,
  BELOW_MINIMUM_ORDER: 422,
  OUTSIDE_DELIVERY_AREA: 422,
  PICKUP_UNAVAILABLE: 422,
  UNKNOWN_DELIVERY_ZONE: 422,
  // the fee the customer saw is not the shop's: shown again to be confirmed
  DELIVERY_FEE_CHANGED: 409,
  SCHEDULING_DISABLED: 409,
  SLOT_NOT_ON_GRID: 422,
  SLOT_IN_PAST: 422,
  SLOT_OUTSIDE_HOURS: 422,
  SLOT_UNAVAILABLE: 422,
  SLOT_FULL: 409,
  // coupons (src/domain/promotions.ts COUPON_ERROR_CODES)
  COUPON_NOT_FOUND: 422,
  COUPON_INACTIVE: 422,
  COUPON_NOT_STARTED: 422,
  COUPON_EXPIRED: 422,
  COUPON_WRONG_WEEKDAY: 422,
  COUPON_BELOW_MINIMUM: 422,
  COUPON_FIRST_ORDER_ONLY: 422,
  COUPON_EXHAUSTED: 422,
  COUPON_ALREADY_USED: 422,
  // the shop's Pix provider (decision 064)
  PIX_WEBHOOK_REFUSED: 401,
  /** The official WhatsApp (decision 073): a webhook not signed with the app secret, a wrong verify token, not connected. */
  WHATSAPP_SIGNATURE_INVALID: 401,
  WHATSAPP_VERIFY_REFUSED: 403,
  WHATSAPP_NOT_CONNECTED: 409,
  PIX_PROVIDER_UNAVAILABLE: 503,
  // Web Push notices of an order (decision 074)
  PUSH_ORDER_FINISHED: 409,
  PUSH_SUBSCRIPTIONS_FULL: 409,
  // postal-code lookup
  CEP_NOT_FOUND: 404,
  CEP_UNAVAILABLE: 503,
  // the CRM (LGPD)
  ALREADY_ANONYMISED: 409,
  // network printers: one active printer per role (docs/decisions/050)
  PRINTER_ROLE_TAKEN: 409,
  // admin accounts and sessions
  EMAIL_TAKEN: 409,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_PENDING: 403,
  // the first owner's registration (docs/decisions/036)
  SETUP_CODE_REQUIRED: 400,
  SETUP_CODE_INVALID: 403,
  CSRF_REJECTED: 403,
  // admin catalogue and team
  UNKNOWN_CATEGORY: 422,
  // the price list (docs/decisions/047): prices changed since the preview; a price would reach zero
  PRICES_CHANGED: 409,
  PRICE_NOT_POSITIVE: 422,
  CANNOT_REMOVE_SELF: 409,
  CANNOT_REMOVE_OWNER: 409,
  // staff roles (src/domain/staff-roles.ts; docs/decisions/039)
  FORBIDDEN_ROLE: 403,
  CANNOT_CHANGE_OWN_ROLE: 409,
  LAST_OWNER: 409,
  // the Pix receiver changes only with the owner's password typed again
  PASSWORD_CONFIRMATION_REQUIRED: 403,
  PASSWORD_MISMATCH: 403,
  // reports: a period that is not a run of at most a year of real days
  INVALID_PERIOD: 400,
  // the till: one open at a time, a closed one stays closed (docs/decisions/048)
  CASH_SHIFT_ALREADY_OPEN: 409,
  CASH_SHIFT_ALREADY_CLOSED: 409,
  // product photos
  PHOTO_MISSING: 400,
  PHOTO_TOO_LARGE: 413,
  PHOTO_TYPE_NOT_SUPPORTED: 415,
  PHOTO_UNREADABLE: 422,
  // more pixels than any phone takes, told by the header before decoding (decision 037)
  PHOTO_TOO_MANY_PIXELS: 422,
  // the photo queue is full: Retry-After says when to send it again
  PHOTOS_BUSY: 503,
  // 'Tarefas com problema' (docs/decisions/049): a job running now, or already done or given up
  JOB_RUNNING: 409,
  JOB_NOT_RETRIABLE: 409,
  // tables and comandas (docs/decisions/057)
  TABLE_NOT_FOUND: 404,
  TABLE_LABEL_TAKEN: 409,
  COMANDA_CLOSED: 409,
  COMANDA_OPEN: 409,
  COMANDA_PAYMENTS_MISMATCH: 422,
  // the kitchen's bump (docs/decisions/058): an order no longer cooking, an item of another order
  NOT_IN_KITCHEN: 409,
  ITEM_NOT_IN_ORDER: 422,
  // a Pix provider cannot be saved without FORNO_SECRETS_KEY (decision 060)
  SECRETS_KEY_MISSING: 409,
  // iFood (decision 072): the app's credentials unset, no link code asked, iFood said no
  IFOOD_NOT_AVAILABLE: 409,
  IFOOD_NO_LINK_CODE: 409,
  IFOOD_NOT_CONNECTED: 409,
  IFOOD_REFUSED: 502,
  // the customer's Pix charge (docs/decisions/063): renew a code, pay another way
  PIX_NOT_AVAILABLE: 409,
  PIX_ALREADY_PAID: 409,
  PIX_ORDER_CLOSED: 409,
  PIX_CHARGE_STILL_OPEN: 409,
  PIX_METHOD_NOT_OFFERED: 422,
  // the shop's drivers (docs/decisions/066): sign-in, dispatch and the driver's taps
  DRIVER_NOT_SIGNED_IN: 401,
  DRIVER_LINK_INVALID: 401,
  DRIVER_NOT_FOUND: 404,
  DRIVER_INACTIVE: 409,
  DRIVER_HAS_TRIPS: 409,
  UNKNOWN_FEE_ZONE: 422,
  ORDER_NOT_READY: 409,
  NOT_A_DELIVERY: 422,
  DELIVERY_NOT_FOUND: 404,
  DELIVERY_ENDED: 409,
  // the dispatch view (docs/decisions/068-dispatch.md): 'Retirar do entregador'
  NOT_OUT_WITH_DRIVER: 409,
  NOTHING_TO_SETTLE: 409,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    /** Sent with the answer, e.g. Retry-After on a 429. */
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const ErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export function errorBody(code: string, message: string, details?: unknown): ErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

/** Fastify's own error codes for requests it refuses before a handler runs. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_VALIDATION: 'VALIDATION_ERROR',
  FST_ERR_BAD_URL: 'BAD_REQUEST',
  FST_ERR_ASYNC_CONSTRAINT: 'BAD_REQUEST',
  // a path parameter longer than routerOptions.maxParamLength names nothing
  FST_ERR_MAX_PARAM_LENGTH: 'NOT_FOUND',
};

const MESSAGES: Partial<Record<ErrorCode, string>> = {
  VALIDATION_ERROR: 'Dados inválidos.',
  INVALID_JSON: 'O corpo da requisição não é um JSON válido.',
  BAD_REQUEST: 'Requisição inválida.',
  NOT_FOUND: 'Recurso não encontrado.',
  PAYLOAD_TOO_LARGE: 'A requisição é grande demais.',
  UNSUPPORTED_MEDIA_TYPE: 'Tipo de conteúdo não suportado. Envie JSON.',
  RATE_LIMITED: 'Muitas requisições. Tente novamente em instantes.',
  INTERNAL_ERROR: 'Erro interno. Tente novamente.',
  DATABASE_UNAVAILABLE: 'Banco de dados indisponível. Tente novamente em instantes.',
};

/** Error codes of a database that went away (node-postgres, PostgreSQL class 08/57P, PGlite). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
]);
const UNAVAILABLE_MESSAGE =
  /connection terminated|not currently accepting connections|timeout exceeded when trying to connect|pglite is closed|database closed|cannot use a pool after calling end/i;

/** True when the error, or any error it wraps, says the database cannot be reached. */
function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) {
      return true;
    }
    if (UNAVAILABLE_MESSAGE.test(e.message)) return true;
    e = e.cause;
  }
  return false;
}

/**
 * PostgreSQL's data exceptions about a value it was given: a number beyond an integer column
 * (22003), text it cannot hold such as U+0000 (22021, 22P05), too long (22001), not a number or
 * date (22P02, 22007, 22008). Validation should refuse such values first
 * (plugins/reject-nul-characters.ts, RecordIdSchema); one that slips through is still the
 * client's bad value, not a 500. Other data exceptions (a division by zero) stay 500s.
 */
const BAD_VALUE_CODES = new Set(['22001', '22003', '22007', '22008', '22021', '22P02', '22P05']);

function isBadValueForDatabase(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && BAD_VALUE_CODES.has(code)) return true;
    e = e.cause;
  }
  return false;
}

/**
 * Fastify's router answers a malformed URL (bad percent-encoding, a parameter over
 * maxParamLength) before any hook or the error handler: `frameworkErrors` gives it our JSON.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const code = FASTIFY_CODES[error.code] ?? 'BAD_REQUEST';
  void reply
    .status(ERROR_STATUS[code])
    .send(errorBody(code, MESSAGES[code] ?? MESSAGES.BAD_REQUEST ?? ''));
}

/**
 * One error handler: known errors keep their code and a pt-BR message; anything else is logged
 * and answered as a 500 whose details stay on the server.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send(errorBody(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: `${error.validationContext ?? ''}${v.instancePath}`,
        message: v.message ?? '',
      }));
      return reply
        .status(400)
        .send(errorBody('VALIDATION_ERROR', MESSAGES.VALIDATION_ERROR ?? '', issues));
    }
    const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (mapped) {
      return reply
        .status(ERROR_STATUS[mapped])
        .send(errorBody(mapped, MESSAGES[mapped] ?? error.message));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send(errorBody('RATE_LIMITED', MESSAGES.RATE_LIMITED ?? ''));
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody('BAD_REQUEST', MESSAGES.BAD_REQUEST ?? ''));
    }
    if (isBadValueForDatabase(error)) {
      request.log.warn({ err: error }, 'a value the database cannot take');
      return reply.status(400).send(errorBody('BAD_REQUEST', MESSAGES.BAD_REQUEST ?? ''));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .send(errorBody('DATABASE_UNAVAILABLE', MESSAGES.DATABASE_UNAVAILABLE ?? ''));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('INTERNAL_ERROR', MESSAGES.INTERNAL_ERROR ?? ''));
  });
}
