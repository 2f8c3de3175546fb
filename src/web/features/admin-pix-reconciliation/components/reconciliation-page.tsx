import {
  DownloadIcon,
  LandmarkIcon,
  LoaderCircleIcon,
  PlugZapIcon,
  TriangleAlertIcon,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ReportQuery } from '../../../../domain/admin-reports';
import {
  isFetchRunning,
  RECONCILIATION_ATTENTION,
  RECONCILIATION_STATE_LABELS,
  type Reconciliation,
  type ReconciliationFetch,
  type ReconciliationLine,
  type ReconciliationState,
} from '../../../../domain/admin-pix-reconciliation';
import { formatMinuteOfDay } from '../../../../domain/date-format';
import { formatBRL } from '../../../../domain/money';
import { ORDER_CHANNEL_LABELS } from '../../../../domain/order-channel';
import { canOpenPage } from '../../../../domain/staff-roles';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { serverMessage } from '../../../admin/api/error-message';
import { useStaffRole } from '../../../admin/api/get-session';
import { PageHeader } from '../../../admin/ui/page-header';
import { PeriodChooser } from '../../../admin/ui/period-chooser';
import {
  reconciliationCsvUrl,
  useFetchFromBank,
  useReconciliation,
} from '../api/reconciliation-api';

/**
 * `/admin/pix` ('Conciliação Pix', decision 065): the Pix charges and the Pix received in a period,
 * against their orders, with totals per state; the CSV; and 'Buscar no banco', which asks the
 * provider for what the webhooks and the polling may have missed.
 */
export function ReconciliationPage() {
  const [query, setQuery] = useState<ReportQuery>({ period: 'hoje' });
  const reconciliation = useReconciliation(query);
  const fetchFromBank = useFetchFromBank();
  const data = reconciliation.data;
  const lastFetch = data?.lastFetch ?? null;
  // a fetch waiting to be retried after an error may be asked again at once
  const isFetching = fetchFromBank.isPending || (isFetchRunning(lastFetch) && !lastFetch?.error);
  return (
    <main>
      <PageHeader
        title="Conciliação Pix"
        description="Os Pix cobrados e recebidos no período, conferidos com os pedidos, no fuso horário da pizzaria."
        actions={
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" asChild>
              <a href={reconciliationCsvUrl(query)} download>
                <DownloadIcon aria-hidden />
                Baixar CSV
              </a>
            </Button>
            {data?.provider !== 'none' && (
              <Button
                onClick={() => fetchFromBank.mutate(query)}
                disabled={!data || data.provider !== 'ready' || isFetching}
              >
                <LandmarkIcon aria-hidden />
                {isFetching ? 'Buscando no banco…' : 'Buscar no banco'}
              </Button>
            )}
          </div>
        }
      />
      <PeriodChooser query={query} onChange={setQuery} idPrefix="pix-reconciliation" />
      {fetchFromBank.isError && (
        <p role="alert" className="mb-4 text-sm font-medium text-red-700">
          {serverMessage(fetchFromBank.error, 'Não foi possível pedir a busca no banco.')}
        </p>
      )}
      {reconciliation.isPending ? (
        <div className="py-16 text-center">
          <Spinner label="Carregando conciliação..." />
        </div>
      ) : reconciliation.isError || !data ? (
        <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center">
          <p className="text-stone-700">
            {serverMessage(reconciliation.error, 'Não foi possível carregar a conciliação.')}
          </p>
          <Button variant="outline" onClick={() => void reconciliation.refetch()}>
            Tentar de novo
          </Button>
        </div>
      ) : data.provider === 'none' && data.lines.length === 0 ? (
        <NoProvider />
      ) : (
        <Figures data={data} isStale={reconciliation.isPlaceholderData} />
      )}
    </main>
  );
}

