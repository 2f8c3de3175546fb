import { CircleXIcon } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import {
  LEGACY_ORDER_FILTERS,
  ORDER_FILTER_LABELS,
  ORDER_FILTERS,
  type AdminOrder,
  type OrderFilter,
} from '../../../../domain/admin-orders';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { PageHeader } from '../../../admin/ui/page-header';
import { useDeskExtensions } from '../../../admin/order/desk-extensions';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../admin/ui/tabs';
import { markOrderOpened } from '../stores/alarm-store';
import { useAdminOrder, useAdminOrders } from '../../../admin/api/get-orders';
import { ORDER_PARAM } from '../../../admin/order/order-link';
import { OrderCard } from './order-card';

const FILTER_PARAM = 'filtro';

function parseFilter(value: string | null): OrderFilter {
  return (
    ORDER_FILTERS.find((filter) => filter === value) ??
    (value ? LEGACY_ORDER_FILTERS[value] : undefined) ??
    'todos'
  );
}

function parseOrderId(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/**
 * `/admin/orders` (spec §2): the filters, the orders newest first with 'Carregar mais', and
 * `?pedido={id}` to open one order (the new-order toast links there).
 */
/** `soldOutAction`: the 'Acabou?' button, composed by the app (features do not import each other). */
export function OrdersPage({ soldOutAction }: { soldOutAction?: ReactNode } = {}) {
  const [params, setParams] = useSearchParams();
  const filter = parseFilter(params.get(FILTER_PARAM));
  const focusedId = parseOrderId(params.get(ORDER_PARAM));
  const { deskTools } = useDeskExtensions();

  function selectFilter(value: string) {
    setParams(
      () => {
        const next = new URLSearchParams();
        if (value !== 'todos') next.set(FILTER_PARAM, value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return (
    <main>
      <PageHeader
        title="Pedidos"
        description="Os pedidos chegam aqui na hora, com aviso sonoro."
        actions={soldOutAction}
      />
      {deskTools}
      <Tabs value={filter} onValueChange={selectFilter}>
        {/* every filter in sight on a phone: they wrap instead of scrolling off the screen */}
        <TabsList aria-label="Filtrar pedidos" className="flex-wrap">
          {ORDER_FILTERS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {ORDER_FILTER_LABELS[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={filter} className="mt-4 outline-none">
          <OrderList filter={filter} focusedId={focusedId} />
        </TabsContent>
      </Tabs>
    </main>
  );
}

function OrderList({ filter, focusedId }: { filter: OrderFilter; focusedId: number | null }) {
  const query = useAdminOrders(filter);
  const [openIds, setOpenIds] = useState<ReadonlySet<number>>(() => new Set());
  const loaded = query.data?.pages.flatMap((page) => page.orders) ?? [];
  // 'Agendados': the soonest slot first (docs/decisions/023)
  const orders =
    filter === 'agendados'
      ? [...loaded].sort((a, b) => (a.scheduledFor ?? '').localeCompare(b.scheduledFor ?? ''))
      : loaded;
  const isFocusedListed = focusedId !== null && orders.some((order) => order.id === focusedId);
  // an order linked to but not in this list (older, or another filter) is fetched on its own
  const focused = useAdminOrder(
    focusedId !== null && query.isSuccess && !isFocusedListed ? focusedId : null,
  );

  // opening the linked order counts as opening it: its alarm stops
  useEffect(() => {
    if (focusedId === null) return;
    markOrderOpened(focusedId);
    setOpenIds((ids) => (ids.has(focusedId) ? ids : new Set(ids).add(focusedId)));
  }, [focusedId]);

  // bring the linked order into view once, when it is on the screen
  const scrolledTo = useRef<number | null>(null);
  const isFocusedShown = isFocusedListed || focused.data !== undefined;
  useEffect(() => {
    if (focusedId === null || !isFocusedShown || scrolledTo.current === focusedId) return;
    scrolledTo.current = focusedId;
    document.getElementById(`pedido-${focusedId}`)?.scrollIntoView({ block: 'start' });
  }, [focusedId, isFocusedShown]);

  // spec §8: 'Erro ao carregar pedidos'
  useEffect(() => {
    if (query.isError) {
      toast.error('Erro ao carregar pedidos', {
        id: 'orders-load-error',
        description: query.error.message,
      });
    }
  }, [query.isError, query.error, query.errorUpdatedAt]);

  function toggle(orderId: number) {
    setOpenIds((ids) => {
      const next = new Set(ids);
      if (next.has(orderId)) next.delete(orderId);
      else {
        next.add(orderId);
        markOrderOpened(orderId);
      }
      return next;
    });
  }

  const card = (order: AdminOrder) => (
    <li key={order.id}>
      <OrderCard
        order={order}
        isOpen={openIds.has(order.id)}
        onToggle={() => toggle(order.id)}
        isHighlighted={order.id === focusedId}
      />
    </li>
  );

  if (query.isPending) {
    return (
      <div className="py-16 text-center">
        <Spinner label="Carregando pedidos..." />
      </div>
    );
  }
  if (query.isError && orders.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 py-16 text-center">
        <p className="text-stone-700">Erro ao carregar pedidos</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      {focusedId !== null && !isFocusedListed && focused.isError && (
        <Alert tone="error">
          <CircleXIcon aria-hidden />
          <div>
            <AlertTitle>Pedido #{focusedId}</AlertTitle>
            <AlertDescription>{focused.error.message}</AlertDescription>
          </div>
        </Alert>
      )}
      {focused.data && !isFocusedListed && (
        <ul aria-label="Pedido selecionado">{card(focused.data)}</ul>
      )}
      {orders.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white px-4 py-12 text-center text-stone-600">
          Nenhum pedido encontrado
        </p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Pedidos">
          {orders.map(card)}
        </ul>
      )}
      {query.hasNextPage && (
        <Button
          variant="outline"
          className="self-center"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? 'Carregando...' : 'Carregar mais'}
        </Button>
      )}
    </div>
  );
}
