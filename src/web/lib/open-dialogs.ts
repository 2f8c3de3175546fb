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
/** Above a dialog whose top is lower than this, a toast fits in the space over it (decision 043). */
const ROOM_FOR_A_TOAST_PX = 96;

/**
 * How far from the bottom of the screen a toast must sit to keep clear of `dialog`'s fields and
 * buttons: above the dialog itself when there is room over it (a phone's bottom sheet, a dialog
 * centred on a wide screen), else (a dialog that fills the screen) just above its footer, so its
 * title stays in sight. Measured again whenever the dialog or the window changes size. null
 * without a dialog.
 */
export function useClearanceForDialog(dialog: HTMLElement | null): number | null {
  const [clearance, setClearance] = useState<number | null>(null);
  useEffect(() => {
    if (!dialog) {
      setClearance(null);
      return;
    }
    const footer = dialog.querySelector<HTMLElement>(`[${DIALOG_FOOTER_ATTRIBUTE}]`);
    const measure = () => {
      const top = dialog.getBoundingClientRect().top;
      const edge = top >= ROOM_FOR_A_TOAST_PX || !footer ? top : footer.getBoundingClientRect().top;
      setClearance(Math.max(0, Math.round(window.innerHeight - edge)) + GAP_PX);
    };
    measure();
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resize?.observe(dialog);
    if (footer) resize?.observe(footer);
    window.addEventListener('resize', measure);
    return () => {
      resize?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [dialog]);
  return clearance;
}
