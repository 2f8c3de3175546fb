import { cartItemRequest, cartSubtotal, type CartItem } from './cart';
import { orderTotalCents } from './order-total';
import { withoutAddress, type Customer } from './customer';
import type { Fulfilment } from './delivery';
import { BRL_INPUT_EMPTY, parseBrlInput, type Centavos } from './money';
import type { OrderOrigin, PlaceOrderRequest } from './order';

export interface PaymentChoice {
  paymentMethod: string;
  changeForCents: number | null;
}

/** Delivery or pickup, as the checkout quoted it (src/domain/delivery-quote.ts). */
export interface DeliveryChoice {
  fulfilment: Fulfilment;
  /** The zone picked from the list when the typed bairro matched none; null otherwise. */
  deliveryZoneId: string | null;
  /** The fee the customer saw (null: 'a combinar'), which the server checks against its own. */
  deliveryFeeCents: Centavos | null;
  /** The zone's name, for the texts the customer sends (the server finds the zone itself). */
  zoneName: string | null;
}

/** The cash option, the only one that asks 'Troco para' (docs/product/principles.md#orders). */
export const CASH_PAYMENT = 'Dinheiro';

/**
 * The body of `POST /api/orders` for a cart: product and option ids only. The prices the customer
 * saw travel along for the record, and the server ignores them.
 */
export function orderRequestFromCart(
  cart: readonly CartItem[],
  customer: Customer,
  payment: PaymentChoice,
  origin: OrderOrigin = 'online',
  placedAt?: Date,
  delivery?: DeliveryChoice,
): PlaceOrderRequest {
  const fee = delivery?.deliveryFeeCents ?? 0;
  return {
    // a pickup order sends no address: what the hidden fields hold is not the order's
    customer: delivery?.fulfilment === 'retirada' ? withoutAddress(customer) : customer,
    items: cart.map(cartItemRequest),
    paymentMethod: payment.paymentMethod,
    changeForCents: payment.paymentMethod === CASH_PAYMENT ? payment.changeForCents : null,
    origin,
    ...(placedAt ? { placedAt: placedAt.toISOString() } : {}),
    totalCents: orderTotalCents({
      subtotalCents: cartSubtotal(cart),
      deliveryFeeCents: fee,
      discountCents: 0,
    }),
    fulfilment: delivery?.fulfilment ?? 'entrega',
    deliveryZoneId: delivery?.deliveryZoneId ?? null,
    ...(delivery ? { deliveryFeeCents: delivery.deliveryFeeCents } : {}),
    scheduledFor: null,
    couponCode: null,
  };
}

/** 'Troco para' as typed ('50', '50,00', 'R$ 100,50') → centavos; empty → null; junk → NaN. */
export function parseChangeFor(text: string): number | null {
  const parsed = parseBrlInput(text);
  if (parsed.ok) return parsed.cents;
  return parsed.message === BRL_INPUT_EMPTY ? null : Number.NaN;
}

/**
 * The change to take to the door: 'troco para R$ 500,00' on a R$ 410,80 order is R$ 89,20. Null
 * when no change was asked for (or, for an order stored before the check, a note below the total).
 */
export function changeDueCents(changeForCents: number | null, totalCents: number): number | null {
  if (changeForCents === null || changeForCents < totalCents) return null;
  return changeForCents - totalCents;
}
