import { useSyncExternalStore } from 'react';
// types only: sonner itself is loaded with the Toaster, on the first toast
import type { ExternalToast, toast as sonnerToast } from 'sonner';

/** docs/product/limits.md#retries-and-delays: toasts last 3000 ms. */
export const TOAST_DURATION_MS = 3_000;

export type ToastOptions = ExternalToast;

/** From here up the page has room beside its heading: toasts go to the top right. */
export const WIDE_TOASTS_QUERY = '(min-width: 768px)';

/**
 * For a toast that must keep clear of the top of a wide screen (the desk's 'Novo pedido', whose
 * bar holds the printer and the desk's buttons): the bottom right from 768 px. On a phone every
 * toast is in the one stack at the bottom already; a second stack there would lie on top of it
 * and hide its toasts and their buttons ('Desfazer'), so the toast joins that stack (decision 040).
 */
export function bottomRightOnWideScreens(): Pick<ToastOptions, 'position'> {
  const isWide =
    typeof window.matchMedia === 'function' && window.matchMedia(WIDE_TOASTS_QUERY).matches;
  return isWide ? { position: 'bottom-right' } : {};
}
type ToastApi = typeof sonnerToast;
type ToastCall = (api: ToastApi) => void;

/**
 * sonner stays out of the first page load: the first toast asks the app's providers to render
 * the Toaster (loaded on demand), and every call waits in `pending`, in order, until the Toaster
 * is mounted and hands over sonner's `toast`.
 */
let api: ToastApi | null = null;
let pending: ToastCall[] = [];
let isRequested = false;
const listeners = new Set<() => void>();

function send(call: ToastCall) {
  if (api) {
    call(api);
    return;
  }
  pending.push(call);
  isRequested = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** How many calls wait for the Toaster: the providers retry a failed load when it grows. */
export function useWaitingToastCalls(): number {
  return useSyncExternalStore(
    subscribe,
    () => pending.length,
    () => 0,
  );
}

/**
 * The mounted Toaster gives sonner's `toast` here (and `null` when it unmounts); the calls made
 * while it was loading go out in the order they were made.
 */
export function connectToaster(next: ToastApi | null) {
  api = next;
  if (!next) return;
  const calls = pending;
  pending = [];
  for (const call of calls) call(next);
}

function show(message: string, options?: ToastOptions) {
  send((sonner) => {
    sonner(message, options);
  });
}

/** The app's toasts, with sonner's calls and options. */
export const toast = Object.assign(show, {
  success(message: string, options?: ToastOptions) {
    send((sonner) => {
      sonner.success(message, options);
    });
  },
  error(message: string, options?: ToastOptions) {
    send((sonner) => {
      sonner.error(message, options);
    });
  },
  /** Closes one toast by its id, or all of them; nothing to close before the first toast. */
  dismiss(id?: string | number) {
    if (!isRequested) return;
    send((sonner) => {
      sonner.dismiss(id);
    });
  },
});
