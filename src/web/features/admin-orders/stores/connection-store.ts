import { useSyncExternalStore } from 'react';

/**
 * The desk's live connection (decision 026): 'connecting' until the first answer, 'open' while
 * events arrive, 'lost' from the moment it drops until it is back.
 */
export type LiveConnection = 'connecting' | 'open' | 'lost';

let connection: LiveConnection = 'connecting';
const listeners = new Set<() => void>();

export function setLiveConnection(next: LiveConnection) {
  if (connection === next) return;
  connection = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLiveConnection(): LiveConnection {
  return useSyncExternalStore(subscribe, () => connection);
}

/** Waits between tries after the connection drops: 1 s, 2 s, 4 s… up to 15 s. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(15_000, 1_000 * 2 ** Math.max(0, attempt));
}
