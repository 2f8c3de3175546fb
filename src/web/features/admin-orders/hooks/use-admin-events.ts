import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { AdminEventSchema, type AdminEvent } from '../../../../domain/admin-orders';
import { toast } from '../../../lib/toast';
import { adminKeys } from '../../../admin/api/admin-request';
import { markOrderOpened, newOrderToastId, ringForOrder } from '../stores/alarm-store';
import { orderLink } from '../../../admin/order/order-link';
import { useLatest } from '../../../lib/use-latest';

const EVENTS_URL = '/api/admin/events';
/** EventSource reconnects by itself after a dropped connection, not after an HTTP error. */
const RECONNECT_AFTER_ERROR_MS = 5_000;
const NEW_ORDER_TOAST_MS = 15_000;

/**
 * The admin app's one live connection (PRODUCT.md Admin: server-sent events). A new order refreshes
 * the lists and the dashboard, shows 'Novo pedido #id' with 'Ver pedido', and rings until someone
 * opens it; a status change refreshes them too, and silences that order's alarm (someone handled it).
 */
export function useAdminEvents() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const navigateRef = useLatest(navigate);

  useEffect(() => {
    let source: EventSource | null = null;
    let retryTimer: number | undefined;
    let missedEvents = false;

    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.orders });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
      void queryClient.invalidateQueries({ queryKey: adminKeys.customers });
    };

    const onEvent = (message: MessageEvent<unknown>) => {
      let data: unknown;
      try {
        data = typeof message.data === 'string' ? JSON.parse(message.data) : undefined;
      } catch {
        return;
      }
      const parsed = AdminEventSchema.safeParse(data);
      if (!parsed.success) return;
      handle(parsed.data);
    };

    const handle = (event: AdminEvent) => {
      refresh();
      if (event.type === 'order.status') {
        markOrderOpened(event.orderId);
        return;
      }
      const orderId = event.orderId;
      ringForOrder(orderId);
      toast(`Novo pedido #${orderId}`, {
        id: newOrderToastId(orderId),
        description: event.origin === 'offline' ? 'Pedido feito sem conexão (Offline).' : undefined,
        duration: NEW_ORDER_TOAST_MS,
        // at the bottom: the top bar (and its sound switch) and the cards' buttons stay reachable
        position: 'bottom-right',
        action: {
          label: 'Ver pedido',
          onClick: () => {
            markOrderOpened(orderId);
            void navigateRef.current(orderLink(orderId));
          },
        },
      });
    };

    const connect = () => {
      const current = new EventSource(EVENTS_URL);
      source = current;
      current.addEventListener('open', () => {
        // events sent while the connection was down are lost: read the lists again
        if (missedEvents) refresh();
        missedEvents = false;
      });
      current.addEventListener('order.created', onEvent);
      current.addEventListener('order.status', onEvent);
      // a server that sends unnamed events: the payload names its own type
      current.addEventListener('message', onEvent);
      current.addEventListener('error', () => {
        missedEvents = true;
        if (current.readyState !== EventSource.CLOSED) return;
        // closed for good (e.g. 401): is the session still there? then try again a bit later
        void queryClient.invalidateQueries({ queryKey: adminKeys.session });
        window.clearTimeout(retryTimer);
        retryTimer = window.setTimeout(connect, RECONNECT_AFTER_ERROR_MS);
      });
    };

    connect();
    return () => {
      window.clearTimeout(retryTimer);
      source?.close();
    };
  }, [queryClient, navigateRef]);
}
