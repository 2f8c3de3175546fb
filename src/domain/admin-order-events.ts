import { z } from 'zod';
import { formatTime } from './date-format';
import type { Fulfilment } from './delivery';
import { orderStatusLabel } from './order-fulfilment';
import { ORDER_STATUSES, type OrderStatus } from './order-status';
import { PAYMENT_STATUS_LABELS, PAYMENT_STATUSES, type PaymentStatus } from './payment-status';
import {
  PIX_REFUND_STATUS_LABELS,
  PIX_REFUND_STATUSES,
  type PixRefundStatus,
} from './pix-automation';

/**
 * The order's history: who did what to it and when (docs/decisions/029). One row per change,
 * written in the same transaction as the change itself.
 */
export const ORDER_EVENT_KINDS = [
  'status',
  'undo',
  'payment',
  'print',
  'pause',
  'opened',
  // the shop's Pix provider (decision 060): a charge, a payment, an expiry; and a refund
  'pix',
  'refund',
  // the shop's drivers (decision 066): sent out with one, given to another, not delivered
  'delivery',
  // what iFood told of one of its orders (decision 072): confirmed there, cancellation asked
  'ifood',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

const OrderEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ORDER_EVENT_KINDS),
  /** The staff member's account; null when the account was removed since. */
  actorId: z.number().int().nullable(),
  /** The name as it was when the change was made. */
  actorName: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  note: z.string().nullable(),
  at: z.string(),
});
export type OrderEvent = z.infer<typeof OrderEventSchema>;

export const OrderEventListSchema = z.object({ events: z.array(OrderEventSchema) });

/** The history's name for the shop's own setting when it accepts an order (decision 034). */
export const AUTO_ACCEPT_ACTOR_NAME = 'aceite automático';

/** The history's name for the shop's Pix provider acting on its own (decision 060). */
export const PIX_PROVIDER_ACTOR_NAME = 'Pix automático';

/** The name a staff member is shown by in the history: the part of the e-mail before the '@'. */
export function staffName(email: string): string {
  const local = email.split('@')[0]?.trim() ?? '';
  return local === '' ? email : local;
}

function isStatus(value: string | null): value is OrderStatus {
  return value !== null && (ORDER_STATUSES as readonly string[]).includes(value);
}
function isRefundStatus(value: string | null): value is PixRefundStatus {
  return value !== null && (PIX_REFUND_STATUSES as readonly string[]).includes(value);
}
function isPaymentStatus(value: string | null): value is PaymentStatus {
  return value !== null && (PAYMENT_STATUSES as readonly string[]).includes(value);
}

/** What the desk says a move did, as a past participle: 'Aprovado', 'Saiu para entrega'. */
function statusDone(status: OrderStatus, fulfilment: Fulfilment): string {
  return orderStatusLabel(status, fulfilment);
}

/**
 * One line of the history, in the shop's time zone: 'Aprovado por ana às 20:31',
 * 'Desfeito por ana às 20:32 (voltou para Aprovado)', 'Marcado como pago por ana às 21:05'.
 */
export function describeOrderEvent(
  event: OrderEvent,
  fulfilment: Fulfilment,
  timeZone: string,
): string {
  const isAutomatic = event.actorId === null && event.actorName === AUTO_ACCEPT_ACTOR_NAME;
  const by = isAutomatic
    ? `automaticamente às ${formatTime(event.at, timeZone)}`
    : `por ${event.actorName} às ${formatTime(event.at, timeZone)}`;
  const note = event.note ? `: ${event.note}` : '';
  switch (event.kind) {
    case 'status':
      // an order staff entered ('Novo pedido', decision 056): 'Lançado por ana às 20:31: Telefone'
      if (event.from === null) return `Lançado ${by}${note}`;
      return isStatus(event.to)
        ? `${statusDone(event.to, fulfilment)} ${by}${note}`
        : `Situação alterada ${by}${note}`;
    case 'undo':
      return isStatus(event.to)
        ? `Desfeito ${by} (voltou para ${orderStatusLabel(event.to, fulfilment)})`
        : `Desfeito ${by}`;
    case 'payment':
      return isPaymentStatus(event.to)
        ? `Marcado como ${PAYMENT_STATUS_LABELS[event.to].toLowerCase()} ${by}${note}`
        : `Pagamento alterado ${by}${note}`;
    case 'print':
      return `Impresso ${by}${note}`;
    case 'pause':
      return `Pausado ${by}${note}`;
    case 'opened':
      return `Aberto ${by}`;
    case 'pix':
      // the note is the whole sentence: 'Pix confirmado: R$ 45,00 de Maria Silva'
      return `${event.note ?? 'Pix'} às ${formatTime(event.at, timeZone)}`;
    case 'delivery':
      // the note is the whole sentence: 'Enviado com João', 'Não entregue por João: Cliente não atende'
      return `${event.note ?? 'Entrega'} ${by}`;
    case 'ifood':
      // the note is the whole sentence: 'O cliente pediu o cancelamento no iFood'
      return `${event.note ?? 'Aviso do iFood'} às ${formatTime(event.at, timeZone)}`;
    case 'refund':
      return isRefundStatus(event.to)
        ? `${PIX_REFUND_STATUS_LABELS[event.to]} ${by}${note}`
        : `Devolução ${by}${note}`;
  }
}
