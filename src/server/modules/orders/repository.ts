import { and, asc, count, desc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  deliveries,
  drivers,
  orderEvents,
  orderItemExtras,
  orderItems,
  orders,
  pixCharges,
  pixReceived,
  type DeliveryAddressSnapshot,
} from '../../../db/schema';
import type { AdminOrder } from '../../../domain/admin-orders';
import type { Order, OrderItem, OrderOrigin } from '../../../domain/order';
import type { TrackedPixCharge } from '../../../domain/pix-automation';
import type { OrderChannel } from '../../../domain/order-channel';
import { ORDER_STATUSES, type OrderStatus } from '../../../domain/order-status';
import { hasDelivery, type Fulfilment } from '../../../domain/delivery';
import type { FlavourPricingRule } from '../../../domain/establishment';
import { PAYMENT_STATUSES, type PaymentStatus } from '../../../domain/payment-status';
import type { DiscountLine } from '../../../domain/promotions';
import { noteStatusChange } from '../order-events/status-notice';

export interface OrderKeyRecord {
  id: number;
  customerId: number;
  requestHash: string;
}

export async function findOrderByIdempotencyKey(
  db: Executor,
  idempotencyKey: string,
): Promise<OrderKeyRecord | null> {
  const [row] = await db
    .select({ id: orders.id, customerId: orders.customerId, requestHash: orders.requestHash })
    .from(orders)
    .where(eq(orders.idempotencyKey, idempotencyKey))
    .limit(1);
  return row ?? null;
}

export interface NewOrder {
  publicId: string;
  idempotencyKey: string;
  requestHash: string;
  customerId: number;
  origin: OrderOrigin;
  channel: OrderChannel;
  subtotalCents: number;
  deliveryFeeCents: number | null;
  totalCents: number;
  paymentMethod: string;
  changeForCents: number | null;
  pixCode: string | null;
  fulfilment: Fulfilment;
  /** Required exactly for fulfilment 'mesa' (the database checks it). */
  tableLabel: string | null;
  deliveryZone: string | null;
  scheduledFor: Date | null;
  customerName: string;
  customerPhone: string;
  deliveryAddress: string;
  deliveryAddressParts: DeliveryAddressSnapshot;
  flavourPricingRule: FlavourPricingRule;
  placedAt: Date;
  /** 'pendente', or 'aprovado' when the shop accepts orders automatically. */
  status: OrderStatus;
  /** The checkout's marketing box; null when the client did not ask. */
  marketingOptIn: boolean | null;
  discountCents: number;
  discountLines: DiscountLine[];
  couponCode: string | null;
  couponRefusal: string | null;
  /** Set when a person on staff took the order and accepted it as entered (decision 056). */
  staffAcceptedAt?: Date | null;
  /** The person who took it has seen it: no desk rings for it (decisions 026 and 056). */
  openedAt?: Date | null;
  openedBy?: number | null;
}

/**
 * Writes a new order with its items and their extras; answers the order's id. `afterOrderRow`
 * runs between the order's row and its items: the fault tests stop the server there.
 */
export async function insertOrder(
  db: Executor,
  order: NewOrder,
  lines: readonly OrderItem[],
  afterOrderRow?: () => Promise<void>,
): Promise<number> {
  const [inserted] = await db.insert(orders).values(order).returning({ id: orders.id });
  if (!inserted) throw new Error('insert of an order returned no row');
  const orderId = inserted.id;
  await noteStatusChange(db, { orderId, from: null, to: order.status, at: order.placedAt });
  await afterOrderRow?.();
  if (lines.length === 0) return orderId;

  const items = await db
    .insert(orderItems)
    .values(lines.map(({ extras: _, ...line }, sortOrder) => ({ ...line, orderId, sortOrder })))
    .returning({ id: orderItems.id, sortOrder: orderItems.sortOrder });
  // RETURNING order is not promised: match the rows back to their lines by sort order.
  const itemIdAt = new Map(items.map((item) => [item.sortOrder, item.id]));
  const extras = lines.flatMap((line, sortOrder) => {
    const orderItemId = itemIdAt.get(sortOrder);
    if (orderItemId === undefined) throw new Error('an order item was not written');
    return line.extras.map((extra) => ({ ...extra, orderItemId }));
  });
  if (extras.length > 0) await db.insert(orderItemExtras).values(extras);
  return orderId;
}

