import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { createStoredValue, writeStored } from '../../../lib/local-store';
import { readStored } from '../../../lib/read-stored';
import { toast } from '../../../lib/toast';

/**
 * docs/product/principles.md#back-office: a new order rings until someone opens it. The alarm follows the server's set
 * of orders nobody has opened yet (docs/decisions/026), read when the desk connects and again on
 * every live event, so every open desk rings for the same orders and stops when one person opens
 * one. This store also keeps whether the browser blocked the sound, and the mute switch (kept on
 * this device).
 */
export const ALARM_MUTED_KEY = 'forno_admin_alarm_muted';

interface AlarmState {
  /** The orders this desk rings for, with when each arrived (this device's clock, ms). */
  waiting: ReadonlyMap<number, number>;
  unopened: ReadonlySet<number>;
  isSoundBlocked: boolean;
  /** An order has waited unopened past the escalation minutes (decision 026). */
  isEscalated: boolean;
}

/** The server's set, as last read. */
let fromServer: ReadonlyMap<number, number> = new Map();
/** Orders made to ring here only (a scheduled order reaching the kitchen's lists). */
let ringingHere: ReadonlyMap<number, number> = new Map();
/** Opened on this desk: kept out of the set until the server no longer lists them. */
const openedHere = new Set<number>();
let reportOpened: (orderId: number) => void = () => undefined;

let state: AlarmState = {
  waiting: new Map(),
  unopened: new Set(),
  isSoundBlocked: false,
  isEscalated: false,
};
const listeners = new Set<() => void>();

function update(next: Partial<AlarmState>) {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

function recompute() {
  const waiting = new Map<number, number>();
  for (const [id, since] of [...fromServer, ...ringingHere]) {
    if (!openedHere.has(id) && !waiting.has(id)) waiting.set(id, since);
  }
  const isSame =
    waiting.size === state.waiting.size &&
    [...waiting].every(([id, since]) => state.waiting.get(id) === since);
  if (!isSame) update({ waiting, unopened: new Set(waiting.keys()) });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function newOrderToastId(orderId: number): string {
  return `new-order-${orderId}`;
}

/** How this desk tells the server it opened an order (set by useUnopenedOrders). */
export function setOpenedReporter(report: (orderId: number) => void) {
  reportOpened = report;
}

/**
 * The server's answer: the orders nobody opened yet, each with how long it has waited
 * (`waitedMs`, by the server's clock), read at `receivedAt` (this device's clock).
 */
export function setUnopenedOrders(
  orders: readonly { id: number; waitedMs: number }[],
  receivedAt: number,
) {
  const listed = new Set(orders.map((order) => order.id));
  for (const id of openedHere) {
    // the server has it: forget it here. Still listed: the report was lost, send it again
    if (!listed.has(id)) openedHere.delete(id);
    else reportOpened(id);
  }
  // an order already waiting keeps the moment first worked out: later reads do not move it
  fromServer = new Map(
    orders.map((order) => [order.id, fromServer.get(order.id) ?? receivedAt - order.waitedMs]),
  );
  recompute();
}

export function ringForOrder(orderId: number, since: number = Date.now()) {
  if (ringingHere.has(orderId) || state.unopened.has(orderId)) return;
  openedHere.delete(orderId);
  ringingHere = new Map(ringingHere).set(orderId, since);
  recompute();
}

/** The order was opened here (card expanded, 'Ver pedido', a move): every desk stops for it. */
export function markOrderOpened(orderId: number) {
  toast.dismiss(newOrderToastId(orderId));
  const wasWaiting = state.unopened.has(orderId);
  if (ringingHere.has(orderId)) {
    const next = new Map(ringingHere);
    next.delete(orderId);
    ringingHere = next;
  }
  // told even when this desk has not heard of it yet: the server's set may already hold it
  openedHere.add(orderId);
  reportOpened(orderId);
  if (wasWaiting) recompute();
}

/**
 * Another desk opened the order (its `order.opened` event): a ring this desk started on its own (a
 * scheduled order's release) stops too; the server's set decides the rest.
 */
export function forgetLocalRing(orderId: number) {
  if (!ringingHere.has(orderId)) return;
  const next = new Map(ringingHere);
  next.delete(orderId);
  ringingHere = next;
  recompute();
}

export function setEscalated(isEscalated: boolean) {
  if (state.isEscalated !== isEscalated) update({ isEscalated });
}

export function setSoundBlocked(isSoundBlocked: boolean) {
  if (state.isSoundBlocked !== isSoundBlocked) update({ isSoundBlocked });
}

export function useAlarmState(): AlarmState {
  return useSyncExternalStore(subscribe, () => state);
}

const muted = createStoredValue<boolean>(
  ALARM_MUTED_KEY,
  () => readStored(ALARM_MUTED_KEY, z.boolean()) ?? false,
);

export function useIsAlarmMuted(): boolean {
  return useSyncExternalStore(muted.subscribe, muted.get);
}

export function setAlarmMuted(isMuted: boolean) {
  muted.set(isMuted, (value) => writeStored(ALARM_MUTED_KEY, value));
}

/** Rings while an order waits to be opened and the sound is on. */
export function useIsAlarmRinging(): boolean {
  const { unopened } = useAlarmState();
  const isMuted = useIsAlarmMuted();
  return unopened.size > 0 && !isMuted;
}
