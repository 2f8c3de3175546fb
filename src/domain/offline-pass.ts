/**
 * The proof that an order from the offline queue was composed when it says (docs/decisions/038).
 * While online, the storefront holds a short-lived pass the server signed with its issue time;
 * a queued order carries the pass it had, and the server accepts the order's `placedAt` only
 * after that issue time and soon after it. One home for the figures and the rule: the server
 * judges every queued order with it, the storefront keeps its pass fresh by the same numbers.
 * No schemas here: the storefront's queue imports it, and zod stays out of the first load.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** A pass proves an order composed up to 2 h after the server issued it. */
export const OFFLINE_PASS_TTL_MS = 2 * HOUR_MS;
/** An order from the queue must reach the server within 6 h of being composed. */
const OFFLINE_ORDER_MAX_AGE_MS = 6 * HOUR_MS;
const OFFLINE_ORDER_MAX_AGE_HOURS = OFFLINE_ORDER_MAX_AGE_MS / HOUR_MS;
/**
 * While the cart is open and online, the page asks for a new pass every 30 min: when the
 * connection drops, the pass it holds still covers at least 1 h 30 of ordering offline.
 */
const OFFLINE_PASS_REFRESH_MS = 30 * MINUTE_MS;
/** A device clock a little off is no reason to refuse an order from the offline queue. */
export const OFFLINE_CLOCK_SKEW_MS = 5 * MINUTE_MS;

/** `GET /api/orders/offline-pass`: the token, and its times for the page to plan the next one. */
export interface OfflinePass {
  /** `<issued at, ms>.<signature>`; opaque to the page. */
  token: string;
  issuedAt: string;
  expiresAt: string;
}

const TOKEN_PATTERN = /^(\d{13})\.([A-Za-z0-9_-]{43})$/;

/** The issue time and signature a token claims (nothing is trusted before the signature is checked). */
export function readOfflinePassToken(
  token: string,
): { issuedAtMs: number; signature: string } | null {
  const match = TOKEN_PATTERN.exec(token);
  if (!match?.[1] || !match[2]) return null;
  return { issuedAtMs: Number(match[1]), signature: match[2] };
}

/** What the server signs: the issue time, under a name of its own. */
export function offlinePassPayload(issuedAtMs: number): string {
  return `forno.offline-pass.v1.${issuedAtMs}`;
}

export type OfflineProofRefusalCode = 'OFFLINE_PROOF_INVALID' | 'OFFLINE_ORDER_TOO_OLD';

const OFFLINE_PROOF_INVALID_MESSAGE =
  'Não foi possível confirmar quando este pedido foi feito sem conexão, e ele não pode ser enviado pelo site. Envie-o pelo WhatsApp ou faça um novo pedido.';
export const OFFLINE_ORDER_TOO_OLD_MESSAGE = `Este pedido foi feito sem conexão há mais de ${OFFLINE_ORDER_MAX_AGE_HOURS} horas e não pode mais ser enviado pelo site. Envie-o pelo WhatsApp ou faça um novo pedido.`;

/** The codes a queued order cannot get past by trying again: the page stops retrying it. */
export const OFFLINE_PROOF_REFUSAL_CODES: readonly string[] = [
  'OFFLINE_PROOF_INVALID',
  'OFFLINE_ORDER_TOO_OLD',
  'INVALID_PLACED_AT',
];

/**
 * Whether a queued order made at `placedAt` is proven by a pass issued at `issuedAt` (null: no
 * pass, or one the server did not sign), judged at `now`: made within 6 h, after the pass was
 * issued and before it expired (each with a few minutes for a device clock). Null: proven.
 */
export function refuseOfflineProof(
  issuedAt: Date | null,
  placedAt: Date,
  now: Date,
): { code: OfflineProofRefusalCode; message: string } | null {
  if (placedAt.getTime() < now.getTime() - OFFLINE_ORDER_MAX_AGE_MS) {
    return { code: 'OFFLINE_ORDER_TOO_OLD', message: OFFLINE_ORDER_TOO_OLD_MESSAGE };
  }
  const invalid = {
    code: 'OFFLINE_PROOF_INVALID',
    message: OFFLINE_PROOF_INVALID_MESSAGE,
  } as const;
  if (issuedAt === null || issuedAt.getTime() > now.getTime()) return invalid;
  const since = placedAt.getTime() - issuedAt.getTime();
  if (since < -OFFLINE_CLOCK_SKEW_MS || since > OFFLINE_PASS_TTL_MS + OFFLINE_CLOCK_SKEW_MS) {
    return invalid;
  }
  return null;
}

/** The page's copy of a pass, with when this device received it (by its own clock). */
export interface HeldOfflinePass extends OfflinePass {
  receivedAt: string;
}

/**
 * The server's time now as the page can tell it: the pass's issue time plus what the device's
 * clock counted since. An order stamped this way agrees with its pass whatever the device's
 * clock says the date is.
 */
export function serverTimeByPass(pass: HeldOfflinePass, deviceNow: Date): Date {
  const elapsed = deviceNow.getTime() - new Date(pass.receivedAt).getTime();
  return new Date(new Date(pass.issuedAt).getTime() + Math.max(0, elapsed));
}

/** Whether a held pass still proves an order composed now. */
export function isPassUsable(pass: HeldOfflinePass, deviceNow: Date): boolean {
  return serverTimeByPass(pass, deviceNow).getTime() < new Date(pass.expiresAt).getTime();
}

/** Whether the page should ask for a new pass now (none, old, or from a clock that jumped back). */
export function needsNewPass(pass: HeldOfflinePass | null, deviceNow: Date): boolean {
  if (!pass) return true;
  const elapsed = deviceNow.getTime() - new Date(pass.receivedAt).getTime();
  return elapsed < 0 || elapsed >= OFFLINE_PASS_REFRESH_MS || !isPassUsable(pass, deviceNow);
}
