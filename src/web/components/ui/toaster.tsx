import { useEffect } from 'react';
import { Toaster as SonnerToaster, toast } from 'sonner';
import { connectToaster, TOAST_DURATION_MS } from '../../lib/toast';

/** sonner's Toaster, loaded on the first toast (lib/toast.ts). */
export function Toaster() {
  // a parent's effect runs after its children's: sonner's Toaster is listening by now
  useEffect(() => {
    connectToaster(toast);
    return () => connectToaster(null);
  }, []);
  return (
    <SonnerToaster
      position="top-center"
      richColors
      closeButton
      duration={TOAST_DURATION_MS}
      toastOptions={{ closeButton: true }}
      containerAriaLabel="Notificações"
    />
  );
}
