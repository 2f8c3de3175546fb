/**
 * What the desk's 'Avisar cliente' tells the customer on WhatsApp about their order's status, and
 * the link that opens it (docs/decisions/029). One home for the texts; the desk only fills them in.
 */
import { hasDelivery, type DeliverySettings, type Fulfilment } from './delivery';
import { onlyDigits, whatsappLink } from './formats';
import { isServedAtShop } from './order-fulfilment';
import type { OrderStatus } from './order-status';

/** What the texts read of an order (an `AdminOrder` fits). */
export interface CustomerMessageOrder {
  id: number;
  publicId: string;
  status: OrderStatus;
  fulfilment: Fulfilment;
  deliveryZone: string | null;
  customerName: string;
  customerPhone: string;
  rejectionReason?: string | null;
  /** Its latest trip with one of the shop's drivers (decision 068); absent or null: none. */
  delivery?: { driverName: string; status: string } | null;
}

/** What the texts read of the shop. */
export interface CustomerMessageShop {
  name: string;
  /** The estimate of a delivery outside every zone (the shop's 'Tempo de entrega'). */
  deliveryTime: string;
  delivery: Pick<DeliverySettings, 'zones' | 'pickupEstimate'>;
}

/** The quick reasons the reject dialog offers; staff may type any other. */
const REJECTION_QUICK_REASONS = [
  'Fora da área de entrega',
  'Produto esgotado',
  'Pizzaria fechando',
] as const;

/** A delivery's own reason: never offered for an order picked up at the counter. */
const DELIVERY_ONLY_REASONS: ReadonlySet<string> = new Set(['Fora da área de entrega']);

/** The quick reasons that fit the order: 'Fora da área de entrega' only for a delivery. */
export function rejectionQuickReasons(fulfilment: Fulfilment): readonly string[] {
  return !hasDelivery(fulfilment)
    ? REJECTION_QUICK_REASONS.filter((reason) => !DELIVERY_ONLY_REASONS.has(reason))
    : REJECTION_QUICK_REASONS;
}

/** The customer's tracking page: `/pedido/<publicId>` on the shop's public address. */
export function trackingUrl(publicOrigin: string, publicId: string): string {
  return `${publicOrigin.replace(/\/+$/, '')}/pedido/${encodeURIComponent(publicId)}`;
}

/** How long the order takes: the pickup estimate, its zone's estimate, or the shop's own. */
export function orderEstimate(
  order: Pick<CustomerMessageOrder, 'fulfilment' | 'deliveryZone'>,
  shop: CustomerMessageShop,
): string {
  if (!hasDelivery(order.fulfilment)) return shop.delivery.pickupEstimate.trim();
  const zone = shop.delivery.zones.find((z) => z.name === order.deliveryZone);
  return (zone?.estimate ?? '').trim() || shop.deliveryTime.trim();
}

function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

/** ' com Carlos' while a driver of the shop has it out; '' otherwise. */
function driverOnTheWay(order: CustomerMessageOrder): string {
  const trip = order.delivery;
  const name = trip?.status === 'em_rota' ? firstName(trip.driverName) : '';
  return name ? ` com ${name}` : '';
}

/** The sentence for the order's current status, after the greeting. */
function statusSentence(order: CustomerMessageOrder, shop: CustomerMessageShop): string {
  const number = `#${order.id}`;
  const isPickup = !hasDelivery(order.fulfilment);
  switch (order.status) {
    case 'pendente':
      return `Recebemos seu pedido ${number} na ${shop.name} e já vamos confirmá-lo.`;
    case 'aprovado': {
      const estimate = orderEstimate(order, shop);
      const when = estimate
        ? ` ${isPickup ? 'Previsão para retirada' : 'Previsão de entrega'}: ${estimate}.`
        : '';
      return `Seu pedido ${number} foi confirmado pela ${shop.name}!${when}`;
    }
    case 'em preparo':
      return `Seu pedido ${number} está sendo preparado.`;
    case 'saiu para entrega':
      if (isServedAtShop(order.fulfilment)) return `Seu pedido ${number} está pronto!`;
      return isPickup
        ? `Seu pedido ${number} está pronto para retirada. Pode vir buscar!`
        : `Seu pedido ${number} saiu para entrega${driverOnTheWay(order)} e logo chega aí.`;
    case 'entregue':
    case 'finalizado':
      if (isServedAtShop(order.fulfilment)) return `Seu pedido ${number} foi servido. Bom apetite!`;
      return isPickup
        ? `Seu pedido ${number} foi retirado. Bom apetite!`
        : `Seu pedido ${number} foi entregue. Bom apetite!`;
    case 'rejeitado': {
      const reason = order.rejectionReason?.trim().replace(/[.!]+$/, '');
      return `Infelizmente não pudemos aceitar seu pedido ${number}.${reason ? ` Motivo: ${reason}.` : ''}`;
    }
  }
}

/** The whole message: greeting, the status sentence and the tracking link. */
export function customerStatusMessage(
  order: CustomerMessageOrder,
  shop: CustomerMessageShop,
  publicOrigin: string,
): string {
  const name = firstName(order.customerName);
  return [
    `Olá${name ? `, ${name}` : ''}! ${statusSentence(order, shop)}`,
    `Acompanhe seu pedido: ${trackingUrl(publicOrigin, order.publicId)}`,
  ].join('\n\n');
}

/** The customer's WhatsApp: their Brazilian number with the country code. */
function customerWhatsAppNumber(phone: string): string {
  const digits = onlyDigits(phone);
  return digits.length > 11 && digits.startsWith('55') ? digits : `55${digits}`;
}

/** `https://wa.me/55<phone>?text=…` with the message for the order's status. */
export function customerWhatsAppLink(
  order: CustomerMessageOrder,
  shop: CustomerMessageShop,
  publicOrigin: string,
): string {
  return whatsappLink(
    customerWhatsAppNumber(order.customerPhone),
    customerStatusMessage(order, shop, publicOrigin),
  );
}

/** The tracking page's 'Saiu há 12 min' (decision 068), from the whole minutes since departure. */
export function sinceDepartureText(minutes: number): string {
  if (minutes < 1) return 'Saiu agora mesmo';
  if (minutes < 60) return `Saiu há ${minutes} min`;
  const rest = minutes % 60;
  return `Saiu há ${Math.floor(minutes / 60)} h${rest > 0 ? ` ${String(rest).padStart(2, '0')} min` : ''}`;
}
