import { ArrowLeftIcon, PrinterIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { billSummary, type Comanda } from '../../../../domain/admin-comandas';
import { formatDateTime } from '../../../../domain/date-format';
import { formatBRL } from '../../../../domain/money';
import { tableName } from '../../../../domain/tables';
import { useEstablishment, useShopTimeZone } from '../../../api/get-establishment';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useComanda } from '../api/tables-api';
import './bill.css';

/**
 * `/admin/comandas/:id/conta`: a comanda's bill as the browser prints it (80 mm wide), the same
 * lines and figures as the network printer's (src/domain/tickets/bill-bytes.ts).
 */
export function BillPage() {
  const { id = '' } = useParams();
  const comandaId = /^\d{1,9}$/.test(id) && Number(id) > 0 ? Number(id) : 0;
  const comanda = useComanda(comandaId);
  const { data: shop } = useEstablishment();
  return (
    <main className="min-h-dvh bg-stone-200 px-3 py-4 print:min-h-0 print:bg-white print:p-0">
      <div className="mx-auto mb-4 flex max-w-md flex-wrap items-center justify-center gap-2 print:hidden">
        <Button asChild variant="ghost" size="sm">
          <Link to="/admin/comandas">
            <ArrowLeftIcon aria-hidden />
            Comandas
          </Link>
        </Button>
        <Button size="sm" onClick={() => window.print()} disabled={!comanda.data}>
          <PrinterIcon aria-hidden />
          Imprimir
        </Button>
      </div>
      {comanda.data ? (
        <Bill comanda={comanda.data} shopName={shop?.name ?? ''} />
      ) : comanda.isError || comandaId === 0 ? (
        <p className="text-center text-stone-700">
          {comanda.error?.message ?? 'Comanda não encontrada.'}
        </p>
      ) : (
        <div className="py-16 text-center">
          <Spinner label="Carregando conta..." />
        </div>
      )}
    </main>
  );
}

function Bill({ comanda, shopName }: { comanda: Comanda; shopName: string }) {
  const timeZone = useShopTimeZone();
  return (
    <article
      aria-label={`Conta da ${tableName(comanda.tableLabel)}`}
      className="comanda-bill mx-auto w-[80mm] bg-white px-[4mm] py-[3mm] font-mono text-[14px] text-black shadow-md print:shadow-none"
    >
      <header className="text-center">
        {shopName && <p className="font-bold uppercase">{shopName}</p>}
        <p className="font-bold">CONTA - {tableName(comanda.tableLabel).toUpperCase()}</p>
        <p>Aberta {formatDateTime(comanda.openedAt, timeZone)}</p>
        {comanda.closedAt ? (
          <p>Fechada {formatDateTime(comanda.closedAt, timeZone)}</p>
        ) : (
          <p className="font-bold">CONTA AINDA ABERTA</p>
        )}
      </header>
      <hr className="my-2 border-dashed border-black" />
      <ul>
        {comanda.lines.map((line) => (
          <li key={line.orderItemId} className="py-0.5">
            <div className="flex justify-between gap-2">
              <span>{line.heading}</span>
              <span className="tabular-nums">{formatBRL(line.lineTotalCents)}</span>
            </div>
            {line.details.map((detail) => (
              <p key={detail} className="pl-3 text-[12px]">
                {detail}
              </p>
            ))}
          </li>
        ))}
      </ul>
      <hr className="my-2 border-dashed border-black" />
      <dl>
        {billSummary(comanda).map((row) => (
          <div
            key={row.label}
            className={cn('flex justify-between gap-2', row.isBold && 'font-bold')}
          >
            <dt>{row.label}</dt>
            <dd className="tabular-nums">{row.value}</dd>
          </div>
        ))}
      </dl>
      {comanda.payments.length > 0 && (
        <>
          <hr className="my-2 border-dashed border-black" />
          <dl aria-label="Pagamentos">
            {comanda.payments.map((payment, index) => (
              <div key={index} className="flex justify-between gap-2">
                <dt>{payment.method}</dt>
                <dd className="tabular-nums">{formatBRL(payment.amountCents)}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <p className="mt-3 text-center">Obrigado pela visita!</p>
    </article>
  );
}