export function findOrderById(db: Executor, id: number): Promise<Order | null> {
  return findOrder(db, eq(orders.id, id));
}

export function findOrderByPublicId(db: Executor, publicId: string): Promise<Order | null> {
  return findOrder(db, eq(orders.publicId, publicId));
}

async function findOrder(db: Executor, where: SQL): Promise<Order | null> {
  const [row] = await db.select().from(orders).where(where).limit(1);
  if (!row) return null;
  const [order] = await loadOrderDetails(db, [row]);
  if (!order) return null;
  const {
    customerId: _customerId,
    printedAt: _printedAt,
    printCount: _printCount,
    delivery: _delivery,
    ...stored
  } = order;
  return stored;
}

export type OrderRow = typeof orders.$inferSelect;

/**
 * The orders of `rows`, in their order, each with its items and their extras: two queries
 * whatever the number of orders (an admin page is never N+1).
 */
export async function loadOrderDetails(
  db: Executor,
  rows: readonly OrderRow[],
): Promise<AdminOrder[]> {
  if (rows.length === 0) return [];
  const itemRows = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderItems.orderId), asc(orderItems.sortOrder), asc(orderItems.id));
  const extraRows =
    itemRows.length === 0
      ? []
      : await db
          .select()
          .from(orderItemExtras)
          .where(
            inArray(
              orderItemExtras.orderItemId,
              itemRows.map((item) => item.id),
            ),
          )
          .orderBy(asc(orderItemExtras.id));
  const extrasOf = groupBy(extraRows, (extra) => extra.orderItemId);
  const itemsOf = groupBy(itemRows, (item) => item.orderId);
  const pixOf = await loadPixOfOrders(db, rows);
  const tripOf = await loadLatestTrips(db, rows);
  return rows.map((row) => ({
    id: row.id,
    publicId: row.publicId,
    customerId: row.customerId,
    status: toOrderStatus(row.status),
    origin: row.origin,
    channel: row.channel,
    subtotalCents: row.subtotalCents,
    deliveryFeeCents: row.deliveryFeeCents,
    totalCents: row.totalCents,
    paymentMethod: row.paymentMethod,
    changeForCents: row.changeForCents,
    paymentStatus: toPaymentStatus(row.paymentStatus),
    paidAt: row.paidAt?.toISOString() ?? null,
    pixCode: row.pixCode,
    fulfilment: row.fulfilment,
    tableLabel: row.tableLabel,
    deliveryZone: row.deliveryZone,
    scheduledFor: row.scheduledFor?.toISOString() ?? null,
    discountCents: row.discountCents,
    discountLines: row.discountLines,
    couponCode: row.couponCode,
    couponRefusal: row.couponRefusal,
    customerName: row.customerName,
    customerPhone: row.customerPhone,
    deliveryAddress: row.deliveryAddress,
    placedAt: row.placedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    statusChangedAt: row.statusChangedAt.toISOString(),
    printedAt: row.printedAt?.toISOString() ?? null,
    printCount: row.printCount,
    kitchenDoneAt: row.kitchenDoneAt?.toISOString() ?? null,
    rejectionReason: row.status === 'rejeitado' ? row.rejectionReason : null,
    items: (itemsOf.get(row.id) ?? []).map((item) => ({
      productId: item.productId,
      productName: item.productName,
      categorySlug: item.categorySlug,
      size: item.size,
      sizeName: item.sizeName,
      sizeNote: item.sizeNote,
      // only on a line sold as a variant (decision 052)
      ...(item.variantName === null
        ? {}
        : { variantId: item.variantId, variantName: item.variantName }),
      quantity: item.quantity,
      basePriceCents: item.basePriceCents,
      extraFlavours: item.extraFlavours,
      extras: (extrasOf.get(item.id) ?? []).map((extra) => ({
        extraId: extra.extraId,
        name: extra.name,
        priceCents: extra.priceCents,
      })),
      crustId: item.crustId,
      crustName: item.crustName,
      crustPriceCents: item.crustPriceCents,
      fillingId: item.fillingId,
      fillingName: item.fillingName,
      notes: item.notes,
      lineTotalCents: item.lineTotalCents,
    })),
    ...(pixOf.has(row.id) ? { pix: pixOf.get(row.id) } : {}),
    delivery: tripOf.get(row.id) ?? null,
  }));
}

