import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { AdminEventSchema, type AdminEvent } from '../../../../domain/admin-orders';
import { bottomRightOnWideScreens, toast } from '../../../lib/toast';
import { adminKeys } from '../../../admin/api/admin-request';
import { forgetLocalRing, markOrderOpened, newOrderToastId } from '../stores/alarm-store';
import { setLiveConnection, reconnectDelayMs } from '../stores/connection-store';
import { unopenedOrdersKey } from '../api/unopened-orders';
import { orderLink } from '../../../admin/order/order-link';
import { useLatest } from '../../../lib/use-latest';
import { orderWhatsAppKeys } from '../api/get-order-whatsapp';

const EVENTS_URL = '/api/admin/events';
const NEW_ORDER_TOAST_MS = 15_000;

/**
 * The admin app's one live connection (docs/product/principles.md#back-office: server-sent events). Every event reads
 * the lists, the dashboard and the set of unopened orders again (the alarm follows that set,
 * decision 026); a new order also shows 'Novo pedido #id' with 'Ver pedido'. When the connection
 * drops (or the device goes offline) the desk says so at once and tries again, waiting longer
 * each time; once it is back it reads everything again, so no order placed meanwhile is skipped.
 */
export function useAdminEvents() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const navigateRef = useLatest(navigate);

  useEffect(() => {
    let source: EventSource | null = null;
    let retryTimer: number | undefined;
    let attempt = 0;

    const refresh = () => {
      // the orders branch holds the lists and the unopened set
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
      if (event.type === 'order.opened') {
        forgetLocalRing(event.orderId);
        void queryClient.invalidateQueries({ queryKey: unopenedOrdersKey });
        toast.dismiss(newOrderToastId(event.orderId));
        return;
      }
      refresh();
      // the kitchen marked items ready (decision 058), a driver took or ended a trip (decision
      // 066): the lists are read again, nothing rings
      if (event.type === 'order.kitchen' || event.type === 'delivery.changed') return;
      if (event.type === 'order.status') {
        toast.dismiss(newOrderToastId(event.orderId));
        return;
      }
      const orderId = event.orderId;
      toast(`Novo pedido #${orderId}`, {
        id: newOrderToastId(orderId),
        description: event.origin === 'offline' ? 'Pedido feito sem conexão (Offline).' : undefined,
        duration: NEW_ORDER_TOAST_MS,
        // at the bottom: the top bar (and its sound switch) and the cards' buttons stay reachable
        ...bottomRightOnWideScreens(),
        action: {
          label: 'Ver pedido',
          onClick: () => {
            markOrderOpened(orderId);
            void navigateRef.current(orderLink(orderId));
          },
        },
      });
    };

    const drop = () => {
      source?.close();
      source = null;
      setLiveConnection('lost');
      // a session that ended answers 401: the session query sends the desk to the login
      void queryClient.invalidateQueries({ queryKey: adminKeys.session });
      window.clearTimeout(retryTimer);
      retryTimer = window.setTimeout(connect, reconnectDelayMs(attempt));
      attempt += 1;
    };

    const connect = () => {
      window.clearTimeout(retryTimer);
      source?.close();
      const current = new EventSource(EVENTS_URL);
      source = current;
      current.addEventListener('open', () => {
        attempt = 0;
        setLiveConnection('open');
        // events sent while it was down are lost: read the lists and the unopened set again
        refresh();
      });
      current.addEventListener('order.created', onEvent);
      current.addEventListener('order.status', onEvent);
      current.addEventListener('order.opened', onEvent);
      current.addEventListener('order.kitchen', onEvent);
      current.addEventListener('delivery.changed', onEvent);
      // the owner changed the kitchen's stations or clocks: its board reads them again
      current.addEventListener('kitchen.changed', () => {
        void queryClient.invalidateQueries({ queryKey: adminKeys.orders });
      });
      // a comanda was opened, grew, lost or gained a line, or closed at another desk (decision 057)
      current.addEventListener('comanda.changed', () => {
        void queryClient.invalidateQueries({ queryKey: adminKeys.comandas });
      });
      // the official WhatsApp's messages of an order changed (a receipt, a failure; decision 073)
      current.addEventListener('whatsapp.changed', () => {
        void queryClient.invalidateQueries({ queryKey: orderWhatsAppKeys.all });
      });
      // the owner changed this account's role: read the session (and what it may see) again
      current.addEventListener('staff.changed', () => {
        void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      });
      // the server's own events connection was lost and is back: read everything again
      current.addEventListener('events.resumed', refresh);
      // a job died, recovered, was retried or discarded: 'Tarefas com problema' and its badge
      current.addEventListener('jobs.changed', () => {
        void queryClient.invalidateQueries({ queryKey: adminKeys.jobs });
      });
      // a server that sends unnamed events: the payload names its own type
      current.addEventListener('message', onEvent);
      current.addEventListener('error', () => {
        if (source === current) drop();
      });
    };

    const onOffline = () => drop();
    const onOnline = () => {
      attempt = 0;
      connect();
    };
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    connect();
    return () => {
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
      window.clearTimeout(retryTimer);
      source?.close();
      setLiveConnection('connecting');
    };
  }, [queryClient, navigateRef]);
}
