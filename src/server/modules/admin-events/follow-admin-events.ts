import type { AdminEvent } from '../../../domain/admin-orders';
import type { BusEvent, EventBus } from '../../events/event-bus';
import { endWhenSessionEnds, type EventStream } from '../../events/event-stream';

/** How often an open admin stream checks that its session still stands. */
export const SESSION_RECHECK_MS = 60_000;

/** The session a stream was opened with. */
export interface StreamSession {
  tokenHash: string;
  userId: number;
}

/**
 * Sends every order event to one admin screen (docs/product/principles.md#back-office). The stream outlives the
 * request the guard checked: 'Sair' or a removed account ends it at once (a `sessions.ended`
 * event, on every instance), and the session is checked again while it stays open, for an expiry.
 * A change of the account's role is sent to its own streams only (`staff.changed`).
 * The browser then reconnects and the guard says 401. A check that cannot reach the database
 * keeps the stream: the next one decides.
 */
export function followAdminEvents(
  events: Pick<EventBus, 'subscribe'>,
  stream: EventStream,
  session: StreamSession,
  isSessionValid: () => Promise<boolean>,
  recheckMs: number = SESSION_RECHECK_MS,
): void {
  stream.onClose(
    events.subscribe((event: BusEvent) => {
      if (event.type === 'menu.changed' || event.type === 'jobs.added') return;
      if (event.type === 'staff.changed') {
        // only the account whose role changed: its screen reads its session again
        if (event.userId === session.userId) stream.send(event.type, event);
        return;
      }
      if (event.type === 'events.resumed') {
        // events may have been lost: the desk reads its lists and the unopened orders again
        stream.send(event.type, event);
        return;
      }
      if (
        event.type === 'jobs.changed' ||
        event.type === 'kitchen.changed' ||
        event.type === 'comanda.changed' ||
        event.type === 'whatsapp.changed'
      ) {
        // 'Tarefas com problema' and its count in the sidebar (decision 049), the kitchen's
        // board (decision 058), the comandas (decision 057) or an order's WhatsApp messages
        // (decision 073), read again
        stream.send(event.type, event);
        return;
      }
      if (event.type !== 'sessions.ended') {
        stream.send(event.type, event satisfies AdminEvent);
        return;
      }
      if (event.tokenHash === session.tokenHash || event.userId === session.userId) stream.end();
    }),
  );
  endWhenSessionEnds(stream, isSessionValid, recheckMs);
}
