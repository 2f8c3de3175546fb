/** spec §7, §9: how the storefront retries creating an order before falling back to the queue. */
export const ORDER_CREATE_ATTEMPTS = 3;
export const ORDER_CREATE_TIMEOUT_MS = 15_000;
/** spec §9: a failed checkout retries the sync after 3 s. */
export const IMMEDIATE_SYNC_RETRY_MS = 3_000;
/** spec §4: sync 2 s after the app starts when orders are pending. */
export const STARTUP_SYNC_DELAY_MS = 2_000;
/** spec §4: a queued order stops retrying on its own after 5 failed attempts. */
export const MAX_SYNC_ATTEMPTS = 5;
/** spec §9: WhatsApp fallback toast 10 s; redirect after opening WhatsApp 1500 ms. */
export const WHATSAPP_FALLBACK_TOAST_MS = 10_000;
export const REDIRECT_AFTER_WHATSAPP_MS = 1_500;

/**
 * What to do after an attempt that failed with `status` (0 = no answer or timeout): wait this many
 * ms and try again, or stop (null). 5xx waits attempt × 1 s, 429 attempt × 2 s; a 4xx other than
 * 429 is the request's own fault and is never retried.
 */
export function retryDelayMs(status: number, attempt: number): number | null {
  if (attempt >= ORDER_CREATE_ATTEMPTS) return null;
  if (status === 429) return attempt * 2_000;
  if (status === 0 || status >= 500) return attempt * 1_000;
  return null;
}

/** A failure worth queueing: the server could not be reached or failed, not a refused order. */
export function isTransientFailure(status: number): boolean {
  return status === 0 || status === 429 || status >= 500;
}