/** A shop with no provider: nothing to reconcile, and where to connect one. */
function NoProvider() {
  const role = useStaffRole();
  const canConnect = role !== null && canOpenPage(role, 'settings');
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-3 rounded-2xl border border-stone-200 bg-white px-6 py-10 text-center">
      <span className="rounded-full bg-stone-100 p-3 text-stone-700">
        <PlugZapIcon className="size-6" aria-hidden />
      </span>
      <h2 className="text-lg font-bold text-stone-900">Nenhum banco conectado para o Pix</h2>
      <p className="text-sm text-stone-600">
        A conciliação compara os Pix que o seu banco ou o Mercado Pago confirmou com os pedidos. Ela
        funciona quando a pizzaria conecta o provedor Pix em Configurações › Pagamento: então cada
        pedido pago por Pix ganha um código próprio e o pagamento é confirmado sozinho.
      </p>
      {canConnect ? (
        <Button asChild>
          <Link to="/admin/settings">Ir para Configurações › Pagamento</Link>
        </Button>
      ) : (
        <p className="text-sm font-medium text-stone-700">
          Peça ao dono da pizzaria para conectar o banco em Configurações › Pagamento.
        </p>
      )}
    </section>
  );
}

function Figures({ data, isStale }: { data: Reconciliation; isStale: boolean }) {
  return (
    <div className={cn('flex flex-col gap-5 transition-opacity', isStale && 'opacity-60')}>
      <p className="text-sm text-stone-600" aria-live="polite">
        Pix {describePeriod(data.from, data.to)}: os recebidos pela hora do pagamento, as cobranças
        sem pagamento pela hora em que o código foi gerado.
        {data.dayTurnMinutes > 0 &&
          ` Cada dia vai das ${formatMinuteOfDay(data.dayTurnMinutes)} às ${formatMinuteOfDay(data.dayTurnMinutes)} do dia seguinte.`}
      </p>
      {data.provider === 'locked' && (
        <p
          role="status"
          className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
          As credenciais do provedor Pix não puderam ser abertas neste servidor: a busca no banco
          fica indisponível até que sejam cadastradas de novo em Configurações › Pagamento.
        </p>
      )}
      {data.provider === 'none' && (
        <p
          role="status"
          className="rounded-xl border border-stone-200 bg-white p-3 text-sm text-stone-700"
        >
          Nenhum provedor Pix está conectado agora: a lista mostra o que foi registrado antes.
        </p>
      )}
      <FetchState fetch={data.lastFetch} />
      <Totals data={data} />
      {data.lines.length === 0 ? (
        <p className="rounded-2xl border border-stone-200 bg-white px-4 py-10 text-center text-stone-600">
          Nenhum Pix cobrado ou recebido neste período.
        </p>
      ) : (
        <>
          <LinesTable lines={data.lines} />
          <LinesCards lines={data.lines} />
        </>
      )}
    </div>
  );
}

function describePeriod(from: string, to: string): string {
  const long = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
  return from === to ? `de ${long(from)}` : `de ${long(from)} a ${long(to)}`;
}

/** What the last 'Buscar no banco' is doing, or did. */
function FetchState({ fetch }: { fetch: ReconciliationFetch | null }) {
  if (!fetch) return null;
  const period = describePeriod(fetch.from, fetch.to);
  const text =
    fetch.state === 'concluida'
      ? `Busca no banco concluída (Pix ${period}): os Pix encontrados já estão na lista.`
      : fetch.state === 'falhou'
        ? `A busca no banco (Pix ${period}) falhou: ${fetch.error ?? 'erro desconhecido'}`
        : fetch.error
          ? `A busca no banco (Pix ${period}) falhou e será tentada de novo: ${fetch.error}`
          : `Buscando no banco os Pix ${period}…`;
  const isBad = fetch.state === 'falhou' || fetch.error !== null;
  return (
    <p
      role="status"
      className={cn(
        'flex items-center gap-2 rounded-xl border p-3 text-sm',
        isBad
          ? 'border-red-200 bg-red-50 text-red-800'
          : fetch.state === 'concluida'
            ? 'border-green-200 bg-green-50 text-green-900'
            : 'border-stone-200 bg-white text-stone-700',
      )}
    >
      {isFetchRunning(fetch) && !fetch.error && (
        <LoaderCircleIcon className="size-4 shrink-0 animate-spin" aria-hidden />
      )}
      {text}
    </p>
  );
}

