import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * The dialogs open now, the last opened last: the toasts read it to stay off a dialog's title,
 * progress and buttons (components/ui/toaster.tsx).
 */
let openDialogs: readonly HTMLElement[] = [];
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Marks `dialog` open until the returned function is called. */
export function trackOpenDialog(dialog: HTMLElement): () => void {
  openDialogs = [...openDialogs, dialog];
  notify();
  return () => {
    openDialogs = openDialogs.filter((open) => open !== dialog);
    notify();
  };
}

/** The dialog on top, or null. */
export function useTopDialog(): HTMLElement | null {
  return useSyncExternalStore(
    subscribe,
    () => openDialogs.at(-1) ?? null,
    () => null,
  );
}

/** A dialog's footer (its buttons) carries this attribute. */
export const DIALOG_FOOTER_ATTRIBUTE = 'data-dialog-footer';
/** Room between a toast and the dialog's footer. */
const GAP_PX = 8;

/**
 * How far from the bottom of the screen a toast must sit to clear the footer of `dialog`: the
 * footer's top, measured again whenever the dialog or the window changes size. null without a
 * dialog or a footer.
 */
export function useClearanceAboveFooter(dialog: HTMLElement | null): number | null {
  const [clearance, setClearance] = useState<number | null>(null);
  useEffect(() => {
    const footer = dialog?.querySelector<HTMLElement>(`[${DIALOG_FOOTER_ATTRIBUTE}]`);
    if (!dialog || !footer) {
      setClearance(null);
      return;
    }
    const measure = () =>
      setClearance(
        Math.max(0, Math.round(window.innerHeight - footer.getBoundingClientRect().top)) + GAP_PX,
      );
    measure();
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resize?.observe(dialog);
    resize?.observe(footer);
    window.addEventListener('resize', measure);
    return () => {
      resize?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [dialog]);
  return clearance;
}
