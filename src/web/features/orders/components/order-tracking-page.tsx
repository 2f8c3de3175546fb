import { describeCouponRefusal, describeDiscountRows } from '../../../../domain/promotions';
import {
  BikeIcon,
  CheckIcon,
  CircleXIcon,
  ClockIcon,
  MapPinIcon,
  StoreIcon,
  MessageCircleIcon,
  ReceiptTextIcon,
  WifiOffIcon,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { sinceDepartureText } from '../../../../domain/customer-messages';
import { formatDateTime, formatTime } from '../../../../domain/date-format';
import { whatsappLink } from '../../../../domain/formats';
import { formatBRL } from '../../../../domain/money';
import type { OrderItem, TrackedOrder } from '../../../../domain/order';
import {
  deliveryFeeValue,
  describeFulfilment,
  describeTiming,
  isPickup,
  orderStatusDescription,
  orderStatusLabel,
  paymentValue,
} from '../../../../domain/order-fulfilment';
import { describeOrderEstimate } from '../../../../domain/order-estimate';
import { isDelivered, ORDER_PROGRESS } from '../../../../domain/order-status';
import { useEstablishment, useShopTimeZone } from '../../../api/get-establishment';
import {
  isFinalOrderStatus,
  isOrderNotFound,
  useTrackedOrder,
} from '../../../api/get-tracked-order';
import { ItemDetails } from '../../../components/order/item-details';
import { describeOrderItem } from '../../../../domain/order-item';
import { SummaryRow } from '../../../components/order/summary-rows';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useFocusHeadingOnArrival } from '../../../lib/focus-on-arrival';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { PixPayment } from './pix-payment';
import { PushNoticesCard } from './push-notices-card';

/**
 * `/pedido/:publicId`: the customer follows one order, reached through its unguessable public id
 * (linked from the order's success message and from 'Meus pedidos').
 */
export function OrderTrackingPage() {
  const { publicId = '' } = useParams();
  const query = useTrackedOrder(publicId);

  if (query.data) {
    return (
      <OrderTracking
        order={query.data}
        updatedAt={query.dataUpdatedAt}
        isRefreshFailing={query.isError}
      />
    );
  }
  if (query.isError) {
    return isOrderNotFound(query.error) ? (
      <OrderNotFound />
    ) : (
      <main className="mx-auto max-w-xl px-4 pt-10 pb-10 sm:px-6">
        <Alert tone="error">
          <CircleXIcon aria-hidden />
          <div>
            <AlertTitle>Não foi possível carregar o pedido.</AlertTitle>
            <AlertDescription>{query.error.message}</AlertDescription>
          </div>
        </Alert>
        <Button
          className="mt-4"
          variant="outline"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
        >
          Tentar novamente
        </Button>
      </main>
    );
  }
  return (
    <main className="flex justify-center px-4 py-16">
      <Spinner label="Carregando pedido..." />
    </main>
  );
}

function OrderNotFound() {
  return (
    <main className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-3 px-6 py-16 text-center">
      <span className="rounded-full bg-brand-50 p-4 text-brand-600">
        <ReceiptTextIcon className="size-10" aria-hidden />
      </span>
      <h1 className="text-xl font-bold text-stone-900">Pedido não encontrado</h1>
      <p className="text-stone-600">
        Confira se o link está completo. Se o problema continuar, fale com a pizzaria.
      </p>
      <Button asChild size="lg" className="mt-2">
        <Link to="/">Voltar para o início</Link>
      </Button>
    </main>
  );
}

