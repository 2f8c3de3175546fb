import {
  BikeIcon,
  ChefHatIcon,
  CircleCheckIcon,
  HourglassIcon,
  MonitorSmartphoneIcon,
  PhoneIcon,
  ShoppingBagIcon,
  StoreIcon,
  UtensilsCrossedIcon,
  WifiOffIcon,
  type LucideIcon,
} from 'lucide-react';
import { deliveryLine } from '../../../domain/admin-dispatch';
import { isReadyInKitchen } from '../../../domain/admin-kitchen';
import type { AdminOrder } from '../../../domain/admin-orders';
import type { Fulfilment } from '../../../domain/delivery';
import type { OrderOrigin } from '../../../domain/order';
import { ORDER_CHANNEL_LABELS, type OrderChannel } from '../../../domain/order-channel';
import { orderStatusLabel } from '../../../domain/order-fulfilment';
import type { OrderStatus } from '../../../domain/order-status';
import { PAYMENT_STATUS_LABELS, type PaymentStatus } from '../../../domain/payment-status';
import { Badge } from '../../components/ui/badge';
import { cn } from '../../lib/cn';

const STATUS_COLOURS: Readonly<Record<OrderStatus, string>> = {
  pendente: 'bg-amber-100 text-amber-900',
  aprovado: 'bg-sky-100 text-sky-900',
  'em preparo': 'bg-orange-100 text-orange-900',
  'saiu para entrega': 'bg-violet-100 text-violet-900',
  entregue: 'bg-green-100 text-green-900',
  finalizado: 'bg-green-100 text-green-900',
  rejeitado: 'bg-red-100 text-red-900',
};

/** The order's status as its fulfilment names it ('Pronto para retirada' for a pickup). */
export function OrderStatusBadge({
  status,
  fulfilment,
}: {
  status: OrderStatus;
  fulfilment: Fulfilment;
}) {
  return (
    <Badge variant="bare" className={STATUS_COLOURS[status]}>
      {orderStatusLabel(status, fulfilment)}
    </Badge>
  );
}

/**
 * 'Pronto na cozinha' (decision 058): every station marked the order ready and its status waits
 * for the desk (a delivery for its courier, or a shop whose kitchen only tells the desk).
 */
export function KitchenReadyBadge({
  order,
}: {
  order: { status: OrderStatus; kitchenDoneAt?: string | null };
}) {
  if (!isReadyInKitchen(order)) return null;
  return (
    <Badge variant="bare" className="gap-1 bg-green-700 text-white">
      <ChefHatIcon className="size-3.5" aria-hidden />
      Pronto na cozinha
    </Badge>
  );
}

/**
 * The order's latest trip with a driver (decision 068): 'Com Carlos desde 20:31', or 'Não
 * entregue: Cliente não atende' in red.
 */
export function DriverBadge({
  order,
  timeZone,
}: {
  order: Pick<AdminOrder, 'delivery'>;
  timeZone: string;
}) {
  const line = deliveryLine(order.delivery, timeZone);
  if (!line) return null;
  const isFailed = order.delivery?.status === 'nao_entregue';
  return (
    <Badge
      variant="bare"
      className={cn('gap-1', isFailed ? 'bg-red-100 text-red-900' : 'bg-sky-100 text-sky-900')}
    >
      <BikeIcon className="size-3.5" aria-hidden />
      {line}
    </Badge>
  );
}

/**
 * Whether the shop has the order's money. A Pix is paid before the pizza leaves, so its state is
 * drawn strong (amber 'A receber', green 'Pago'); for cash or card, paid at the door, it is quiet.
 */
export function PaymentStatusBadge({ status, isPix }: { status: PaymentStatus; isPix: boolean }) {
  const isPaid = status === 'pago';
  const Icon = isPaid ? CircleCheckIcon : HourglassIcon;
  return (
    <Badge
      variant="bare"
      data-payment-status={status}
      className={cn(
        isPix
          ? isPaid
            ? 'bg-green-700 text-white'
            : 'bg-amber-400 text-amber-950'
          : isPaid
            ? 'border border-green-600 text-green-800'
            : 'border border-stone-400 text-stone-700',
      )}
    >
      <Icon className="size-3" aria-hidden />
      <span className="sr-only">Pagamento: </span>
      {isPix && 'Pix · '}
      {PAYMENT_STATUS_LABELS[status]}
    </Badge>
  );
}

/** Orders that came from a device's offline queue (the Offline filter). */
export function OriginBadge({ origin }: { origin: OrderOrigin }) {
  if (origin !== 'offline') return null;
  return (
    <Badge variant="bare" className="border border-stone-400 text-stone-700">
      <WifiOffIcon className="size-3" aria-hidden />
      Offline
    </Badge>
  );
}

/** One picture per channel: the desk's card, the CRM's history, the dashboard and the reports. */
export const CHANNEL_ICONS: Readonly<Record<OrderChannel, LucideIcon>> = {
  site: MonitorSmartphoneIcon,
  telefone: PhoneIcon,
  balcao: StoreIcon,
  mesa: UtensilsCrossedIcon,
  ifood: ShoppingBagIcon,
};

/**
 * Orders that did not come through the storefront: typed from a call, at the counter, a table. The
 * CRM's history names every order's channel, the site's too (`isSiteShown`, decision 059).
 */
export function ChannelBadge({
  channel,
  isSiteShown = false,
}: {
  channel: OrderChannel;
  isSiteShown?: boolean;
}) {
  if (channel === 'site' && !isSiteShown) return null;
  const Icon = CHANNEL_ICONS[channel];
  // iFood's orders are told apart at a glance: they follow iFood's rules (decision 072)
  const tone =
    channel === 'ifood' ? 'border-red-700 text-red-800' : 'border-stone-400 text-stone-700';
  return (
    <Badge variant="bare" className={`border ${tone}`}>
      <Icon className="size-3" aria-hidden />
      <span className="sr-only">Canal: </span>
      {ORDER_CHANNEL_LABELS[channel]}
    </Badge>
  );
}
