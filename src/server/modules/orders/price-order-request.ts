import type { Executor } from '../../../db/client';
import { withoutAddress } from '../../../domain/customer';
import { hasDelivery } from '../../../domain/delivery';
import { quoteDelivery, refuseChangedFee } from '../../../domain/delivery-quote';
import type { EstablishmentSettings } from '../../../domain/establishment';
import type { OrderErrorCode, PlaceOrderRequest } from '../../../domain/order';
import type { OrderChannel } from '../../../domain/order-channel';
import {
  refuseChange,
  refuseOrderTotal,
  refusePayment,
  type OrderRefusal,
} from '../../../domain/order-policy';
import { priceOrder } from '../../../domain/order-pricing';
import { orderTotalCents } from '../../../domain/order-total';
import { PAID_AT_TABLE } from '../../../domain/tables';
import { AppError } from '../../errors';
import { readOrderCatalogue } from '../menu/read-order-catalogue';
import { applyPromotions } from '../promotions/apply-promotions';

export interface PricingContext {
  channel: OrderChannel;
  /** When the offers and coupon are judged: a queued order's own time, else now. */
  at: Date;
  /** true while placing (the coupon's uses are counted under a lock); false for a quote. */
  lockUsage: boolean;
}

/**
 * What an order costs by the shop's rules, and why it cannot be placed (thrown as an AppError):
 * payment, items, delivery fee and zone, offers and coupon, total and change. One home for the
 * order's use case and for the total 'Novo pedido' shows before it is confirmed (decision 056),
 * so the two never disagree.
 */
export async function priceOrderRequest(
  tx: Executor,
  request: PlaceOrderRequest,
  settings: EstablishmentSettings,
  { channel, at, lockUsage }: PricingContext,
) {
  // a table pays when its comanda closes (docs/decisions/057)
  if (!(channel === 'mesa' && request.paymentMethod === PAID_AT_TABLE)) {
    refuseWith(
      refusePayment(request.paymentMethod, request.changeForCents, settings.paymentOptions),
    );
  }
  const priced = priceOrder(
    request.items,
    await readOrderCatalogue(tx),
    settings.flavourPricingRule,
  );
  if (!priced.ok) {
    throw new AppError(priced.code, priced.message, { itemIndex: priced.itemIndex });
  }
  // an order handed over at the shop keeps no address, whatever the form still held
  const customer = hasDelivery(request.fulfilment)
    ? request.customer
    : withoutAddress(request.customer);
  const delivery = quoteDelivery(settings.delivery, settings.deliveryTime, {
    fulfilment: request.fulfilment,
    district: customer.district,
    cep: customer.cep,
    chosenZoneId: request.deliveryZoneId,
    subtotalCents: priced.subtotalCents,
  });
  refuseWith(delivery.refusal);
  const isQueued = request.origin === 'offline';
  // An order from the offline queue has nobody to confirm a fee that changed since it was
  // queued: it is charged the shop's fee of now, which the shop confirms with the customer
  // when it accepts the order (docs/decisions/022).
  if (!isQueued) refuseWith(refuseChangedFee(request.deliveryFeeCents, delivery));
  const promotions = await applyPromotions(tx, {
    lines: priced.lines,
    couponCode: request.couponCode,
    phone: customer.phone,
    at,
    timeZone: settings.timeZone,
    lockUsage,
  });
  // An online customer is told why and can order without it. A queued order has nobody to
  // tell: it is placed at full price with the reason, for the shop to call the customer
  // (docs/decisions/032); refusing it would leave it stuck on the device.
  if (promotions.couponRefusal && !isQueued) refuseWith(promotions.couponRefusal);
  const totalCents = orderTotalCents({
    subtotalCents: priced.subtotalCents,
    deliveryFeeCents: delivery.quote.feeCents,
    discountCents: promotions.discount.totalCents,
  });
  refuseWith(refuseOrderTotal(totalCents, settings.maxOrderTotalCents));
  refuseWith(refuseChange(request.changeForCents, totalCents));
  return { priced, customer, delivery, promotions, totalCents };
}

function refuseWith(refusal: OrderRefusal<OrderErrorCode> | null): void {
  if (refusal) throw new AppError(refusal.code, refusal.message);
}
