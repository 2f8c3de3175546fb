import type { EventBus } from '../../events/event-bus';
import type { EventStream } from '../../events/event-stream';

/** How often an open admin stream checks that its session still stands. */
export const SESSION_RECHECK_MS = 60_000;

/**
 * Sends every order event to one admin screen (PRODUCT.md, Admin). The stream outlives the
 * request the guard checked, so the session is checked again while it stays open: after 'Sair',
 * an expiry or a revoked account the stream ends, the browser reconnects, and the guard says 401.
 * A check that cannot reach the database keeps the stream: the next one decides.
 */
export function followAdminEvents(
  events: Pick<EventBus, 'subscribe'>,
  stream: EventStream,
  isSessionValid: () => Promise<boolean>,
  recheckMs: number = SESSION_RECHECK_MS,
): void {
  stream.onClose(events.subscribe((event) => stream.send(event.type, event)));
  const recheck = setInterval(() => {
    isSessionValid().then(
      (isValid) => {
        if (!isValid) stream.end();
      },
      () => undefined,
    );
  }, recheckMs);
  recheck.unref();
  stream.onClose(() => clearInterval(recheck));
}
