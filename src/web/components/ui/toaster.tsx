import { useEffect, useSyncExternalStore } from 'react';
import { Toaster as SonnerToaster, toast } from 'sonner';
import { useBottomDockClearance } from '../../lib/bottom-docks';
import { useClearanceForDialog, useTopDialog } from '../../lib/open-dialogs';
import { connectToaster, TOAST_DURATION_MS, WIDE_TOASTS_QUERY } from '../../lib/toast';

/** Below the sticky top bar (h-14) with a gap: the header and the page's heading stay in sight. */
const BELOW_HEADER_PX = 72;
const EDGE_PX = 16;

const hasMediaQueries = () => typeof window.matchMedia === 'function';

function useIsWide(): boolean {
  return useSyncExternalStore(
    (listener) => {
      if (!hasMediaQueries()) return () => undefined;
      const query = window.matchMedia(WIDE_TOASTS_QUERY);
      query.addEventListener('change', listener);
      return () => query.removeEventListener('change', listener);
    },
    () => !hasMediaQueries() || window.matchMedia(WIDE_TOASTS_QUERY).matches,
    () => true,
  );
}

/**
 * sonner's Toaster, loaded on the first toast (lib/toast.ts). Toasts never cover the header or
 * the page's heading, nor each other (decision 040): on a phone they stack at the bottom, above
 * the bottom bar and the checkout's total; from 768 px at the top right, below the header. While
 * a dialog is open they never cover its fields or buttons (decision 043): they stack above the
 * dialog when there is room over it, else (a dialog that fills the screen) just above its
 * buttons, so its title and progress stay in sight. A toast placed at the bottom right (the
 * desk's 'Novo pedido') keeps the same clearance. Every toast is listed, none hides another.
 */
export function Toaster() {
  const dialog = useTopDialog();
  const clearOfDialog = useClearanceForDialog(dialog);
  const aboveDocks = useBottomDockClearance();
  const isWide = useIsWide();
  const atBottom = dialog !== null || !isWide;
  const offset = atBottom
    ? { bottom: clearOfDialog ?? Math.max(aboveDocks, EDGE_PX) }
    : { top: BELOW_HEADER_PX, right: EDGE_PX };
  // a parent's effect runs after its children's: sonner's Toaster is listening by now
  useEffect(() => {
    connectToaster(toast);
    return () => connectToaster(null);
  }, []);
  return (
    <SonnerToaster
      position={atBottom ? 'bottom-center' : 'top-right'}
      offset={offset}
      mobileOffset={offset}
      expand
      richColors
      closeButton
      duration={TOAST_DURATION_MS}
      toastOptions={{ closeButton: true }}
      containerAriaLabel="Notificações"
    />
  );
}
