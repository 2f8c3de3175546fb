import { toast } from '../lib/toast';
import type { SyncResult } from './pending-orders';

/**
 * Tells the customer what a sync of the offline queue did (spec §8 'Sync' toasts): one toast per
 * sync, however many triggers asked for it (the queue runs one sync at a time and calls this
 * once when it ends).
 */
export function announceSyncResult({ syncedCount, failedCount }: SyncResult): void {
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
