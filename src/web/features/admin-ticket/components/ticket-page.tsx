import { ArrowLeftIcon, PrinterIcon } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Link, useParams, useSearchParams } from 'react-router';
import type { AdminOrder } from '../../../../domain/admin-orders';
import { formatPhone } from '../../../../domain/formats';
import { formatBRL } from '../../../../domain/money';
import { changeDueCents } from '../../../../domain/checkout';
import { formatDateTime } from '../../../../domain/date-format';
import { useEstablishment, useShopTimeZone } from '../../../api/get-establishment';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { describeOrderItem, itemDetailLines, itemDetailText } from '../../../../domain/order-item';
import { describeCouponRefusal, describeDiscountRows } from '../../../../domain/promotions';
import {
  deliveryFeeValue,
  describeFulfilment,
  describeTiming,
  isPickup,
  paymentValue,
} from '../../../../domain/order-fulfilment';
import { useAdminOrder } from '../../../admin/api/get-orders';
import { orderLink } from '../../../admin/order/order-link';
import './ticket.css';

const WIDTHS = ['80', '58'] as const;
type TicketWidth = (typeof WIDTHS)[number];
const WIDTH_PARAM = 'largura';

/**
 * `/admin/orders/:id/ticket?largura=80|58` (docs/product/principles.md#back-office): the kitchen ticket, printed from the
 * browser on an 80 mm or 58 mm roll. The buttons do not print.
 */
export function TicketPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const width: TicketWidth = params.get(WIDTH_PARAM) === '58' ? '58' : '80';
  const orderId = /^\d{1,9}$/.test(id) && Number(id) > 0 ? Number(id) : null;
  const order = useAdminOrder(orderId);
  const { data: shop } = useEstablishment();

  return (
    <main className="min-h-dvh bg-stone-200 px-3 py-4 print:min-h-0 print:bg-white print:p-0">
      <div className="mx-auto mb-4 flex max-w-md flex-wrap items-center justify-center gap-2 print:hidden">
        <Button asChild variant="ghost" size="sm">
          <Link to={orderId ? orderLink(orderId) : '/admin/orders'}>
            <ArrowLeftIcon aria-hidden />
            Pedidos
          </Link>
        </Button>
        <div role="group" aria-label="Largura do papel" className="flex rounded-lg bg-white p-0.5">
          {WIDTHS.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={width === value}
              onClick={() => setParams({ [WIDTH_PARAM]: value }, { replace: true })}
              className={cn(
                'rounded-md px-3 py-1 text-sm font-semibold',
                width === value ? 'bg-stone-900 text-white' : 'text-stone-700 hover:bg-stone-100',
              )}
            >
              {value} mm
            </button>
          ))}
        </div>
        <Button size="sm" onClick={() => window.print()} disabled={!order.data}>
          <PrinterIcon aria-hidden />
          Imprimir
        </Button>
      </div>

      {order.data ? (
        <Ticket order={order.data} shopName={shop?.name ?? ''} width={width} />
      ) : order.isError || orderId === null ? (
        <p className="text-center text-stone-700">
          {order.error?.message ?? 'Pedido não encontrado.'}
        </p>
      ) : (
        <div className="py-16 text-center">
          <Spinner label="Carregando pedido..." />
        </div>
      )}
    </main>
  );
}

/** CSS px → mm (96 px per inch). */
const MM_PER_PX = 25.4 / 96;

/**
 * The printed page: as wide as the roll and exactly as long as the ticket, so the printer feeds
 * (and cuts) no blank paper. Only a style element can size a page to what was rendered; the CSP
 * allows inline styles.
 */
function PageSize({ width, heightPx }: { width: TicketWidth; heightPx: number }) {
  if (heightPx <= 0) return null;
  const heightMm = Math.ceil(heightPx * MM_PER_PX) + 1;
  return createPortal(
    <style>{`@page ticket-${width} { size: ${width}mm ${heightMm}mm; margin: 0; }`}</style>,
    document.head,
  );
}

