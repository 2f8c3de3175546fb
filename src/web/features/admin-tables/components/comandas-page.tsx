import { ArrowRightLeftIcon, PlusIcon, PrinterIcon, ReceiptIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import type { Comanda, Comandas } from '../../../../domain/admin-comandas';
import { billSummary } from '../../../../domain/admin-comandas';
import { formatDateTime } from '../../../../domain/date-format';
import { formatBRL } from '../../../../domain/money';
import { compareTableLabels, tableName, type AdminTable } from '../../../../domain/tables';
import { useShopTimeZone } from '../../../api/get-establishment';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { serverMessage } from '../../../admin/api/error-message';
import { PageHeader } from '../../../admin/ui/page-header';
import { NativeSelect } from '../../../admin/ui/select';
import { useComandas, useMoveComandaLine, usePrintBill, useTables } from '../api/tables-api';
import { AddItemsDialog } from './add-items-dialog';
import { CloseComandaDialog } from './close-comanda-dialog';

/** 'há 35 min', 'há 1 h 05': how long a comanda has been open. */
export function timeOpenLabel(openedAt: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(openedAt)) / 60_000));
  if (minutes < 60) return `há ${minutes} min`;
  return `há ${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')}`;
}

/** Re-renders the time-open labels each minute. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * `/admin/comandas` (docs/decisions/057): every open comanda with its table, items, total and time
 * open; items added from the desk, moved between tables, and the bill closed with its payments.
 * Every order event reads them again (their query is under the orders' branch).
 */
