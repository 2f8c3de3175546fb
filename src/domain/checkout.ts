import { cartItemRequest, cartTotal, type CartItem } from './cart';
import type { Customer } from './customer';
import type { OrderOrigin, PlaceOrderRequest } from './order';

export interface PaymentChoice {
  paymentMethod: string;
  changeForCents: number | null;
}

/** The cash option, the only one that asks 'Troco para' (PRODUCT.md, Orders). */
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
): PlaceOrderRequest {
  return {
    customer,
    items: cart.map(cartItemRequest),
    paymentMethod: payment.paymentMethod,
    changeForCents: payment.paymentMethod === CASH_PAYMENT ? payment.changeForCents : null,
    origin,
    ...(placedAt ? { placedAt: placedAt.toISOString() } : {}),
    totalCents: cartTotal(cart),
    fulfilment: 'entrega',
    deliveryZoneId: null,
    scheduledFor: null,
  };
}

/** 'Troco para' as typed ('50', '50,00', 'R$ 100,50') → centavos; empty → null; junk → NaN. */
export function parseChangeFor(text: string): number | null {
  const cleaned = text.replace(/R\$/i, '').replace(/\s/g, '');
  if (cleaned === '') return null;
  if (!/^\d{1,3}(\.?\d{3})*(,\d{1,2})?$|^\d+(,\d{1,2})?$/.test(cleaned)) return Number.NaN;
  const [reais = '0', cents = ''] = cleaned.replace(/\./g, '').split(',');
  return Number(reais) * 100 + Number(cents.padEnd(2, '0'));
}

/**
 * The change to take to the door: 'troco para R$ 500,00' on a R$ 410,80 order is R$ 89,20. Null
 * when no change was asked for (or, for an order stored before the check, a note below the total).
 */
export function changeDueCents(changeForCents: number | null, totalCents: number): number | null {
  if (changeForCents === null || changeForCents < totalCents) return null;
  return changeForCents - totalCents;
}