function OrderTracking({
  order,
  updatedAt,
  isRefreshFailing,
}: {
  order: TrackedOrder;
  updatedAt: number;
  isRefreshFailing: boolean;
}) {
  const { data: shop } = useEstablishment();
  const timeZone = useShopTimeZone();
  // arrived from the checkout: the keyboard's focus starts here, not on the page's body
  const heading = useFocusHeadingOnArrival<HTMLHeadingElement>();
  const contactLink = shop?.whatsapp
    ? whatsappLink(shop.whatsapp, `Olá! Gostaria de falar sobre o pedido #${order.id}.`)
    : null;
  return (
    <main className="mx-auto max-w-5xl px-4 pt-6 pb-10 sm:px-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h1
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-bold text-stone-900 outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          Pedido #{order.id}
        </h1>
        <p className="text-sm text-stone-600">
          Feito em <time dateTime={order.placedAt}>{formatDateTime(order.placedAt, timeZone)}</time>
        </p>
      </div>

      <div className="mt-5 grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-8">
        <div className="flex flex-col gap-5">
          {order.origin === 'offline' && (
            <Alert tone="info">
              <WifiOffIcon aria-hidden />
              <div>
                <AlertTitle>Pedido feito sem conexão</AlertTitle>
                <AlertDescription>
                  Ele foi enviado à pizzaria assim que a conexão voltou.
                </AlertDescription>
              </div>
            </Alert>
          )}
          {/* what the customer has to do first: pay, right after ordering */}
          <PixPayment order={order} />
          <OrderStatusCard
            order={order}
            updatedAt={updatedAt}
            isRefreshFailing={isRefreshFailing}
            contactLink={contactLink}
          />
          {/* an order at its end has no more news to send */}
          {!isFinalOrderStatus(order.status) && <PushNoticesCard publicId={order.publicId} />}
          <OrderItems items={order.items} />
        </div>

        <div className="flex flex-col gap-5 lg:sticky lg:top-20">
          <OrderSummary order={order} />
          <section
            aria-labelledby="order-address-title"
            className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
          >
            <h2
              id="order-address-title"
              className="flex items-center gap-2 text-lg font-bold text-stone-900"
            >
              {isPickup(order) ? (
                <StoreIcon className="size-5 text-brand-600" aria-hidden />
              ) : (
                <MapPinIcon className="size-5 text-brand-600" aria-hidden />
              )}
              {isPickup(order) ? describeFulfilment(order) : 'Endereço de entrega'}
            </h2>
            {order.deliveryZone !== null && !isPickup(order) && (
              <p className="mt-1 text-sm font-semibold text-brand-700">
                {describeFulfilment(order)}
              </p>
            )}
            <p className="mt-2 text-sm font-semibold text-stone-800">{order.customerName}</p>
            {isPickup(order) ? (
              shop?.address && (
                <p className="mt-0.5 text-sm break-words text-stone-700">
                  Endereço da pizzaria: {shop.address}
                </p>
              )
            ) : (
              <p className="mt-0.5 text-sm break-words whitespace-pre-line text-stone-700">
                <AddressText address={order.deliveryAddress} />
              </p>
            )}
            <p className="mt-2 flex items-center gap-1.5 text-sm font-semibold text-stone-800">
              <ClockIcon className="size-4 shrink-0 text-stone-500" aria-hidden />
              {describeTiming(order, timeZone, new Date(updatedAt))}
            </p>
          </section>
          <div className="flex flex-col gap-2">
            {contactLink && order.status !== 'rejeitado' && (
              <Button asChild variant="outline" size="lg" className="w-full">
                <a href={contactLink} target="_blank" rel="noreferrer">
                  <MessageCircleIcon aria-hidden />
                  Falar com a pizzaria
                </a>
              </Button>
            )}
            <Button asChild variant="ghost" className="w-full">
              <Link to="/menu">Voltar ao cardápio</Link>
            </Button>
          </div>
        </div>
      </div>
    </main>
  );
}