/** The latest trip of each of these orders with its driver's name (decision 068). */
async function loadLatestTrips(
  db: Executor,
  rows: readonly OrderRow[],
): Promise<Map<number, NonNullable<AdminOrder['delivery']>>> {
  const deliveryRows = rows.filter((row) => hasDelivery(row.fulfilment));
  if (deliveryRows.length === 0) return new Map();
  const trips = await db
    .selectDistinctOn([deliveries.orderId], {
      orderId: deliveries.orderId,
      driverId: deliveries.driverId,
      driverName: drivers.name,
      status: deliveries.status,
      assignedAt: deliveries.assignedAt,
      endedAt: deliveries.endedAt,
      reason: deliveries.notDeliveredReason,
    })
    .from(deliveries)
    .innerJoin(drivers, eq(drivers.id, deliveries.driverId))
    .where(
      inArray(
        deliveries.orderId,
        deliveryRows.map((row) => row.id),
      ),
    )
    .orderBy(deliveries.orderId, desc(deliveries.id));
  return new Map(
    trips.map((trip) => [
      trip.orderId,
      {
        driverId: trip.driverId,
        driverName: trip.driverName,
        status: trip.status,
        since: (trip.endedAt ?? trip.assignedAt).toISOString(),
        reason: trip.reason,
      },
    ]),
  );
}

/**
 * What the shop's Pix provider told of these orders (decision 064): the payer, Pix of another
 * amount, the refund. Only orders it told of have an entry.
 */
async function loadPixOfOrders(
  db: Executor,
  rows: readonly OrderRow[],
): Promise<Map<number, NonNullable<AdminOrder['pix']>>> {
  const result = new Map<number, NonNullable<AdminOrder['pix']>>();
  const told = rows.filter((row) => row.pixEndToEndId !== null || row.pixRefundStatus !== null);
  const flagged = await db
    .select({
      orderId: pixReceived.orderId,
      receivedCents: pixReceived.amountCents,
      chargedCents: pixCharges.amountCents,
      refundError: pixReceived.refundError,
      refundStatus: pixReceived.refundStatus,
      outcome: pixReceived.outcome,
    })
    .from(pixReceived)
    .leftJoin(pixCharges, eq(pixCharges.id, pixReceived.chargeId))
    .where(
      and(
        inArray(
          pixReceived.orderId,
          rows.map((row) => row.id),
        ),
        sql`(${pixReceived.outcome} = 'valor_divergente' or ${pixReceived.refundStatus} is not null)`,
      ),
    )
    .orderBy(asc(pixReceived.id));
  const receivedOf = groupBy(flagged, (received) => received.orderId ?? 0);
  for (const row of rows) {
    const received = receivedOf.get(row.id) ?? [];
    if (received.length === 0 && !told.includes(row)) continue;
    const refund = received.filter((r) => r.refundStatus !== null).at(-1);
    result.set(row.id, {
      payerName: row.pixPayerName,
      amountFlags: received
        .filter((r) => r.outcome === 'valor_divergente')
        .map((r) => ({ receivedCents: r.receivedCents, chargedCents: r.chargedCents ?? 0 })),
      refundStatus: row.pixRefundStatus,
      refundError: refund?.refundStatus === 'falhou' ? refund.refundError : null,
    });
  }
  return result;
}

function groupBy<T>(values: readonly T[], keyOf: (value: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const value of values) {
    const key = keyOf(value);
    const group = groups.get(key);
    if (group) group.push(value);
    else groups.set(key, [value]);
  }
  return groups;
}

export interface OrderStatusRecord {
  status: OrderStatus;
  statusChangedAt: Date;
  paymentStatus: PaymentStatus;
  /** The latest dynamic Pix charge's attempt and status ('1:ativa'), '' without one. */
  pixCharge: string;
}

/** What the tracking page's live stream sends: the status and payment state, without loading the order. */
export async function findOrderStatusByPublicId(
  db: Executor,
  publicId: string,
): Promise<OrderStatusRecord | null> {
  const [row] = await db
    .select({
      status: orders.status,
      statusChangedAt: orders.statusChangedAt,
      paymentStatus: orders.paymentStatus,
      pixCharge: sql<
        string | null
      >`(select ${pixCharges.attempt} || ':' || ${pixCharges.status} from ${pixCharges} where ${pixCharges.orderId} = ${orders.id} order by ${pixCharges.attempt} desc limit 1)`,
    })
    .from(orders)
    .where(eq(orders.publicId, publicId))
    .limit(1);
  return row
    ? {
        status: toOrderStatus(row.status),
        statusChangedAt: row.statusChangedAt,
        paymentStatus: toPaymentStatus(row.paymentStatus),
        pixCharge: row.pixCharge ?? '',
      }
    : null;
}

