import { z } from 'zod';
import { ChannelSalesSchema } from './admin-channel-sales';
import { DELIVERY_STATUSES } from './delivery-drivers';
import { decimalInteger, PAGE_SIZE_MAX, RecordIdSchema } from './admin-paging';
import { ORDER_ORIGINS, OrderSchema } from './order';
import { ORDER_STATUSES } from './order-status';
import { PAYMENT_STATUSES } from './payment-status';
import { PIX_REFUND_STATUSES } from './pix-automation';

/** The orders desk, the dashboard and the live events of the back office. */

/**
 * docs/product/screens.md#orders: the orders page filters, each named for what it shows: 'Em andamento' is every order
 * being worked on (aprovado, em preparo, saiu para entrega), and rejected orders have their own.
 * 'Agendados' holds the orders for a later slot until shortly before it (docs/decisions/023);
 * 'Pendentes' and 'Em andamento' show them from then on.
 */
export const ORDER_FILTERS = [
  'todos',
  'pendentes',
  'em_andamento',
  'entregues',
  'rejeitados',
  'offline',
  'agendados',
] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];
export const ORDER_FILTER_LABELS: Readonly<Record<OrderFilter, string>> = {
  todos: 'Todos',
  pendentes: 'Pendentes',
  em_andamento: 'Em andamento',
  entregues: 'Entregues',
  rejeitados: 'Rejeitados',
  offline: 'Offline',
  agendados: 'Agendados',
};
/** Links made before the filters were renamed still open the same list. */
export const LEGACY_ORDER_FILTERS: Readonly<Record<string, OrderFilter>> = {
  em_preparo: 'em_andamento',
};

/**
 * The desk's queues list the order waiting longest first, as the kitchen works them
 * (docs/decisions/042); the other filters are history, newest first.
 */
const OLDEST_FIRST_FILTERS: ReadonlySet<OrderFilter> = new Set(['pendentes', 'em_andamento']);

export function isOldestFirst(filter: OrderFilter): boolean {
  return OLDEST_FIRST_FILTERS.has(filter);
}

export const AdminOrderListQuerySchema = z.object({
  filter: z.enum(ORDER_FILTERS).default('todos'),
  /** Keyset paging, newest first: the id of the last order of the previous page. */
  before: RecordIdSchema.optional(),
  /** Keyset paging, oldest first (`isOldestFirst`): the id of the last order of the previous page. */
  after: RecordIdSchema.optional(),
  limit: decimalInteger(1, PAGE_SIZE_MAX).default(30),
});

/**
 * What the shop's Pix provider said about an order (decision 064): who paid, the Pix of another
 * amount (flagged, never taken as paid), the refund of a rejected order's Pix. Absent on orders
 * the provider never told of.
 */
const AdminOrderPixSchema = z.object({
  payerName: z.string().nullable(),
  amountFlags: z.array(
    z.object({ receivedCents: z.number().int(), chargedCents: z.number().int() }),
  ),
  refundStatus: z.enum(PIX_REFUND_STATUSES).nullable(),
  /** pt-BR: why the refund failed. */
  refundError: z.string().nullable(),
});
export type AdminOrderPix = z.infer<typeof AdminOrderPixSchema>;

