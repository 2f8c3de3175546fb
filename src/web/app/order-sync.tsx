import { useEffect } from 'react';
import { STARTUP_SYNC_DELAY_MS } from '../../domain/order-retry';
import { toast } from '../lib/toast';
import { HAS_PENDING_ORDERS_KEY, getPendingOrders, isRetrying } from '../stores/pending-orders';
import { syncOrdersWithToasts } from '../stores/sync-orders';

/**
 * spec §4 'Sync trigger': 2 s after the app starts when orders are pending, and whenever the
 * connection comes back. Renders nothing.
 */
export function OrderSync() {
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
        description: `${due} pedidos offline serão sincronizados automaticamente.`,
      });
      timer = setTimeout(() => {
        if (navigator.onLine) void syncOrdersWithToasts();
      }, STARTUP_SYNC_DELAY_MS);
    }
    const onOnline = () => {
      if (getPendingOrders().some(isRetrying)) void syncOrdersWithToasts();
    };
    window.addEventListener('online', onOnline);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', onOnline);
    };
  }, []);
  return null;
}
