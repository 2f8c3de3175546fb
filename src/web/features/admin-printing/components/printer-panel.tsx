import { PrinterIcon, Settings2Icon, TriangleAlertIcon, UnplugIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { NativeSelect } from '../../../admin/ui/select';
import { Switch } from '../../../admin/ui/switch';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import {
  CONNECTION_LABELS,
  choosePrinter,
  reopenPrinter,
  supportedConnections,
  type Connection,
} from '../device/printer-device';
import { PAPER_WIDTHS, type PaperWidth } from '../../../../domain/tickets/paper';
import { useAutoPrint } from '../hooks/use-auto-print';
import {
  getPrinterState,
  setPrinter,
  updateSettings,
  usePrinterState,
} from '../stores/printer-store';

/**
 * The desk's thermal printer, as one compact part of the desk's bar (decision 042): what is
 * connected, 'Conectar impressora' (Web Serial or WebUSB, Chromium on a computer), and behind
 * 'Ajustes da impressora' the roll's width and 'Imprimir automaticamente', all remembered by this
 * device. It also runs the automatic printing while the desk is open, and says loudly when that
 * cannot print: switched on with no printer, or the printer's chooser closed without one.
 */
export function PrinterPanel() {
  useAutoPrint();
  const id = useId();
  const { settings, printer } = usePrinterState();
  const [connections] = useState(supportedConnections);
  const [isConnecting, setConnecting] = useState(false);
  const [isExpanded, setExpanded] = useState(false);
  /** The remembered printer is being looked for: no warning until that is known. */
  const [isReopening, setReopening] = useState(connections.length > 0);
  const [wasChooserClosed, setChooserClosed] = useState(false);
  const connection: Connection = connections.includes(settings.connection)
    ? settings.connection
    : (connections[0] ?? settings.connection);

  // a printer this device chose before opens again without asking (the browser remembers it)
  useEffect(() => {
    if (connections.length === 0 || getPrinterState().printer) {
      setReopening(false);
      return;
    }
    let isCurrent = true;
    reopenPrinter(connection)
      .then((found) => {
        if (isCurrent && found) setPrinter(found);
      })
      .catch(() => undefined)
      .finally(() => {
        if (isCurrent) setReopening(false);
      });
    return () => {
      isCurrent = false;
    };
  }, [connection, connections.length]);

  async function connect() {
    setConnecting(true);
    try {
      setPrinter(await choosePrinter(connection));
      updateSettings({ connection });
      setChooserClosed(false);
    } catch (error) {
      // the browser's chooser closed without a printer: said on the desk, not in a passing toast
      if (error instanceof DOMException && error.name === 'NotFoundError') {
        setChooserClosed(true);
      } else {
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

  const isAutoPrintBroken = settings.autoPrint && printer === null && !isReopening;
  const connectButton = (
    <Button
      size="sm"
      variant={printer ? 'outline' : 'default'}
      disabled={isConnecting}
      onClick={() => void connect()}
    >
      {printer ? <UnplugIcon aria-hidden /> : <PrinterIcon aria-hidden />}
      <span className="sr-only sm:not-sr-only">
        {printer ? 'Trocar impressora' : 'Conectar impressora'}
      </span>
    </Button>
  );

  return (
    <section
      aria-label="Impressora"
      className={cn(
        'flex min-w-0 flex-col gap-2 text-sm',
        // broken, it takes the whole width of the desk's bar: it must not be missed
        (isAutoPrintBroken || wasChooserClosed || isExpanded) && 'basis-full',
      )}
    >
      <div className="flex flex-wrap items-center justify-end gap-2">
        <p className="sr-only min-w-0 items-center gap-1.5 font-semibold text-stone-900 lg:not-sr-only lg:flex">
          <PrinterIcon
            className={cn('size-4 shrink-0', printer ? 'text-green-700' : 'text-stone-500')}
            aria-hidden
          />
          {connections.length === 0 ? (
            <span className="sr-only lg:not-sr-only">Impressão pelo navegador</span>
          ) : printer ? (
            <span className="truncate">
              Impressora conectada{' '}
              <span className="font-normal text-stone-600">({printer.name})</span>
              {settings.autoPrint && (
                <span className="ml-1 rounded-full bg-green-100 px-2 py-0.5 text-xs text-green-900">
                  Automática
                </span>
              )}
            </span>
          ) : (
            <span className="sr-only lg:not-sr-only">Impressora não conectada</span>
          )}
        </p>
        {connections.length > 0 && !isAutoPrintBroken && connectButton}
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={isExpanded}
          aria-controls={`${id}-settings`}
          onClick={() => setExpanded((open) => !open)}
        >
          <Settings2Icon aria-hidden />
          <span className="sr-only">Ajustes da impressora</span>
        </Button>
      </div>

      {(isAutoPrintBroken || wasChooserClosed) && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border-2 border-red-600 bg-red-50 px-3 py-2 font-semibold text-red-900"
        >
          <TriangleAlertIcon className="size-5 shrink-0" aria-hidden />
          <p className="min-w-0 flex-1">
            {isAutoPrintBroken
              ? wasChooserClosed
                ? 'Nenhuma impressora foi escolhida: a impressão automática está ligada, mas nenhum pedido será impresso.'
                : 'Impressão automática ligada sem impressora: nenhum pedido está sendo impresso.'
              : 'Nenhuma impressora foi escolhida.'}
          </p>
          {connections.length > 0 ? (
            connectButton
          ) : (
            <Button
              size="sm"
              variant="outline"
              onClick={() => updateSettings({ autoPrint: false })}
            >
              Desligar impressão automática
            </Button>
          )}
        </div>
      )}

      {isExpanded && (
        <div
          id={`${id}-settings`}
          className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-xl border border-stone-200 bg-white p-3 shadow-sm"
        >
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
            </>
          )}
        </div>
      )}
    </section>
  );
}