function OrderStatusCard({
  order,
  updatedAt,
  isRefreshFailing,
  contactLink,
}: {
  order: TrackedOrder;
  updatedAt: number;
  isRefreshFailing: boolean;
  contactLink: string | null;
}) {
  const isOnline = useOnlineStatus();
  const timeZone = useShopTimeZone();
  const { data: shop } = useEstablishment();
  const isRejected = order.status === 'rejeitado';
  const isFinal = isFinalOrderStatus(order.status);
  // when to expect it, beside the status: the slot, or the shop's estimate (decision 041)
  const estimate = shop ? describeOrderEstimate(order, shop, timeZone, new Date(updatedAt)) : null;
  return (
    <section
      aria-labelledby="order-status-title"
      className={cn(
        'rounded-2xl border bg-white p-5 shadow-sm',
        isRejected ? 'border-red-300' : 'border-stone-200',
      )}
    >
      <h2 id="order-status-title" className="text-sm font-semibold text-stone-600">
        Status do pedido
      </h2>
      {/* read out again whenever the status changes */}
      <div aria-live="polite" aria-atomic="true" className="mt-1">
        <p
          className={cn(
            'flex items-center gap-2 text-xl font-bold',
            isRejected
              ? 'text-red-700'
              : isDelivered(order.status)
                ? 'text-green-700'
                : 'text-brand-700',
          )}
        >
          {isRejected && <CircleXIcon className="size-6 shrink-0" aria-hidden />}
          {orderStatusLabel(order.status, order.fulfilment)}
        </p>
        <p className="mt-1 text-stone-700">
          {orderStatusDescription(order.status, order.fulfilment)}
        </p>
        {isRejected && order.rejectionReason && (
          <p className="mt-2 font-semibold text-stone-900">Motivo: {order.rejectionReason}</p>
        )}
        {estimate && (
          <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-0.5 rounded-xl bg-brand-50 px-3 py-2 text-stone-800">
            <ClockIcon className="size-4 shrink-0 text-brand-700" aria-hidden />
            <span className="font-semibold">{estimate.label}:</span>{' '}
            <span className="font-bold text-stone-900 tabular-nums">{estimate.value}</span>
          </p>
        )}
        {order.status === 'saiu para entrega' && order.driver && (
          <DriverOnTheWay
            // a new answer of the server starts the count from its own minutes again
            key={`${order.driver.since}-${order.driver.minutesOut}`}
            driver={order.driver}
          />
        )}
      </div>

      {isRejected ? (
        contactLink && (
          <Button
            asChild
            variant="success"
            // the long label wraps on a narrow phone instead of widening the page
            size="lgWrap"
            className="mt-4 h-auto w-full text-center sm:w-auto"
          >
            <a href={contactLink} target="_blank" rel="noreferrer">
              <MessageCircleIcon aria-hidden />
              Falar com a pizzaria no WhatsApp
            </a>
          </Button>
        )
      ) : (
        <OrderProgress order={order} />
      )}

      {!isFinal && (
        <p className="mt-5 flex items-center gap-2 border-t border-stone-100 pt-3 text-xs text-stone-500">
          {isRefreshFailing || !isOnline ? (
            <>
              <WifiOffIcon className="size-3.5 shrink-0" aria-hidden />
              Não foi possível atualizar agora. Tentaremos de novo em instantes.
            </>
          ) : (
            <>
              <span className="relative flex size-2 shrink-0" aria-hidden>
                <span className="absolute inline-flex size-full animate-ping rounded-full bg-green-500 opacity-60" />
                <span className="relative inline-flex size-2 rounded-full bg-green-600" />
              </span>
              Esta página se atualiza sozinha. Última atualização às{' '}
              {formatTime(updatedAt, timeZone)}.
            </>
          )}
        </p>
      )}
    </section>
  );
}

/**
 * pendente → aprovado → em preparo → saiu para entrega → entregue, the current step highlighted; a
 * pickup's last steps read 'Pronto para retirada' and 'Retirado'.
 */
/**
 * 'Carlos está a caminho · Saiu há 12 min' (decision 068): the minutes the server counted on its
 * own clock, plus those passed on this page since (the phone's clock may be wrong; its minutes
 * still pass).
 */
function DriverOnTheWay({ driver }: { driver: NonNullable<TrackedOrder['driver']> }) {
  const [receivedAt] = useState(() => Date.now());
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setTick((n) => n + 1), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  const minutes = driver.minutesOut + Math.floor((Date.now() - receivedAt) / 60_000);
  return (
    <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-0.5 rounded-xl bg-sky-50 px-3 py-2 text-stone-800">
      <BikeIcon className="size-4 shrink-0 text-sky-800" aria-hidden />
      <span className="font-semibold text-stone-900">{driver.firstName} está a caminho</span>
      <span aria-hidden className="hidden sm:inline">
        ·
      </span>
      {/* its own line on a phone: a wrapped '·' would dangle */}
      <span className="basis-full pl-6 tabular-nums sm:basis-auto sm:pl-0">
        {sinceDepartureText(minutes)}
      </span>
    </p>
  );
}

