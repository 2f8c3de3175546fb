import { useSyncExternalStore } from 'react';
import { z } from 'zod/mini';
import { PlaceOrderSchema, type PlaceOrderRequest } from '../../domain/order';
import { OFFLINE_PROOF_REFUSAL_CODES } from '../../domain/offline-pass';
import { afterFailedSync, MAX_SYNC_ATTEMPTS } from '../../domain/order-retry';
import { placeOrder } from '../api/place-order';
import {
  createStoredValue,
  readStoredWith,
  writeStored,
  type ParsedStored,
} from '../lib/local-store';
import { offlineProof } from './offline-pass';
import { rememberOrder } from './recent-orders';

/** docs/product/device-and-server.md#device-storage, local storage keys of the offline queue. */
export const PENDING_ORDERS_KEY = 'pending_orders';
export const HAS_PENDING_ORDERS_KEY = 'has_pending_orders';

/**
 * An order kept on the device until the server has it (docs/product/data.md#pending-local-order). Its id is
 * the idempotency key of every attempt, so however many tabs or retries send it, it is one order.
 */
export const PendingOrderSchema = z.object({
  id: z.string(),
  request: PlaceOrderSchema,
  whatsappText: z.string(),
  totalCents: z.int(),
  createdAt: z.string(),
  syncAttempts: z.int().check(z.minimum(0)),
  lastSyncAttempt: z.nullable(z.string()),
  lastError: z.nullable(z.string()),
  /** Not before this time: the server asked this address to wait (a 429). */
  retryAt: z._default(z.nullable(z.string()), null),
});
export type PendingOrder = z.infer<typeof PendingOrderSchema>;

/**
 * Entries this version of the app cannot read: moved here, never deleted (an order is never
 * lost; each holds its WhatsApp text). One such entry used to discard the whole queue.
 */
export const UNREADABLE_PENDING_ORDERS_KEY = 'pending_orders_unreadable';

function read(): PendingOrder[] {
  return readStoredWith<PendingOrder[]>(PENDING_ORDERS_KEY, [], parseQueue, {
    badDataMessage: `Pedidos offline ilegíveis em '${PENDING_ORDERS_KEY}'; guardados em '${UNREADABLE_PENDING_ORDERS_KEY}'.`,
    keep: (orders) => persist(orders),
  });
}

/** Each queued order on its own: one the schema refuses is set aside, the others stay. */
function parseQueue(raw: string): ParsedStored<PendingOrder[]> {
  let entries: unknown;
  try {
    entries = JSON.parse(raw);
  } catch {
    entries = undefined;
  }
  if (!Array.isArray(entries)) {
    setAside([raw]);
    return { value: [], hadBadData: true };
  }
  const orders: PendingOrder[] = [];
  const unreadable: unknown[] = [];
  for (const entry of entries) {
    const parsed = z.safeParse(PendingOrderSchema, entry);
    if (parsed.success) orders.push(parsed.data);
    else unreadable.push(entry);
  }
  if (unreadable.length > 0) setAside(unreadable);
  return { value: orders, hadBadData: unreadable.length > 0 };
}

function setAside(entries: readonly unknown[]) {
  let kept: unknown[] = [];
  try {
    const stored: unknown = JSON.parse(
      window.localStorage.getItem(UNREADABLE_PENDING_ORDERS_KEY) ?? '[]',
    );
    if (Array.isArray(stored)) kept = stored;
  } catch {
    // unreadable itself: what is new is still kept below
  }
  writeStored(UNREADABLE_PENDING_ORDERS_KEY, [...kept, ...entries]);
}

const store = createStoredValue<PendingOrder[]>(PENDING_ORDERS_KEY, read);

function persist(orders: PendingOrder[]) {
  writeStored(PENDING_ORDERS_KEY, orders);
  writeStored(HAS_PENDING_ORDERS_KEY, orders.length > 0 ? 'true' : 'false');
}

function update(change: (orders: PendingOrder[]) => PendingOrder[]) {
  // re-read first: another tab may have synced or queued since this one last looked
  store.set(change(read()), persist);
}

export function queueOrder(
  id: string,
  request: PlaceOrderRequest,
  whatsappText: string,
  totalCents: number,
  now: Date,
  /** Why it is queued, and when the server allows it again (a 429 at checkout). */
  why: { lastError: string | null; retryAt: string | null } = { lastError: null, retryAt: null },
): void {
  update((orders) =>
    orders.some((o) => o.id === id)
      ? orders
      : [
          ...orders,
          {
            id,
            request: {
              ...request,
              origin: 'offline',
              placedAt: request.placedAt ?? now.toISOString(),
              // the proof of its time (decision 038); without one it is still kept, and the
              // customer is told at its sync, with WhatsApp at hand
              ...(request.offlinePass ? {} : offlineProof(now)),
            },
            whatsappText,
            totalCents,
            createdAt: now.toISOString(),
            syncAttempts: 0,
            lastSyncAttempt: null,
            lastError: why.lastError,
            retryAt: why.retryAt,
          },
        ],
  );
}

export function getPendingOrders(): PendingOrder[] {
  return store.get();
}

export function usePendingOrders(): PendingOrder[] {
  return useSyncExternalStore(store.subscribe, store.get, () => EMPTY);
}
const EMPTY: PendingOrder[] = [];

/** Orders that still retry on their own: fewer than 5 failed attempts (docs/product/states.md#offline-order). */
export function isRetrying(order: PendingOrder): boolean {
  return order.syncAttempts < MAX_SYNC_ATTEMPTS;
}

