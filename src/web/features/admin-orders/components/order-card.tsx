import { describeCouponRefusal, describeDiscountRows } from '../../../../domain/promotions';
import {
  BadgeCheckIcon,
  ChevronDownIcon,
  MessageCircleIcon,
  PhoneIcon,
  PrinterIcon,
} from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { REJECTION_REASON_MAX, type AdminOrder } from '../../../../domain/admin-orders';
import { minutesSince, waitingLabel } from '../../../../domain/admin-kitchen';
import { customerWhatsAppLink, rejectionQuickReasons } from '../../../../domain/customer-messages';
import { formatRecentDateTime } from '../../../../domain/date-format';
import { shopPublicOrigin } from '../../../../domain/establishment';
import { formatPhone, isMobilePhone, onlyDigits } from '../../../../domain/formats';
import { describeOrderItem, itemSummaryLine } from '../../../../domain/order-item';
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
import { useAdminOrder } from '../../../admin/api/get-orders';
import { useNow } from '../hooks/use-now';
import { OrderHistory } from './order-history';
import { OrderWhatsApp } from './order-whatsapp';
import { OrderItems } from './order-items';
import { PixConfirmation } from './pix-confirmation';
import { ScheduledSlot } from './scheduled-slot';
import {
  OrderStatusBadge,
  DriverBadge,
  KitchenReadyBadge,
  ChannelBadge,
  OriginBadge,
  PaymentStatusBadge,
} from '../../../admin/order/order-status-badge';
import { useIfoodCancellationReasons } from '../api/ifood';
import { Spinner } from '../../../components/ui/spinner';

/** The statuses an order can move to from here, forward first, 'rejeitado' last. */
function nextStatuses(from: OrderStatus): OrderStatus[] {
  return ORDER_STATUSES.filter((to) => canMoveOrder(from, to));
}

/** At most this many items in short on a closed card; the rest are counted. */
const MAX_ITEM_LINES = 4;
/** From this many minutes waiting the card's wait turns red. */
const LONG_WAIT_MINUTES = 20;

/** How long a move's 'Desfazer' stays on screen. */
const UNDO_TOAST_MS = 8_000;

/**
 * One order on the desk. Closed, it shows who, when, how much and the one-click moves; opened, every
 * item in full, the totals and the payment. Opening it (or moving it) stops its new-order alarm.
 */
