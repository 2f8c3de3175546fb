import { BellRingIcon, CircleXIcon } from 'lucide-react';
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
import { useDeskExtensions } from '../../../admin/order/desk-extensions';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../admin/ui/tabs';
import { markOrderOpened } from '../stores/alarm-store';
import { useAdminOrder, useAdminOrders } from '../../../admin/api/get-orders';
import { ORDER_PARAM } from '../../../admin/order/order-link';
import { OrderCard } from './order-card';
import { QUEUE_ID } from './desk-skip-link';
import { PublicUrlWarning } from './public-url-warning';
import { IfoodStoreStatus } from './ifood-store-status';

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
 * `/admin/orders` (docs/product/screens.md#orders): one compact bar with the filters and the printer, then the orders
 * (the queues oldest first, the rest newest first) with 'Carregar mais', dense enough to see
 * several at once (decision 042); `?pedido={id}` opens one order (the new-order toast links there).
 */
/**
 * `soldOutAction`: the 'Acabou?' button, `newOrderAction`: 'Novo pedido' (decision 056), both
 * composed by the app (features do not import each other).
 */
export function OrdersPage({
  soldOutAction,
  newOrderAction,
}: { soldOutAction?: ReactNode; newOrderAction?: ReactNode } = {}) {
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
      {/* one bar: the title, the printer and the desk's buttons */}
      <div className="mb-2 flex flex-wrap items-center gap-2">
        <h1 className="text-xl font-bold text-stone-900 sm:text-2xl">Pedidos</h1>
        <div className="ml-auto flex min-w-0 flex-wrap items-center justify-end gap-2">
          <IfoodStoreStatus />
          {deskTools}
          <NotificationsButton />
          {soldOutAction}
        </div>
      </div>
      <PublicUrlWarning />
      <Tabs value={filter} onValueChange={selectFilter}>
        {/* the filters in one row, scrolling sideways on a phone; 'Novo pedido' after them */}
        <div className="flex flex-wrap items-center gap-2">
          <TabsList aria-label="Filtrar pedidos" className="flex min-w-0">
            {ORDER_FILTERS.map((value) => (
              <TabsTrigger key={value} value={value}>
                {ORDER_FILTER_LABELS[value]}
              </TabsTrigger>
            ))}
          </TabsList>
          {newOrderAction && <div className="ml-auto shrink-0">{newOrderAction}</div>}
        </div>
        <TabsContent
          value={filter}
          className="mt-3 rounded-xl focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          <OrderList filter={filter} focusedId={focusedId} />
        </TabsContent>
      </Tabs>
    </main>
  );
}

type Permission = NotificationPermission | 'unsupported';

/**
 * 'Ativar notificações': a system notification for each order that rings while nobody may hear it
 * (decision 042). Asked for from this button, never on load; gone once answered.
 */
function NotificationsButton() {
  const [permission, setPermission] = useState<Permission>(() =>
    'Notification' in window ? Notification.permission : 'unsupported',
  );
  if (permission !== 'default') return null;
  return (
    <Button
      variant="outline"
      onClick={() => void Notification.requestPermission().then(setPermission)}
    >
      <BellRingIcon aria-hidden />
      <span className="sr-only sm:not-sr-only">Ativar notificações</span>
    </Button>
  );
}

function OrderList({ filter, focusedId }: { filter: OrderFilter; focusedId: number | null }) {
  const query = useAdminOrders(filter);
  const [openIds, setOpenIds] = useState<ReadonlySet<number>>(() => new Set());
  /** Cards with a dialog open: kept on screen even once the filter drops their order. */
  const [held, setHeld] = useState<ReadonlyMap<number, AdminOrder>>(() => new Map());
  /** The card a move was made from, and where it stood: the focus's next home if it leaves. */
  const moved = useRef<{ id: number; index: number } | null>(null);
  const fetched = query.data?.pages.flatMap((page) => page.orders) ?? [];
  const loaded = [
    ...[...held.values()].filter((order) => !fetched.some((o) => o.id === order.id)),
    ...fetched,
  ];
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

  // docs/product/errors.md#back-office: 'Erro ao carregar pedidos'
  useEffect(() => {
    if (query.isError) {
      toast.error('Erro ao carregar pedidos', {
        id: 'orders-load-error',
        description: query.error.message,
      });
    }
  }, [query.isError, query.error, query.errorUpdatedAt]);

  function hold(order: AdminOrder, isHeld: boolean) {
    setHeld((cards) => {
      const next = new Map(cards);
      if (isHeld) next.set(order.id, order);
      else next.delete(order.id);
      return next;
    });
  }

  // a card that left the list after a move took the focus with it: the next card's first action
  // gets it (the focused 'Aprovar' is gone, and the body would be next)
  const orderIds = orders.map((order) => order.id).join(',');
  useEffect(() => {
    const last = moved.current;
    if (last === null || orders.some((order) => order.id === last.id)) return;
    moved.current = null;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const next = orders[Math.min(last.index, orders.length - 1)];
    const target = next
      ? document
          .getElementById(`pedido-${next.id}`)
          ?.querySelector<HTMLElement>('[data-card-actions] button:not(:disabled)')
      : null;
    (target ?? document.getElementById(QUEUE_ID))?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the ids say when the list changed
  }, [orderIds]);

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
        onHold={hold}
        onMoved={(orderId) => {
          moved.current = { id: orderId, index: orders.findIndex((o) => o.id === orderId) };
        }}
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
    // room at the bottom: the last card's buttons scroll clear of two toasts stacked there (a
    // phone's stack, the desk's 'Novo pedido' at the bottom right of a wide screen)
    <div id={QUEUE_ID} tabIndex={-1} className="flex flex-col gap-2 pb-48 outline-none">
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
        <ul className="flex flex-col gap-2" aria-label="Pedidos">
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