export function ComandasPage() {
  const comandas = useComandas();
  const tables = useTables();
  const [adding, setAdding] = useState<AdminTable | null>(null);
  const [closing, setClosing] = useState<Comanda | null>(null);
  const activeTables = (tables.data?.tables ?? []).filter((t) => t.isActive);
  return (
    <main>
      <PageHeader
        title="Comandas"
        description="As contas abertas das mesas: pedidos dos celulares e do balcão, até o fechamento."
        actions={
          activeTables.length > 0 && <NewItemsForTable tables={activeTables} onPick={setAdding} />
        }
      />
      {comandas.isPending ? (
        <div className="py-16 text-center">
          <Spinner label="Carregando comandas..." />
        </div>
      ) : comandas.isError ? (
        <div className="flex flex-col items-center gap-3 py-16 text-center">
          <p className="text-stone-700">Não foi possível carregar as comandas.</p>
          <Button variant="outline" onClick={() => void comandas.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : (
        <ComandaBoard
          data={comandas.data}
          tables={activeTables}
          onAdd={setAdding}
          onClose={setClosing}
        />
      )}
      {adding && <AddItemsDialog table={adding} onClose={() => setAdding(null)} />}
      {closing && comandas.data && (
        <CloseComandaDialog
          comanda={closing}
          serviceCharge={comandas.data.serviceCharge}
          paymentOptions={comandas.data.paymentOptions}
          onClose={() => setClosing(null)}
          onClosed={(closed) => {
            setClosing(null);
            toast.success(`Conta da ${tableName(closed.tableLabel)} fechada`, {
              description: `Total ${formatBRL(closed.totalCents)}.`,
              action: {
                label: 'Imprimir conta',
                onClick: () => window.open(`/admin/comandas/${closed.id}/conta`, '_blank'),
              },
            });
          }}
        />
      )}
    </main>
  );
}

function NewItemsForTable({
  tables,
  onPick,
}: {
  tables: readonly AdminTable[];
  onPick: (table: AdminTable) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        Mesa para adicionar itens
      </label>
      <NativeSelect
        id={id}
        className="w-64"
        value=""
        onChange={(event) => {
          const table = tables.find((t) => String(t.id) === event.target.value);
          if (table) onPick(table);
        }}
      >
        <option value="">Adicionar itens à mesa...</option>
        {[...tables]
          .sort((a, b) => compareTableLabels(a.label, b.label))
          .map((table) => (
            <option key={table.id} value={table.id}>
              {tableName(table.label)}
            </option>
          ))}
      </NativeSelect>
    </div>
  );
}

/** The open comandas as cards, then the latest closed ones. */
export function ComandaBoard({
  data,
  tables,
  onAdd,
  onClose,
}: {
  data: Comandas;
  tables: readonly AdminTable[];
  onAdd: (table: AdminTable) => void;
  onClose: (comanda: Comanda) => void;
}) {
  const now = useMinuteClock();
  return (
    <div className="flex flex-col gap-8">
      {data.open.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600">
          Nenhuma comanda aberta. O primeiro pedido de uma mesa abre a comanda dela.
        </p>
      ) : (
        <ul
          className="grid grid-cols-[repeat(auto-fill,minmax(19rem,1fr))] gap-4"
          aria-label="Comandas abertas"
        >
          {data.open.map((comanda) => (
            <li key={comanda.id}>
              <ComandaCard
                comanda={comanda}
                now={now}
                tables={tables}
                onAdd={() => {
                  const table = tables.find((t) => t.id === comanda.tableId);
                  if (table) onAdd(table);
                }}
                onClose={() => onClose(comanda)}
              />
            </li>
          ))}
        </ul>
      )}
      {data.closed.length > 0 && <ClosedComandas comandas={data.closed} />}
    </div>
  );
}

export function ComandaCard({
  comanda,
  now,
  tables,
  onAdd,
  onClose,
}: {
  comanda: Comanda;
  now: Date;
  tables: readonly AdminTable[];
  onAdd: () => void;
  onClose: () => void;
}) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white shadow-sm"
    >
      <header className="flex items-baseline justify-between gap-2 border-b border-stone-200 px-4 py-3">
        <h2 id={headingId} className="text-xl font-bold text-stone-900">
          {tableName(comanda.tableLabel)}
        </h2>
        <span className="shrink-0 text-sm whitespace-nowrap text-stone-600">
          aberta {timeOpenLabel(comanda.openedAt, now)}
        </span>
      </header>
      {comanda.lines.length === 0 ? (
        <p className="px-4 py-3 text-sm text-stone-600">Sem itens: todos foram movidos.</p>
      ) : (
        <ul
          className="flex-1 divide-y divide-stone-100 px-4"
          aria-label={`Itens da ${tableName(comanda.tableLabel)}`}
        >
          {comanda.lines.map((line) => (
            <li key={line.orderItemId} className="py-2">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-semibold text-stone-900">{line.heading}</p>
                  {line.details.map((detail) => (
                    <p key={detail} className="text-xs text-stone-600">
                      {detail}
                    </p>
                  ))}
                  <p className="text-xs text-stone-500">
                    #{line.orderId} · {line.customerName}
                  </p>
                </div>
                <span className="shrink-0 tabular-nums">{formatBRL(line.lineTotalCents)}</span>
              </div>
              <MoveLine
                comanda={comanda}
                orderItemId={line.orderItemId}
                label={line.heading}
                tables={tables}
              />
            </li>
          ))}
        </ul>
      )}
      <footer className="border-t border-stone-200 px-4 py-3">
        <dl className="flex flex-col gap-0.5 text-sm">
          {billSummary(comanda).map((row) => (
            <div
              key={row.label}
              className={cn('flex justify-between gap-2', row.isBold && 'text-base font-bold')}
            >
              <dt>{row.label}</dt>
              <dd className="tabular-nums">{row.value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="outline" onClick={onAdd}>
            <PlusIcon aria-hidden />
            Adicionar itens
          </Button>
          <Button onClick={onClose}>
            <ReceiptIcon aria-hidden />
            Fechar conta
          </Button>
        </div>
      </footer>
    </article>
  );
}

/** 'Mover para': the line goes to another table's comanda; the move is kept with who made it. */
function MoveLine({
  comanda,
  orderItemId,
  label,
  tables,
}: {
  comanda: Comanda;
  orderItemId: number;
  label: string;
  tables: readonly AdminTable[];
}) {
  const id = useId();
  const move = useMoveComandaLine();
  const others = tables
    .filter((t) => t.id !== comanda.tableId)
    .sort((a, b) => compareTableLabels(a.label, b.label));
  if (others.length === 0) return null;
  return (
    <div className="mt-1 flex items-center gap-2">
      <ArrowRightLeftIcon className="size-3.5 text-stone-500" aria-hidden />
      <label htmlFor={id} className="sr-only">
        Mover {label} para outra mesa
      </label>
      <select
        id={id}
        value=""
        disabled={move.isPending}
        className="h-8 rounded-md border border-stone-300 bg-white px-2 text-xs text-stone-700"
        onChange={(event) => {
          const toTableId = Number(event.target.value);
          if (!toTableId) return;
          move.mutate(
            { comandaId: comanda.id, body: { orderItemId, toTableId } },
            {
              onSuccess: ({ to }) =>
                toast.success(`${label} movido para a ${tableName(to.tableLabel)}`),
              onError: (failure) =>
                toast.error(serverMessage(failure, 'Não foi possível mover o item.')),
            },
          );
        }}
      >
        <option value="">Mover para...</option>
        {others.map((table) => (
          <option key={table.id} value={table.id}>
            {tableName(table.label)}
          </option>
        ))}
      </select>
    </div>
  );
}

function ClosedComandas({ comandas }: { comandas: readonly Comanda[] }) {
  const timeZone = useShopTimeZone();
  const print = usePrintBill();
  return (
    <section aria-labelledby="closed-comandas">
      <h2 id="closed-comandas" className="mb-3 text-lg font-bold text-stone-900">
        Fechadas recentemente
      </h2>
      <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
        {comandas.map((comanda) => (
          <li
            key={comanda.id}
            className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
          >
            <div>
              <p className="font-semibold text-stone-900">
                {tableName(comanda.tableLabel)} · {formatBRL(comanda.totalCents)}
              </p>
              <p className="text-xs text-stone-600">
                Fechada {comanda.closedAt ? formatDateTime(comanda.closedAt, timeZone) : ''} por{' '}
                {comanda.closedByName} ·{' '}
                {comanda.payments.map((p) => `${p.method} ${formatBRL(p.amountCents)}`).join(' + ')}
              </p>
            </div>
            <div className="flex gap-2">
              <Button asChild variant="outline" size="sm">
                <Link to={`/admin/comandas/${comanda.id}/conta`}>
                  <ReceiptIcon aria-hidden />
                  Ver conta
                </Link>
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={print.isPending}
                onClick={() =>
                  print.mutate(comanda.id, {
                    onSuccess: ({ queued }) =>
                      queued
                        ? toast.success('Conta enviada à impressora do balcão')
                        : toast('Nenhuma impressora de rede no balcão', {
                            description: 'Use “Ver conta” e imprima pelo navegador.',
                          }),
                    onError: (failure) =>
                      toast.error(serverMessage(failure, 'Não foi possível imprimir.')),
                  })
                }
              >
                <PrinterIcon aria-hidden />
                Impressora
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
