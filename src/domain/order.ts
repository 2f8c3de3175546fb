import { z } from 'zod/mini';
import { TrackedPixChargeSchema } from './pix-automation';
import { CustomerSchema, OrderCustomerSchema } from './customer';
import { FULFILMENTS, type Fulfilment } from './delivery';
import { ITEM_NOTES_MAX } from './item-notes';
import { ORDER_CHANNELS } from './order-channel';
import { ORDER_STATUSES } from './order-status';
import { PAYMENT_STATUSES } from './payment-status';
import { COUPON_CODE_MAX, COUPON_ERROR_CODES, DiscountLineSchema } from './promotions';

export const MAX_ORDER_ITEMS = 50;
const MAX_ITEM_QUANTITY = 99;
const MAX_EXTRAS_PER_ITEM = 40;
const PAYMENT_METHOD_MAX = 60;
/** R$ 100.000,00: far above any real change request, low enough to refuse nonsense. */
const MAX_CHANGE_FOR_CENTS = 10_000_000;
/** Far above the 57 characters of a real pass. */
const OFFLINE_PASS_TOKEN_MAX = 200;
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;
/** The tracking page's id: 16 random bytes in base64url. */
export const PUBLIC_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export const ORDER_ORIGINS = ['online', 'offline'] as const;
export type OrderOrigin = (typeof ORDER_ORIGINS)[number];

const positiveId = () => z.int().check(z.positive());

/** One cart line as the client sends it: ids and choices only; prices come from the database. */
export const OrderItemRequestSchema = z.strictObject({
  productId: positiveId(),
  size: z.string().check(z.minLength(1), z.maxLength(40)),
  quantity: z.int().check(z.minimum(1, 'Quantidade inválida'), z.maximum(MAX_ITEM_QUANTITY)),
  extraIds: z._default(z.array(positiveId()).check(z.maxLength(MAX_EXTRAS_PER_ITEM)), []),
  extraFlavourIds: z._default(z.array(positiveId()).check(z.maxLength(MAX_EXTRAS_PER_ITEM)), []),
  crustId: z._default(z.nullable(z.string().check(z.maxLength(40))), null),
  fillingId: z._default(z.nullable(z.string().check(z.maxLength(40))), null),
  notes: z._default(z.string().check(z.trim(), z.maxLength(ITEM_NOTES_MAX)), ''),
  /** The variant chosen of a product that has variants (decision 052); none for any other. */
  variantId: z.optional(z.nullable(positiveId())),
  /** The price the customer saw. Never trusted: the server prices every line itself. */
  unitPriceCents: z.optional(z.int()),
});
export type OrderItemRequest = z.output<typeof OrderItemRequestSchema>;

/**
 * A delivery needs the whole address, with the delivery form's own messages under `customer`;
 * every other fulfilment needs none. The storefront's order and staff's order both check it.
 */
export function requireDeliveryAddress(
  order: { fulfilment: Fulfilment; customer: unknown },
  ctx: z.core.$RefinementCtx,
): void {
  if (order.fulfilment !== 'entrega') return;
  const address = CustomerSchema.safeParse(order.customer);
  if (address.success) return;
  for (const issue of address.error.issues) {
    ctx.addIssue({
      code: 'custom',
      path: ['customer', ...issue.path],
      message: issue.message,
      input: order.customer,
    });
  }
}