function OrderProgress({ order }: { order: TrackedOrder }) {
  const delivered = isDelivered(order.status);
  const currentIndex = delivered
    ? ORDER_PROGRESS.length - 1
    : Math.max(0, ORDER_PROGRESS.indexOf(order.status));
  const lastIndex = ORDER_PROGRESS.length - 1;
  return (
    <ol className="mt-5 flex flex-col sm:grid sm:grid-cols-5" aria-label="Andamento do pedido">
      {ORDER_PROGRESS.map((step, index) => {
        const isDone = index < currentIndex || delivered;
        const isCurrent = index === currentIndex;
        return (
          <li
            key={step}
            aria-current={isCurrent ? 'step' : undefined}
            className="relative flex items-center gap-3 pb-5 last:pb-0 sm:flex-col sm:items-center sm:gap-2 sm:pb-0 sm:text-center"
          >
            {index < lastIndex && (
              <span
                aria-hidden
                className={cn(
                  'absolute top-8 bottom-0 left-[15px] w-0.5',
                  'sm:top-[15px] sm:bottom-auto sm:left-[calc(50%+1rem)] sm:h-0.5 sm:w-[calc(100%-2rem)]',
                  index < currentIndex ? 'bg-green-600' : 'bg-stone-200',
                )}
              />
            )}
            <span
              aria-hidden
              className={cn(
                'relative flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold',
                isDone && 'border-green-600 bg-green-600 text-white',
                isCurrent &&
                  !isDone &&
                  'border-brand-600 bg-brand-600 text-white ring-4 ring-brand-100',
                !isDone && !isCurrent && 'border-stone-300 bg-white text-stone-400',
              )}
            >
              {isDone ? <CheckIcon className="size-4" strokeWidth={3} /> : index + 1}
            </span>
            <span
              className={cn(
                'text-sm',
                isCurrent
                  ? 'font-bold text-stone-900'
                  : isDone
                    ? 'font-medium text-stone-700'
                    : 'text-stone-500',
              )}
            >
              {orderStatusLabel(step, order.fulfilment)}
              <span className="sr-only">
                {isCurrent ? ' (etapa atual)' : isDone ? ' (concluída)' : ''}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

function OrderItems({ items }: { items: readonly OrderItem[] }) {
  return (
    <section
      aria-labelledby="order-items-title"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id="order-items-title" className="text-lg font-bold text-stone-900">
        Itens
      </h2>
      <ul className="mt-2 divide-y divide-stone-100">
        {items.map((item, index) => (
          <OrderItemRow key={index} item={item} />
        ))}
      </ul>
    </section>
  );
}

function OrderItemRow({ item }: { item: OrderItem }) {
  const d = describeOrderItem(item);
  return (
    <li className="flex items-start gap-3 py-3 last:pb-0">
      <span className="mt-px shrink-0 rounded-md bg-stone-100 px-1.5 py-0.5 text-sm font-bold text-stone-800 tabular-nums">
        {d.quantity}x
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <p className="min-w-0 font-bold break-words text-stone-900">{d.name}</p>
          <p className="shrink-0 font-bold text-stone-900 tabular-nums">
            {formatBRL(d.lineTotalCents)}
          </p>
        </div>
        {d.sizeLabel && <p className="text-sm text-stone-600">{d.sizeLabel}</p>}
        <ItemDetails className="mt-0.5" details={d} />
      </div>
    </li>
  );
}

function OrderSummary({ order }: { order: TrackedOrder }) {
  const fee = deliveryFeeValue(order);
  return (
    <section
      aria-labelledby="order-summary-title"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id="order-summary-title" className="text-lg font-bold text-stone-900">
        Resumo
      </h2>
      <dl className="mt-4 flex flex-col gap-2 text-sm">
        <SummaryRow label="Subtotal" value={formatBRL(order.subtotalCents)} />
        {describeDiscountRows(order).map((row) => (
          <SummaryRow
            key={row.label}
            label={row.label}
            value={row.value}
            className="text-green-800"
          />
        ))}
        {/* pickup has no fee; a delivery's fee not set yet reads 'A confirmar' */}
        {fee !== null && (
          <SummaryRow
            label="Taxa de entrega"
            value={fee}
            valueClassName={order.deliveryFeeCents === null ? 'text-stone-600' : undefined}
          />
        )}
        <SummaryRow label="Total" value={formatBRL(order.totalCents)} isTotal />
        {describeCouponRefusal(order) && (
          <p className="text-sm text-amber-800">{describeCouponRefusal(order)}</p>
        )}
        <SummaryRow
          label="Pagamento"
          value={paymentValue(order)}
          className="mt-2 border-t border-stone-200 pt-3"
          valueClassName={order.paymentStatus === 'pago' ? 'text-green-700' : undefined}
        />
        {order.changeForCents !== null && (
          <SummaryRow label="Troco para" value={formatBRL(order.changeForCents)} />
        )}
      </dl>
    </section>
  );
}

/** 'CEP: 01310-100' in an address (src/domain/customer.ts composeAddress). */
const CEP_IN_ADDRESS = /(CEP:\s*\d{5}-?\d{3})/;

/** An address with its CEP kept on one line: 'CEP:' never ends a line away from its number. */
function AddressText({ address }: { address: string }) {
  return address.split(CEP_IN_ADDRESS).map((part, index) =>
    // split keeps the captured CEPs at the odd places
    index % 2 === 1 ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