/** An order as the shop sees it: everything, with the customer's id. */
export const AdminOrderSchema = z.object({
  ...OrderSchema.shape,
  customerId: z.number().int(),
  /** When its ticket was first printed on a desk's thermal printer; null: not yet. */
  printedAt: z.string().nullable(),
  /** How many times it was printed, reprints included. */
  printCount: z.number().int(),
  /** When the kitchen marked its last item ready (decision 058); null or absent: not yet. */
  kitchenDoneAt: z.string().nullable().optional(),
  pix: AdminOrderPixSchema.optional(),
  /**
   * Its latest trip with a driver (decision 068): 'Com Carlos desde 20:31', or how it ended;
   * `since` is when it began (running) or ended. Null or absent: it never went out with one.
   */
  delivery: z
    .object({
      driverId: z.number().int(),
      driverName: z.string(),
      status: z.enum(DELIVERY_STATUSES),
      since: z.string(),
      /** Why a trip came back 'não entregue'. */
      reason: z.string().nullable(),
    })
    .nullable()
    .optional(),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

export const AdminOrderPageSchema = z.object({
  orders: z.array(AdminOrderSchema),
  /** Pass as `before` for the next page of a newest-first list; null on the last page. */
  nextBefore: z.number().int().nullable(),
  /** Pass as `after` for the next page of an oldest-first list; null on the last page. */
  nextAfter: z.number().int().nullable(),
});

/** What the desk answers for an order that is not there (or no longer is). */
export const ORDER_NOT_FOUND = 'Pedido não encontrado.';

/** The longest reason for a rejection the tracking page shows. */
export const REJECTION_REASON_MAX = 200;

/**
 * A move of the desk: `from` is the status the staff member saw (the move applies only while the
 * order still has it: docs/decisions/029); `reason` is why a rejected order was rejected.
 */
export const ChangeOrderStatusSchema = z
  .object({
    status: z.enum(ORDER_STATUSES),
    from: z.enum(ORDER_STATUSES).optional(),
    reason: z.string().trim().min(1).max(REJECTION_REASON_MAX).optional(),
  })
  .strict();

/** 'Desfazer': `from` is the status the last move left the order in. */
export const UndoOrderStatusSchema = z.object({ from: z.enum(ORDER_STATUSES) }).strict();

/** 'Marcar como pago', or back to 'a receber' when it was a mistake. */
export const ChangePaymentStatusSchema = z
  .object({ paymentStatus: z.enum(PAYMENT_STATUSES) })
  .strict();

/**
 * A desk about to print an order's ticket: 'auto' claims the first print (answered `claimed:
 * false` when another desk already printed it), 'reprint' is 'Reimprimir' and always counts.
 */
const PRINT_KINDS = ['auto', 'reprint'] as const;
export type PrintKind = (typeof PRINT_KINDS)[number];
export const RecordPrintSchema = z.object({ kind: z.enum(PRINT_KINDS) }).strict();
export const PrintClaimSchema = z.object({
  /** Whether this desk is the one to print now. */
  claimed: z.boolean(),
  order: AdminOrderSchema,
});
export type PrintClaim = z.infer<typeof PrintClaimSchema>;

export const DASHBOARD_RANGES = ['hoje', 'todos'] as const;
export const DashboardQuerySchema = z.object({ range: z.enum(DASHBOARD_RANGES).default('hoje') });

/** docs/product/screens.md#dashboard: counts by status group (entregue and finalizado count as delivered). */
export const DashboardSchema = z.object({
  range: z.enum(DASHBOARD_RANGES),
  pending: z.number().int(),
  approved: z.number().int(),
  inPreparation: z.number().int(),
  outForDelivery: z.number().int(),
  rejected: z.number().int(),
  delivered: z.number().int(),
  total: z.number().int(),
  /** Today's revenue and order count in the shop's time zone (rejected orders excluded). */
  todayRevenueCents: z.number().int(),
  todayOrders: z.number().int(),
  /** Customers created today. */
  todayNewCustomers: z.number().int(),
  /** Of today's revenue, what the delivery fees add (rejected orders excluded). */
  todayDeliveryFeesCents: z.number().int(),
  /** Today's orders by fulfilment (rejected ones excluded). */
  todayDeliveries: z.number().int(),
  todayPickups: z.number().int(),
  /** Today's Pix orders not marked paid yet, and what they add up to (rejected ones excluded). */
  todayPixToReceive: z.number().int(),
  todayPixToReceiveCents: z.number().int(),
  /** Today's sales by channel, every channel once (docs/decisions/059). */
  todayByChannel: ChannelSalesSchema,
  /** Orders for a slot of today (the shop's calendar day), rejected ones left out. */
  todayScheduled: z.number().int(),
  /** The business day 'hoje' is ('YYYY-MM-DD') and when it turns (docs/decisions/048). */
  todayDate: z.string(),
  dayTurnMinutes: z.number().int().min(0).max(1439),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

/** What the admin event stream (`GET /api/admin/events`, server-sent events) carries. */
export const AdminEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('order.created'),
    orderId: z.number().int(),
    origin: z.enum(ORDER_ORIGINS),
  }),
  /** Someone opened the order: it leaves the unopened set, and every desk stops ringing for it. */
  z.object({ type: z.literal('order.opened'), orderId: z.number().int() }),
  /** The kitchen marked items ready or undid it (decision 058): desks and kitchens read again. */
  z.object({ type: z.literal('order.kitchen'), orderId: z.number().int() }),
  /**
   * A trip of the shop's drivers began or ended (decision 066): desks, dispatch, closing and the
   * driver's own page read again. One event per order; `driverId`: whose trip changed.
   */
  z.object({
    type: z.literal('delivery.changed'),
    orderId: z.number().int(),
    driverId: z.number().int(),
  }),
  z.object({
    type: z.literal('order.status'),
    orderId: z.number().int(),
    publicId: z.string(),
    status: z.enum(ORDER_STATUSES),
  }),
]);
export type AdminEvent = z.infer<typeof AdminEventSchema>;

/**
 * The desk's alarm follows this set (docs/decisions/026): the orders no staff member has opened
 * yet, rejected ones left out. Every open desk rings while it is not empty.
 */
export const UnopenedOrdersSchema = z.object({
  orders: z.array(
    z.object({
      id: z.number().int(),
      /** When the order reached the shop. */
      createdAt: z.iso.datetime({ offset: true }),
      /**
       * Since when it rings: its arrival, or, for a scheduled order opened before its release, the
       * moment it joined the live list (docs/decisions/042). How long it has waited unopened.
       */
      since: z.iso.datetime({ offset: true }),
    }),
  ),
  /** The server's clock when it answered, so a desk with a wrong clock counts the wait right. */
  at: z.iso.datetime({ offset: true }),
});
export type UnopenedOrders = z.infer<typeof UnopenedOrdersSchema>;
