import { z } from 'zod';
import { PRODUCT_SIZES } from './catalogue';
import { CustomerSchema } from './customer';
import { ORDER_STATUSES } from './order-status';

export const MAX_ORDER_ITEMS = 50;
export const MAX_ITEM_QUANTITY = 99;
export const ITEM_NOTES_MAX = 600;
export const MAX_EXTRAS_PER_ITEM = 40;
export const PAYMENT_METHOD_MAX = 60;
/** R$ 100.000,00: far above any real change request, low enough to refuse nonsense. */
export const MAX_CHANGE_FOR_CENTS = 10_000_000;
/** How old an order from the offline queue may be and still be accepted. */
export const OFFLINE_ORDER_MAX_AGE_DAYS = 7; // spec §9: synced orders pruned after 7 days
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;
/** The tracking page's id: 16 random bytes in base64url. */
export const PUBLIC_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export const ORDER_ORIGINS = ['online', 'offline'] as const;
export type OrderOrigin = (typeof ORDER_ORIGINS)[number];

/** One cart line as the client sends it: ids and choices only; prices come from the database. */
export const OrderItemRequestSchema = z
  .object({
    productId: z.number().int().positive(),
    size: z.enum(PRODUCT_SIZES),
    quantity: z.number().int().min(1, 'Quantidade inválida').max(MAX_ITEM_QUANTITY),
    extraIds: z.array(z.number().int().positive()).max(MAX_EXTRAS_PER_ITEM).default([]),
    extraFlavourIds: z.array(z.number().int().positive()).max(MAX_EXTRAS_PER_ITEM).default([]),
    crustId: z.string().max(40).nullable().default(null),
    fillingId: z.string().max(40).nullable().default(null),
    notes: z.string().trim().max(ITEM_NOTES_MAX).default(''),
    /** The price the customer saw. Never trusted: the server prices every line itself. */
    unitPriceCents: z.number().int().optional(),
  })
  .strict();
export type OrderItemRequest = z.output<typeof OrderItemRequestSchema>;

/** `POST /api/orders`, with the client's key in the `Idempotency-Key` header. */
export const PlaceOrderSchema = z
  .object({
    customer: CustomerSchema,
    items: z
      .array(OrderItemRequestSchema)
      .min(1, 'O carrinho está vazio.')
      .max(MAX_ORDER_ITEMS, `Um pedido pode ter no máximo ${MAX_ORDER_ITEMS} itens.`),
    paymentMethod: z.string().trim().min(1, 'Escolha a forma de pagamento').max(PAYMENT_METHOD_MAX),
    changeForCents: z.number().int().positive().max(MAX_CHANGE_FOR_CENTS).nullable().default(null),
    origin: z.enum(ORDER_ORIGINS).default('online'),
    /** When the customer placed it: set by the offline queue, so a synced order keeps its time. */
    placedAt: z.iso.datetime({ offset: true }).optional(),
    /** The total the customer saw. Never trusted. */
    totalCents: z.number().int().optional(),
  })
  .strict();
export type PlaceOrderInput = z.input<typeof PlaceOrderSchema>;
export type PlaceOrderRequest = z.output<typeof PlaceOrderSchema>;

export const OrderItemSchema = z.object({
  productId: z.number().int().nullable(),
  productName: z.string(),
  categorySlug: z.string(),
  size: z.enum(PRODUCT_SIZES),
  quantity: z.number().int(),
  /** One unit's base after the flavour rule, before extras and crust. */
  unitPriceCents: z.number().int(),
  extraFlavours: z.array(
    z.object({ productId: z.number().int(), name: z.string(), priceCents: z.number().int() }),
  ),
  extras: z.array(
    z.object({
      extraId: z.number().int().nullable(),
      name: z.string(),
      priceCents: z.number().int(),
    }),
  ),
  crustId: z.string().nullable(),
  crustName: z.string().nullable(),
  crustPriceCents: z.number().int(),
  fillingId: z.string().nullable(),
  fillingName: z.string().nullable(),
  notes: z.string(),
  lineTotalCents: z.number().int(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

/** An order as stored: the snapshot of what was sold, with the server's own totals. */
export const OrderSchema = z.object({
  /** The number people read: 'Pedido #123'. */
  id: z.number().int(),
  publicId: z.string(),
  status: z.enum(ORDER_STATUSES),
  origin: z.enum(ORDER_ORIGINS),
  subtotalCents: z.number().int(),
  /** null while the fee is 'A confirmar'. */
  deliveryFeeCents: z.number().int().nullable(),
  totalCents: z.number().int(),
  paymentMethod: z.string(),
  changeForCents: z.number().int().nullable(),
  customerName: z.string(),
  customerPhone: z.string(),
  deliveryAddress: z.string(),
  placedAt: z.string(),
  createdAt: z.string(),
  statusChangedAt: z.string(),
  items: z.array(OrderItemSchema),
});
export type Order = z.infer<typeof OrderSchema>;

/** `POST /api/orders` answers 201 for a new order, 200 for a key it has seen (the same order). */
export const PlacedOrderSchema = z.object({
  order: OrderSchema,
  customerId: z.number().int(),
});
export type PlacedOrder = z.infer<typeof PlacedOrderSchema>;

/** `GET /api/orders/:publicId`: what the customer's tracking page shows (no phone number). */
export const TrackedOrderSchema = OrderSchema.omit({ customerPhone: true });
export type TrackedOrder = z.infer<typeof TrackedOrderSchema>;

/** Why a cart cannot become an order; each is a 4xx with this code (the web maps it to pt-BR). */
export const ORDER_ERROR_CODES = [
  'UNKNOWN_PRODUCT',
  'PRODUCT_UNAVAILABLE',
  'INVALID_SIZE',
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
  'IDEMPOTENCY_KEY_REQUIRED',
  'IDEMPOTENCY_KEY_REUSED',
] as const;
export type OrderErrorCode = (typeof ORDER_ERROR_CODES)[number];
