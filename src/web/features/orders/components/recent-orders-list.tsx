import { ChevronRightIcon, ReceiptTextIcon } from 'lucide-react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../../domain/date-format';
import { formatBRL } from '../../../../domain/money';
import { useShopTimeZone } from '../../../api/get-establishment';
import { useRecentOrders } from '../../../stores/recent-orders';

/**
 * 'Meus pedidos': the orders made on this device, newest first, each linking to its tracking page.
 * With none it renders nothing.
 */
export function RecentOrdersList({ className }: { className?: string }) {
  const orders = useRecentOrders();
  const timeZone = useShopTimeZone();
  if (orders.length === 0) return null;
  return (
    <section aria-labelledby="recent-orders-title" className={className}>
      <h2 id="recent-orders-title" className="text-lg font-bold text-stone-900">
        Meus pedidos
      </h2>
      <ul className="mt-3 divide-y divide-stone-100 overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
        {orders.map((order) => (
          <li key={order.publicId}>
            <Link
              to={`/pedido/${encodeURIComponent(order.publicId)}`}
              className="flex items-center gap-3 px-4 py-3 hover:bg-stone-50 focus-visible:-outline-offset-2"
            >
              <span className="hidden rounded-full bg-brand-50 p-2 text-brand-600 min-[400px]:inline-flex">
                <ReceiptTextIcon className="size-5" aria-hidden />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-bold text-stone-900">Pedido #{order.id}</span>
                <span className="block text-sm text-stone-600">
                  <time dateTime={order.placedAt}>{formatDateTime(order.placedAt, timeZone)}</time>
                </span>
              </span>
              <span className="shrink-0 font-semibold text-stone-900 tabular-nums">
                {formatBRL(order.totalCents)}
              </span>
              <ChevronRightIcon className="size-5 shrink-0 text-stone-400" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