/** `POST /api/orders`, with the client's key in the `Idempotency-Key` header. */
export const PlaceOrderSchema = z
  .strictObject({
    /** Name and phone; the address too for a delivery (checked below), none for a pickup. */
    customer: OrderCustomerSchema,
    items: z
      .array(OrderItemRequestSchema)
      .check(
        z.minLength(1, 'O carrinho está vazio.'),
        z.maxLength(MAX_ORDER_ITEMS, `Um pedido pode ter no máximo ${MAX_ORDER_ITEMS} itens.`),
      ),
    paymentMethod: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Escolha a forma de pagamento'),
        z.maxLength(PAYMENT_METHOD_MAX),
      ),
    changeForCents: z._default(
      z.nullable(z.int().check(z.positive(), z.maximum(MAX_CHANGE_FOR_CENTS))),
      null,
    ),
    origin: z._default(z.enum(ORDER_ORIGINS), 'online'),
    /** When the customer placed it: set by the offline queue, so a synced order keeps its time. */
    placedAt: z.optional(z.iso.datetime({ offset: true })),
    /**
     * The pass the page held when the queued order was made (`GET /api/orders/offline-pass`): the
     * proof of its `placedAt`, required with origin 'offline' (docs/decisions/038).
     */
    offlinePass: z.optional(z.string().check(z.maxLength(OFFLINE_PASS_TOKEN_MAX))),
    /** The total the customer saw. Never trusted. */
    totalCents: z.optional(z.int()),
    fulfilment: z._default(z.enum(FULFILMENTS), 'entrega'),
    /** The zone the customer chose from the list when the typed bairro matched none. */
    deliveryZoneId: z._default(z.nullable(z.string().check(z.maxLength(40))), null),
    /** The delivery fee the customer saw; the server computes its own and refuses a different one. */
    deliveryFeeCents: z.optional(z.nullable(z.int())),
    /** The start of the chosen time slot; null: 'o quanto antes'. */
    scheduledFor: z._default(z.nullable(z.iso.datetime({ offset: true })), null),
    /**
     * The checkout's 'Quero receber promoções' box (LGPD, docs/decisions/033): checked gives the
     * opt-in, unchecked withdraws it; absent (an older client) changes nothing.
     */
    marketingOptIn: z.optional(z.boolean()),
    /** The coupon typed at checkout, as typed (case does not matter); null: none. */
    couponCode: z._default(
      z.nullable(z.string().check(z.trim(), z.maxLength(COUPON_CODE_MAX * 2))),
      null,
    ),
    /** The discount the customer saw. Never trusted: the server works out its own. */
    discountCents: z.optional(z.int()),
  })
  .check(z.superRefine((order, ctx) => requireDeliveryAddress(order, ctx)));
export type PlaceOrderInput = z.input<typeof PlaceOrderSchema>;
export type PlaceOrderRequest = z.output<typeof PlaceOrderSchema>;

/** `GET /api/orders/offline-pass` (src/domain/offline-pass.ts). */
export const OfflinePassSchema = z.object({
  token: z.string(),
  issuedAt: z.string(),
  expiresAt: z.string(),
});

