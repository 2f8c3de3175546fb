/** docs/product/device-and-server.md#placing-an-order, docs/product/limits.md#retries-and-delays: how the storefront retries creating an order before falling back to the queue. */
export const ORDER_CREATE_ATTEMPTS = 3;
export const ORDER_CREATE_TIMEOUT_MS = 15_000;
/** docs/product/limits.md#retries-and-delays: a failed checkout retries the sync after 3 s. */
export const IMMEDIATE_SYNC_RETRY_MS = 3_000;
/** docs/product/states.md#sync-trigger: sync 2 s after the app starts when orders are pending. */
export const STARTUP_SYNC_DELAY_MS = 2_000;
/** docs/product/states.md#offline-order: a queued order stops retrying on its own after 5 failed attempts. */
export const MAX_SYNC_ATTEMPTS = 5;
/** docs/product/limits.md#retries-and-delays: WhatsApp fallback toast 10 s; redirect after opening WhatsApp 1500 ms. */
export const WHATSAPP_FALLBACK_TOAST_MS = 10_000;
export const REDIRECT_AFTER_WHATSAPP_MS = 1_500;

/** At checkout, a 429 asking to wait longer than this is not waited for: the order is queued. */
export const MAX_CHECKOUT_WAIT_MS = 10_000;
/** A queued order that met a 429 without Retry-After tries again after this long. */
export const RATE_LIMITED_SYNC_WAIT_MS = 30_000;

/**
 * What to do after an attempt that failed with `status` (0 = no answer or timeout): wait this many
 * ms and try again, or stop (null). 5xx waits attempt × 1 s; 429 attempt × 2 s or the server's
 * Retry-After, whichever is longer, if that is short enough to wait at checkout; a 4xx other
 * than 429 is the request's own fault and is never retried.
 */
export function retryDelayMs(
  status: number,
  attempt: number,
  retryAfterMs: number | null = null,
): number | null {
  if (attempt >= ORDER_CREATE_ATTEMPTS) return null;
  if (status === 429) {
    const wait = Math.max(attempt * 2_000, retryAfterMs ?? 0);
    return wait <= MAX_CHECKOUT_WAIT_MS ? wait : null;
  }
  if (status === 0 || status >= 500) return attempt * 1_000;
  return null;
}

/**
 * What a failed sync does to a queued order (docs/product/principles.md#orders: never dropped). A 429 is the server
 * asking this address to wait, not a fault of the order: the attempt does not count toward the
 * 5, and the order tries again when the server said (or in 30 s). Anything else counts.
 */
export function afterFailedSync(
  status: number,
  retryAfterMs: number | null,
  now: Date,
): { countsAsAttempt: boolean; retryAt: string | null } {
  if (status !== 429) return { countsAsAttempt: true, retryAt: null };
  const wait = Math.max(retryAfterMs ?? 0, 0) || RATE_LIMITED_SYNC_WAIT_MS;
  return { countsAsAttempt: false, retryAt: new Date(now.getTime() + wait).toISOString() };
}

/** A failure worth queueing: the server could not be reached or failed, not a refused order. */
export function isTransientFailure(status: number): boolean {
  return status === 0 || status === 429 || status >= 500;
}
