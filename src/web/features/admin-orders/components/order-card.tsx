import { describeCouponRefusal, describeDiscountRows } from '../../../../domain/promotions';
import {
  BadgeCheckIcon,
  ChevronDownIcon,
  MessageCircleIcon,
  PhoneIcon,
  PrinterIcon,
} from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { REJECTION_REASON_MAX, type AdminOrder } from '../../../../domain/admin-orders';
import {
  customerWhatsAppLink,
  REJECTION_QUICK_REASONS,
} from '../../../../domain/customer-messages';
import { formatRecentDateTime } from '../../../../domain/date-format';
import { formatPhone, onlyDigits } from '../../../../domain/formats';
import { formatBRL } from '../../../../domain/money';
import {
  deliveryFeeValue,
  describeFulfilment,
  describeTiming,
  isPickup,
  isPixPayment,
  orderStatusActionLabel,
  orderStatusDescription,
  orderStatusLabel,
  paymentValue,
} from '../../../../domain/order-fulfilment';
import {
  canMoveOrder,
  isFinalForCustomer,
  ORDER_STATUSES,
  type OrderStatus,
} from '../../../../domain/order-status';
import type { PaymentStatus } from '../../../../domain/payment-status';
import { useEstablishment, useShopTimeZone } from '../../../api/get-establishment';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { markOrderOpened, useAlarmState } from '../stores/alarm-store';
import { useChangeOrderStatus, undoOrderStatus } from '../api/change-order-status';
import { useChangePaymentStatus } from '../api/change-payment-status';
import { ticketLink } from '../../../admin/order/order-link';
import { useDeskExtensions } from '../../../admin/order/desk-extensions';
import { OrderHistory } from './order-history';
import { OrderItems } from './order-items';
import { ScheduledSlot } from './scheduled-slot';
import {
  OrderStatusBadge,
  OriginBadge,
  PaymentStatusBadge,
} from '../../../admin/order/order-status-badge';

/** The statuses an order can move to from here, forward first, 'rejeitado' last. */
function nextStatuses(from: OrderStatus): OrderStatus[] {
  return ORDER_STATUSES.filter((to) => canMoveOrder(from, to));
}

/** How long a move's 'Desfazer' stays on screen. */
const UNDO_TOAST_MS = 8_000;

/**
 * One order on the desk. Closed, it shows who, when, how much and the one-click moves; opened, every
 * item in full, the totals and the payment. Opening it (or moving it) stops its new-order alarm.
 */
