import {
  DownloadIcon,
  PrinterIcon,
  BadgePercentIcon,
  ReceiptIcon,
  TicketIcon,
  UserPlusIcon,
  WalletIcon,
  XCircleIcon,
  type LucideIcon,
} from 'lucide-react';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import {
  averageTicketCents,
  productSizeLabel,
  rankingSizes,
  sharePercent,
  type Report,
  type ReportQuery,
} from '../../../../domain/admin-reports';
import { formatMinuteOfDay } from '../../../../domain/date-format';
import { FULFILMENT_LABELS } from '../../../../domain/delivery';
import { formatBRL } from '../../../../domain/money';
import { ORDER_CHANNEL_LABELS } from '../../../../domain/order-channel';
import { discountLineLabel } from '../../../../domain/promotions';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { PageHeader } from '../../../admin/ui/page-header';
import { NativeSelect } from '../../../admin/ui/select';
import { PeriodChooser } from '../../../admin/ui/period-chooser';
import { CHANNEL_ICONS } from '../../../admin/order/order-status-badge';
import { serverMessage } from '../../../admin/api/error-message';
import { ordersCsvUrl, useReport } from '../api/get-report';
import { HeatMap } from './heat-map';
import { describeDays, longDate } from './report-format';

/** The chart library comes with this chunk only, when the page first draws a chart. */
const SalesChart = lazy(() => import('./admin-sales-chart'));