export function OrderCard({
  order: listed,
  isOpen,
  onToggle,
  isHighlighted = false,
  onHold,
  onMoved,
}: {
  order: AdminOrder;
  isOpen: boolean;
  onToggle: () => void;
  isHighlighted?: boolean;
  /**
   * A dialog of this card opened (true) or closed (false): the list keeps the card on screen
   * meanwhile, even once a filter drops the order, so a typed reason is never lost.
   */
  onHold?: (order: AdminOrder, isHeld: boolean) => void;
  /** A move was made from this card (the list puts the focus back if the card leaves it). */
  onMoved?: (orderId: number) => void;
}) {
  const id = useId();
  const timeZone = useShopTimeZone();
  const now = useNow();
  const titleId = `${id}-title`;
  const panelId = `${id}-panel`;
  const change = useChangeOrderStatus();
  const payment = useChangePaymentStatus();
  const queryClient = useQueryClient();
  const shop = useEstablishment().data;
  /** The move that waits for a yes: a final one for the customer (entregue, rejeitado). */
  const [confirming, setConfirming] = useState<OrderStatus | null>(null);
  /** The status the order had when the dialog opened: another desk may move it meanwhile. */
  const [askedAt, setAskedAt] = useState<OrderStatus | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  // while a dialog is open the order is followed on its own: a filter may drop it from the list
  const live = useAdminOrder(confirming === null ? null : listed.id);
  const order = confirming !== null && live.data ? live.data : listed;
  const movedElsewhere = askedAt !== null && order.status !== askedAt ? order.status : null;
  // iFood's orders are rejected with one of iFood's reasons (decision 072)
  const isIfood = order.channel === 'ifood';
  const ifoodReasons = useIfoodCancellationReasons(order.id, isIfood && confirming === 'rejeitado');
  const isPix = isPixPayment(order.paymentMethod);
  const fee = deliveryFeeValue(order);
  const itemCount = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const isNew = useAlarmState().unopened.has(order.id);
  const { cardActions } = useDeskExtensions();
  const isMobile = isMobilePhone(order.customerPhone);
  const actionsRef = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);

  // the button pressed disappears with the move: the focus goes to the card's next action
  useEffect(() => {
    if (!refocus.current || change.isPending) return;
    refocus.current = false;
    const active = document.activeElement;
    if (active && active !== document.body && actionsRef.current?.contains(active)) return;
    actionsRef.current?.querySelector<HTMLElement>('button:not(:disabled), a[href]')?.focus();
  }, [order.status, change.isPending]);

  function ask(status: OrderStatus) {
    setReason('');
    setReasonError(null);
    setAskedAt(order.status);
    setConfirming(status);
    onHold?.(order, true);
  }

  function closeDialog() {
    setConfirming(null);
    setAskedAt(null);
    onHold?.(order, false);
  }

  function move(status: OrderStatus, rejectionReason?: string) {
    markOrderOpened(order.id);
    refocus.current = true;
    onMoved?.(order.id);
    change.mutate(
      {
        orderId: order.id,
        from: order.status,
        status,
        ...(rejectionReason === undefined ? {} : { reason: rejectionReason }),
      },
      {
        onSuccess: (moved) => {
          offerUndo(moved);
          closeDialog();
        },
        // a refused move keeps the dialog and what was typed in it; the toast says why
        onError: (error) =>
          toast.error(error.message || 'Não foi possível mudar o status do pedido.', {
            id: `status-error-${order.id}`,
          }),
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
      setReasonError(
        isIfood && ifoodReasons.data?.length
          ? 'Escolha o motivo do cancelamento no iFood.'
          : 'Informe o motivo da rejeição.',
      );
      return;
    }
    move('rejeitado', typed);
  }

  function tellCustomer() {
    if (!shop) return;
    markOrderOpened(order.id);
    // a link sent to the customer uses the shop's public address (decision 042)
    const opened = window.open(
      customerWhatsAppLink(order, shop, shopPublicOrigin(shop, window.location.origin)),
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

  const isWaiting = !isFinalForCustomer(order.status) && order.status !== 'finalizado';
  const waitedMinutes = minutesSince(order.placedAt, now);
  const summaries = order.items.map((item) => {
    const d = describeOrderItem(item);
    return { line: itemSummaryLine(d), notes: d.notes };
  });
  const shownSummaries = summaries.slice(0, MAX_ITEM_LINES);
  const hiddenCount = summaries.length - shownSummaries.length;

  return (
    <article
      id={`pedido-${order.id}`}
      aria-labelledby={titleId}
      className={cn(
        'scroll-mt-20 rounded-xl border bg-white shadow-sm transition-shadow',
        isHighlighted ? 'border-brand-600 ring-2 ring-brand-600/30' : 'border-stone-200',
        isNew && !isHighlighted && 'border-red-300',
      )}
    >
      <h2>
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-start gap-3 rounded-xl px-3 pt-2.5 pb-1 text-left hover:bg-stone-50"
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
              <KitchenReadyBadge order={order} />
              <DriverBadge order={order} timeZone={timeZone} />
              <PaymentStatusBadge status={order.paymentStatus} isPix={isPix} />
              <OriginBadge origin={order.origin} />
              <ChannelBadge channel={order.channel} />
            </span>
            <span className="mt-0.5 block truncate text-sm text-stone-700">
              <span className="font-semibold text-stone-900">{order.customerName}</span>
              {' · '}
              {describeFulfilment(order)}
              {' · '}
              <time dateTime={order.placedAt}>
                {formatRecentDateTime(order.placedAt, timeZone, now)}
              </time>
            </span>
            <ScheduledSlot order={order} />
          </span>
          <span className="flex shrink-0 flex-col items-end">
            {isWaiting && (
              <span
                data-testid="order-wait"
                className={cn(
                  'text-sm font-bold tabular-nums',
                  waitedMinutes >= LONG_WAIT_MINUTES ? 'text-red-700' : 'text-stone-800',
                )}
              >
                {waitingLabel(waitedMinutes)}
              </span>
            )}
            <span className="flex items-center gap-1 font-bold text-stone-900 tabular-nums">
              {formatBRL(order.totalCents)}
              <span className="sr-only">{isOpen ? 'Fechar' : 'Detalhes'}</span>
              <ChevronDownIcon
                className={cn('size-4 text-stone-600 transition-transform', isOpen && 'rotate-180')}
                aria-hidden
              />
            </span>
          </span>
        </button>
      </h2>

      {/* what the shop's Pix provider said: paid by whom, another amount, the refund */}
      <PixConfirmation order={order} isOpen={isOpen} />

      {/* the items in short, readable without opening the card */}
      {!isOpen && (
        <div className="px-3 pb-1.5 text-sm text-stone-800">
          <ul aria-label={`Itens (${itemCount})`} className="flex flex-col">
            {shownSummaries.map((summary, index) => (
              <li key={index} className="break-words">
                {summary.line}
                {summary.notes && (
                  <span className="ml-1 rounded bg-amber-100 px-1 font-semibold text-amber-950">
                    Obs.: {summary.notes.replace(/\s*\n\s*/g, ' / ')}
                  </span>
                )}
              </li>
            ))}
          </ul>
          {hiddenCount > 0 && (
            <p className="text-xs font-semibold text-stone-600">
              + {hiddenCount} {hiddenCount === 1 ? 'outro item' : 'outros itens'}
            </p>
          )}
        </div>
      )}

      <div
        ref={actionsRef}
        data-card-actions
        className="flex flex-wrap items-center gap-2 px-3 pb-2.5"
      >
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
          {isMobile ? (
            <Button size="sm" variant="outline" disabled={!shop} onClick={tellCustomer}>
              <MessageCircleIcon aria-hidden />
              <span className="sr-only sm:not-sr-only">Avisar cliente</span>
            </Button>
          ) : (
            // a landline has no WhatsApp: the desk offers the call instead, and says why
            <Button asChild size="sm" variant="outline">
              <a
                href={`tel:${onlyDigits(order.customerPhone)}`}
                title="Telefone fixo: sem WhatsApp. Ligue para avisar o cliente."
                aria-describedby={`${id}-landline`}
                onClick={() => markOrderOpened(order.id)}
              >
                <PhoneIcon aria-hidden />
                <span className="sr-only sm:not-sr-only">Ligar para o cliente</span>
              </a>
            </Button>
          )}
          {!isMobile && (
            <span id={`${id}-landline`} className="sr-only text-xs text-stone-600 md:not-sr-only">
              Telefone fixo: sem WhatsApp
            </span>
          )}
          {cardActions?.(order)}
          <Button asChild size="sm" variant="ghost">
            <Link to={ticketLink(order.id)} target="_blank" rel="noopener">
              <PrinterIcon aria-hidden />
              <span className="sr-only sm:not-sr-only">Imprimir</span>
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
            <OrderWhatsApp orderId={order.id} fulfilment={order.fulfilment} />
            <OrderHistory orderId={order.id} fulfilment={order.fulfilment} />
          </div>
        </div>
      )}

      <Dialog
        open={confirming === 'rejeitado'}
        onOpenChange={(isOpen) => (isOpen ? setConfirming('rejeitado') : closeDialog())}
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
            {movedElsewhere && (
              // another desk moved it while this dialog was open: the reason typed here stays
              <p
                role="alert"
                className="mx-5 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-950"
              >
                {movedElsewhere === 'rejeitado'
                  ? 'Este pedido já foi rejeitado em outra tela.'
                  : `Este pedido foi marcado como “${orderStatusLabel(movedElsewhere, order.fulfilment)}” em outra tela.`}{' '}
                {canMoveOrder(movedElsewhere, 'rejeitado')
                  ? 'Confira antes de rejeitar: o motivo digitado continua aqui.'
                  : 'Ele não pode mais ser rejeitado.'}
              </p>
            )}
            {isIfood && ifoodReasons.data && ifoodReasons.data.length > 0 ? (
              // iFood takes only its own reasons (decision 072): one is chosen, none typed
              <fieldset className="flex flex-col gap-2 px-5">
                <legend className="mb-1 text-sm font-medium text-stone-800">
                  Motivo do cancelamento no iFood
                </legend>
                {ifoodReasons.data.map((option) => (
                  <label
                    key={option.code}
                    className="flex items-center gap-2 rounded-lg border border-stone-300 px-3 py-2 text-sm text-stone-900 has-checked:border-brand-600 has-checked:bg-brand-50"
                  >
                    <input
                      type="radio"
                      name={`${id}-ifood-reason`}
                      value={option.description}
                      checked={reason === option.description}
                      onChange={() => {
                        setReason(option.description);
                        setReasonError(null);
                      }}
                      className="size-4 accent-brand-600"
                    />
                    {option.description}
                  </label>
                ))}
              </fieldset>
            ) : isIfood && ifoodReasons.isPending ? (
              <div className="px-5">
                <Spinner label="Carregando os motivos do iFood" />
              </div>
            ) : (
              <>
                {isIfood && (
                  <p role="alert" className="mx-5 text-sm text-amber-900">
                    Não foi possível carregar os motivos do iFood: o motivo digitado vai com o
                    primeiro motivo que o iFood aceitar.
                  </p>
                )}
                <div
                  className="flex flex-wrap gap-2 px-5"
                  role="group"
                  aria-label="Motivos frequentes"
                >
                  {rejectionQuickReasons(order.fulfilment).map((quick) => (
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
              </>
            )}
            {reasonError && (
              <p id={`${id}-reason-error`} role="alert" className="px-5 text-sm text-red-700">
                {reasonError}
              </p>
            )}
            <DialogFooter className="justify-end">
              <Button type="button" variant="outline" onClick={closeDialog}>
                Cancelar
              </Button>
              <Button
                type="submit"
                variant="danger"
                disabled={
                  change.isPending ||
                  (movedElsewhere !== null && !canMoveOrder(movedElsewhere, 'rejeitado'))
                }
              >
                Rejeitar
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>

      <Dialog
        open={confirming === 'entregue'}
        onOpenChange={(isOpen) => (isOpen ? setConfirming('entregue') : closeDialog())}
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
            <Button variant="outline" onClick={closeDialog}>
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
