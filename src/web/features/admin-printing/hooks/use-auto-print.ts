import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { AdminOrderPageSchema, type AdminOrder } from '../../../../domain/admin-orders';
import { adminKeys, adminRequest } from '../../../admin/api/admin-request';
import { useEstablishment, useShopTimeZone } from '../../../api/get-establishment';
import { toast } from '../../../lib/toast';
import { recordPrint } from '../api/record-print';
import { printTicket } from '../print-ticket';
import { usePrinterState } from '../stores/printer-store';
import { markDecided } from '../stores/print-decisions';

/** The orders being worked on, where an order just accepted is. */
const watchKey = [...adminKeys.orders, 'auto-print'] as const;

/** Whether this desk should try to print the order now (the server decides who really does). */
function isDueForAutoPrint(order: AdminOrder, since: string | null): boolean {
  return (
    order.status === 'aprovado' &&
    order.printedAt === null &&
    since !== null &&
    order.statusChangedAt >= since
  );
}

/**
 * On a desk set to print automatically with its printer connected: every order seen accepted and
 * not yet printed is claimed from the server, and printed here only if this desk won the claim
 * (docs/decisions/028). The live events read the list again the moment an order is accepted,
 * here or on any desk, or by auto-accept.
 */
export function useAutoPrint() {
  const queryClient = useQueryClient();
  const { settings, printer } = usePrinterState();
  const { data: shop } = useEstablishment();
  const timeZone = useShopTimeZone();
  const isOn = settings.autoPrint && printer !== null;
  const orders = useQuery({
    queryKey: watchKey,
    queryFn: ({ signal }) =>
      adminRequest('/admin/orders?filter=em_andamento&limit=50', AdminOrderPageSchema, { signal }),
    enabled: isOn,
    refetchInterval: 60_000,
  });
  const asked = useRef(new Set<number>());

  useEffect(() => {
    if (!isOn || !printer || !orders.data) return;
    for (const order of orders.data.orders) {
      if (asked.current.has(order.id)) continue;
      if (!isDueForAutoPrint(order, settings.autoPrintSince)) {
        // accepted while this desk printed automatically, and already printed by another desk
        if (isDueForAutoPrint({ ...order, printedAt: null }, settings.autoPrintSince)) {
          asked.current.add(order.id);
          markDecided(order.id, 'elsewhere');
        }
        continue;
      }
      asked.current.add(order.id);
      void (async () => {
        try {
          const claim = await recordPrint(queryClient, order.id, 'auto');
          if (!claim.claimed) {
            markDecided(order.id, 'elsewhere');
            return;
          }
          await printTicket(printer, claim.order, {
            width: settings.width,
            shopName: shop?.name ?? '',
            timeZone,
          });
          markDecided(order.id, 'here');
        } catch (error) {
          markDecided(order.id, 'failed');
          toast.error(
            `Não foi possível imprimir o pedido #${order.id}: ${
              error instanceof Error ? error.message : 'erro da impressora'
            }. Use 'Reimprimir'.`,
            { id: `print-error-${order.id}` },
          );
        }
      })();
    }
  }, [
    isOn,
    printer,
    orders.data,
    settings.autoPrintSince,
    settings.width,
    shop?.name,
    timeZone,
    queryClient,
  ]);
}
