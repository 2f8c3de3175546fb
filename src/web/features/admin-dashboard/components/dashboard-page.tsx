import {
  BikeIcon,
  CalendarClockIcon,
  CircleCheckIcon,
  CircleXIcon,
  ClockIcon,
  CookingPotIcon,
  PackageCheckIcon,
  QrCodeIcon,
  ReceiptIcon,
  StoreIcon,
  TruckIcon,
  UserPlusIcon,
  WalletIcon,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DASHBOARD_RANGES, type Dashboard } from '../../../../domain/admin-orders';
import { describeBusinessDay } from '../../../../domain/business-day';
import { formatBRL } from '../../../../domain/money';
import { ORDER_CHANNEL_LABELS, ORDER_CHANNELS } from '../../../../domain/order-channel';
import { CHANNEL_ICONS } from '../../../admin/order/order-status-badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { PageHeader } from '../../../admin/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../admin/ui/tabs';
import { useDashboard, type DashboardRange } from '../api/get-dashboard';

const RANGE_LABELS: Readonly<Record<DashboardRange, string>> = { hoje: 'Hoje', todos: 'Todos' };

/** `/admin/dashboard` (docs/product/screens.md#dashboard): tabs Hoje and Todos with the orders counted by status. */
export function DashboardPage() {
  const [range, setRange] = useState<DashboardRange>('hoje');
  return (
    <main>
      <PageHeader title="Dashboard" description="Resumo dos pedidos da pizzaria." />
      <TodaySummary />
      <Tabs value={range} onValueChange={(value) => setRange(value === 'todos' ? 'todos' : 'hoje')}>
        <TabsList aria-label="Período">
          {DASHBOARD_RANGES.map((value) => (
            <TabsTrigger key={value} value={value}>
              {RANGE_LABELS[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        {DASHBOARD_RANGES.map((value) => (
          <TabsContent
            key={value}
            value={value}
            className="mt-4 rounded-xl focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none"
          >
            <DashboardCounts range={value} />
          </TabsContent>
        ))}
      </Tabs>
    </main>
  );
}

function DashboardCounts({ range }: { range: DashboardRange }) {
  const query = useDashboard(range);
  if (query.isPending) {
    return (
      <div className="py-16 text-center">
        <Spinner label="Carregando resumo..." />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="flex flex-col items-center gap-3 py-16 text-center">
        <p className="text-stone-700">Não foi possível carregar o resumo.</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  }
  const data: Dashboard = query.data;
  return (
    <section aria-label="Pedidos por status" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard label="Pendentes" value={data.pending} icon={ClockIcon} tone="amber" />
      <StatCard label="Aprovados" value={data.approved} icon={CircleCheckIcon} tone="sky" />
      <StatCard label="Rejeitados" value={data.rejected} icon={CircleXIcon} tone="red" />
      <StatCard label="Entregues" value={data.delivered} icon={PackageCheckIcon} tone="green" />
      <StatCard
        label="Em preparo"
        value={data.inPreparation}
        icon={CookingPotIcon}
        tone="stone"
        isSmall
      />
      <StatCard
        label="Saiu para entrega"
        value={data.outForDelivery}
        icon={BikeIcon}
        tone="stone"
        isSmall
      />
      {range === 'todos' && (
        <StatCard
          label="Total de pedidos"
          value={data.total}
          icon={ReceiptIcon}
          tone="stone"
          isSmall
        />
      )}
    </section>
  );
}

/** Today's money, orders, new customers and scheduled orders: the same in both tabs, so above them. */
function TodaySummary() {
  const { data } = useDashboard('hoje');
  // a night across midnight is one day: say which hours 'hoje' covers (docs/decisions/048)
  const covers = data ? describeBusinessDay(data.todayDate, data.dayTurnMinutes) : null;
  return (
    <section aria-labelledby="today-title" className="mb-6">
      <h2 id="today-title" className="sr-only">
        Resumo do dia
      </h2>
      {covers && (
        <p className="mb-2 text-sm text-stone-600" data-testid="today-covers">
          Hoje ({covers})
        </p>
      )}
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          label="Faturamento de hoje"
          value={data ? formatBRL(data.todayRevenueCents) : '–'}
          icon={WalletIcon}
          tone="green"
        />
        <StatCard
          label="Pedidos de hoje"
          value={data?.todayOrders ?? '–'}
          icon={ReceiptIcon}
          tone="stone"
        />
        <StatCard
          label="Novos clientes hoje"
          value={data?.todayNewCustomers ?? '–'}
          icon={UserPlusIcon}
          tone="stone"
        />
        {/* orders for a slot of today, whenever they were placed (docs/decisions/023) */}
        <StatCard
          label="Agendados para hoje"
          value={data?.todayScheduled ?? '–'}
          icon={CalendarClockIcon}
          tone="amber"
        />
      </div>
      {/* what the owner checks before closing: the Pix still to see in the bank, the fees, the mix */}
      <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
        <StatCard
          className="col-span-2 sm:col-span-1"
          label="Pix a receber hoje"
          value={data ? formatBRL(data.todayPixToReceiveCents) : '–'}
          detail={data ? ordersWord(data.todayPixToReceive) : undefined}
          icon={QrCodeIcon}
          tone={data && data.todayPixToReceive > 0 ? 'amber' : 'stone'}
          isSmall
        />
        <StatCard
          label="Taxas de entrega hoje"
          value={data ? formatBRL(data.todayDeliveryFeesCents) : '–'}
          icon={TruckIcon}
          tone="stone"
          isSmall
        />
        <StatCard
          label="Entregas · Retiradas"
          value={data ? `${data.todayDeliveries} · ${data.todayPickups}` : '–'}
          icon={StoreIcon}
          tone="stone"
          isSmall
        />
      </div>
      <TodayByChannel channels={data?.todayByChannel} />
      <p className="mt-3 text-xs text-stone-600">
        O faturamento e os pedidos de hoje não contam os rejeitados; o faturamento inclui as taxas
        de entrega. Pix a receber: pedidos de hoje pagos por Pix ainda não marcados como pagos. Os
        números se atualizam a cada minuto e quando chega um pedido.{' '}
        <Link to="/admin/orders" className="font-semibold text-brand-700 hover:underline">
          Ver pedidos
        </Link>
      </p>
    </section>
  );
}

/**
 * Today's revenue and orders by the channel they came through (docs/decisions/059): every channel,
 * a quiet one as zeros; the offline queue's orders are the site's.
 */
function TodayByChannel({ channels }: { channels: Dashboard['todayByChannel'] | undefined }) {
  return (
    <section aria-labelledby="today-channels-title" className="mt-4">
      <h3 id="today-channels-title" className="mb-2 text-sm font-semibold text-stone-700">
        Hoje por canal
      </h3>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {ORDER_CHANNELS.map((channel) => {
          const row = channels?.find((sales) => sales.channel === channel);
          return (
            <StatCard
              key={channel}
              label={ORDER_CHANNEL_LABELS[channel]}
              value={row ? formatBRL(row.revenueCents) : '–'}
              detail={row ? ordersWord(row.orders) : undefined}
              icon={CHANNEL_ICONS[channel]}
              tone="stone"
              isSmall
            />
          );
        })}
      </div>
    </section>
  );
}

function ordersWord(orders: number): string {
  return orders === 1 ? '1 pedido' : `${orders} pedidos`;
}

const TONES = {
  amber: 'bg-amber-100 text-amber-800',
  sky: 'bg-sky-100 text-sky-800',
  red: 'bg-red-100 text-red-800',
  green: 'bg-green-100 text-green-800',
  stone: 'bg-stone-100 text-stone-700',
} as const;

function StatCard({
  label,
  value,
  detail,
  icon: Icon,
  tone,
  isSmall = false,
  className,
}: {
  className?: string;
  label: string;
  value: number | string;
  /** A small line under the value. */
  detail?: string;
  icon: LucideIcon;
  tone: keyof typeof TONES;
  isSmall?: boolean;
}) {
  return (
    // on a phone two cards share a row: the icon goes above the figure, so 'R$ 1.248,20' has the
    // card's whole width and is never cut
    <div
      className={cn(
        'flex flex-col items-start gap-2 rounded-2xl border border-stone-200 bg-white shadow-sm sm:flex-row sm:items-center sm:gap-3',
        isSmall ? 'p-3' : 'p-4',
        className,
      )}
    >
      <span className={cn('rounded-xl', TONES[tone], isSmall ? 'p-2' : 'p-2.5')} aria-hidden>
        <Icon className={isSmall ? 'size-4' : 'size-5'} />
      </span>
      <div className="min-w-0">
        <p className={cn('font-medium text-stone-600', isSmall ? 'text-xs' : 'text-sm')}>{label}</p>
        <p
          className={cn(
            'font-bold text-stone-900 tabular-nums',
            isSmall ? 'text-lg leading-tight' : 'text-xl leading-tight',
          )}
        >
          {/* an ordinary space after 'R$': a card too narrow puts the amount on a line of its
              own rather than cut it */}
          {typeof value === 'string' ? value.replace('\u00a0', ' ') : value}
        </p>
        {detail && <p className="text-xs text-stone-600">{detail}</p>}
      </div>
    </div>
  );
}
