import { toast } from '../lib/toast';
import { syncPendingOrders } from './pending-orders';

let inFlight: Promise<void> | null = null;

/**
 * Sends the offline queue and tells the customer what happened (spec §8 'Sync' toasts). Triggers
 * that arrive while a sync runs (a reconnection fires several) join it instead of toasting twice.
 */
export function syncOrdersWithToasts(only?: string): Promise<void> {
  inFlight ??= syncAndToast(only).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function syncAndToast(only?: string): Promise<void> {
  const { syncedCount, failedCount } = await syncPendingOrders(only);
  if (syncedCount > 0) {
    toast.success('Pedidos sincronizados', {
      description: `${syncedCount} pedido(s) sincronizado(s) com o sistema.`,
    });
  }
  if (failedCount > 0) {
    toast.error('Sincronização com problemas', {
      description: `Não foi possível sincronizar ${failedCount} pedidos. Tente novamente mais tarde.`,
    });
  }
}
