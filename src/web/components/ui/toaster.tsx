import { useEffect } from 'react';
import { Toaster as SonnerToaster, toast } from 'sonner';
import { useClearanceAboveFooter, useTopDialog } from '../../lib/open-dialogs';
import { connectToaster, TOAST_DURATION_MS } from '../../lib/toast';

/**
 * sonner's Toaster, loaded on the first toast (lib/toast.ts). At the top of the screen, except
 * while a dialog is open: then at the bottom, just above the dialog's buttons, so a toast never
 * hides the dialog's title and progress (on a phone the dialog fills the screen).
 */
export function Toaster() {
  const dialog = useTopDialog();
  const clearance = useClearanceAboveFooter(dialog);
  const offset = clearance === null ? undefined : { bottom: clearance };
  // a parent's effect runs after its children's: sonner's Toaster is listening by now
  useEffect(() => {
    connectToaster(toast);
    return () => connectToaster(null);
  }, []);
  return (
    <SonnerToaster
      position={dialog ? 'bottom-center' : 'top-center'}
      offset={offset}
      mobileOffset={offset}
      richColors
      closeButton
      duration={TOAST_DURATION_MS}
      toastOptions={{ closeButton: true }}
      containerAriaLabel="Notificações"
    />
  );
}
