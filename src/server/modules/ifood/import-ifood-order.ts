import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { orders } from '../../../db/schema';
import { addressParts, composeAddress } from '../../../domain/customer';
import { DEFAULT_ESTABLISHMENT } from '../../../domain/establishment';
import { IFOOD_ACTOR_NAME, mapIfoodOrder, type IfoodOrder } from '../../../domain/admin-ifood';
import { findOrCreateCustomer } from '../customers/repository';
import { findSettings } from '../establishment/repository';
import { recordOrderEvent } from '../order-events/repository';
import { insertOrder } from '../orders/repository';
import type { IfoodDependencies } from './connection';
import { findCatalogueMatches, findIfoodOrderByIfoodId, insertIfoodOrder } from './repository';

/**
 * An iFood order (event PLC) as a Forno order with channel 'ifood' (decision 072), in one
 * transaction with its link to iFood's id: a second run, or the same event sent again, finds the
 * link and makes nothing. It arrives 'pendente' and unopened, so every open desk rings; the
 * desk's 'Aceitar' confirms it on iFood and prints it, as any order.
 */
export async function importIfoodOrder(
  deps: IfoodDependencies,
  order: IfoodOrder,
): Promise<{ orderId: number; isNew: boolean }> {
  const codes = order.items.flatMap((item) => [
    item.externalCode ?? '',
    ...item.options.map((option) => option.externalCode ?? ''),
  ]);
  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const seen = await findIfoodOrderByIfoodId(tx, order.id);
    if (seen) return { orderId: seen.orderId, isNew: false };
    const mapped = mapIfoodOrder(order, await findCatalogueMatches(tx, codes));
    const settings = (await findSettings(tx))?.settings ?? DEFAULT_ESTABLISHMENT;
    const customer = {
      name: mapped.customer.name,
      phone: mapped.customer.phone,
      ...mapped.customer.address,
    };
    const customerId = await findOrCreateCustomer(tx, customer);
    const placedAt = new Date(order.createdAt);
    const orderId = await insertOrder(
      tx,
      {
        publicId: randomBytes(16).toString('base64url'),
        // iFood's id: the same iFood order can never be a second row
        idempotencyKey: `ifood:${order.id}`,
        requestHash: `ifood:${order.id}`,
        customerId,
        origin: 'online',
        channel: 'ifood',
        subtotalCents: mapped.subtotalCents,
        deliveryFeeCents: mapped.fulfilment === 'entrega' ? mapped.deliveryFeeCents : null,
        totalCents: mapped.totalCents,
        paymentMethod: mapped.paymentMethod,
        changeForCents: mapped.changeForCents,
        pixCode: null,
        fulfilment: mapped.fulfilment,
        tableLabel: null,
        deliveryZone: null,
        scheduledFor: null,
        customerName: mapped.customer.name,
        customerPhone: mapped.customer.phone,
        deliveryAddress: composeAddress(customer),
        deliveryAddressParts: addressParts(customer),
        flavourPricingRule: settings.flavourPricingRule,
        placedAt: Number.isNaN(placedAt.getTime()) ? now : placedAt,
        status: 'pendente',
        marketingOptIn: null,
        discountCents: mapped.discountCents,
        discountLines: mapped.discountLines,
        couponCode: null,
        couponRefusal: null,
      },
      mapped.lines,
    );
    await insertIfoodOrder(tx, {
      ifoodOrderId: order.id,
      orderId,
      displayId: order.displayId,
      orderType: order.orderType,
      payment: mapped.payment,
      fees: mapped.fees,
    });
    // paid online through iFood: nothing to take at the door
    if (mapped.isPrepaid) {
      await tx
        .update(orders)
        .set({ paymentStatus: 'pago', paidAt: now })
        .where(eq(orders.id, orderId));
    }
    await recordOrderEvent(tx, {
      orderId,
      kind: 'ifood',
      actor: { id: null, name: IFOOD_ACTOR_NAME },
      note: `Pedido do iFood${order.displayId ? ` #${order.displayId}` : ''} recebido`,
      at: now,
    });
    return { orderId, isNew: true };
  });
  if (outcome.isNew) {
    await deps.events.publish({
      type: 'order.created',
      orderId: outcome.orderId,
      origin: 'online',
    });
  }
  return outcome;
}
