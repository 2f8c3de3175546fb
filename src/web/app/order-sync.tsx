import { useEffect } from 'react';
import { STARTUP_SYNC_DELAY_MS } from '../../domain/order-retry';
import { toast } from '../lib/toast';
import {
  HAS_PENDING_ORDERS_KEY,
  getPendingOrders,
  isRetrying,
  nextRetryAt,
  onSyncFinished,
  syncPendingOrders,
  usePendingOrders,
} from '../stores/pending-orders';
import { announceSyncResult, countOf } from '../stores/sync-orders';

/**
 * docs/product/states.md#sync-trigger: 2 s after the app starts when orders are pending, whenever the
 * connection comes back, and when the server said an order may be sent again (after a 429: it
 * waits, it is never dropped). Each sync's result is announced once. Renders nothing.
 */
export function OrderSync() {
  const pending = usePendingOrders();
  useEffect(() => onSyncFinished(announceSyncResult), []);

  useEffect(() => {
    const at = nextRetryAt(pending, new Date());
    if (!at) return;
    const timer = setTimeout(
      () => {
        if (navigator.onLine) void syncPendingOrders();
      },
      Math.max(0, at.getTime() - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [pending]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let hasPendingFlag = false;
    try {
      hasPendingFlag = window.localStorage.getItem(HAS_PENDING_ORDERS_KEY) === 'true';
    } catch {
      // storage unavailable: nothing was queued on this device
    }
    const due = getPendingOrders().filter(isRetrying).length;
    if (hasPendingFlag && due > 0) {
      toast('Pedidos offline detectados', {
        description: `${countOf(due, 'pedido feito sem conexão será enviado', 'pedidos feitos sem conexão serão enviados')} automaticamente.`,
      });
      timer = setTimeout(() => {
        if (navigator.onLine) void syncPendingOrders();
      }, STARTUP_SYNC_DELAY_MS);
    }
    const onOnline = () => {
      if (getPendingOrders().some(isRetrying)) void syncPendingOrders();
    };
    window.addEventListener('online', onOnline);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', onOnline);
    };
  }, []);
  return null;
}
