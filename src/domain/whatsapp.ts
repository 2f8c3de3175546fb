/**
 * The order text the customer sends to the shop on WhatsApp (docs/product/principles.md#orders): one pure
 * function for a stored order and for an order still queued on the device.
 */
import { cartLineTotal, cartSubtotal, type CartItem } from './cart';
import { discountTotalCents, orderTotalCents } from './order-total';
import type { DeliveryChoice } from './checkout';
import { composeAddress, type Customer } from './customer';
import { formatPhone } from './formats';
import { DEFAULT_TIME_ZONE } from './date-format';
import { formatBRL } from './money';
import type { OrderItem } from './order';
import {
  describeDeliveryFee,
  describeFulfilment,
  describePayment,
  describeTiming,
  isPickup,
  type FulfilmentFacts,
} from './order-fulfilment';
import {
  describeOrderItem,
  itemDetailLines,
  itemDetailText,
  itemHeading,
  type DescribableItem,
} from './order-item';
import { priceInSize } from './pricing';
import {
  describeCouponRefusal,
  describeDiscountRows,
  pendingCouponText,
  type DiscountLine,
} from './promotions';

/** What the text shows of a line; an `OrderItem` fits. */
type WhatsAppOrderItem = DescribableItem;

/**
 * What the text needs of an order: an `Order` and a tracked order (no phone) fit. `id` is null
 * for an order not stored yet (the offline queue), which reads 'Novo pedido'.
 */
export interface WhatsAppOrder extends FulfilmentFacts {
  id: number | null;
  items: readonly WhatsAppOrderItem[];
  subtotalCents: number;
  /** null while the fee is 'A confirmar'. */
  deliveryFeeCents: number | null;
  totalCents: number;
  customerName: string;
  customerPhone?: string;
  deliveryAddress: string;
  paymentMethod: string;
  changeForCents: number | null;
  /** Offers and coupon taken off the items (absent on an order stored before them). */
  discountLines?: readonly DiscountLine[];
  couponCode?: string | null;
  /** Why the coupon was not applied when a queued order arrived. */
  couponRefusal?: string | null;
  /** A coupon typed while offline, not checked yet: the shop confirms its discount. */
  pendingCouponCode?: string | null;
}

export interface WhatsAppTextOptions {
  shopName?: string;
  /** The customer's tracking page, when the order is stored. */
  trackingUrl?: string;
  /** The shop's zone, for a scheduled slot's time (the default zone when not given). */
  timeZone?: string;
  /** When the text is written: a slot reads 'Hoje, 20:30'; without it, with its full date. */
  now?: Date;
}

/** formatBRL puts a no-break space after 'R$'; WhatsApp text reads better with a plain one. */
function money(centavos: number): string {
  return plain(formatBRL(centavos));
}

function plain(text: string): string {
  return text.replace(/\u00a0/g, ' ');
}

function itemLines(item: WhatsAppOrderItem): string[] {
  const d = describeOrderItem(item);
  // Drinks have no size (docs/product/limits.md#sizes-and-steps); everything else reads its size's name as ordered.
  const lines = [`${itemHeading(d)} — ${money(d.lineTotalCents)}`];
  for (const line of itemDetailLines(d)) {
    // one message line per detail: the notes' own lines are joined
    const text = line.text
      .split('\n')
      .map((part) => part.trim())
      .filter(Boolean)
      .join(' / ');
    lines.push(`  ${itemDetailText({ ...line, text })}`);
  }
  return lines;
}

export function buildOrderWhatsAppText(
  order: WhatsAppOrder,
  options: WhatsAppTextOptions = {},
): string {
  const header = [order.id === null ? '*Novo pedido*' : `*Pedido #${order.id}*`];
  if (options.shopName) header.push(options.shopName);

  // pickup has no fee line (order-fulfilment.ts)
  const fee = describeDeliveryFee(order);
  const discount = { ...order, discountLines: order.discountLines ?? [] };
  const refusal = describeCouponRefusal(discount);
  const totals = [
    `Subtotal: ${money(order.subtotalCents)}`,
    ...describeDiscountRows(discount).map((row) => plain(`${row.label}: ${row.value}`)),
    ...(order.pendingCouponCode ? [pendingCouponText(order.pendingCouponCode)] : []),
    ...(refusal === null ? [] : [refusal]),
    ...(fee === null ? [] : [plain(fee)]),
    `*Total: ${money(order.totalCents)}*`,
  ];

  const customer = [`Cliente: ${order.customerName}`];
  if (order.customerPhone) customer.push(`Telefone: ${formatPhone(order.customerPhone)}`);
  customer.push(describeFulfilment(order));
  if (!isPickup(order)) customer.push(`Endereço: ${order.deliveryAddress}`);
  customer.push(
    describeTiming(order, options.timeZone ?? DEFAULT_TIME_ZONE, options.now),
    describePayment(order),
  );
  if (order.changeForCents !== null) customer.push(`Troco para: ${money(order.changeForCents)}`);

  const sections = [header, order.items.flatMap(itemLines), totals, customer];
  if (options.trackingUrl) sections.push([`Acompanhe o pedido: ${options.trackingUrl}`]);
  return sections.map((lines) => lines.join('\n')).join('\n\n');
}

