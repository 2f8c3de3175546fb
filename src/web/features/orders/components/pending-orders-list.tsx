import { CloudOffIcon, RotateCwIcon } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime, formatTime } from '../../../../domain/date-format';
import { formatBRL } from '../../../../domain/money';
import { useEstablishment, useShopTimeZone } from '../../../api/get-establishment';
import { WhatsAppIcon } from '../../../components/brand-icons';
import { Button } from '../../../components/ui/button';
import { openWhatsApp } from '../../../lib/open-whatsapp';
import {
  isRetrying,
  syncPendingOrders,
  usePendingOrders,
  type PendingOrder,
} from '../../../stores/pending-orders';

function whenItWillBeSent(order: PendingOrder, timeZone: string): string {
  if (!isRetrying(order)) return 'Não foi possível enviar automaticamente.';
  const retryAt = order.retryAt ? new Date(order.retryAt) : null;
  if (retryAt && retryAt.getTime() > Date.now()) {
    return `Será enviado automaticamente às ${formatTime(retryAt, timeZone)}.`;
  }
  return 'Será enviado automaticamente quando a conexão voltar.';
}

/**
 * Orders still on this device (docs/product/principles.md#orders: never dropped silently). After 5 failed attempts an
 * order stops retrying on its own and waits here for 'Tentar novamente' or WhatsApp.
 */
export function PendingOrdersList() {
  const orders = usePendingOrders();
  const { data: shop } = useEstablishment();
  const timeZone = useShopTimeZone();
  const [busy, setBusy] = useState<string | null>(null);
  if (orders.length === 0) return null;

  async function retry(id: string) {
    setBusy(id);
    try {
      await syncPendingOrders(id);
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="pending-orders-title" className="flex flex-col gap-3">
      <h2 id="pending-orders-title" className="text-lg font-bold text-stone-900">
        Pedidos aguardando envio
      </h2>
      <ul className="flex flex-col gap-3">
        {orders.map((order) => (
          <li
            key={order.id}
            className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-stone-800"
          >
            <div className="flex items-start gap-3">
              <CloudOffIcon className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden />
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  Pedido de {formatDateTime(order.createdAt, timeZone)} ·{' '}
                  {formatBRL(order.totalCents)}
                </p>
                <p className="text-stone-700">
                  {whenItWillBeSent(order, timeZone)}
                  {order.lastError ? ` Último erro: ${order.lastError}` : ''}
                </p>
              </div>
            </div>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button
                size="sm"
                variant="outline"
                disabled={busy !== null}
                onClick={() => void retry(order.id)}
              >
                <RotateCwIcon aria-hidden />
                {busy === order.id ? 'Enviando...' : 'Tentar novamente'}
              </Button>
              {shop?.whatsapp && (
                <Button
                  size="sm"
                  variant="success"
                  onClick={() => openWhatsApp(shop.whatsapp, order.whatsappText)}
                >
                  <WhatsAppIcon aria-hidden />
                  WhatsApp
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
