import { useSyncExternalStore } from 'react';

/** What this desk did with an order's automatic print: printed it, left it to another, failed. */
export type PrintDecision = 'here' | 'elsewhere' | 'failed';

let decisions: ReadonlyMap<number, PrintDecision> = new Map();
const listeners = new Set<() => void>();

export function markDecided(orderId: number, decision: PrintDecision) {
  decisions = new Map(decisions).set(orderId, decision);
  for (const listener of listeners) listener();
}

export function usePrintDecision(orderId: number): PrintDecision | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => decisions.get(orderId),
    () => decisions.get(orderId),
  );
}
