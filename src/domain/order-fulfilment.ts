/**
 * How an order reaches the customer, when, what the delivery costs and whether the shop has the
 * money, in the words every view uses: the WhatsApp text, the tracking page, the desk card, the
 * kitchen ticket and the customer's history say it the same way. Orders placed before delivery
 * zones existed (a delivery, fee null, no slot) read 'Entrega', 'O quanto antes' and
 * 'Taxa de entrega: A confirmar'.
 */
import { formatDateTime, formatTime, type Instant } from './date-format';
import { FULFILMENT_LABELS, hasDelivery, type Fulfilment } from './delivery';
import { formatBRL } from './money';
import { ORDER_STATUS_DESCRIPTIONS, ORDER_STATUS_LABELS, type OrderStatus } from './order-status';
import { PAYMENT_STATUS_LABELS, type PaymentStatus } from './payment-status';
import { formatSlotDay } from './scheduling';

/** What the descriptions read of an order: an `Order`, a `TrackedOrder` and an `AdminOrder` fit. */
export interface FulfilmentFacts {
  fulfilment: Fulfilment;
  /** The table of an order eaten at one ('5', 'Varanda 2'); null for every other order. */
  tableLabel?: string | null;
  /** The zone the fee came from; null for pickup or outside every zone. */
  deliveryZone: string | null;
  /** The start of the chosen slot (ISO); null: 'o quanto antes'. */
  scheduledFor: string | null;
  /** null while the fee is 'A confirmar'. */
  deliveryFeeCents: number | null;
  paymentMethod: string;
  paymentStatus: PaymentStatus;
}

const DELIVERY_FEE_LABEL = 'Taxa de entrega';
/** docs/product/screens.md#cart: a fee the shop has not set yet. */
const FEE_TO_CONFIRM = 'A confirmar';
const AS_SOON_AS_POSSIBLE = 'O quanto antes';
const PAYMENT_LABEL = 'Pagamento';

/**
 * Whether the order is handed over at the shop (picked up, eaten at the counter or at a table):
 * no address and no fee line (decision 055).
 */
export function isPickup(order: Pick<FulfilmentFacts, 'fulfilment'>): boolean {
  return !hasDelivery(order.fulfilment);
}

/** Whether it is eaten at the shop, at the counter or at a table: it is served, not handed over. */
export function isServedAtShop(fulfilment: Fulfilment): boolean {
  return fulfilment === 'balcao' || fulfilment === 'mesa';
}

/** Whether the customer pays by Pix (the shop's option is named 'Pix' in any case). */
export function isPixPayment(paymentMethod: string): boolean {
  return paymentMethod.trim().toLowerCase() === 'pix';
}

/**
 * Whether handing the order over means the shop has its money: cash, card or voucher are paid at
 * the door or the counter when it is delivered (as migration 0006 counted older orders); a Pix is
 * paid before and only staff, seeing it in the bank, mark it paid.
 */
export function isPaidOnHandOver(to: OrderStatus, paymentMethod: string): boolean {
  return to === 'entregue' && !isPixPayment(paymentMethod);
}

/**
 * 'Entrega — Jardim Paulista', 'Entrega' (no zone known), 'Retirada no local', 'Comer no local'
 * or 'Mesa 5'.
 */
export function describeFulfilment(
  order: Pick<FulfilmentFacts, 'fulfilment' | 'deliveryZone' | 'tableLabel'>,
): string {
  const label = FULFILMENT_LABELS[order.fulfilment];
  const table = order.tableLabel?.trim();
  if (order.fulfilment === 'mesa' && table) return `${label} ${table}`;
  const zone = order.deliveryZone?.trim();
  return order.fulfilment === 'entrega' && zone ? `${label} — ${zone}` : label;
}

/** The kitchen ticket's big heading: 'ENTREGA', 'RETIRADA', 'BALCÃO' or 'MESA 5'. */
export function kitchenFulfilmentHeading(
  order: Pick<FulfilmentFacts, 'fulfilment' | 'tableLabel'>,
): string {
  if (order.fulfilment === 'balcao') return 'BALCÃO';
  if (order.fulfilment === 'mesa') {
    return describeFulfilment({ ...order, deliveryZone: null }).toUpperCase();
  }
  return hasDelivery(order.fulfilment) ? 'ENTREGA' : 'RETIRADA';
}

/**
 * A slot's start as people say it: 'Hoje, 20:30', 'Amanhã, 19:00', 'Sexta, 27/11, 19:00', in the
 * shop's zone, the day named as the slot picker names it (scheduling.ts). Without `now` (a text
 * kept for later) always the full date.
 */
export function formatScheduledFor(at: Instant, timeZone: string, now?: Date): string {
  const date = at instanceof Date ? at : new Date(at);
  if (Number.isNaN(date.getTime()) || !now) return formatDateTime(at, timeZone);
  return `${formatSlotDay(date, timeZone, now)}, ${formatTime(date, timeZone)}`;
}

/** 'Agendado: Hoje, 20:30' or 'O quanto antes'. */
export function describeTiming(
  order: Pick<FulfilmentFacts, 'scheduledFor'>,
  timeZone: string,
  now?: Date,
): string {
  return order.scheduledFor === null
    ? AS_SOON_AS_POSSIBLE
    : `Agendado: ${formatScheduledFor(order.scheduledFor, timeZone, now)}`;
}