function Ticket({
  order,
  shopName,
  width,
}: {
  order: AdminOrder;
  shopName: string;
  width: TicketWidth;
}) {
  const ref = useRef<HTMLElement>(null);
  const [heightPx, setHeightPx] = useState(0);
  const timeZone = useShopTimeZone();
  const changeDue = changeDueCents(order.changeForCents, order.totalCents);
  const fee = deliveryFeeValue(order);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setHeightPx(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <article
      ref={ref}
      aria-label={`Comanda do pedido #${order.id}`}
      className={cn(
        `ticket-${width}`,
        // the line height stays the page's (1.5): the printed ticket's length depends on it
        'mx-auto bg-white font-mono text-black shadow-md print:shadow-none',
        // printable widths: 72 mm of an 80 mm roll, 48 mm of a 58 mm roll (the head's margins)
        width === '80'
          ? 'w-[80mm] px-[4mm] py-[3mm] text-[14px]'
          : 'w-[58mm] px-[5mm] py-[3mm] text-[12px]',
      )}
    >
      <header className="text-center">
        {shopName && <p className="text-[1.3em] font-bold uppercase">{shopName}</p>}
        <p className="mt-1 text-[1.5em] font-bold">Pedido #{order.id}</p>
        <p>{formatDateTime(order.placedAt, timeZone)}</p>
        {/* the kitchen needs no status ('Pendente' when printed); an order made offline, yes */}
        {order.origin === 'offline' && <p className="font-bold">Pedido offline</p>}
      </header>

      <Rule />
      <section aria-label="Cliente">
        <p className="font-bold break-words">{order.customerName}</p>
        <p>{formatPhone(order.customerPhone)}</p>
      </section>

      <Rule />
      {/* how and when it leaves: the first thing the counter looks for */}
      <section aria-label="Entrega ou retirada">
        <p className="text-[1.2em] font-bold uppercase">{describeFulfilment(order)}</p>
        {!isPickup(order) && (
          <p className="break-words whitespace-pre-line">{order.deliveryAddress}</p>
        )}
        <p className={cn(order.scheduledFor !== null && 'text-[1.2em] font-bold')}>
          {describeTiming(order, timeZone, new Date())}
        </p>
      </section>

      <Rule />
      <ul aria-label="Itens" className="flex flex-col gap-2">
        {order.items.map((item, index) => {
          const d = describeOrderItem(item);
          return (
            <li key={index} className="break-words">
              <div className="flex justify-between gap-2 font-bold">
                <span>
                  {d.quantity}x {d.name}
                </span>
                <span className="shrink-0">{formatBRL(d.lineTotalCents)}</span>
              </div>
              <div className="pl-[2ch]">
                {d.sizeLabel && <p className="font-bold">{d.sizeLabel}</p>}
                {itemDetailLines(d).map((line) => (
                  <p
                    key={line.kind}
                    className={cn(line.kind === 'notes' && 'font-bold whitespace-pre-line')}
                  >
                    {itemDetailText(line)}
                  </p>
                ))}
              </div>
            </li>
          );
        })}
      </ul>

      <Rule />
      <dl>
        <Line label="Subtotal">{formatBRL(order.subtotalCents)}</Line>
        {describeDiscountRows(order).map((row) => (
          <Line key={row.label} label={row.label}>
            {row.value}
          </Line>
        ))}
        {fee !== null && <Line label="Taxa de entrega">{fee}</Line>}
        <Line label="Total" isBold>
          {formatBRL(order.totalCents)}
        </Line>
      </dl>
      {describeCouponRefusal(order) && <p>{describeCouponRefusal(order)}</p>}

      <Rule />
      <dl>
        <Line label="Pagamento" isBold={order.paymentStatus === 'pago'}>
          {paymentValue(order)}
        </Line>
        {order.changeForCents !== null && (
          <Line label="Troco para">{formatBRL(order.changeForCents)}</Line>
        )}
        {changeDue !== null && (
          <Line label="Troco" isBold>
            {formatBRL(changeDue)}
          </Line>
        )}
      </dl>
      <PageSize width={width} heightPx={heightPx} />
    </article>
  );
}

function Rule() {
  return <hr className="my-2 border-0 border-t border-dashed border-black" />;
}

function Line({
  label,
  children,
  isBold = false,
}: {
  label: string;
  children: ReactNode;
  isBold?: boolean;
}) {
  return (
    <div className={cn('flex justify-between gap-2', isBold && 'text-[1.2em] font-bold')}>
      <dt>{label}</dt>
      <dd className="text-right break-words">{children}</dd>
    </div>
  );
}