export function OrderCard({
  order,
  isOpen,
  onToggle,
  isHighlighted = false,
}: {
  order: AdminOrder;
  isOpen: boolean;
  onToggle: () => void;
  isHighlighted?: boolean;
}) {
  const id = useId();
  const timeZone = useShopTimeZone();
  const titleId = `${id}-title`;
  const panelId = `${id}-panel`;
  const change = useChangeOrderStatus();
  const payment = useChangePaymentStatus();
  const isPix = isPixPayment(order.paymentMethod);
  const fee = deliveryFeeValue(order);
  const queryClient = useQueryClient();
  const shop = useEstablishment().data;
  /** The move that waits for a yes: a final one for the customer (entregue, rejeitado). */
  const [confirming, setConfirming] = useState<OrderStatus | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const itemCount = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const isNew = useAlarmState().unopened.has(order.id);
  const { cardActions } = useDeskExtensions();

  function ask(status: OrderStatus) {
    setReason('');
    setReasonError(null);
    setConfirming(status);
  }

  function move(status: OrderStatus, rejectionReason?: string) {
    markOrderOpened(order.id);
    change.mutate(
      {
        orderId: order.id,
        from: order.status,
        status,
        ...(rejectionReason === undefined ? {} : { reason: rejectionReason }),
      },
      {
        onSuccess: (moved) => offerUndo(moved),
        onError: (error) =>
          toast.error(error.message || 'Não foi possível mudar o status do pedido.', {
            id: `status-error-${order.id}`,
          }),
        onSettled: () => setConfirming(null),
      },
    );
  }

  /** Every move can be taken back for a few seconds: the undo is recorded like any change. */
  function offerUndo(moved: AdminOrder) {
    const orderId = moved.id;
    const label = orderStatusLabel(moved.status, moved.fulfilment);
    toast(`Pedido #${orderId}: ${label}`, {
      id: `undo-${orderId}`,
      duration: UNDO_TOAST_MS,
      action: {
        label: 'Desfazer',
        onClick: () => {
          undoOrderStatus(queryClient, { orderId, from: moved.status }).then(
            (back) =>
              toast.success(
                `Pedido #${orderId} voltou para ${orderStatusLabel(back.status, back.fulfilment)}.`,
                { id: `undo-done-${orderId}` },
              ),
            (error: unknown) =>
              toast.error(
                error instanceof Error && error.message
                  ? error.message
                  : 'Não foi possível desfazer a mudança.',
                { id: `undo-error-${orderId}` },
              ),
          );
        },
      },
    });
  }

  function confirmReject() {
    const typed = reason.trim();
    if (typed === '') {
      setReasonError('Informe o motivo da rejeição.');
      return;
    }
    move('rejeitado', typed);
  }

  function tellCustomer() {
    if (!shop) return;
    markOrderOpened(order.id);
    const opened = window.open(
      customerWhatsAppLink(order, shop, window.location.origin),
      '_blank',
      'noopener',
    );
    if (opened) opened.opener = null;
  }

  function markPayment(paymentStatus: PaymentStatus) {
    markOrderOpened(order.id);
    payment.mutate(
      { orderId: order.id, paymentStatus },
      {
        onError: (error) =>
          toast.error(error.message || 'Não foi possível mudar o pagamento do pedido.', {
            id: `payment-error-${order.id}`,
          }),
      },
    );
  }

  return (
    <article
      id={`pedido-${order.id}`}
      aria-labelledby={titleId}
      className={cn(
        'scroll-mt-20 rounded-2xl border bg-white shadow-sm transition-shadow',
        isHighlighted ? 'border-brand-600 ring-2 ring-brand-600/30' : 'border-stone-200',
      )}
    >
      <h2>
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-start gap-3 rounded-2xl p-4 text-left hover:bg-stone-50"
        >
          <span className="min-w-0 flex-1">
            <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span id={titleId} className="text-base font-bold text-stone-900">
                Pedido #{order.id}
              </span>
              {isNew && (
                // the dot pulses, not the word: a fading word would lose its contrast
                <Badge variant="closed" className="gap-1.5">
                  <span className="relative flex size-1.5" aria-hidden>
                    <span className="absolute inline-flex size-full animate-ping rounded-full bg-white opacity-75" />
                    <span className="relative inline-flex size-1.5 rounded-full bg-white" />
                  </span>
                  Novo
                </Badge>
              )}
              <OrderStatusBadge status={order.status} fulfilment={order.fulfilment} />
              <PaymentStatusBadge status={order.paymentStatus} isPix={isPix} />
              <OriginBadge origin={order.origin} />
            </span>
            <span className="mt-1 block truncate text-sm font-semibold text-stone-800">
              {order.customerName}
            </span>
            <span className="mt-0.5 block text-xs text-stone-600">
              <time dateTime={order.placedAt}>
                {formatRecentDateTime(order.placedAt, timeZone, new Date())}
              </time>
              {' · '}
              {itemCount} {itemCount === 1 ? 'item' : 'itens'}
              {' · '}
              {describeFulfilment(order)}
            </span>
            <ScheduledSlot order={order} />
          </span>
          <span className="flex shrink-0 flex-col items-end gap-1">
            <span className="font-bold text-stone-900 tabular-nums">
              {formatBRL(order.totalCents)}
            </span>
            <span className="flex items-center gap-1 text-xs font-medium text-stone-600">
              {isOpen ? 'Fechar' : 'Detalhes'}
              <ChevronDownIcon
                className={cn('size-4 transition-transform', isOpen && 'rotate-180')}
                aria-hidden
              />
            </span>
          </span>
        </button>
      </h2>

      <div className="flex flex-wrap items-center gap-2 px-4 pb-4">
        {nextStatuses(order.status).map((status) =>
          status === 'rejeitado' ? (
            <Button
              key={status}
              size="sm"
              variant="dangerOutline"
              disabled={change.isPending}
              onClick={() => ask('rejeitado')}
            >
              {orderStatusActionLabel(status, order.fulfilment)}
            </Button>
          ) : (
            <Button
              key={status}
              size="sm"
              variant={status === 'entregue' ? 'success' : 'default'}
              disabled={change.isPending}
              onClick={() => (isFinalForCustomer(status) ? ask(status) : move(status))}
            >
              {orderStatusActionLabel(status, order.fulfilment)}
            </Button>
          ),
        )}
        {/* a Pix is checked in the bank: one tap on the card; other methods from the details */}
        {isPix && order.paymentStatus === 'a_receber' && order.status !== 'rejeitado' && (
          <Button
            size="sm"
            variant="success"
            disabled={payment.isPending}
            onClick={() => markPayment('pago')}
          >
            <BadgeCheckIcon aria-hidden />
            Marcar como pago
          </Button>
        )}
        <span className="ml-auto flex flex-wrap items-center gap-2">
          <Button size="sm" variant="outline" disabled={!shop} onClick={tellCustomer}>
            <MessageCircleIcon aria-hidden />
            Avisar cliente
          </Button>
          {cardActions?.(order)}
          <Button asChild size="sm" variant="ghost">
            <Link to={ticketLink(order.id)} target="_blank" rel="noopener">
              <PrinterIcon aria-hidden />
              Imprimir
            </Link>
          </Button>
        </span>
      </div>

      {isOpen && (
        <div
          id={panelId}
          className="grid gap-5 border-t border-stone-100 px-4 py-4 md:grid-cols-[minmax(0,1fr)_18rem]"
        >
          <section aria-label="Itens" className="min-w-0">
            <OrderItems items={order.items} />
          </section>
          <div className="flex flex-col gap-4 text-sm">
            <section aria-label="Cliente" className="flex flex-col gap-0.5">
              <p className="font-semibold text-stone-900">{order.customerName}</p>
              <a
                href={`tel:${onlyDigits(order.customerPhone)}`}
                className="inline-flex items-center gap-1.5 text-brand-700 hover:underline"
              >
                <PhoneIcon className="size-3.5" aria-hidden />
                {formatPhone(order.customerPhone)}
              </a>
              <p className="mt-1 font-semibold text-stone-900">{describeFulfilment(order)}</p>
              {!isPickup(order) && (
                <p className="break-words whitespace-pre-line text-stone-700">
                  {order.deliveryAddress}
                </p>
              )}
              <p className="text-stone-700">{describeTiming(order, timeZone, new Date())}</p>
            </section>
            <dl className="flex flex-col gap-1.5 rounded-xl bg-stone-50 p-3">
              <Row label="Subtotal">{formatBRL(order.subtotalCents)}</Row>
              {describeDiscountRows(order).map((row) => (
                <Row key={row.label} label={row.label} className="text-green-800">
                  {row.value}
                </Row>
              ))}
              {fee !== null && <Row label="Taxa de entrega">{fee}</Row>}
              <Row label="Total" className="border-t border-stone-200 pt-1.5 text-base font-bold">
                {formatBRL(order.totalCents)}
              </Row>
              {describeCouponRefusal(order) && (
                <p role="note" className="font-semibold text-amber-800">
                  {describeCouponRefusal(order)}
                </p>
              )}
              <Row label="Pagamento" className="mt-1">
                {paymentValue(order)}
              </Row>
              {order.changeForCents !== null && (
                <Row label="Troco para">{formatBRL(order.changeForCents)}</Row>
              )}
            </dl>
            {order.paymentStatus === 'pago' ? (
              <div className="flex flex-wrap items-center justify-between gap-2">
                {order.paidAt && (
                  <p className="text-xs text-stone-600">
                    Pago em{' '}
                    <time dateTime={order.paidAt}>
                      {formatRecentDateTime(order.paidAt, timeZone, new Date())}
                    </time>
                  </p>
                )}
                {/* a mark made by mistake is undone here, away from the one-tap row */}
                <Button
                  size="sm"
                  variant="outline"
                  disabled={payment.isPending}
                  onClick={() => markPayment('a_receber')}
                >
                  Voltar para a receber
                </Button>
              </div>
            ) : (
              !isPix && (
                <Button
                  size="sm"
                  variant="outline"
                  className="self-start"
                  disabled={payment.isPending}
                  onClick={() => markPayment('pago')}
                >
                  Marcar como pago
                </Button>
              )
            )}
            <OrderHistory orderId={order.id} fulfilment={order.fulfilment} />
          </div>
        </div>
      )}

      <Dialog
        open={confirming === 'rejeitado'}
        onOpenChange={(isOpen) => setConfirming(isOpen ? 'rejeitado' : null)}
      >
        <DialogContent>
          <form
            noValidate
            className="flex flex-col gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              confirmReject();
            }}
          >
            <DialogHeader>
              <DialogTitle>Rejeitar o pedido #{order.id}?</DialogTitle>
              <DialogDescription>
                O cliente verá o motivo na página de acompanhamento do pedido.
              </DialogDescription>
            </DialogHeader>
            <div className="flex flex-wrap gap-2 px-5" role="group" aria-label="Motivos frequentes">
              {REJECTION_QUICK_REASONS.map((quick) => (
                <Button
                  key={quick}
                  type="button"
                  size="sm"
                  variant={reason === quick ? 'default' : 'outline'}
                  aria-pressed={reason === quick}
                  onClick={() => {
                    setReason(quick);
                    setReasonError(null);
                  }}
                >
                  {quick}
                </Button>
              ))}
            </div>
            <label className="flex flex-col gap-1 px-5 text-sm font-medium text-stone-800">
              Motivo
              <textarea
                value={reason}
                maxLength={REJECTION_REASON_MAX}
                rows={3}
                required
                aria-invalid={reasonError !== null}
                aria-describedby={reasonError ? `${id}-reason-error` : undefined}
                onChange={(event) => {
                  setReason(event.target.value);
                  setReasonError(null);
                }}
                className="rounded-lg border border-stone-300 px-3 py-2 text-base font-normal focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
              />
            </label>
            {reasonError && (
              <p id={`${id}-reason-error`} role="alert" className="px-5 text-sm text-red-700">
                {reasonError}
              </p>
            )}
            <DialogFooter className="justify-end">
              <Button type="button" variant="outline" onClick={() => setConfirming(null)}>
                Cancelar
              </Button>
              <Button type="submit" variant="danger" disabled={change.isPending}>
                Rejeitar
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>

      <Dialog
        open={confirming === 'entregue'}
        onOpenChange={(isOpen) => setConfirming(isOpen ? 'entregue' : null)}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle>
              {isPickup(order)
                ? `Marcar o pedido #${order.id} como retirado?`
                : `Marcar o pedido #${order.id} como entregue?`}
            </DialogTitle>
            <DialogDescription>
              O cliente verá: “{orderStatusDescription('entregue', order.fulfilment)}”
            </DialogDescription>
          </DialogHeader>
          <DialogFooter className="justify-end">
            <Button variant="outline" onClick={() => setConfirming(null)}>
              Cancelar
            </Button>
            <Button variant="success" disabled={change.isPending} onClick={() => move('entregue')}>
              {orderStatusActionLabel('entregue', order.fulfilment)}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </article>
  );
}

function Row({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex items-baseline justify-between gap-3 text-stone-700', className)}>
      <dt>{label}</dt>
      <dd className="text-right font-semibold text-stone-900 tabular-nums">{children}</dd>
    </div>
  );
}
