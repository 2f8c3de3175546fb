import type { Executor } from '../../../db/client';
import {
  placementOf,
  placeOrderRequestOf,
  type StaffOrder,
  type StaffOrderQuote,
} from '../../../domain/admin-counter';
import { withoutAddress } from '../../../domain/customer';
import { quoteDelivery } from '../../../domain/delivery-quote';
import { hasDelivery } from '../../../domain/delivery';
import { DEFAULT_ESTABLISHMENT } from '../../../domain/establishment';
import { refuseChange, refuseOrderTotal, refusePayment } from '../../../domain/order-policy';
import { priceOrder } from '../../../domain/order-pricing';
import { refuseChannelFulfilment } from '../../../domain/order-channel';
import { orderTotalCents } from '../../../domain/order-total';
import { AppError, type ErrorCode } from '../../errors';
import { findSettings } from '../establishment/repository';
import { readOrderCatalogue } from '../menu/read-order-catalogue';
import { applyPromotions } from '../promotions/apply-promotions';
import { findOrderTable } from '../tables/place-table-order';

/**
 * The total 'Novo pedido' shows before it is confirmed (docs/decisions/056): the same domain rules
 * the order's own use case runs (items, delivery fee and zone, offers and coupon, payment and
 * change), read without writing anything, so a draft never takes an order number, a slot or a
 * coupon's use. Whatever would refuse the order is answered with its code and pt-BR message.
 */
export async function quoteStaffOrder(
  db: Executor,
  order: StaffOrder,
  now: Date,
): Promise<StaffOrderQuote> {
  const request = placeOrderRequestOf(order);
  const { channel, tableLabel } = placementOf(order);
  refuse(refuseChannelFulfilment(channel, request.fulfilment, tableLabel));
  if (tableLabel !== null) await findOrderTable(db, tableLabel);
  const settings = (await findSettings(db))?.settings ?? DEFAULT_ESTABLISHMENT;
  refuse(refusePayment(request.paymentMethod, request.changeForCents, settings.paymentOptions));
  const priced = priceOrder(
    request.items,
    await readOrderCatalogue(db),
    settings.flavourPricingRule,
  );
  if (!priced.ok) throw new AppError(priced.code, priced.message, { itemIndex: priced.itemIndex });
  const customer =
    request.fulfilment === 'entrega' ? request.customer : withoutAddress(request.customer);
  const delivery = quoteDelivery(settings.delivery, settings.deliveryTime, {
    fulfilment: request.fulfilment,
    district: customer.district,
    cep: customer.cep,
    chosenZoneId: request.deliveryZoneId,
    subtotalCents: priced.subtotalCents,
  });
  refuse(delivery.refusal);
  const promotions = await applyPromotions(db, {
    lines: priced.lines,
    couponCode: request.couponCode,
    phone: customer.phone,
    at: now,
    timeZone: settings.timeZone,
    lockUsage: false,
  });
  refuse(promotions.couponRefusal);
  const { discount } = promotions;
  const totalCents = orderTotalCents({
    subtotalCents: priced.subtotalCents,
    deliveryFeeCents: delivery.quote.feeCents,
    discountCents: discount.totalCents,
  });
  refuse(refuseOrderTotal(totalCents, settings.maxOrderTotalCents));
  refuse(refuseChange(request.changeForCents, totalCents));
  return {
    subtotalCents: priced.subtotalCents,
    deliveryFeeCents: hasDelivery(request.fulfilment) ? delivery.quote.feeCents : null,
    deliveryZone: delivery.quote.kind === 'zona' ? delivery.quote.zone.name : null,
    discountCents: discount.totalCents,
    discountLines: discount.lines,
    totalCents,
  };
}

function refuse(refusal: { code: ErrorCode; message: string } | null): void {
  if (refusal) throw new AppError(refusal.code, refusal.message);
}
