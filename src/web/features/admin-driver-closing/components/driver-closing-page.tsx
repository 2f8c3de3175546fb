import { DownloadIcon, PrinterIcon } from 'lucide-react';
import { useState } from 'react';
import { formatDate } from '../../../../domain/date-format';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { serverMessage } from '../../../admin/api/error-message';
import { PageHeader } from '../../../admin/ui/page-header';
import { driverClosingCsvUrl, useDriverClosing, useSettleDriver } from '../api/driver-closing-api';
import { DriverClosingCard } from './driver-closing-card';

/**
 * `/admin/entregadores/acerto` ('Acerto dos entregadores', decision 070): a card per driver who
 * went out on the business day, printable one per page, and the day's CSV.
 */
export function DriverClosingPage() {
  const [day, setDay] = useState<string | null>(null);
  const closing = useDriverClosing(day);
  const settle = useSettleDriver();
  const data = closing.data;
  const shownDay = day ?? data?.day ?? '';
  return (
    <main>
      <PageHeader
        title="Acerto dos entregadores"
        description="O que cada entregador recebeu na porta, as taxas a pagar e o que fica com o caixa."
        actions={
          <div className="flex flex-wrap gap-2 print:hidden">
            <Button variant="outline" onClick={() => window.print()} disabled={!data}>
              <PrinterIcon aria-hidden />
              Imprimir
            </Button>
            <Button variant="outline" asChild>
              <a href={shownDay ? driverClosingCsvUrl(shownDay) : undefined} download>
                <DownloadIcon aria-hidden />
                Exportar CSV
              </a>
            </Button>
          </div>
        }
      />
      <div className="mb-4 flex flex-wrap items-end gap-3 print:hidden">
        <label className="flex flex-col gap-1 text-sm font-medium text-stone-700">
          Dia
          <Input
            type="date"
            value={shownDay}
            onChange={(event) => setDay(event.target.value || null)}
            className="w-44"
          />
        </label>
        {data?.dayLabel && <p className="pb-2 text-sm text-stone-500">{data.dayLabel}</p>}
      </div>
      {data && (
        <p className="mb-3 hidden text-sm font-semibold print:block">
          Acerto dos entregadores · {formatDate(`${data.day}T12:00:00Z`, 'UTC')}
        </p>
      )}
      {closing.isPending ? (
        <div className="py-16 text-center">
          <Spinner label="Carregando o acerto..." />
        </div>
      ) : closing.isError || !data ? (
        <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center">
          <p className="text-stone-700">
            {serverMessage(closing.error, 'Não foi possível carregar o acerto.')}
          </p>
          <Button variant="outline" onClick={() => void closing.refetch()}>
            Tentar de novo
          </Button>
        </div>
      ) : data.drivers.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center text-stone-600">
          Nenhum entregador saiu com pedidos neste dia.
        </p>
      ) : (
        <div className="grid gap-4 print:block">
          {data.drivers.map((card) => (
            <DriverClosingCard
              key={card.driverId}
              card={card}
              timeZone={data.timeZone}
              isSettling={settle.isPending && settle.variables.driverId === card.driverId}
              onSettle={() =>
                settle.mutate(
                  { driverId: card.driverId, day: data.day },
                  {
                    onSuccess: () => toast.success(`${card.driverName}: acerto registrado.`),
                    onError: (error) =>
                      toast.error(serverMessage(error, 'Não foi possível registrar o acerto.')),
                  },
                )
              }
            />
          ))}
        </div>
      )}
    </main>
  );
}
