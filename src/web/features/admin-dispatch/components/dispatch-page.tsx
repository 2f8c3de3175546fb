import {
  BikeIcon,
  ChefHatIcon,
  PackageIcon,
  SendIcon,
  TriangleAlertIcon,
  UndoIcon,
} from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  driverAvailability,
  MAX_ORDERS_PER_ASSIGNMENT,
  type DispatchBoard,
  type DispatchDriver,
  type DispatchOrder,
} from '../../../../domain/admin-dispatch';
import { formatTime } from '../../../../domain/date-format';
import { DRIVER_VEHICLE_LABELS } from '../../../../domain/delivery-drivers';
import { formatBRL } from '../../../../domain/money';
import { serverMessage } from '../../../admin/api/error-message';
import { orderLink } from '../../../admin/order/order-link';
import { PageHeader } from '../../../admin/ui/page-header';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useAssignOrders, useDispatchBoard, useTakeBack } from '../api/dispatch-api';

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

function formatCep(cep: string): string {
  return /^\d{8}$/.test(cep) ? `${cep.slice(0, 5)}-${cep.slice(5)}` : cep;
}

function orderList(ids: readonly number[]): string {
  return ids.map((id) => `#${id}`).join(', ');
}

/**
 * `/admin/entregas`, 'Entregas' (docs/decisions/068-dispatch.md): the delivery orders waiting for
 * a driver, with the groups worth sending together, and the active drivers with what each has
 * out. Pick orders, then 'Enviar com Carlos'. Two columns on a wide screen; stacked on a phone.
 * The lists follow the admin event stream (the layout's one connection).
 */