const OrderItemSchema = z.object({
  productId: z.nullable(z.int()),
  productName: z.string(),
  categorySlug: z.string(),
  size: z.string(),
  /** The size's name and note as they were when ordered (decision 046); '' for a drink. */
  sizeName: z.string(),
  sizeNote: z.string(),
  /**
   * The variant sold (decision 052) while it exists, and its name as ordered; absent or null on
   * every line without one (and on orders from before variants).
   */
  variantId: z.optional(z.nullable(z.int())),
  variantName: z.optional(z.nullable(z.string())),
  quantity: z.int(),
  /** One unit's base after the flavour rule, before extras and crust. */
  basePriceCents: z.int(),
  extraFlavours: z.array(z.object({ productId: z.int(), name: z.string(), priceCents: z.int() })),
  extras: z.array(
    z.object({
      extraId: z.nullable(z.int()),
      name: z.string(),
      priceCents: z.int(),
    }),
  ),
  crustId: z.nullable(z.string()),
  crustName: z.nullable(z.string()),
  crustPriceCents: z.int(),
  fillingId: z.nullable(z.string()),
  fillingName: z.nullable(z.string()),
  notes: z.string(),
  lineTotalCents: z.int(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

/** An order as stored: the snapshot of what was sold, with the server's own totals. */
export const OrderSchema = z.object({
  /** The number people read: 'Pedido #123'. */
  id: z.int(),
  publicId: z.string(),
  status: z.enum(ORDER_STATUSES),
  origin: z.enum(ORDER_ORIGINS),
  /** Where it came in (decision 055); 'site' on orders stored before channels. */
  channel: z._default(z.enum(ORDER_CHANNELS), 'site'),
  subtotalCents: z.int(),
  /** null while the fee is 'A confirmar'. */
  deliveryFeeCents: z.nullable(z.int()),
  totalCents: z.int(),
  paymentMethod: z.string(),
  changeForCents: z.nullable(z.int()),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paidAt: z.nullable(z.string()),
  /** The Pix copia-e-cola code made when the order was placed (null when not paid by Pix). */
  pixCode: z.nullable(z.string()),
  fulfilment: z.enum(FULFILMENTS),
  /** The table of an order eaten at one, as named then; null for every other order. */
  tableLabel: z._default(z.nullable(z.string()), null),
  /** The zone the delivery fee came from; null for pickup or outside every zone. */
  deliveryZone: z.nullable(z.string()),
  /** The start of the chosen time slot; null: 'o quanto antes'. */
  scheduledFor: z.nullable(z.string()),
  /** What coupons and offers took off the items (never the fee); 0 without any. */
  discountCents: z._default(z.int(), 0),
  /** Each offer and coupon applied, with its name and amount as they were when it was placed. */
  discountLines: z._default(z.array(DiscountLineSchema), []),
  /** The coupon the customer used (or tried, see couponRefusal); null: none. */
  couponCode: z._default(z.nullable(z.string()), null),
  /**
   * Why the coupon of an order from the offline queue was not applied when it arrived (pt-BR);
   * null when it applied or there was none (docs/decisions/032).
   */
  couponRefusal: z._default(z.nullable(z.string()), null),
  customerName: z.string(),
  customerPhone: z.string(),
  deliveryAddress: z.string(),
  placedAt: z.string(),
  createdAt: z.string(),
  statusChangedAt: z.string(),
  /** Why the shop rejected it (null or absent when not rejected, or rejected without a reason). */
  rejectionReason: z.optional(z.nullable(z.string())),
  items: z.array(OrderItemSchema),
});
export type Order = z.infer<typeof OrderSchema>;

/**
 * `POST /api/orders` answers 201 for a new order, 200 for a key it has seen (the same order).
 * Never the customer's id: it would tell whether a phone is already a customer.
 */
export const PlacedOrderSchema = z.object({
  order: OrderSchema,
});
export type PlacedOrder = z.infer<typeof PlacedOrderSchema>;

/** `GET /api/orders/:publicId`: what the customer's tracking page shows (no phone number). */
export const TrackedOrderSchema = z.extend(z.omit(OrderSchema, { customerPhone: true }), {
  /**
   * When the shop accepted it, by hand or automatically; null while pending or rejected. The
   * page's time estimate counts from it (order-estimate.ts, decision 041).
   */
  acceptedAt: z.optional(z.nullable(z.string())),
  /** The latest dynamic Pix charge (decision 063); null or absent: none, the static code if any. */
  pixCharge: z.optional(z.nullable(TrackedPixChargeSchema)),
  /**
   * While it is out with one of the shop's drivers (decision 068): the driver's first name, when
   * the trip began and the whole minutes since then by the server's clock. Null or absent: none.
   */
  driver: z.optional(
    z.nullable(z.object({ firstName: z.string(), since: z.string(), minutesOut: z.int() })),
  ),
});
export type TrackedOrder = z.infer<typeof TrackedOrderSchema>;

/** Refusals that come from the shop's delivery settings (src/domain/delivery-quote.ts). */
export const DELIVERY_ERROR_CODES = [
  'BELOW_MINIMUM_ORDER',
  'OUTSIDE_DELIVERY_AREA',
  'PICKUP_UNAVAILABLE',
  'UNKNOWN_DELIVERY_ZONE',
  'DELIVERY_FEE_CHANGED',
] as const;

/** Refusals of a chosen time slot (src/domain/scheduling.ts). */
export const SLOT_ERROR_CODES = [
  'SCHEDULING_DISABLED',
  'SLOT_NOT_ON_GRID',
  'SLOT_IN_PAST',
  'SLOT_OUTSIDE_HOURS',
  'SLOT_UNAVAILABLE',
  'SLOT_FULL',
] as const;

/** Why a cart cannot become an order; each is a 4xx with this code (the web maps it to pt-BR). */
export const ORDER_ERROR_CODES = [
  'UNKNOWN_PRODUCT',
  'PRODUCT_UNAVAILABLE',
  'INVALID_SIZE',
  'SIZE_NOT_OFFERED',
  'VARIANT_REQUIRED',
  'INVALID_VARIANT',
  'TOO_MANY_FLAVOURS',
  'INVALID_FLAVOUR',
  'INVALID_EXTRA',
  'INVALID_CRUST',
  'FILLING_REQUIRED',
  'INVALID_FILLING',
  'INVALID_PAYMENT_METHOD',
  'CHANGE_NOT_ALLOWED',
  'SHOP_CLOSED',
  'SHOP_INACTIVE',
  'INVALID_PLACED_AT',
  'PLACED_WHILE_CLOSED',
  'PLACED_WHILE_INACTIVE',
  'OFFLINE_PROOF_INVALID',
  'OFFLINE_ORDER_TOO_OLD',
  'ORDER_TOO_LARGE',
  // a fulfilment its channel does not offer, or a table's order without its table (decision 055)
  'FULFILMENT_NOT_ALLOWED',
  'TABLE_REQUIRED',
  ...DELIVERY_ERROR_CODES,
  ...SLOT_ERROR_CODES,
  ...COUPON_ERROR_CODES,
  'IDEMPOTENCY_KEY_REQUIRED',
  'IDEMPOTENCY_KEY_REUSED',
] as const;
export type OrderErrorCode = (typeof ORDER_ERROR_CODES)[number];
