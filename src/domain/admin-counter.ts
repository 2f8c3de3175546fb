/**
 * 'Novo pedido' on the desk (docs/decisions/056): an order a person on staff takes by phone, at
 * the counter or at a table. One schema for the screen, its API client and the route; the server
 * places it through the web order's own use case, so it is priced, stored, printed and counted
 * like any order.
 */
import { z } from 'zod/mini';
import { AdminOrderSchema } from './admin-orders';
import { AddressPartsSchema, OrderCustomerSchema } from './customer';
import { FULFILMENTS, type Fulfilment } from './delivery';
import { onlyDigits } from './formats';
import {
  MAX_ORDER_ITEMS,
  OrderItemRequestSchema,
  requireDeliveryAddress,
  type PlaceOrderRequest,
} from './order';
import { TABLE_LABEL_MAX, type OrderChannel } from './order-channel';
import { COUPON_CODE_MAX, DiscountLineSchema } from './promotions';

/** How a staff order reached the shop; a table typed by staff is always 'mesa'. */
export const STAFF_ORDER_SOURCES = ['telefone', 'balcao'] as const;
export type StaffOrderSource = (typeof STAFF_ORDER_SOURCES)[number];
export const STAFF_ORDER_SOURCE_LABELS: Readonly<Record<StaffOrderSource, string>> = {
  telefone: 'Telefone',
  balcao: 'Balcão',
};

const PAYMENT_METHOD_MAX = 60;
const MAX_CHANGE_FOR_CENTS = 10_000_000;

/** The channel an order taken by staff is stored with (docs/decisions/056). */
export function staffOrderChannel(fulfilment: Fulfilment, source: StaffOrderSource): OrderChannel {
  if (fulfilment === 'mesa') return 'mesa';
  // eating in is at the counter, whoever took it (decision 055: a phone order is not eaten here)
  if (fulfilment === 'balcao') return 'balcao';
  return source;
}

/** Where the order came in, as the order's use case stores it (decision 055). */
export function placementOf(order: StaffOrder): {
  channel: OrderChannel;
  tableLabel: string | null;
} {
  return {
    channel: staffOrderChannel(order.fulfilment, order.source),
    tableLabel: order.fulfilment === 'mesa' ? (order.tableLabel ?? null) : null,
  };
}

/** `POST /api/admin/counter/orders` and `/quote`, with the key in the `Idempotency-Key` header. */
export const StaffOrderSchema = z
  .strictObject({
    customer: OrderCustomerSchema,
    items: z
      .array(OrderItemRequestSchema)
      .check(
        z.minLength(1, 'Adicione pelo menos um item.'),
        z.maxLength(MAX_ORDER_ITEMS, `Um pedido pode ter no máximo ${MAX_ORDER_ITEMS} itens.`),
      ),
    source: z._default(z.enum(STAFF_ORDER_SOURCES), 'telefone'),
    fulfilment: z.enum(FULFILMENTS),
    /** The table's number or name; only with fulfilment 'mesa'. */
    tableLabel: z._default(
      z.nullable(
        z
          .string()
          .check(
            z.trim(),
            z.maxLength(TABLE_LABEL_MAX, `Mesa: no máximo ${TABLE_LABEL_MAX} caracteres`),
          ),
      ),
      null,
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
    deliveryZoneId: z._default(z.nullable(z.string().check(z.maxLength(40))), null),
    scheduledFor: z._default(z.nullable(z.iso.datetime({ offset: true })), null),
    couponCode: z._default(
      z.nullable(z.string().check(z.trim(), z.maxLength(COUPON_CODE_MAX * 2))),
      null,
    ),
    /** What the screen showed. Never trusted: the server prices the order itself. */
    totalCents: z.optional(z.int()),
  })
  .check(
    z.superRefine((order, ctx) => {
      if (order.fulfilment === 'mesa' && !order.tableLabel) {
        ctx.addIssue({
          code: 'custom',
          path: ['tableLabel'],
          message: 'Informe a mesa',
          input: order.tableLabel,
        });
      }
      requireDeliveryAddress(order, ctx);
    }),
  );
export type StaffOrderInput = z.input<typeof StaffOrderSchema>;
export type StaffOrder = z.output<typeof StaffOrderSchema>;

/** The order as the web order's use case reads it: what the staff member typed, nothing more. */
export function placeOrderRequestOf(order: StaffOrder): PlaceOrderRequest {
  return {
    customer: order.customer,
    items: order.items.map(({ unitPriceCents: _seen, ...item }) => item),
    paymentMethod: order.paymentMethod,
    changeForCents: order.changeForCents,
    origin: 'online',
    fulfilment: order.fulfilment,
    deliveryZoneId: order.fulfilment === 'entrega' ? order.deliveryZoneId : null,
    scheduledFor: order.scheduledFor,
    couponCode: order.couponCode,
  };
}

/** The server's own prices of a draft, shown before 'Confirmar pedido'. */
export const StaffOrderQuoteSchema = z.object({
  subtotalCents: z.int(),
  /** null: 'A combinar' (outside every zone) or no delivery. */
  deliveryFeeCents: z.nullable(z.int()),
  deliveryZone: z.nullable(z.string()),
  discountCents: z.int(),
  discountLines: z.array(DiscountLineSchema),
  totalCents: z.int(),
});
export type StaffOrderQuote = z.infer<typeof StaffOrderQuoteSchema>;

/** A phone as typed ('(11) 98765-4321'): the lookup reads its digits. */
export const PhoneLookupSchema = z.object({
  phone: z.pipe(
    z.pipe(z.string().check(z.maxLength(30)), z.transform(onlyDigits)),
    z.string().check(z.minLength(10, 'Telefone inválido'), z.maxLength(11, 'Telefone inválido')),
  ),
});

/** How many past orders the customer card offers to repeat. */
export const COUNTER_RECENT_ORDERS = 5;

/** `GET /api/admin/counter/customers/:phone`: the customer card, or nobody yet. */
export const CounterCustomerSchema = z.object({
  customer: z.nullable(
    z.object({
      id: z.int(),
      name: z.string(),
      phone: z.string(),
      /** Their last address, in parts (empty when they never had one delivered). */
      address: AddressPartsSchema,
      /** The delivery zone that address falls in today; null: none or outside every zone. */
      zone: z.nullable(z.object({ id: z.string(), name: z.string(), feeCents: z.int() })),
      orderCount: z.int(),
      /** Anonymised (LGPD): the card shows nothing to fill in. */
      isAnonymised: z.boolean(),
    }),
  ),
  /** Their latest orders, newest first, with their items: 'Repetir' takes one back. */
  orders: z.array(AdminOrderSchema),
});
export type CounterCustomer = z.infer<typeof CounterCustomerSchema>;
