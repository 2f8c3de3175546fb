import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { z } from 'zod';
import type { Database, DatabaseHandle } from '../../db/client';
import { AdminEventSchema, type AdminEvent } from '../../domain/admin-orders';

/** The PostgreSQL channel every instance NOTIFYs and LISTENs on. */
export const EVENTS_CHANNEL = 'forno_events';

/**
 * Sessions that ended ('Sair', a removed account): every instance ends the admin streams they
 * opened at once, instead of at their next check. Never sent to a browser.
 */
const SessionsEndedEventSchema = z.object({
  type: z.literal('sessions.ended'),
  /** One session: the SHA-256 the sessions table keeps of its token. */
  tokenHash: z.string().optional(),
  /** Every session of this account. */
  userId: z.number().int().optional(),
});
type SessionsEndedEvent = z.infer<typeof SessionsEndedEventSchema>;

/**
 * An account's role changed (decision 039): its open admin screens are told, read their session
 * again and show what the new role may see. Its requests already get the new role.
 */
const StaffChangedEventSchema = z.object({
  type: z.literal('staff.changed'),
  userId: z.number().int(),
});
type StaffChangedEvent = z.infer<typeof StaffChangedEventSchema>;

/**
 * The catalogue changed (a product edited, something paused or resumed): every instance forgets
 * the menu it read, and every open storefront reads the menu again (docs/decisions/027).
 */
const MenuChangedEventSchema = z.object({ type: z.literal('menu.changed') });
type MenuChangedEvent = z.infer<typeof MenuChangedEventSchema>;

/**
 * A job was added (docs/decisions/049), sent with NOTIFY in the transaction that added it, so it
 * arrives only once that committed: every instance's job runner looks for due jobs. Never sent
 * to a browser.
 */
const JobsAddedEventSchema = z.object({ type: z.literal('jobs.added') });
type JobsAddedEvent = z.infer<typeof JobsAddedEventSchema>;

/**
 * 'Tarefas com problema' changed (a job died, recovered, was retried or discarded): the admin
 * screens read its count and list again.
 */
const JobsChangedEventSchema = z.object({ type: z.literal('jobs.changed') });
type JobsChangedEvent = z.infer<typeof JobsChangedEventSchema>;

/**
 * The owner changed the kitchen's stations or clocks (docs/decisions/058): kitchen screens read
 * their board again.
 */
const KitchenChangedEventSchema = z.object({ type: z.literal('kitchen.changed') });
type KitchenChangedEvent = z.infer<typeof KitchenChangedEventSchema>;

/**
 * A comanda changed after its transaction committed (docs/decisions/057): opened, an order joined,
 * a line moved, the bill closed. `comandaId` null: every comanda's bill (the service charge
 * changed). The comandas screens read them again.
 */
const ComandaChangedEventSchema = z.object({
  type: z.literal('comanda.changed'),
  comandaId: z.number().int().nullable(),
});
type ComandaChangedEvent = z.infer<typeof ComandaChangedEventSchema>;

/**
 * The official WhatsApp's messages of an order changed (sent, delivered, read, failed; decision
 * 073): the desk's order view reads them again.
 */
const WhatsAppChangedEventSchema = z.object({
  type: z.literal('whatsapp.changed'),
  orderId: z.number().int(),
});
type WhatsAppChangedEvent = z.infer<typeof WhatsAppChangedEventSchema>;

/**
 * Never on the wire: an instance tells its own listeners that its LISTEN connection is back after
 * a drop (PostgreSQL restarted, a failover). Events published meanwhile were lost (NOTIFY is not
 * queued), so whoever follows the events reads the current state again: the desks their lists
 * and the unopened orders, the storefronts their menu, the tracking pages their order.
 */
interface EventsResumedEvent {
  type: 'events.resumed';
}

/**
 * What travels on the bus: the admin screens' order events, ended sessions, menu changes; and,
 * only inside one instance, the resumption after a lost connection.
 */
export type BusEvent =
  | AdminEvent
  | SessionsEndedEvent
  | StaffChangedEvent
  | MenuChangedEvent
  | JobsAddedEvent
  | JobsChangedEvent
  | KitchenChangedEvent
  | ComandaChangedEvent
  | WhatsAppChangedEvent
  | EventsResumedEvent;
const BusEventSchema = z.union([
  AdminEventSchema,
  SessionsEndedEventSchema,
  StaffChangedEventSchema,
  MenuChangedEventSchema,
  JobsAddedEventSchema,
  JobsChangedEventSchema,
  KitchenChangedEventSchema,
  ComandaChangedEventSchema,
  WhatsAppChangedEventSchema,
]);

type AdminEventListener = (event: BusEvent) => void;

/**
 * What happened to orders, told to every open admin screen and tracking page (docs/product/principles.md#back-office).
 * Best effort: an event that cannot be sent is reported and dropped, never thrown, because the
 * change it tells of has already committed; the admin screens also refresh every 60 s.
 */
export interface EventBus {
  /** Never rejects. Call it after the change has committed. */
  publish(event: BusEvent): Promise<void>;
  /** Answers the function that unsubscribes. A listener that throws harms no one else. */
  subscribe(listener: AdminEventListener): () => void;
  close(): Promise<void>;
}

/** What the use cases need of the bus. */
export type EventPublisher = Pick<EventBus, 'publish'>;

/** Where the bus reports what goes wrong (a listener that throws, a dropped connection). */
type EventBusErrorHandler = (error: unknown, message: string) => void;