export function DispatchPage() {
  const board = useDispatchBoard();
  // the desk card's 'Enviar com entregador' opens the page with its order picked
  const [params] = useSearchParams();
  const [selected, setSelected] = useState<readonly number[]>(() => {
    const picked = Number(params.get('pedido'));
    return Number.isInteger(picked) && picked > 0 ? [picked] : [];
  });

  return (
    <main>
      <PageHeader
        title="Entregas"
        description="Escolha os pedidos prontos e envie com um entregador. A lista se atualiza sozinha."
      />
      {board.isPending ? (
        <div className="py-16 text-center">
          <Spinner label="Carregando entregas..." />
        </div>
      ) : board.isError ? (
        <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center">
          <p className="text-stone-700">
            {serverMessage(board.error, 'Não foi possível carregar as entregas.')}
          </p>
          <Button variant="outline" onClick={() => void board.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : (
        <DispatchColumns
          board={board.data}
          // orders no longer waiting (sent by another desk) leave the selection
          selected={selected.filter((id) => board.data.orders.some((o) => o.id === id))}
          onSelect={setSelected}
        />
      )}
    </main>
  );
}

function DispatchColumns({
  board,
  selected,
  onSelect,
}: {
  board: DispatchBoard;
  selected: readonly number[];
  onSelect: (ids: readonly number[]) => void;
}) {
  const assign = useAssignOrders();
  const takeBack = useTakeBack();
  const toggle = (id: number) =>
    onSelect(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);

  function send(driver: DispatchDriver) {
    const orderIds = [...selected];
    assign.mutate(
      { driverId: driver.id, orderIds },
      {
        onSuccess: () => {
          onSelect([]);
          toast.success(
            `${orderIds.length === 1 ? 'Pedido' : 'Pedidos'} ${orderList(orderIds)} com ${firstName(driver.name)}`,
          );
        },
        onError: (error) =>
          toast.error(`Não foi possível enviar com ${firstName(driver.name)}.`, {
            description: serverMessage(error, 'Tente novamente em instantes.'),
          }),
      },
    );
  }

  function giveBack(orderId: number, driver: DispatchDriver) {
    takeBack.mutate(orderId, {
      onSuccess: () => toast.success(`Pedido #${orderId} retirado de ${firstName(driver.name)}`),
      onError: (error) =>
        toast.error('Não foi possível retirar o pedido.', {
          description: serverMessage(error, 'Tente novamente em instantes.'),
        }),
    });
  }

  const isTooMany = selected.length > MAX_ORDERS_PER_ASSIGNMENT;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <section aria-labelledby="dispatch-ready" className="flex min-w-0 flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="dispatch-ready" className="text-lg font-bold text-stone-900">
            Prontos para sair ({board.orders.length})
          </h2>
          {selected.length > 0 && (
            <button
              type="button"
              className="text-sm font-semibold text-brand-700 hover:underline"
              onClick={() => onSelect([])}
            >
              Limpar seleção ({selected.length})
            </button>
          )}
        </div>
        {board.suggestions.length > 0 && (
          <div className="flex flex-wrap gap-2" aria-label="Sugestões de agrupamento">
            {board.suggestions.map((suggestion) => {
              const isChosen =
                suggestion.orderIds.length === selected.length &&
                suggestion.orderIds.every((id) => selected.includes(id));
              return (
                <button
                  key={suggestion.orderIds.join('-')}
                  type="button"
                  aria-pressed={isChosen}
                  onClick={() => onSelect(suggestion.orderIds)}
                  className={cn(
                    'rounded-full border px-3 py-1.5 text-sm font-semibold transition-colors',
                    isChosen
                      ? 'border-brand-600 bg-brand-600 text-white'
                      : 'border-brand-100 bg-brand-50 text-brand-800 hover:bg-brand-100',
                  )}
                >
                  {suggestion.label}
                </button>
              );
            })}
          </div>
        )}
        {board.orders.length === 0 ? (
          <p className="rounded-xl border border-stone-200 bg-white px-4 py-10 text-center text-stone-600">
            Nenhum pedido de entrega esperando entregador.
          </p>
        ) : (
          <ul className="flex flex-col gap-2" aria-label="Pedidos prontos">
            {board.orders.map((order) => (
              <ReadyOrder
                key={order.id}
                order={order}
                timeZone={board.timeZone}
                isSelected={selected.includes(order.id)}
                onToggle={() => toggle(order.id)}
              />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="dispatch-drivers" className="flex min-w-0 flex-col gap-3">
        <h2 id="dispatch-drivers" className="text-lg font-bold text-stone-900">
          Entregadores
        </h2>
        {isTooMany && (
          <p role="alert" className="text-sm font-semibold text-red-800">
            Envie no máximo {MAX_ORDERS_PER_ASSIGNMENT} pedidos de uma vez.
          </p>
        )}
        {board.drivers.length === 0 ? (
          <p className="rounded-xl border border-stone-200 bg-white px-4 py-10 text-center text-stone-600">
            Nenhum entregador ativo.{' '}
            <Link to="/admin/entregadores" className="font-semibold text-brand-700 hover:underline">
              Cadastrar entregadores
            </Link>
          </p>
        ) : (
          <ul className="flex flex-col gap-2" aria-label="Entregadores">
            {board.drivers.map((driver) => (
              <DriverCard
                key={driver.id}
                driver={driver}
                timeZone={board.timeZone}
                selectedCount={selected.length}
                isBusy={assign.isPending || takeBack.isPending || isTooMany}
                onSend={() => send(driver)}
                onTakeBack={(orderId) => giveBack(orderId, driver)}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function ReadyOrder({
  order,
  timeZone,
  isSelected,
  onToggle,
}: {
  order: DispatchOrder;
  timeZone: string;
  isSelected: boolean;
  onToggle: () => void;
}) {
  // the bairro only where it says more than the zone's name
  const bairro = order.bairro.trim() === (order.zoneName ?? '').trim() ? '' : order.bairro;
  const where = [order.zoneName, bairro, order.cep ? `CEP ${formatCep(order.cep)}` : '']
    .filter((part) => part && part.trim() !== '')
    .join(' · ');
  return (
    <li>
      <label
        className={cn(
          'flex cursor-pointer gap-3 rounded-xl border bg-white p-3 shadow-sm transition-colors',
          isSelected ? 'border-brand-600 ring-2 ring-brand-100' : 'border-stone-200',
        )}
      >
        <input
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-brand-600"
          checked={isSelected}
          onChange={onToggle}
          aria-label={`Pedido #${order.id}`}
        />
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="font-bold text-stone-900">
              #{order.id} · {order.customerName}
            </span>
            <span className="font-semibold text-stone-900 tabular-nums">
              {formatBRL(order.totalCents)}
            </span>
          </span>
          <span className="text-sm text-stone-700">{where || 'Endereço sem bairro'}</span>
          <span className="flex flex-wrap items-center gap-2 text-xs text-stone-600">
            <span className="inline-flex items-center gap-1">
              <PackageIcon aria-hidden className="size-3.5" />
              {order.itemCount} {order.itemCount === 1 ? 'item' : 'itens'}
            </span>
            <span>Aceito às {formatTime(order.acceptedAt, timeZone)}</span>
            {order.kitchenDoneAt !== null && (
              <Badge variant="open" className="inline-flex items-center gap-1">
                <ChefHatIcon aria-hidden className="size-3.5" />
                Pronto na cozinha
              </Badge>
            )}
            {order.status === 'saiu para entrega' && (
              <Badge variant="muted">Saiu sem entregador</Badge>
            )}
          </span>
          {order.notDelivered && (
            <span className="inline-flex items-center gap-1 text-sm font-semibold text-red-800">
              <TriangleAlertIcon aria-hidden className="size-4 shrink-0" />
              Não entregue por {firstName(order.notDelivered.driverName)}
              {order.notDelivered.reason ? `: ${order.notDelivered.reason}` : ''}
            </span>
          )}
        </span>
      </label>
    </li>
  );
}

function DriverCard({
  driver,
  timeZone,
  selectedCount,
  isBusy,
  onSend,
  onTakeBack,
}: {
  driver: DispatchDriver;
  timeZone: string;
  selectedCount: number;
  isBusy: boolean;
  onSend: () => void;
  onTakeBack: (orderId: number) => void;
}) {
  const isFree = driver.trips.length === 0;
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-stone-200 bg-white p-3 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="font-bold text-stone-900">{driver.name}</p>
          <p className="flex items-center gap-1 text-xs text-stone-600">
            <BikeIcon aria-hidden className="size-3.5" />
            {DRIVER_VEHICLE_LABELS[driver.vehicle]}
          </p>
        </div>
        <Badge variant={isFree ? 'open' : 'muted'}>{driverAvailability(driver, timeZone)}</Badge>
      </div>
      {!isFree && (
        <ul className="flex flex-col gap-1" aria-label={`Pedidos com ${driver.name}`}>
          {driver.trips.map((trip) => (
            <li key={trip.orderId} className="flex items-center justify-between gap-2 text-sm">
              <span>
                <Link
                  to={orderLink(trip.orderId)}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  #{trip.orderId}
                </Link>{' '}
                <span className="text-stone-600">desde {formatTime(trip.since, timeZone)}</span>
              </span>
              <Button
                variant="ghost"
                size="sm"
                disabled={isBusy}
                onClick={() => onTakeBack(trip.orderId)}
                aria-label={`Retirar pedido #${trip.orderId} de ${driver.name}`}
              >
                <UndoIcon aria-hidden />
                Retirar
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button disabled={isBusy || selectedCount === 0} onClick={onSend}>
        <SendIcon aria-hidden />
        Enviar com {firstName(driver.name)}
        {selectedCount > 0 ? ` (${selectedCount})` : ''}
      </Button>
    </li>
  );
}