/** Retrying, and not asked by the server to wait past `now`. */
export function isDue(order: PendingOrder, now: Date): boolean {
  return isRetrying(order) && (!order.retryAt || new Date(order.retryAt) <= now);
}

/** When the earliest order that waits on the server's word may be sent, if any. */
export function nextRetryAt(orders: readonly PendingOrder[], now: Date): Date | null {
  const times = orders
    .filter((order) => isRetrying(order) && order.retryAt && new Date(order.retryAt) > now)
    .map((order) => new Date(order.retryAt ?? 0).getTime());
  return times.length > 0 ? new Date(Math.min(...times)) : null;
}

export interface SyncResult {
  syncedCount: number;
  failedCount: number;
  /** Of the failed, those the server will never take (too old, no proof of time); absent: none. */
  refusedCount?: number;
}

/** One sync at a time in this tab: what it was asked to send, and what it already tried. */
interface SyncRun {
  /** Send every order that is due (an automatic trigger asked). */
  due: boolean;
  /** Send these whatever their attempts or wait ('Tentar novamente'). */
  requested: Set<string>;
  tried: Set<string>;
  sending: string | null;
}

let run: { state: SyncRun; result: Promise<SyncResult> } | null = null;
const finishedListeners = new Set<(result: SyncResult) => void>();

/**
 * Sends the queued orders through the same endpoint as checkout (origin offline, original time),
 * one at a time; `only` sends that order even after its 5 automatic attempts ('Tentar
 * novamente'). This is the only single-flight of the queue: a call while a sync runs adds what
 * it asks for to that sync (a manual retry is never swallowed by a sync that left it out) and
 * gets its result; an order is tried at most once per sync unless asked for again by hand.
 */
export function syncPendingOrders(only?: string): Promise<SyncResult> {
  if (run) {
    addToRun(run.state, only);
    return run.result;
  }
  const state: SyncRun = { due: false, requested: new Set(), tried: new Set(), sending: null };
  addToRun(state, only);
  const result = sendQueued(state).finally(() => {
    run = null;
  });
  run = { state, result };
  result.then(
    (done) => finishedListeners.forEach((listener) => listener(done)),
    (error: unknown) => console.error('Falha na sincronização dos pedidos:', error),
  );
  return result;
}

function addToRun(target: SyncRun, only: string | undefined) {
  if (only === undefined) {
    target.due = true;
    return;
  }
  target.requested.add(only);
  // asked again by hand after this sync tried it: one more attempt (unless it is on its way)
  if (target.sending !== only) target.tried.delete(only);
}

const sentListeners = new Set<(key: string, placed: { id: number; publicId: string }) => void>();

/**
 * Called for each queued order the server took, with its key (the queue's id) and the order's
 * number and public id: the checkout's offline sheet closes and opens the order's page.
 */
export function onOrderSent(
  listener: (key: string, placed: { id: number; publicId: string }) => void,
): () => void {
  sentListeners.add(listener);
  return () => {
    sentListeners.delete(listener);
  };
}

/** Called once after each sync, with what it sent and what failed (the app toasts it). */
export function onSyncFinished(listener: (result: SyncResult) => void): () => void {
  finishedListeners.add(listener);
  return () => {
    finishedListeners.delete(listener);
  };
}

function nextToSend(current: SyncRun): PendingOrder | undefined {
  // read each time: another tab may have sent or queued orders since the last one
  const now = new Date();
  return read().find(
    (o) =>
      !current.tried.has(o.id) && (current.requested.has(o.id) || (current.due && isDue(o, now))),
  );
}

async function sendQueued(current: SyncRun): Promise<SyncResult> {
  let syncedCount = 0;
  let failedCount = 0;
  let refusedCount = 0;
  for (let order = nextToSend(current); order; order = nextToSend(current)) {
    current.tried.add(order.id);
    current.sending = order.id;
    const sent = await sendOne(order);
    current.sending = null;
    if (sent === 'sent') syncedCount++;
    else failedCount++;
    if (sent === 'refused') refusedCount++;
  }
  return { syncedCount, failedCount, ...(refusedCount > 0 ? { refusedCount } : {}) };
}

async function sendOne(order: PendingOrder): Promise<'sent' | 'failed' | 'refused'> {
  const outcome = await placeOrder(order.request, order.id, 1);
  if (outcome.kind === 'placed') {
    const { order: placed } = outcome.placed;
    rememberOrder({
      publicId: placed.publicId,
      id: placed.id,
      placedAt: placed.placedAt,
      totalCents: placed.totalCents,
    });
    // docs/product/states.md#offline-order: orders the server has are removed from local storage
    update((orders) => orders.filter((o) => o.id !== order.id));
    sentListeners.forEach((listener) => listener(order.id, placed));
    return 'sent';
  }
  const attemptAt = new Date();
  const { countsAsAttempt, retryAt } = afterFailedSync(
    outcome.error.status,
    outcome.error.retryAfterMs,
    attemptAt,
  );
  // too old, or without the proof of its time: no later attempt gets it in, so the queue stops
  // trying on its own and shows why, with WhatsApp ('Tentar novamente' still sends it)
  const isFinal = OFFLINE_PROOF_REFUSAL_CODES.includes(outcome.error.code);
  update((orders) =>
    orders.map((o) =>
      o.id === order.id
        ? {
            ...o,
            syncAttempts: isFinal
              ? Math.max(MAX_SYNC_ATTEMPTS, o.syncAttempts + 1)
              : o.syncAttempts + (countsAsAttempt ? 1 : 0),
            lastSyncAttempt: attemptAt.toISOString(),
            lastError: outcome.error.message,
            retryAt,
          }
        : o,
    ),
  );
  return isFinal ? 'refused' : 'failed';
}
