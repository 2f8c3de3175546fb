import { ChefHatIcon, FlameIcon } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { minutesSince, waitingLabel, type KitchenOrder } from '../../../../domain/admin-kitchen';
import { describeFulfilment } from '../../../../domain/order-fulfilment';
import { describeOrderItem } from '../../../../domain/order-item';
import { ItemDetails } from '../../../components/order/item-details';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { serverMessage } from '../../../admin/api/error-message';
import { PageHeader } from '../../../admin/ui/page-header';
import { useKitchenOrders, useStartPreparing } from '../api/kitchen-orders';

/** The minutes on the cards move on by themselves: the clock is read again every 30 s. */
const CLOCK_TICK_MS = 30_000;
/** From this many minutes after acceptance a card turns red: the order is late in the kitchen. */
const LATE_AFTER_MINUTES = 30;

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * `/admin/kitchen` (decision 039): the accepted orders to cook, oldest first, in large text for a
 * screen by the oven, live through the admin event stream. A cook's one move is 'Começar preparo';
 * 'Acabou?' pauses what ran out.
 */
/** `soldOutAction`: the 'Acabou?' button, composed by the app (features do not import each other). */
export function KitchenPage({ soldOutAction }: { soldOutAction?: ReactNode } = {}) {
  const orders = useKitchenOrders();
  const now = useNow();

  return (
    <main>
      <PageHeader
        title="Cozinha"
        description="Pedidos aceitos, do mais antigo para o mais novo."
        actions={soldOutAction}
      />
      {orders.isPending ? (
        <div className="py-16 text-center">
          <Spinner label="Carregando pedidos..." />
        </div>
      ) : orders.isError ? (
        <div className="flex flex-col items-center gap-3 py-16 text-center">
          <p className="text-stone-700">
            Não foi possível carregar os pedidos. {orders.error.message}
          </p>
          <Button variant="outline" onClick={() => void orders.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : orders.data.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-stone-300 bg-white py-16 text-center">
          <ChefHatIcon className="size-10 text-stone-400" aria-hidden />
          <p className="text-lg font-semibold text-stone-800">Nenhum pedido para preparar.</p>
          <p className="text-stone-600">Os pedidos aceitos aparecem aqui na hora.</p>
        </div>
      ) : (
        <ol className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Pedidos para preparar">
          {orders.data.map((order) => (
            <KitchenCard key={order.id} order={order} now={now} />
          ))}
        </ol>
      )}
    </main>
  );
}

function KitchenCard({ order, now }: { order: KitchenOrder; now: Date }) {
  const start = useStartPreparing();
  const minutes = minutesSince(order.acceptedAt, now);
  const isLate = minutes >= LATE_AFTER_MINUTES;
  const isCooking = order.status === 'em preparo';

  function startPreparing() {
    start.mutate(order.id, {
      onSuccess: () => toast.success(`Pedido #${order.id}: em preparo`),
      onError: (error) =>
        toast.error('Não foi possível começar o preparo', {
          description: serverMessage(error, 'Tente novamente.'),
        }),
    });
  }

  return (
    <li
      aria-label={`Pedido #${order.id}`}
      className={cn(
        'flex flex-col rounded-2xl border-2 bg-white shadow-sm',
        isCooking ? 'border-amber-400' : 'border-stone-200',
      )}
    >
      <div className="flex items-start justify-between gap-3 border-b border-stone-200 px-4 py-3">
        <div>
          <p className="text-3xl font-extrabold text-stone-900 tabular-nums">#{order.id}</p>
          <p className="text-base font-semibold text-stone-700">{describeFulfilment(order)}</p>
        </div>
        <div className="text-right">
          <p
            className={cn(
              'text-lg font-bold tabular-nums',
              isLate ? 'text-red-700' : 'text-stone-800',
            )}
          >
            {waitingLabel(minutes)}
          </p>
          <p
            className={cn(
              'mt-1 inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-sm font-semibold',
              isCooking ? 'bg-amber-100 text-amber-900' : 'bg-green-100 text-green-900',
            )}
          >
            {isCooking && <FlameIcon className="size-4" aria-hidden />}
            {isCooking ? 'Em preparo' : 'Aprovado'}
          </p>
        </div>
      </div>
      <ul className="flex-1 divide-y divide-stone-100 px-4" aria-label="Itens">
        {order.items.map((item, index) => {
          const d = describeOrderItem(item);
          return (
            <li key={index} className="py-3 text-lg leading-snug text-stone-900">
              <p className="font-bold">
                {d.quantity}x {d.name}
                {d.sizeShortLabel && (
                  <span className="font-semibold text-stone-700"> · {d.sizeShortLabel}</span>
                )}
              </p>
              <ItemDetails
                details={d}
                className="text-lg text-stone-900"
                notesClassName="rounded-lg bg-amber-50 px-2 py-1 text-amber-950"
              />
            </li>
          );
        })}
      </ul>
      {!isCooking && (
        <div className="border-t border-stone-200 p-3">
          <Button
            size="lg"
            className="w-full text-base"
            disabled={start.isPending}
            onClick={startPreparing}
          >
            <FlameIcon aria-hidden />
            {start.isPending ? 'Começando...' : 'Começar preparo'}
          </Button>
        </div>
      )}
    </li>
  );
}
