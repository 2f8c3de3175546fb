import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and in the browser's first pass over server-rendered markup, true once
 * the page is mounted (and at once when the browser renders alone). What is kept on the device
 * (local storage) can only be shown from then on, or hydration would find other markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
