import { useQueryClient } from '@tanstack/react-query';
import { RotateCcwIcon } from 'lucide-react';
import { useState } from 'react';
import type { AdminOrder } from '../../../../domain/admin-orders';
import { formatTime } from '../../../../domain/date-format';
import { useEstablishment, useShopTimeZone } from '../../../api/get-establishment';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
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

  if (!printed && !printer) return null;
  return (
    <span className="flex items-center gap-2" data-print-decision={decision ?? 'none'}>
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
    </span>
  );
}