/**
 * When the order last became 'aprovado' (its status history, decision 029), or null when no move
 * did: an order accepted on arrival by the shop's setting (decision 034) has none.
 */
export async function findAcceptanceMove(db: Executor, orderId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: orderEvents.at })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.orderId, orderId),
        eq(orderEvents.kind, 'status'),
        eq(orderEvents.toValue, 'aprovado' satisfies OrderStatus),
      ),
    )
    .orderBy(desc(orderEvents.id))
    .limit(1);
  return row?.at ?? null;
}

/** The order's trip out with a driver, if one is running: the driver's name and since when. */
export async function findRunningTripOfOrder(
  db: Executor,
  orderId: number,
): Promise<{ driverName: string; since: Date } | null> {
  const [row] = await db
    .select({ driverName: drivers.name, since: deliveries.assignedAt })
    .from(deliveries)
    .innerJoin(drivers, eq(drivers.id, deliveries.driverId))
    .where(and(eq(deliveries.orderId, orderId), eq(deliveries.status, 'em_rota')))
    .limit(1);
  return row ?? null;
}

export function toOrderStatus(value: string): OrderStatus {
  const status = ORDER_STATUSES.find((s) => s === value);
  if (!status) throw new Error(`order with unknown status ${value}`);
  return status;
}

function toPaymentStatus(value: string): PaymentStatus {
  const status = PAYMENT_STATUSES.find((s) => s === value);
  if (!status) throw new Error(`order with unknown payment status ${value}`);
  return status;
}

/** Keeps an order's Pix code, made once its number is known (place-order.ts). */
export async function setOrderPixCode(db: Executor, id: number, pixCode: string): Promise<void> {
  await db.update(orders).set({ pixCode }).where(eq(orders.id, id));
}

/** Orders that hold a place in their slot: every one but those the shop rejected. */
const holdsAPlace = ne(orders.status, 'rejeitado' satisfies OrderStatus);

/**
 * How many orders each slot starting between `from` and `to` (both included) holds, by the
 * slot's start in ms.
 */
export async function countOrdersPerSlot(
  db: Executor,
  from: Date,
  to: Date,
): Promise<Map<number, number>> {
  const rows = await db
    .select({ scheduledFor: orders.scheduledFor, taken: count() })
    .from(orders)
    .where(and(gte(orders.scheduledFor, from), lte(orders.scheduledFor, to), holdsAPlace))
    .groupBy(orders.scheduledFor);
  return new Map(
    rows.flatMap(({ scheduledFor, taken }) =>
      scheduledFor ? [[scheduledFor.getTime(), Number(taken)] as const] : [],
    ),
  );
}

/** The orders already in the slot starting at `start`. */
export async function countOrdersInSlot(db: Executor, start: Date): Promise<number> {
  const [row] = await db
    .select({ taken: count() })
    .from(orders)
    .where(and(eq(orders.scheduledFor, start), holdsAPlace));
  return Number(row?.taken ?? 0);
}

/** The first key of the two-key advisory locks of slots (the second is the slot's minute). */
const SLOT_LOCK_CLASS = 2314;

/**
 * Holds, until the transaction ends, the lock of the slot starting at `start`: two orders racing
 * for its last place count one after the other (PostgreSQL; PGlite runs one transaction at a time).
 */
export async function lockSlot(tx: Executor, start: Date): Promise<void> {
  const minute = Math.floor(start.getTime() / 60_000);
  await tx.execute(sql`select pg_advisory_xact_lock(${SLOT_LOCK_CLASS}::int, ${minute}::int)`);
}

/** The order's latest dynamic Pix charge, as its tracking page shows it (decision 063). */
export async function findLatestPixCharge(
  db: Executor,
  orderId: number,
): Promise<TrackedPixCharge | null> {
  const [row] = await db
    .select({
      status: pixCharges.status,
      copiaECola: pixCharges.copiaECola,
      expiresAt: pixCharges.expiresAt,
      attempt: pixCharges.attempt,
    })
    .from(pixCharges)
    .where(eq(pixCharges.orderId, orderId))
    .orderBy(desc(pixCharges.attempt))
    .limit(1);
  return row ? { ...row, expiresAt: row.expiresAt.toISOString() } : null;
}
