import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { createStoredValue, writeStored } from '../../../lib/local-store';
import { readStored } from '../../../lib/read-stored';
import { toast } from '../../../lib/toast';

/**
 * PRODUCT.md Admin: a new order rings until someone opens it. This store keeps the orders that
 * arrived on this screen and were not opened yet, whether the browser blocked the sound, and the
 * mute switch (kept on this device).
 */
export const ALARM_MUTED_KEY = 'forno_admin_alarm_muted';

interface AlarmState {
  unopened: ReadonlySet<number>;
  isSoundBlocked: boolean;
}

let state: AlarmState = { unopened: new Set(), isSoundBlocked: false };
const listeners = new Set<() => void>();

function update(next: Partial<AlarmState>) {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function newOrderToastId(orderId: number): string {
  return `new-order-${orderId}`;
}

export function ringForOrder(orderId: number) {
  if (state.unopened.has(orderId)) return;
  update({ unopened: new Set(state.unopened).add(orderId) });
}

/** The order was opened here (card expanded, 'Ver pedido') or moved on by someone. */
export function markOrderOpened(orderId: number) {
  toast.dismiss(newOrderToastId(orderId));
  if (!state.unopened.has(orderId)) return;
  const unopened = new Set(state.unopened);
  unopened.delete(orderId);
  update({ unopened });
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