export interface EventBusOptions {
  onError?: EventBusErrorHandler;
  /** Waits between attempts to LISTEN again after the connection dropped: doubling up to max. */
  reconnectMs?: { initial: number; max: number };
  /** Told each time LISTEN is in place (at start, and again after each reconnection). */
  onListening?: () => void;
}

const DEFAULT_RECONNECT_MS = { initial: 250, max: 15_000 };
const LISTEN_CONNECT_TIMEOUT_MS = 5_000;

/**
 * PGlite runs in this process, so its events stay in it. PostgreSQL may serve several instances:
 * there the events travel through NOTIFY/LISTEN, so an order placed on one instance reaches an
 * admin connected to another.
 */
export async function createEventBus(
  database: DatabaseHandle,
  options: EventBusOptions = {},
): Promise<EventBus> {
  if (database.kind === 'postgres') {
    if (!database.url) throw new Error('a PostgreSQL handle without its url cannot LISTEN');
    return createPostgresEventBus(database.db, database.url, options);
  }
  return createInProcessEventBus(options);
}

export function createInProcessEventBus(options: EventBusOptions = {}): EventBus {
  const subscribers = new Subscribers(options.onError ?? ignore);
  let isClosed = false;
  return {
    async publish(event) {
      if (!isClosed) subscribers.deliver(event);
    },
    subscribe: (listener) => (isClosed ? noop : subscribers.add(listener)),
    async close() {
      isClosed = true;
      subscribers.clear();
    },
  };
}

/**
 * Publishes with `pg_notify` through the pool, and delivers what one dedicated connection hears
 * on LISTEN, the instance's own events included: each event reaches the local subscribers once,
 * and in the order PostgreSQL committed them. A dropped connection is opened again with backoff.
 * Events sent while it is down are lost (NOTIFY is not queued for absent listeners): once it
 * LISTENs again, the local subscribers hear `events.resumed` and read the current state again.
 */
async function createPostgresEventBus(
  db: Database,
  url: string,
  options: EventBusOptions = {},
): Promise<EventBus> {
  const onError = options.onError ?? ignore;
  const backoff = options.reconnectMs ?? DEFAULT_RECONNECT_MS;
  const subscribers = new Subscribers(onError);
  let isClosed = false;
  let listener: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let waitMs = backoff.initial;
  let hasListened = false;

  const deliver = (payload: string | undefined) => {
    let event: BusEvent;
    try {
      event = BusEventSchema.parse(JSON.parse(payload ?? ''));
    } catch (error) {
      onError(error, `event bus: ignored a notification on ${EVENTS_CHANNEL} that is not an event`);
      return;
    }
    subscribers.deliver(event);
  };

  const scheduleReconnect = () => {
    if (isClosed || reconnectTimer) return;
    // jitter, so that instances that lost the server together do not come back in step
    const wait = Math.round(waitMs * (0.75 + Math.random() * 0.5));
    waitMs = Math.min(waitMs * 2, backoff.max);
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connect();
    }, wait);
    reconnectTimer.unref();
  };

  const openListener = async (): Promise<void> => {
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: LISTEN_CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    let isDropped = false;
    const drop = (error?: unknown) => {
      if (isDropped) return;
      isDropped = true;
      if (listener === client) listener = null;
      client.end().catch(() => undefined);
      if (isClosed) return;
      onError(error ?? new Error('connection ended'), 'event bus: LISTEN connection lost');
      scheduleReconnect();
    };
    // kept for the client's whole life: an 'error' without a listener would end the process
    client.on('error', drop);
    client.on('end', () => drop());
    client.on('notification', (message) => {
      if (!isDropped && message.channel === EVENTS_CHANNEL) deliver(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${EVENTS_CHANNEL}`);
    } catch (error) {
      drop(error);
      return;
    }
    if (isClosed) {
      isDropped = true;
      await client.end().catch(() => undefined);
      return;
    }
    listener = client;
    options.onListening?.();
    waitMs = backoff.initial;
    // back after a drop: what was published meanwhile is lost, so followers read the state again
    if (hasListened) subscribers.deliver({ type: 'events.resumed' });
    hasListened = true;
  };

  const connect = () => {
    const attempt: Promise<void> = openListener().finally(() => {
      if (connecting === attempt) connecting = null;
    });
    connecting = attempt;
  };

  // The first LISTEN is in place before the app answers: no event of its first requests is missed.
  connect();
  await connecting;

  return {
    async publish(event) {
      if (isClosed) return;
      try {
        await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
      } catch (error) {
        onError(error, `event bus: could not publish ${event.type}`);
      }
    },
    subscribe: (listen) => (isClosed ? noop : subscribers.add(listen)),
    async close() {
      if (isClosed) return;
      isClosed = true;
      clearTimeout(reconnectTimer);
      subscribers.clear();
      await connecting;
      const client = listener;
      listener = null;
      if (client) await client.end().catch(() => undefined);
    },
  };
}

/** The listeners of this instance; each runs on its own, so one that throws stops no other. */
class Subscribers {
  private readonly emitter = new EventEmitter();

  constructor(private readonly onError: EventBusErrorHandler) {
    // one listener per open admin screen or tracking page: no leak warning at 10
    this.emitter.setMaxListeners(0);
  }

  add(listener: AdminEventListener): () => void {
    const guarded = (event: BusEvent) => {
      try {
        listener(event);
      } catch (error) {
        this.onError(error, `event bus: a listener of ${event.type} failed`);
      }
    };
    this.emitter.on('event', guarded);
    return () => {
      this.emitter.off('event', guarded);
    };
  }

  deliver(event: BusEvent): void {
    this.emitter.emit('event', event);
  }

  clear(): void {
    this.emitter.removeAllListeners();
  }
}

function ignore(): void {}
function noop(): void {}
