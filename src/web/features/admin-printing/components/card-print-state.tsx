import { useQueryClient } from '@tanstack/react-query';
import { RotateCcwIcon } from 'lucide-react';
import { useState } from 'react';
import type { AdminOrder } from '../../../../domain/admin-orders';
import { formatTime } from '../../../../domain/date-format';
import { useEstablishment, useShopTimeZone } from '../../../api/get-establishment';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { PRINTER_ROLE_LABELS } from '../../../../domain/admin-printers';
import { serverMessage } from '../../../admin/api/error-message';
import { useNetworkPrinterRoles, useNetworkReprint } from '../api/network-printers';
import { recordPrint } from '../api/record-print';
import { printTicket } from '../print-ticket';
import { usePrintDecision } from '../stores/print-decisions';
import { usePrinterState } from '../stores/printer-store';

/** 'Impresso às 20:31 (2×)': the first print's time, and how many times, on every desk. */
function describePrinted(
  order: Pick<AdminOrder, 'printedAt' | 'printCount'>,
  timeZone: string,
): string | null {
  if (order.printedAt === null) return null;
  return `Impresso às ${formatTime(order.printedAt, timeZone)} (${order.printCount}×)`;
}

/**
 * On each order card: whether and when its ticket went to a thermal printer, and 'Reimprimir' on
 * a desk with a printer connected (it always prints, and counts).
 */
export function CardPrintState({ order }: { order: AdminOrder }) {
  const queryClient = useQueryClient();
  const timeZone = useShopTimeZone();
  const { data: shop } = useEstablishment();
  const { settings, printer } = usePrinterState();
  const decision = usePrintDecision(order.id);
  const [isPrinting, setPrinting] = useState(false);
  const printed = describePrinted(order, timeZone);
  const networkRoles = useNetworkPrinterRoles().data?.roles ?? [];
  const networkReprint = useNetworkReprint();
  // the network printers print an order once it is accepted (docs/decisions/050)
  const isAccepted = order.status !== 'pendente' && order.status !== 'rejeitado';

  async function reprint() {
    if (!printer) return;
    setPrinting(true);
    try {
      const claim = await recordPrint(queryClient, order.id, 'reprint');
      await printTicket(printer, claim.order, {
        width: settings.width,
        shopName: shop?.name ?? '',
        timeZone,
      });
    } catch (error) {
      toast.error(
        error instanceof Error && error.message
          ? `Não foi possível imprimir o pedido #${order.id}: ${error.message}`
          : `Não foi possível imprimir o pedido #${order.id}.`,
        { id: `print-error-${order.id}` },
      );
    } finally {
      setPrinting(false);
    }
  }

  function reprintOnNetwork(role: (typeof networkRoles)[number]) {
    networkReprint.mutate(
      { orderId: order.id, role },
      {
        onSuccess: ({ printer: name }) =>
          toast.success(`Pedido #${order.id} enviado para a impressora ${name}`),
        onError: (error) =>
          toast.error(`Não foi possível reimprimir o pedido #${order.id}`, {
            description: serverMessage(error, 'Tente novamente.'),
          }),
      },
    );
  }

  const networkButtons = isAccepted ? networkRoles : [];
  if (!printed && !printer && networkButtons.length === 0) return null;
  return (
    <span className="flex flex-wrap items-center gap-2" data-print-decision={decision ?? 'none'}>
      {printed && (
        <span className="text-xs font-medium text-stone-600" role="status">
          {printed}
        </span>
      )}
      {printer && (
        <Button size="sm" variant="outline" disabled={isPrinting} onClick={() => void reprint()}>
          <RotateCcwIcon aria-hidden />
          {order.printedAt === null ? 'Imprimir na térmica' : 'Reimprimir'}
        </Button>
      )}
      {networkButtons.map((role) => (
        <Button
          key={role}
          size="sm"
          variant="outline"
          disabled={networkReprint.isPending}
          onClick={() => reprintOnNetwork(role)}
        >
          <RotateCcwIcon aria-hidden />
          Reimprimir: {PRINTER_ROLE_LABELS[role]}
        </Button>
      ))}
    </span>
  );
}
