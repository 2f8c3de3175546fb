import { PrinterIcon, UnplugIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { NativeSelect } from '../../../admin/ui/select';
import { Switch } from '../../../admin/ui/switch';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import {
  CONNECTION_LABELS,
  choosePrinter,
  reopenPrinter,
  supportedConnections,
  type Connection,
} from '../device/printer-device';
import { PAPER_WIDTHS, type PaperWidth } from '../escpos/paper';
import { useAutoPrint } from '../hooks/use-auto-print';
import {
  getPrinterState,
  setPrinter,
  updateSettings,
  usePrinterState,
} from '../stores/printer-store';

/**
 * The desk's thermal printer: 'Conectar impressora' (Web Serial or WebUSB, Chromium on a
 * computer), the roll's width and 'Imprimir automaticamente', all remembered by this device. It
 * also runs the automatic printing while the desk is open.
 */
export function PrinterPanel() {
  useAutoPrint();
  const id = useId();
  const { settings, printer } = usePrinterState();
  const [connections] = useState(supportedConnections);
  const [isConnecting, setConnecting] = useState(false);
  const connection: Connection = connections.includes(settings.connection)
    ? settings.connection
    : (connections[0] ?? settings.connection);

  // a printer this device chose before opens again without asking (the browser remembers it)
  useEffect(() => {
    if (connections.length === 0 || getPrinterState().printer) return;
    let isCurrent = true;
    reopenPrinter(connection)
      .then((found) => {
        if (isCurrent && found) setPrinter(found);
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [connection, connections.length]);

  async function connect() {
    setConnecting(true);
    try {
      setPrinter(await choosePrinter(connection));
      updateSettings({ connection });
    } catch (error) {
      // closing the browser's chooser is not an error worth a toast
      if (!(error instanceof DOMException && error.name === 'NotFoundError')) {
        toast.error(
          error instanceof Error && error.message
            ? `Não foi possível conectar a impressora: ${error.message}`
            : 'Não foi possível conectar a impressora.',
        );
      }
    } finally {
      setConnecting(false);
    }
  }

  return (
    <section
      aria-label="Impressora"
      className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-3 rounded-2xl border border-stone-200 bg-white p-3 text-sm shadow-sm"
    >
      <p className="flex items-center gap-2 font-semibold text-stone-900">
        <PrinterIcon className="size-4" aria-hidden />
        {printer ? (
          <span>
            Impressora conectada{' '}
            <span className="font-normal text-stone-600">({printer.name})</span>
          </span>
        ) : (
          <span>Impressora não conectada</span>
        )}
      </p>
      {connections.length === 0 ? (
        <p className="text-stone-600">
          Para imprimir direto na impressora térmica, abra o painel no Chrome ou Edge de um
          computador. A impressão pelo navegador continua em 'Imprimir'.
        </p>
      ) : (
        <>
          {connections.length > 1 && (
            <label className="flex items-center gap-2">
              <span className="text-stone-700">Conexão</span>
              <NativeSelect
                value={connection}
                onChange={(event) =>
                  updateSettings({ connection: event.target.value as Connection })
                }
                className="w-40"
              >
                {connections.map((value) => (
                  <option key={value} value={value}>
                    {CONNECTION_LABELS[value]}
                  </option>
                ))}
              </NativeSelect>
            </label>
          )}
          <label className="flex items-center gap-2">
            <span className="text-stone-700">Papel</span>
            <NativeSelect
              value={settings.width}
              onChange={(event) => updateSettings({ width: event.target.value as PaperWidth })}
              className="w-28"
            >
              {PAPER_WIDTHS.map((value) => (
                <option key={value} value={value}>
                  {value} mm
                </option>
              ))}
            </NativeSelect>
          </label>
          <span className="flex items-center gap-2">
            <Switch
              id={`${id}-auto`}
              checked={settings.autoPrint}
              onCheckedChange={(autoPrint) => updateSettings({ autoPrint })}
            />
            <label htmlFor={`${id}-auto`} className="text-stone-800">
              Imprimir automaticamente ao aceitar
            </label>
          </span>
          <Button
            size="sm"
            variant={printer ? 'outline' : 'default'}
            className="ml-auto"
            disabled={isConnecting}
            onClick={() => void connect()}
          >
            {printer ? <UnplugIcon aria-hidden /> : <PrinterIcon aria-hidden />}
            {printer ? 'Trocar impressora' : 'Conectar impressora'}
          </Button>
        </>
      )}
    </section>
  );
}
