import { toast } from '../lib/toast';
import type { SyncResult } from './pending-orders';

/**
 * Tells the customer what a sync of the offline queue did (docs/product/errors.md#sync toasts): one toast per
 * sync, however many triggers asked for it (the queue runs one sync at a time and calls this
 * once when it ends).
 */
export function announceSyncResult({
  syncedCount,
  failedCount,
  refusedCount = 0,
}: SyncResult): void {
  if (syncedCount > 0) {
    toast.success('Pedidos sincronizados', {
      description: `${syncedCount} pedido(s) sincronizado(s) com o sistema.`,
    });
  }
  // too old, or without the proof of its time (decision 038): the profile lists it with WhatsApp
  if (refusedCount > 0) {
    toast.error('Pedido não enviado', {
      description: `${refusedCount} pedido(s) feito(s) sem conexão não pode(m) mais ser enviado(s) pelo site. Veja em Perfil e envie pelo WhatsApp.`,
    });
  }
  if (failedCount - refusedCount > 0) {
    toast.error('Sincronização com problemas', {
      description: `Não foi possível sincronizar ${failedCount - refusedCount} pedidos. Tente novamente mais tarde.`,
    });
  }
}
