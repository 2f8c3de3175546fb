import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { AdminOrderPageSchema } from '../../../../domain/admin-orders';
import {
  DEFAULT_SCHEDULING_SETTINGS,
  deskReleaseAt,
  formatSlot,
} from '../../../../domain/scheduling';
import { adminKeys, adminRequest } from '../../../admin/api/admin-request';
import { ADMIN_REFRESH_MS } from '../../../admin/api/get-orders';
import { orderLink } from '../../../admin/order/order-link';
import { useEstablishment } from '../../../api/get-establishment';
import { bottomRightOnWideScreens, toast } from '../../../lib/toast';
import { markOrderOpened, newOrderToastId, ringForOrder } from '../stores/alarm-store';
import { useLatest } from '../../../lib/use-latest';

const RELEASE_TOAST_MS = 15_000;
/** setTimeout holds at most ~24.8 days; the list is read again long before. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * A scheduled order waits in 'Agendados' until the lead time before its slot (30 min at least,
 * src/domain/scheduling.ts deskReleaseAt); at that moment the desk rings for it, as for a new
 * order, with its slot in the toast, and the lists are read again so 'Pendentes' shows it.
 */
export function useScheduledReleases() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const navigateRef = useLatest(navigate);
  const { data: shop } = useEstablishment();
  const scheduling = shop?.scheduling ?? DEFAULT_SCHEDULING_SETTINGS;
  const timeZone = shop?.timeZone;
  const held = useQuery({
    queryKey: [...adminKeys.orders, 'held-for-slots'],
    queryFn: ({ signal }) =>
      adminRequest('/admin/orders?filter=agendados&limit=100', AdminOrderPageSchema, { signal }),
    refetchInterval: ADMIN_REFRESH_MS,
  });
  const released = useRef(new Set<number>());

  useEffect(() => {
    const orders = held.data?.orders ?? [];
    if (orders.length === 0 || !timeZone) return;
    const releases = orders.flatMap((order) =>
      order.scheduledFor && !released.current.has(order.id)
        ? [{ order, at: deskReleaseAt(order.scheduledFor, scheduling.leadMinutes).getTime() }]
        : [],
    );
    if (releases.length === 0) return;
    const release = () => {
      const now = Date.now();
      let any = false;
      for (const { order, at } of releases) {
        if (at > now || released.current.has(order.id) || !order.scheduledFor) continue;
        released.current.add(order.id);
        any = true;
        ringForOrder(order.id);
        toast(`Pedido agendado #${order.id}`, {
          id: newOrderToastId(order.id),
          description: `${formatSlot(order.scheduledFor, scheduling.slotMinutes, timeZone, new Date())}: hora de preparar.`,
          duration: RELEASE_TOAST_MS,
          ...bottomRightOnWideScreens(),
          action: {
            label: 'Ver pedido',
            onClick: () => {
              markOrderOpened(order.id);
              void navigateRef.current(orderLink(order.id));
            },
          },
        });
      }
      if (any) {
        void queryClient.invalidateQueries({ queryKey: adminKeys.orders });
        void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
      }
    };
    const next = Math.min(...releases.map((r) => r.at));
    const timer = window.setTimeout(
      release,
      Math.min(Math.max(next - Date.now(), 0), MAX_TIMER_MS),
    );
    return () => window.clearTimeout(timer);
  }, [
    held.data,
    scheduling.leadMinutes,
    scheduling.slotMinutes,
    timeZone,
    queryClient,
    navigateRef,
  ]);
}
