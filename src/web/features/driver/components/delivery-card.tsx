import { MapPinIcon, MessageCircleIcon, NavigationIcon, PhoneIcon } from 'lucide-react';
import { useState } from 'react';
import { formatTime, DEFAULT_TIME_ZONE } from '../../../../domain/date-format';
import { DELIVERY_STATUS_LABELS } from '../../../../domain/delivery-drivers';
import { mapsLinks, type DriverDelivery } from '../../../../domain/driver-deliveries';
import { normalizeWhatsapp } from '../../../../domain/formats';
import { formatBRL } from '../../../../domain/money';
import { Button } from '../../../components/ui/button';
import type { QueuedTap } from '../driver-taps';
import { DriverPixCode } from './driver-pix-code';
import { NotDeliveredSheet } from './not-delivered-sheet';

const linkClass =
  'flex min-h-11 flex-1 items-center justify-center gap-2 rounded-xl border border-stone-300 bg-white px-3 text-sm font-semibold text-stone-900 hover:bg-stone-100';

function itemsLabel(count: number): string {
  return count === 1 ? '1 item' : `${count} itens`;
}

/** 'Receber R$ 42,50 em Dinheiro · levar troco de R$ 7,50', or 'Pago'. */
function collectionText(delivery: DriverDelivery): string {
  const { collection } = delivery;
  if (collection.isPaid) return 'Pago';
  const receive = `Receber ${formatBRL(collection.amountCents)} em ${collection.paymentMethod}`;
  return collection.changeCents
    ? `${receive} · levar troco de ${formatBRL(collection.changeCents)}`
    : receive;
}

/** One trip out: where, who, what to collect, and the two taps that end it. */
export function DeliveryCard({
  delivery,
  queued,
  onDelivered,
  onNotDelivered,
}: {
  delivery: DriverDelivery;
  queued: QueuedTap | undefined;
  onDelivered: () => void;
  onNotDelivered: (reason: string) => void;
}) {
  const [isSheetOpen, setSheetOpen] = useState(false);
  const maps = mapsLinks(delivery.address);
  const whatsapp = normalizeWhatsapp(delivery.customerPhone);
  const phoneDigits = delivery.customerPhone.replace(/\D/g, '');
  const title = `#${delivery.orderId} · ${delivery.customerFirstName}`;
  return (
    <article
      aria-label={title}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
      data-testid="delivery-card"
    >
      <header className="flex items-baseline justify-between gap-2">
        <h2 className="text-xl font-bold text-stone-900">{title}</h2>
        <span className="text-sm text-stone-600">{itemsLabel(delivery.itemsCount)}</span>
      </header>
      <p className="mt-2 flex gap-2 text-base text-stone-900">
        <MapPinIcon className="mt-1 size-4 shrink-0 text-brand-600" aria-hidden />
        <span>
          {delivery.address}
          {/* the complement, unless the address line already carries it */}
          {delivery.reference && !delivery.address.includes(delivery.reference) && (
            <span className="block text-sm text-stone-600">Referência: {delivery.reference}</span>
          )}
        </span>
      </p>
      <div className="mt-3 flex gap-2">
        <a className={linkClass} href={maps.google} target="_blank" rel="noreferrer">
          <NavigationIcon className="size-4" aria-hidden />
          Abrir no Google Maps
        </a>
        <a className={linkClass} href={maps.waze} target="_blank" rel="noreferrer">
          <NavigationIcon className="size-4" aria-hidden />
          Abrir no Waze
        </a>
      </div>
      <div className="mt-2 flex gap-2">
        <a className={linkClass} href={`tel:${phoneDigits}`}>
          <PhoneIcon className="size-4" aria-hidden />
          Ligar
        </a>
        {whatsapp && (
          <a
            className={linkClass}
            href={`https://wa.me/${whatsapp}`}
            target="_blank"
            rel="noreferrer"
          >
            <MessageCircleIcon className="size-4" aria-hidden />
            WhatsApp
          </a>
        )}
      </div>
      <p
        className={
          delivery.collection.isPaid
            ? 'mt-3 rounded-xl bg-green-50 px-3 py-2 text-base font-bold text-green-800'
            : 'mt-3 rounded-xl bg-amber-50 px-3 py-2 text-base font-bold text-amber-900'
        }
      >
        {collectionText(delivery)}
      </p>
      {delivery.pixCode && !delivery.isPaid && (
        <DriverPixCode code={delivery.pixCode} orderId={delivery.orderId} />
      )}
      {queued ? (
        <p role="status" className="mt-4 rounded-xl bg-stone-100 px-3 py-3 text-base font-semibold">
          {queued.action.kind === 'entregue' ? 'Entregue' : 'Não entregue'} · será enviado quando a
          conexão voltar
        </p>
      ) : (
        <div className="mt-4 flex flex-col gap-2">
          <Button
            type="button"
            variant="success"
            size="lg"
            className="h-14 text-lg"
            onClick={onDelivered}
          >
            Entregue
          </Button>
          <Button
            type="button"
            variant="dangerOutline"
            size="lg"
            onClick={() => setSheetOpen(true)}
          >
            Não encontrei o cliente
          </Button>
        </div>
      )}
      <NotDeliveredSheet
        orderId={delivery.orderId}
        open={isSheetOpen}
        onOpenChange={setSheetOpen}
        onConfirm={(reason) => {
          setSheetOpen(false);
          onNotDelivered(reason);
        }}
      />
    </article>
  );
}

/** A trip that ended today: what happened, and when. */
export function EndedDeliveryRow({ delivery }: { delivery: DriverDelivery }) {
  const at = delivery.endedAt ? formatTime(delivery.endedAt, DEFAULT_TIME_ZONE) : '';
  return (
    <li className="flex items-baseline justify-between gap-3 border-b border-stone-200 py-3 last:border-0">
      <span className="min-w-0">
        <span className="font-semibold text-stone-900">
          #{delivery.orderId} · {delivery.customerFirstName}
        </span>
        {delivery.notDeliveredReason && (
          <span className="block text-sm text-stone-600">{delivery.notDeliveredReason}</span>
        )}
      </span>
      <span className="shrink-0 text-sm text-stone-700">
        {DELIVERY_STATUS_LABELS[delivery.status]} às {at}
      </span>
    </li>
  );
}
