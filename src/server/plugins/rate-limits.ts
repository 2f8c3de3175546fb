import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/**
 * Per-address request limits (docs/decisions/017-abuse-limits.md). Generous enough for a real
 * evening — a family ordering twice, a whole office behind one address, a customer retyping a
 * CEP — and low enough that one address cannot flood the shop with orders or accounts. Counted
 * per instance, in memory; the login throttle, which guards passwords, is counted in the database.
 */
export const RATE_LIMITS = {
  /** POST /api/orders: a queue that syncs many offline orders fits, a script does not. */
  orders: { max: 30, timeWindow: 10 * 60_000 },
  /** POST /api/auth/register: a shop registers its staff once. */
  registrations: { max: 10, timeWindow: 60 * 60_000 },
  /** POST /api/auth/login, on top of the per-account throttle. */
  logins: { max: 60, timeWindow: 15 * 60_000 },
  /** GET /api/cep/:cep: every CEP typed, retyped and corrected. */
  cepLookups: { max: 60, timeWindow: 60_000 },
  /** GET /api/orders/:publicId: the tracking page and its refreshes. */
  tracking: { max: 120, timeWindow: 60_000 },
  /** GET /api/orders/offline-pass: one every 30 min per open cart; a reload or a reconnection. */
  offlinePasses: { max: 30, timeWindow: 60_000 },
  /** Opening the tracking page's live stream, reconnections included. */
  trackingStreams: { max: 30, timeWindow: 60_000 },
  /** Turning an order's push notices on and off (decision 074): a few taps, not a script. */
  pushSubscriptions: { max: 30, timeWindow: 60_000 },
  /** POST /api/coupons/check: each coupon tried and each cart change at checkout; not a guesser. */
  couponChecks: { max: 60, timeWindow: 60_000 },
  /** Opening the storefront's menu-change stream (one per open tab), reconnections included. */
  menuStreams: { max: 60, timeWindow: 60_000 },
  /**
   * PUT /api/admin/products/:id/photo: a shop photographing its whole menu in one sitting (a
   * retake or two each) fits; a stolen session feeding the photo worker all night does not.
   */
  photoUploads: { max: 60, timeWindow: 10 * 60_000 },
  /**
   * POST /api/pix/webhook/:token: the shop's Pix provider, one notification per Pix at most (and
   * its retries); far more than a busy night, far less than a flood.
   */
  pixWebhooks: { max: 600, timeWindow: 60_000 },
  /**
   * /api/whatsapp/webhook: Meta's receipts (three per message sent) and the customers' answers;
   * a busy night is a few hundred a minute at most.
   */
  whatsappWebhooks: { max: 1200, timeWindow: 60_000 },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** The route option that applies one of the limits above (ignored when limits are off). */
export function rateLimited(name: RateLimitName) {
  return { rateLimit: RATE_LIMITS[name] };
}

/** "em 45 segundos", "em 3 minutos": when the client may try again. */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
}

export function rateLimitMessage(seconds: number): string {
  return `Muitas solicitações deste endereço em pouco tempo. Tente novamente em ${waitInWords(seconds)}.`;
}

/** Only routes that name a limit are limited; the answer is our JSON with Retry-After. */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request: FastifyRequest) => request.ip,
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    addHeaders: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
      'retry-after': true,
    },
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new AppError('RATE_LIMITED', rateLimitMessage(seconds), undefined, {
        'retry-after': String(seconds),
      });
    },
  });
}
