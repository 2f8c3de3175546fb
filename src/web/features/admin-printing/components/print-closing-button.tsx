import { PrinterIcon } from 'lucide-react';
import { useState } from 'react';
import type { CashShift } from '../../../../domain/admin-cash-shift';
import { useEstablishment, useShopTimeZone } from '../../../api/get-establishment';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { printClosing } from '../print-closing';
import { usePrinterState } from '../stores/printer-store';

/**
 * 'Imprimir fechamento': on the receipt printer this device connected (Web Serial/WebUSB); without
 * one, the browser's print dialog prints the closing page (docs/decisions/048).
 */
export function PrintClosingButton({ shift }: { shift: CashShift }) {
  const timeZone = useShopTimeZone();
  const { data: shop } = useEstablishment();
  const { settings, printer } = usePrinterState();
  const [isPrinting, setPrinting] = useState(false);

  async function print() {
    if (!printer) {
      window.print();
      return;
    }
    setPrinting(true);
    try {
      await printClosing(printer, shift, {
        width: settings.width,
        shopName: shop?.name ?? '',
        timeZone,
      });
      toast.success('Fechamento enviado para a impressora.');
    } catch (error) {
      toast.error(
        error instanceof Error && error.message
          ? `Não foi possível imprimir o fechamento: ${error.message}`
          : 'Não foi possível imprimir o fechamento.',
      );
    } finally {
      setPrinting(false);
    }
  }

  return (
    <div className="flex flex-col items-start gap-1 print:hidden">
      <Button variant="outline" disabled={isPrinting} onClick={() => void print()}>
        <PrinterIcon aria-hidden />
        Imprimir fechamento
      </Button>
      <span className="text-xs text-stone-600">
        {printer
          ? 'Na impressora térmica conectada neste aparelho.'
          : 'Sem impressora térmica conectada: abre a impressão do navegador.'}
      </span>
    </div>
  );
}
