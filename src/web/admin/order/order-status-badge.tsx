import { WifiOffIcon } from 'lucide-react';
import type { OrderOrigin } from '../../../domain/order';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../domain/order-status';
import { Badge } from '../../components/ui/badge';

const STATUS_COLOURS: Readonly<Record<OrderStatus, string>> = {
  pendente: 'bg-amber-100 text-amber-900',
  aprovado: 'bg-sky-100 text-sky-900',
  'em preparo': 'bg-orange-100 text-orange-900',
  'saiu para entrega': 'bg-violet-100 text-violet-900',
  entregue: 'bg-green-100 text-green-900',
  finalizado: 'bg-green-100 text-green-900',
  rejeitado: 'bg-red-100 text-red-900',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge variant="bare" className={STATUS_COLOURS[status]}>
      {ORDER_STATUS_LABELS[status]}
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
