import { toast } from '../lib/toast';
import type { SyncResult } from './pending-orders';

/** '1 pedido' / '2 pedidos': the count with its word in the right number. */
export function countOf(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

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
      description: `${countOf(syncedCount, 'pedido feito sem conexão chegou', 'pedidos feitos sem conexão chegaram')} à pizzaria. Acompanhe em Perfil, Meus pedidos.`,
    });
  }
  // too old, or without the proof of its time (decision 038): the profile lists it with WhatsApp
  if (refusedCount > 0) {
    toast.error('Pedido não enviado', {
      description: `${
        refusedCount === 1
          ? '1 pedido feito sem conexão não pode mais ser enviado'
          : `${refusedCount} pedidos feitos sem conexão não podem mais ser enviados`
      } pelo site. Veja em Perfil e envie pelo WhatsApp.`,
    });
  }
  const failed = failedCount - refusedCount;
  if (failed > 0) {
    toast.error('Sincronização com problemas', {
      description: `Não foi possível enviar ${countOf(failed, 'pedido', 'pedidos')}. Tente novamente mais tarde.`,
    });
  }
}