/** A cart line as the order would store it: the same snapshot the server's pricing makes. */
function orderItemFromCart(item: CartItem): OrderItem {
  const extrasCents = item.extras.reduce((sum, extra) => sum + extra.priceCents, 0);
  const crustCents = item.crust?.priceCents ?? 0;
  return {
    productId: item.product.id,
    productName: item.product.name,
    categorySlug: item.product.categorySlug,
    size: item.size,
    sizeName: item.sizeName,
    sizeNote: item.sizeNote,
    ...(item.variant ? { variantId: item.variant.id, variantName: item.variant.name } : {}),
    quantity: item.quantity,
    // The cart keeps the full unit price; the order keeps the base after the flavour rule.
    basePriceCents: item.unitPriceCents - extrasCents - crustCents,
    extraFlavours: item.extraFlavours.map((flavour) => ({
      productId: flavour.id,
      name: flavour.name,
      priceCents: priceInSize(flavour, item.size) ?? 0,
    })),
    extras: item.extras.map((extra) => ({
      extraId: extra.id,
      name: extra.name,
      priceCents: extra.priceCents,
    })),
    crustId: item.crust?.id ?? null,
    crustName: item.crust?.name ?? null,
    crustPriceCents: crustCents,
    fillingId: item.crust?.filling?.id ?? null,
    fillingName: item.crust?.filling?.name ?? null,
    notes: item.notes.trim(),
    lineTotalCents: cartLineTotal(item),
  };
}

/** What the checkout last heard of the cart's discount, and the coupon the customer applied. */
export interface CartDiscount {
  lines: readonly DiscountLine[];
  couponCode: string | null;
}

export const NO_CART_DISCOUNT: CartDiscount = { lines: [], couponCode: null };

/**
 * The order the offline queue has not stored yet, from the cart and the delivery form: the text
 * reads like a stored order's, headed 'Novo pedido'. The fee is 'A confirmar' (docs/product/screens.md#cart).
 */
export function whatsAppOrderFromCart(
  cart: readonly CartItem[],
  customer: Customer,
  payment: { paymentMethod: string; changeForCents: number | null },
  delivery: DeliveryChoice | null = null,
  scheduledFor: string | null = null,
  discount: CartDiscount = NO_CART_DISCOUNT,
): WhatsAppOrder & { items: OrderItem[] } {
  const fulfilment = delivery?.fulfilment ?? 'entrega';
  const feeCents = fulfilment === 'entrega' ? (delivery?.deliveryFeeCents ?? null) : null;
  const isCouponChecked = discount.lines.some((line) => line.source === 'coupon');
  return {
    id: null,
    items: cart.map(orderItemFromCart),
    subtotalCents: cartSubtotal(cart),
    deliveryFeeCents: feeCents,
    totalCents: orderTotalCents({
      subtotalCents: cartSubtotal(cart),
      deliveryFeeCents: feeCents,
      discountCents: discountTotalCents(discount.lines),
    }),
    discountLines: discount.lines,
    couponCode: discount.couponCode,
    pendingCouponCode: discount.couponCode && !isCouponChecked ? discount.couponCode : null,
    customerName: customer.name,
    customerPhone: customer.phone,
    deliveryAddress: composeAddress(customer),
    paymentMethod: payment.paymentMethod,
    changeForCents: payment.changeForCents,
    paymentStatus: 'a_receber',
    fulfilment,
    deliveryZone: fulfilment === 'entrega' ? (delivery?.zoneName ?? null) : null,
    scheduledFor,
  };
}
