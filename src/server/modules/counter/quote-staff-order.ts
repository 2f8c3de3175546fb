import type { Executor } from '../../../db/client';
import {
  placementOf,
  placeOrderRequestOf,
  type StaffOrder,
  type StaffOrderQuote,
} from '../../../domain/admin-counter';
import { hasDelivery } from '../../../domain/delivery';
import { DEFAULT_ESTABLISHMENT } from '../../../domain/establishment';
import { refuseChannelFulfilment } from '../../../domain/order-channel';
import { AppError, type ErrorCode } from '../../errors';
import { findSettings } from '../establishment/repository';
import { priceOrderRequest } from '../orders/price-order-request';
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
  const { priced, delivery, promotions, totalCents } = await priceOrderRequest(
    db,
    request,
    settings,
    // read only: a draft takes no coupon use
    { channel, at: now, lockUsage: false },
  );
  const { discount } = promotions;
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