/** The fee's value: 'R$ 7,00', 'A confirmar' (a delivery whose fee is not set), null for pickup. */
export function deliveryFeeValue(
  order: Pick<FulfilmentFacts, 'fulfilment' | 'deliveryFeeCents'>,
): string | null {
  if (isPickup(order)) return null;
  return order.deliveryFeeCents === null ? FEE_TO_CONFIRM : formatBRL(order.deliveryFeeCents);
}

/** 'Taxa de entrega: R$ 7,00', 'Taxa de entrega: A confirmar', or null: pickup has no fee line. */
export function describeDeliveryFee(
  order: Pick<FulfilmentFacts, 'fulfilment' | 'deliveryFeeCents'>,
): string | null {
  const value = deliveryFeeValue(order);
  return value === null ? null : `${DELIVERY_FEE_LABEL}: ${value}`;
}

/** 'Pix (pago)', 'Dinheiro (a receber)'. */
export function paymentValue(order: Pick<FulfilmentFacts, 'paymentMethod' | 'paymentStatus'>) {
  return `${order.paymentMethod} (${PAYMENT_STATUS_LABELS[order.paymentStatus].toLowerCase()})`;
}

/** 'Pagamento: Pix (pago)', 'Pagamento: Pix (a receber)'. */
export function describePayment(
  order: Pick<FulfilmentFacts, 'paymentMethod' | 'paymentStatus'>,
): string {
  return `${PAYMENT_LABEL}: ${paymentValue(order)}`;
}

/** Every line above, in the order the views show them (the fee line only for a delivery). */
export function describeOrderFulfilment(
  order: FulfilmentFacts,
  timeZone: string,
  now?: Date,
): string[] {
  const fee = describeDeliveryFee(order);
  return [
    describeFulfilment(order),
    describeTiming(order, timeZone, now),
    ...(fee === null ? [] : [fee]),
    describePayment(order),
  ];
}

/**
 * A status as the customer and the desk call it. The stored values stay those of the flow; for an
 * order picked up at the counter 'saiu para entrega' is 'Pronto para retirada' and 'entregue' is
 * 'Retirado'.
 */
const PICKUP_STATUS_LABELS: Readonly<Partial<Record<OrderStatus, string>>> = {
  'saiu para entrega': 'Pronto para retirada',
  entregue: 'Retirado',
};
const PICKUP_STATUS_DESCRIPTIONS: Readonly<Partial<Record<OrderStatus, string>>> = {
  'saiu para entrega': 'Seu pedido está pronto. Pode vir buscar!',
  entregue: 'Pedido retirado. Bom apetite!',
};
/** What the desk's button that moves an order to each status says. */
const STATUS_ACTION_LABELS: Readonly<Partial<Record<OrderStatus, string>>> = {
  aprovado: 'Aprovar',
  'em preparo': 'Iniciar preparo',
  'saiu para entrega': 'Saiu para entrega',
  entregue: 'Marcar como entregue',
  rejeitado: 'Rejeitar',
};
const PICKUP_ACTION_LABELS: Readonly<Partial<Record<OrderStatus, string>>> = {
  'saiu para entrega': 'Pronto para retirada',
  entregue: 'Marcar como retirado',
};
/** An order eaten at the shop: 'saiu para entrega' is 'Pronto' and 'entregue' is 'Servido'. */
const SERVED_STATUS_LABELS: Readonly<Partial<Record<OrderStatus, string>>> = {
  'saiu para entrega': 'Pronto',
  entregue: 'Servido',
};
const SERVED_STATUS_DESCRIPTIONS: Readonly<Partial<Record<OrderStatus, string>>> = {
  'saiu para entrega': 'Seu pedido está pronto e já vai para você.',
  entregue: 'Pedido servido. Bom apetite!',
};
const SERVED_ACTION_LABELS: Readonly<Partial<Record<OrderStatus, string>>> = {
  'saiu para entrega': 'Pronto',
  entregue: 'Marcar como servido',
};

/** The words of each status for this kind of order, where they differ from a delivery's. */
function wordsFor(
  fulfilment: Fulfilment,
  pickup: Readonly<Partial<Record<OrderStatus, string>>>,
  served: Readonly<Partial<Record<OrderStatus, string>>>,
): Readonly<Partial<Record<OrderStatus, string>>> {
  if (isServedAtShop(fulfilment)) return served;
  return hasDelivery(fulfilment) ? {} : pickup;
}

export function orderStatusLabel(status: OrderStatus, fulfilment: Fulfilment): string {
  return (
    wordsFor(fulfilment, PICKUP_STATUS_LABELS, SERVED_STATUS_LABELS)[status] ??
    ORDER_STATUS_LABELS[status]
  );
}

export function orderStatusDescription(status: OrderStatus, fulfilment: Fulfilment): string {
  return (
    wordsFor(fulfilment, PICKUP_STATUS_DESCRIPTIONS, SERVED_STATUS_DESCRIPTIONS)[status] ??
    ORDER_STATUS_DESCRIPTIONS[status]
  );
}

export function orderStatusActionLabel(status: OrderStatus, fulfilment: Fulfilment): string {
  return (
    wordsFor(fulfilment, PICKUP_ACTION_LABELS, SERVED_ACTION_LABELS)[status] ??
    STATUS_ACTION_LABELS[status] ??
    ORDER_STATUS_LABELS[status]
  );
}