function Totals({ data }: { data: Reconciliation }) {
  if (data.totals.length === 0) return null;
  return (
    <section aria-label="Totais por situação">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {data.totals.map((total) => (
          <li
            key={total.state}
            className={cn(
              'rounded-2xl border bg-white p-3 shadow-sm',
              RECONCILIATION_ATTENTION.has(total.state) ? 'border-amber-300' : 'border-stone-200',
            )}
          >
            <StateBadge state={total.state} />
            <p className="mt-2 text-lg leading-tight font-bold text-stone-900 tabular-nums">
              {formatBRL(total.amountCents)}
            </p>
            <p className="text-sm text-stone-600">
              {total.count === 1 ? '1 Pix' : `${total.count} Pix`}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

const STATE_TONES: Readonly<Record<ReconciliationState, string>> = {
  pago: 'bg-green-100 text-green-900',
  valor_diferente: 'bg-amber-100 text-amber-900',
  sem_pedido: 'bg-amber-100 text-amber-900',
  devolucao_solicitada: 'bg-sky-100 text-sky-900',
  devolvido: 'bg-sky-100 text-sky-900',
  devolucao_falhou: 'bg-red-100 text-red-900',
  expirado: 'bg-stone-200 text-stone-800',
  cancelado: 'bg-stone-200 text-stone-800',
  aguardando: 'bg-stone-100 text-stone-700',
  nao_gerado: 'bg-stone-200 text-stone-800',
};

function StateBadge({ state }: { state: ReconciliationState }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold',
        STATE_TONES[state],
      )}
    >
      {RECONCILIATION_STATE_LABELS[state]}
    </span>
  );
}

const amount = (cents: number | null) => (cents === null ? '—' : formatBRL(cents));

function orderLabel(line: ReconciliationLine): string {
  if (line.orderId === null) return 'Sem pedido';
  const who = line.customerFirstName ? ` · ${line.customerFirstName}` : '';
  const channel = line.channel ? ` · ${ORDER_CHANNEL_LABELS[line.channel]}` : '';
  return `#${line.orderId}${channel}${who}`;
}

/** On a wide screen: one row per line. */
function LinesTable({ lines }: { lines: readonly ReconciliationLine[] }) {
  return (
    <div className="hidden overflow-x-auto rounded-2xl border border-stone-200 bg-white lg:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Pix do período</caption>
        <thead className="border-b border-stone-200 text-xs text-stone-600 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Quando
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Pedido
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Cobrado
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Recebido
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Pagador
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Situação
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {lines.map((line) => (
            <tr key={line.key}>
              <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                {line.date.slice(0, 5)} {line.time}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{orderLabel(line)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{amount(line.chargedCents)}</td>
              <td
                className={cn(
                  'px-3 py-2 text-right tabular-nums',
                  line.state === 'valor_diferente' && 'font-semibold text-amber-800',
                )}
              >
                {amount(line.receivedCents)}
              </td>
              <td className="px-3 py-2">{line.payerName ?? '—'}</td>
              <td className="px-3 py-2">
                <StateBadge state={line.state} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** On a phone (one column) and a tablet (two): one card per line. */
function LinesCards({ lines }: { lines: readonly ReconciliationLine[] }) {
  return (
    <ul aria-label="Pix do período" className="grid gap-2 sm:grid-cols-2 lg:hidden">
      {lines.map((line) => (
        <li key={line.key} className="rounded-2xl border border-stone-200 bg-white p-3">
          <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
            <p className="font-semibold whitespace-nowrap text-stone-900">{orderLabel(line)}</p>
            <StateBadge state={line.state} />
          </div>
          <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
            <dt className="text-stone-600">Cobrado</dt>
            <dd className="text-right tabular-nums">{amount(line.chargedCents)}</dd>
            <dt className="text-stone-600">Recebido</dt>
            <dd className="text-right tabular-nums">{amount(line.receivedCents)}</dd>
            {line.payerName && (
              <>
                <dt className="text-stone-600">Pagador</dt>
                <dd className="text-right">{line.payerName}</dd>
              </>
            )}
            <dt className="text-stone-600">Quando</dt>
            <dd className="text-right tabular-nums">
              {line.date.slice(0, 5)} {line.time}
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
