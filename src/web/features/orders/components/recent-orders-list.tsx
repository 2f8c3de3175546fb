import { ChevronRightIcon, LoaderCircleIcon, ReceiptTextIcon, RotateCcwIcon } from 'lucide-react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../../domain/date-format';
import { formatBRL } from '../../../../domain/money';
import { orderStatusLabel } from '../../../../domain/order-fulfilment';
import { summarizeItems } from '../../../../domain/order-item';
import type { TrackedOrder } from '../../../../domain/order';
import { useShopTimeZone } from '../../../api/get-establishment';
import { isOrderNotFound, useTrackedOrders } from '../../../api/get-tracked-order';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useRecentOrders } from '../../../stores/recent-orders';
import { useReorder } from '../hooks/use-reorder';

/** The badge's colours: moving, delivered, rejected. */
function statusTone(status: TrackedOrder['status']): string {
  if (status === 'rejeitado') return 'bg-red-100 text-red-800';
  if (status === 'entregue' || status === 'finalizado') return 'bg-green-100 text-green-800';
  return 'bg-brand-50 text-brand-800';
}

/**
 * 'Meus pedidos': the orders made on this device, newest first, each with its status and items as
 * the server has them (decision 041), linking to its tracking page, and with 'Pedir de novo',
 * which puts the same items back in the cart at today's prices. With none it renders nothing.
 */
export function RecentOrdersList({ className }: { className?: string }) {
  const orders = useRecentOrders();
  const timeZone = useShopTimeZone();
  const { state, reorder } = useReorder();
  const tracked = useTrackedOrders(orders.map((order) => order.publicId));
  if (orders.length === 0) return null;
  const isBusy = state.kind === 'loading';
  return (
    <section aria-labelledby="recent-orders-title" className={className}>
      <h2 id="recent-orders-title" className="text-lg font-bold text-stone-900">
        Meus pedidos
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        Guardados neste aparelho. &lsquo;Pedir de novo&rsquo; coloca os mesmos itens no carrinho,
        com os preços de hoje.
      </p>
      <ul className="mt-3 divide-y divide-stone-100 overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
        {orders.map((order, index) => {
          const now = tracked[index];
          const isGone = now?.isError === true && isOrderNotFound(now.error);
          const isLoading = state.kind === 'loading' && state.publicId === order.publicId;
          const failure =
            state.kind === 'failed' && state.publicId === order.publicId ? state.message : null;
          const errorId = `reorder-error-${order.publicId}`;
          return (
            <li key={order.publicId}>
              <div className="flex flex-col min-[480px]:flex-row min-[480px]:items-center">
                <Link
                  to={`/pedido/${encodeURIComponent(order.publicId)}`}
                  className="flex min-w-0 flex-1 items-center gap-3 px-4 py-3 hover:bg-stone-50 focus-visible:-outline-offset-2"
                >
                  <span className="hidden rounded-full bg-brand-50 p-2 text-brand-600 min-[400px]:inline-flex">
                    <ReceiptTextIcon className="size-5" aria-hidden />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-bold text-stone-900">Pedido #{order.id}</span>
                    <span className="block text-sm text-stone-600">
                      <time dateTime={order.placedAt}>
                        {formatDateTime(order.placedAt, timeZone)}
                      </time>
                    </span>
                    {now?.data ? (
                      <>
                        <span
                          className={cn(
                            'mt-1 inline-block rounded-full px-2 py-0.5 text-xs font-semibold',
                            statusTone(now.data.status),
                          )}
                        >
                          {orderStatusLabel(now.data.status, now.data.fulfilment)}
                        </span>
                        <span className="mt-1 block text-sm break-words text-stone-700">
                          {summarizeItems(now.data.items)}
                        </span>
                      </>
                    ) : isGone ? (
                      <span className="mt-1 block text-sm text-stone-600">
                        A pizzaria não encontra mais este pedido.
                      </span>
                    ) : null}
                  </span>
                  <span className="shrink-0 font-semibold text-stone-900 tabular-nums">
                    {formatBRL(order.totalCents)}
                  </span>
                  <ChevronRightIcon className="size-5 shrink-0 text-stone-400" aria-hidden />
                </Link>
                <div className="px-4 pb-3 min-[480px]:py-3 min-[480px]:pl-0">
                  <Button
                    variant="outline"
                    className="w-full min-[480px]:w-auto"
                    disabled={isBusy}
                    aria-label={`Pedir de novo o pedido #${order.id}`}
                    {...(failure ? { 'aria-describedby': errorId } : {})}
                    onClick={() => void reorder(order.publicId, order.id)}
                  >
                    {isLoading ? (
                      <LoaderCircleIcon className="animate-spin" aria-hidden />
                    ) : (
                      <RotateCcwIcon aria-hidden />
                    )}
                    Pedir de novo
                  </Button>
                </div>
              </div>
              {failure && (
                <p id={errorId} role="alert" className="px-4 pb-3 text-sm font-medium text-red-700">
                  {failure}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