/** `/admin/reports` (docs/decisions/030): a period's sales, its cash closing and its orders as CSV. */
export function ReportsPage() {
  const [query, setQuery] = useState<ReportQuery>({ period: 'hoje' });
  const report = useReport(query);
  return (
    <main>
      <div className="print:hidden">
        <PageHeader
          title="Relatórios"
          description="Vendas, fechamento de caixa e clientes do período, no fuso horário da pizzaria."
          actions={
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" asChild>
                <a href={ordersCsvUrl(query)} download>
                  <DownloadIcon aria-hidden />
                  Baixar pedidos (CSV)
                </a>
              </Button>
              <Button variant="outline" onClick={() => window.print()} disabled={!report.data}>
                <PrinterIcon aria-hidden />
                Imprimir fechamento
              </Button>
            </div>
          }
        />
        <PeriodChooser query={query} onChange={setQuery} idPrefix="report" />
      </div>
      {report.isPending ? (
        <div className="py-16 text-center">
          <Spinner label="Carregando relatório..." />
        </div>
      ) : report.isError ? (
        <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center">
          <p className="text-stone-700">
            {serverMessage(report.error, 'Não foi possível carregar o relatório.')}
          </p>
          <Button variant="outline" onClick={() => void report.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : (
        <ReportFigures report={report.data} isStale={report.isPlaceholderData} />
      )}
    </main>
  );
}

function ReportFigures({ report, isStale }: { report: Report; isStale: boolean }) {
  const { summary } = report;
  const customers = report.customers.new + report.customers.returning;
  return (
    <div className={cn('flex flex-col gap-5 transition-opacity', isStale && 'opacity-60')}>
      <p className="text-sm text-stone-600 print:hidden" aria-live="polite">
        Pedidos feitos {describeDays(report.from, report.to)}.
        {report.dayTurnMinutes > 0 &&
          ` Cada dia vai das ${formatMinuteOfDay(report.dayTurnMinutes)} às ${formatMinuteOfDay(report.dayTurnMinutes)} do dia seguinte: a noite que passa da meia-noite conta no dia em que começou.`}{' '}
        Os rejeitados não entram no faturamento; o faturamento inclui as taxas de entrega.
      </p>
      <section
        aria-label="Resumo do período"
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5 print:hidden"
      >
        <Stat label="Faturamento" value={formatBRL(summary.revenueCents)} icon={WalletIcon} />
        <Stat label="Pedidos" value={String(summary.orders)} icon={ReceiptIcon} />
        <Stat
          label="Ticket médio"
          value={formatBRL(summary.averageTicketCents)}
          icon={TicketIcon}
        />
        <Stat label="Descontos" value={formatBRL(summary.discountCents)} icon={BadgePercentIcon} />
        <Stat label="Rejeitados" value={String(summary.rejectedOrders)} icon={XCircleIcon} />
      </section>

      <Panel title="Pedidos e faturamento por dia" className="print:hidden">
        <div className="h-[260px]">
          <Suspense
            fallback={
              <div className="flex h-full items-center justify-center">
                <Spinner label="Carregando gráfico..." />
              </div>
            }
          >
            <SalesChart days={report.byDay} />
          </Suspense>
        </div>
        <p className="mt-1 text-xs text-stone-600">
          Barras: faturamento em reais (eixo da esquerda). Linha: pedidos (eixo da direita).
        </p>
        {/* the chart's figures for screen readers and for whoever prefers a table */}
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer font-semibold text-stone-700">Ver em tabela</summary>
          <FigureTable
            caption="Pedidos e faturamento por dia"
            head={['Dia', 'Pedidos', 'Faturamento']}
            rows={report.byDay.map((day) => [
              longDate(day.date),
              String(day.orders),
              formatBRL(day.revenueCents),
            ])}
          />
        </details>
      </Panel>

      <CashClosing report={report} />

      <SalesByChannel report={report} />

      <SalesBySize report={report} />

      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2 print:hidden">
        <TopProducts report={report} />
        <Panel
          title="Sabores mais pedidos"
          description="Cada pizza conta seu sabor principal e cada sabor extra."
        >
          <FigureTable
            caption="Sabores mais pedidos"
            head={['Sabor', 'Pizzas']}
            rows={report.topFlavours.map((f) => [f.name, String(f.pizzas)])}
            empty="Nenhuma pizza vendida no período."
          />
        </Panel>
      </div>

      <Panel
        title="Pedidos por dia da semana e hora"
        description="Quanto mais escuro, mais pedidos naquela hora."
        className="print:hidden"
      >
        <HeatMap cells={report.byWeekdayHour} />
      </Panel>

      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2 print:hidden">
        <Panel
          title="Clientes novos e recorrentes"
          description="Pelo telefone: novo é quem fez a primeira compra no período."
        >
          <div className="grid grid-cols-2 gap-3">
            <Stat label="Novos" value={String(report.customers.new)} icon={UserPlusIcon} />
            <Stat
              label="Recorrentes"
              value={String(report.customers.returning)}
              icon={ReceiptIcon}
            />
          </div>
          {customers > 0 && (
            <p className="mt-2 text-sm text-stone-600">
              {Math.round((report.customers.returning / customers) * 100)}% dos clientes do período
              já tinham comprado antes.
            </p>
          )}
        </Panel>
        <Panel title="Pedidos rejeitados">
          <FigureTable
            caption="Pedidos rejeitados por motivo"
            head={['Motivo', 'Pedidos']}
            rows={report.rejections.map((r) => [
              r.reason ?? 'Sem motivo informado',
              String(r.orders),
            ])}
            empty="Nenhum pedido rejeitado no período."
          />
        </Panel>
      </div>
      <DeliveryTimesPanel report={report} />
    </div>
  );
}

/**
 * 'Vendas por canal' (decision 059): the sales of each channel the orders come through, every
 * channel listed, zeros included; an order of the offline queue is the site's. Printed with the
 * cash closing: what the counter and the tables took is part of the night's closing.
 */
function SalesByChannel({ report }: { report: Report }) {
  const orders = report.byChannel.reduce((sum, row) => sum + row.orders, 0);
  const revenue = report.byChannel.reduce((sum, row) => sum + row.revenueCents, 0);
  const captionId = useId();
  return (
    <Panel
      title="Vendas por canal"
      description="Por onde os pedidos chegaram; a última coluna é a parte de cada canal no faturamento. Pedidos feitos no site sem conexão contam como Site."
      className="print:mt-4 print:border-0 print:p-0 print:shadow-none"
    >
      <div
        role="group"
        aria-labelledby={captionId}
        tabIndex={0}
        className="relative overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <table className="w-full text-sm">
          <caption id={captionId} className="sr-only">
            Vendas por canal
          </caption>
          <thead>
            <tr className="border-b border-stone-200 text-left text-stone-600">
              <th scope="col" className="py-1.5 pr-3 font-medium">
                Canal
              </th>
              <th scope="col" className="py-1.5 pr-3 text-right font-medium">
                Pedidos
              </th>
              <th scope="col" className="py-1.5 pr-3 text-right font-medium">
                Faturamento
              </th>
              {/* the two long titles wrap on a tablet, where the five columns barely fit */}
              <th scope="col" className="py-1.5 pr-3 text-right font-medium">
                Ticket médio
              </th>
              <th scope="col" className="py-1.5 pr-3 text-right font-medium">
                Do total
              </th>
            </tr>
          </thead>
          <tbody>
            {report.byChannel.map((row) => {
              const Icon = CHANNEL_ICONS[row.channel];
              return (
                <tr key={row.channel} className="border-b border-stone-100">
                  <th scope="row" className="py-1.5 pr-3 text-left font-medium text-stone-900">
                    <span className="inline-flex items-center gap-2">
                      <Icon className="size-4 text-stone-500" aria-hidden />
                      {ORDER_CHANNEL_LABELS[row.channel]}
                    </span>
                  </th>
                  <td className="py-1.5 pr-3 text-right text-stone-800 tabular-nums">
                    {row.orders}
                  </td>
                  <td className="py-1.5 pr-3 text-right whitespace-nowrap text-stone-800 tabular-nums">
                    {formatBRL(row.revenueCents)}
                  </td>
                  <td className="py-1.5 pr-3 text-right whitespace-nowrap text-stone-800 tabular-nums">
                    {formatBRL(averageTicketCents(row.revenueCents, row.orders))}
                  </td>
                  <ShareCell share={sharePercent(row.revenueCents, revenue)} barFrom="lg" />
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr className="border-t border-stone-300">
              <th scope="row" className="py-1.5 pr-3 text-left font-semibold text-stone-900">
                Total
              </th>
              <td className="py-1.5 pr-3 text-right font-semibold text-stone-900 tabular-nums">
                {orders}
              </td>
              <td className="py-1.5 pr-3 text-right font-semibold whitespace-nowrap text-stone-900 tabular-nums">
                {formatBRL(revenue)}
              </td>
              <td className="py-1.5 pr-3 text-right font-semibold whitespace-nowrap text-stone-900 tabular-nums">
                {formatBRL(averageTicketCents(revenue, orders))}
              </td>
              <td />
            </tr>
          </tfoot>
        </table>
      </div>
    </Panel>
  );
}

/** Where a share's bar appears: a table with few columns has room for it from a phone's width up. */
const BAR_FROM = {
  sm: 'hidden sm:inline-block',
  lg: 'hidden lg:inline-block',
} as const;

/** A share in whole percent with a bar beside it, on screens with room for it (never on paper). */
function ShareCell({ share, barFrom = 'sm' }: { share: number; barFrom?: keyof typeof BAR_FROM }) {
  return (
    <td className="py-1.5 pr-3 text-right text-stone-800 tabular-nums">
      <span className="inline-flex items-center justify-end gap-2">
        <span
          aria-hidden
          className={cn(
            'h-2 w-24 overflow-hidden rounded-full bg-stone-100 print:hidden',
            BAR_FROM[barFrom],
          )}
        >
          <span className="block h-full rounded-full bg-brand-600" style={{ width: `${share}%` }} />
        </span>
        {share}%
      </span>
    </td>
  );
}

/** Label of the items sold without a size in the size choices and tables. */
const UNSIZED_LABEL = 'Bebidas (sem tamanho)';

/**
 * 'Vendas por tamanho' (decision 053): the pizzas of each size as ordered, under the name the size
 * had then, with their share; the drinks apart.
 */
function SalesBySize({ report }: { report: Report }) {
  const pizzas = report.bySize.reduce((sum, size) => sum + size.pizzas, 0);
  const revenue = report.bySize.reduce((sum, size) => sum + size.revenueCents, 0);
  const captionId = useId();
  return (
    <Panel
      title="Vendas por tamanho"
      description="Pizzas pelo tamanho pedido, com o nome que ele tinha no pedido. Valor dos itens, sem taxa de entrega e antes dos descontos."
      className="print:hidden"
    >
      {report.bySize.length === 0 ? (
        <p className="text-sm text-stone-600">Nenhuma pizza vendida no período.</p>
      ) : (
        <div
          role="group"
          aria-labelledby={captionId}
          tabIndex={0}
          className="relative overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <table className="w-full text-sm">
            <caption id={captionId} className="sr-only">
              Pizzas por tamanho
            </caption>
            <thead>
              <tr className="border-b border-stone-200 text-left text-stone-600">
                <th scope="col" className="py-1.5 pr-3 font-medium">
                  Tamanho
                </th>
                <th scope="col" className="py-1.5 pr-3 text-right font-medium">
                  Pizzas
                </th>
                <th scope="col" className="py-1.5 pr-3 text-right font-medium">
                  Faturamento
                </th>
                <th scope="col" className="py-1.5 pr-3 text-right font-medium whitespace-nowrap">
                  Das pizzas
                </th>
              </tr>
            </thead>
            <tbody>
              {report.bySize.map((size) => {
                const share = sharePercent(size.pizzas, pizzas);
                return (
                  <tr key={size.sizeName} className="border-b border-stone-100">
                    <th scope="row" className="py-1.5 pr-3 text-left font-medium text-stone-900">
                      {size.sizeName}
                    </th>
                    <td className="py-1.5 pr-3 text-right text-stone-800 tabular-nums">
                      {size.pizzas}
                    </td>
                    <td className="py-1.5 pr-3 text-right whitespace-nowrap text-stone-800 tabular-nums">
                      {formatBRL(size.revenueCents)}
                    </td>
                    <ShareCell share={share} />
                  </tr>
                );
              })}
            </tbody>
            <tfoot>
              <tr className="border-t border-stone-300">
                <th scope="row" className="py-1.5 pr-3 text-left font-semibold text-stone-900">
                  Total
                </th>
                <td className="py-1.5 pr-3 text-right font-semibold text-stone-900 tabular-nums">
                  {pizzas}
                </td>
                <td className="py-1.5 pr-3 text-right font-semibold whitespace-nowrap text-stone-900 tabular-nums">
                  {formatBRL(revenue)}
                </td>
                <td />
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      <p className="mt-3 text-sm text-stone-700">
        {UNSIZED_LABEL}:{' '}
        <span className="font-semibold tabular-nums">
          {report.unsized.items === 1 ? '1 item' : `${report.unsized.items} itens`} ·{' '}
          {formatBRL(report.unsized.revenueCents)}
        </span>
      </p>
    </Panel>
  );
}

/** The select's value for the items without a size; a size's is its name after 'tamanho:'. */
const UNSIZED_CHOICE = 'sem-tamanho';
const SIZE_CHOICE = 'tamanho:';

/** Every product together, or those of one size ('Calabresa · Grande'), best first. */
function TopProducts({ report }: { report: Report }) {
  const [chosen, setChosen] = useState('');
  const sizes = rankingSizes(report.topProductsBySize);
  const choiceOf = (size: string | null) => (size === null ? UNSIZED_CHOICE : SIZE_CHOICE + size);
  // a size the new period did not sell goes back to every product
  const size = sizes.find((name) => choiceOf(name) === chosen);
  const isBySize = size !== undefined;
  const rows = isBySize
    ? report.topProductsBySize
        .filter((p) => p.sizeName === size)
        .map((p) => [
          productSizeLabel(p.name, p.sizeName),
          String(p.quantity),
          formatBRL(p.revenueCents),
        ])
    : report.topProducts.map((p) => [p.name, String(p.quantity), formatBRL(p.revenueCents)]);
  return (
    <Panel title="Produtos mais vendidos">
      {sizes.length > 0 && (
        <NativeSelect
          aria-label="Tamanho"
          className="mb-3 sm:max-w-64"
          value={isBySize ? chosen : ''}
          onChange={(event) => setChosen(event.target.value)}
        >
          <option value="">Todos os tamanhos</option>
          {sizes.map((name) => (
            <option key={choiceOf(name)} value={choiceOf(name)}>
              {name ?? UNSIZED_LABEL}
            </option>
          ))}
        </NativeSelect>
      )}
      <FigureTable
        caption={
          isBySize ? `Produtos mais vendidos: ${size ?? UNSIZED_LABEL}` : 'Produtos mais vendidos'
        }
        head={['Produto', 'Unidades', 'Faturamento']}
        rows={rows}
        empty="Nenhum produto vendido no período."
      />
    </Panel>
  );
}

/**
 * The 'fechamento de caixa': what came in, by payment and by delivery or pickup, and the
 * discounts given (coupons and automatic offers). Printable.
 */
function CashClosing({ report }: { report: Report }) {
  const { summary } = report;
  const discountOf = (source: 'coupon' | 'offer') =>
    report.discounts.filter((d) => d.source === source).reduce((sum, d) => sum + d.amountCents, 0);
  return (
    <Panel
      title="Fechamento de caixa"
      description={`Pedidos feitos ${describeDays(report.from, report.to)}, sem os rejeitados.`}
      className="print:border-0 print:p-0 print:shadow-none"
    >
      <dl className="mb-4 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-5">
        <Figure term="Faturamento" value={formatBRL(summary.revenueCents)} />
        <Figure term="Pedidos" value={String(summary.orders)} />
        <Figure term="Ticket médio" value={formatBRL(summary.averageTicketCents)} />
        <Figure term="Taxas de entrega" value={formatBRL(summary.deliveryFeesCents)} />
        <Figure term="Descontos" value={formatBRL(summary.discountCents)} />
      </dl>
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2 print:grid-cols-2">
        <FigureTable
          caption="Por forma de pagamento"
          showCaption
          head={['Forma', 'Pedidos', 'Total', 'Pago', 'A receber']}
          rows={report.byPaymentMethod.map((p) => [
            p.paymentMethod,
            String(p.orders),
            formatBRL(p.revenueCents),
            formatBRL(p.paidCents),
            formatBRL(p.toReceiveCents),
          ])}
          empty="Nenhuma venda no período."
        />
        <FigureTable
          caption="Entrega e retirada"
          showCaption
          head={['Como', 'Pedidos', 'Total', 'Taxas']}
          rows={report.byFulfilment.map((f) => [
            FULFILMENT_LABELS[f.fulfilment],
            String(f.orders),
            formatBRL(f.revenueCents),
            formatBRL(f.deliveryFeesCents),
          ])}
          empty="Nenhuma venda no período."
        />
        <div className="flex flex-col gap-1">
          <FigureTable
            caption="Descontos dados"
            showCaption
            head={['Cupom ou oferta', 'Pedidos', 'Desconto']}
            rows={report.discounts.map((d) => [
              discountLineLabel(d),
              String(d.orders),
              formatBRL(d.amountCents),
            ])}
            empty="Nenhum desconto no período."
          />
          {report.discounts.length > 0 && (
            <p className="text-xs text-stone-600">
              Cupons: {formatBRL(discountOf('coupon'))} · Ofertas automáticas:{' '}
              {formatBRL(discountOf('offer'))}
            </p>
          )}
        </div>
      </div>
      <p className="mt-3 text-xs text-stone-600">
        {summary.rejectedOrders === 1
          ? '1 pedido rejeitado ficou fora do total.'
          : `${summary.rejectedOrders} pedidos rejeitados ficaram fora do total.`}{' '}
        Pago: marcado como pago no painel; a receber: o restante. O faturamento já tem os descontos
        abatidos.
      </p>
    </Panel>
  );
}

/** 'Tempos de entrega' (decision 070): per zone and per driver, averages in minutes. */
function DeliveryTimesPanel({ report }: { report: Report }) {
  const minutes = (value: number | null) =>
    value === null ? '—' : `${value.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} min`;
  const rows = (lines: Report['deliveryTimes']['byZone'], unnamed: string) =>
    lines.map((line) => [
      line.name ?? unnamed,
      String(line.orders),
      minutes(line.acceptedToOutMinutes),
      minutes(line.outToDeliveredMinutes),
    ]);
  const head = (first: string) => [first, 'Entregues', 'Aceito → saiu', 'Saiu → entregue'];
  return (
    <Panel
      title="Tempos de entrega"
      description="Média em minutos dos pedidos entregues pelos entregadores da pizzaria: do aceite até sair e da saída até a entrega."
    >
      <div className="grid gap-4 lg:grid-cols-2">
        <FigureTable
          caption="Tempos de entrega por zona"
          showCaption
          head={head('Zona')}
          rows={rows(report.deliveryTimes.byZone, 'Sem zona')}
          empty="Nenhuma entrega feita por entregador no período."
        />
        <FigureTable
          caption="Tempos de entrega por entregador"
          showCaption
          head={head('Entregador')}
          rows={rows(report.deliveryTimes.byDriver, '')}
          empty="Nenhuma entrega feita por entregador no período."
        />
      </div>
    </Panel>
  );
}

function Panel({
  title,
  description,
  className,
  children,
}: {
  title: string;
  description?: string;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'min-w-0 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm',
        className,
      )}
    >
      <h2 id={id} className="text-base font-bold text-stone-900">
        {title}
      </h2>
      {description && <p className="mt-0.5 text-sm text-stone-600">{description}</p>}
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Stat({ label, value, icon: Icon }: { label: string; value: string; icon: LucideIcon }) {
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <span
        className="hidden rounded-xl bg-stone-100 p-2.5 text-stone-700 sm:inline-flex"
        aria-hidden
      >
        <Icon className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-sm font-medium text-stone-600">{label}</p>
        <p className="text-lg leading-tight font-bold text-stone-900 tabular-nums sm:text-xl">
          {value}
        </p>
      </div>
    </div>
  );
}

function Figure({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="text-stone-600">{term}</dt>
      <dd className="text-lg font-bold text-stone-900 tabular-nums">{value}</dd>
    </div>
  );
}

function FigureTable({
  caption,
  showCaption = false,
  head,
  rows,
  empty,
}: {
  caption: string;
  showCaption?: boolean;
  head: string[];
  rows: string[][];
  empty?: string;
}) {
  if (rows.length === 0 && empty) return <p className="text-sm text-stone-600">{empty}</p>;
  return (
    // focusable, so that a table wider than a phone scrolls with the keyboard too
    <div
      role="group"
      aria-label={caption}
      tabIndex={0}
      className="relative overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table className="w-full text-sm">
        <caption
          className={cn(showCaption ? 'mb-1 text-left font-semibold text-stone-800' : 'sr-only')}
        >
          {caption}
        </caption>
        <thead>
          <tr className="border-b border-stone-200 text-left text-stone-600">
            {head.map((title, i) => (
              <th
                key={title}
                scope="col"
                className={cn('py-1.5 pr-3 font-medium', i > 0 && 'text-right')}
              >
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r} className="border-b border-stone-100 last:border-0">
              {row.map((cell, i) =>
                i === 0 ? (
                  <th
                    key={i}
                    scope="row"
                    className="py-1.5 pr-3 text-left font-medium text-stone-900"
                  >
                    {cell}
                  </th>
                ) : (
                  <td key={i} className="py-1.5 pr-3 text-right text-stone-800 tabular-nums">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
