import {
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { deliveries, orders } from '../../../db/schema';
import type { Collection } from '../../../domain/delivery-drivers';
import type { OrderFilter, PrintKind } from '../../../domain/admin-orders';
import {
  DELIVERED_STATUSES,
  IN_PROGRESS_STATUSES,
  type OrderStatus,
} from '../../../domain/order-status';
import type { PaymentStatus } from '../../../domain/payment-status';
import { toOrderStatus, type OrderRow } from '../orders/repository';
import { noteStatusChange } from '../order-events/status-notice';

/** docs/product/screens.md#orders: what each filter of the orders page shows. */
const FILTER_STATUSES: Readonly<
  Record<Exclude<OrderFilter, 'todos' | 'offline' | 'agendados'>, readonly OrderStatus[]>
> = {
  pendentes: ['pendente'],
  em_andamento: IN_PROGRESS_STATUSES,
  entregues: DELIVERED_STATUSES,
  rejeitados: ['rejeitado'],
};

/**
 * What a filter shows; `heldAfter`: orders for a slot starting later are still in 'Agendados'
 * (src/domain/scheduling.ts deskHeldAfter), not yet in the kitchen's lists.
 */
function filterCondition(filter: OrderFilter, heldAfter: Date): SQL | undefined {
  switch (filter) {
    case 'todos':
      return undefined;
    case 'offline':
      return eq(orders.origin, 'offline');
    case 'agendados':
      return and(
        gt(orders.scheduledFor, heldAfter),
        ne(orders.status, 'rejeitado' satisfies OrderStatus),
      );
    case 'pendentes':
    case 'em_andamento':
      return and(
        inArray(orders.status, [...FILTER_STATUSES[filter]]),
        or(isNull(orders.scheduledFor), lte(orders.scheduledFor, heldAfter)),
      );
    default:
      return inArray(orders.status, [...FILTER_STATUSES[filter]]);
  }
}

/**
 * `limit` rows (keyset paging: no OFFSET to scan): newest first with an id below `before`, or, with
 * `isOldestFirst`, oldest first with an id above `after`.
 */
export function listOrderRows(
  db: Executor,
  query: {
    filter: OrderFilter;
    before?: number;
    after?: number;
    isOldestFirst: boolean;
    limit: number;
    heldAfter: Date;
  },
): Promise<OrderRow[]> {
  const cursor = query.isOldestFirst
    ? query.after === undefined
      ? undefined
      : gt(orders.id, query.after)
    : query.before === undefined
      ? undefined
      : lt(orders.id, query.before);
  return db
    .select()
    .from(orders)
    .where(
      and(
        filterCondition(query.filter, query.heldAfter),
        cursor,
        // a Pix order the shop hides until paid (decision 064) joins the desk when its Pix comes
        eq(orders.awaitingPixPayment, false),
      ),
    )
    .orderBy(query.isOldestFirst ? asc(orders.id) : desc(orders.id))
    .limit(query.limit);
}

export async function findOrderRow(db: Executor, id: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row ?? null;
}

export interface OrderState {
  id: number;
  publicId: string;
  status: OrderStatus;
  paymentMethod: string;
  paymentStatus: PaymentStatus;
  totalCents: number;
  changeForCents: number | null;
}

export async function findOrderState(db: Executor, id: number): Promise<OrderState | null> {
  const [row] = await db
    .select({
      id: orders.id,
      publicId: orders.publicId,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      totalCents: orders.totalCents,
      changeForCents: orders.changeForCents,
    })
    .from(orders)
    .where(eq(orders.id, id))
    .limit(1);
  return row ? { ...row, status: toOrderStatus(row.status) } : null;
}

/**
 * The desk ends the trip of an order out with a driver (decision 069): 'Entregue' as delivered,
 * with what was taken at the door; 'Rejeitar' as not delivered, with the reason. Answers the
 * driver's id, or null when no driver had it.
 */
export async function endRunningTrip(
  db: Executor,
  end: { orderId: number; at: Date } & (
    | { status: 'entregue'; collected: Pick<Collection, 'amountCents' | 'changeCents'> }
    | { status: 'nao_entregue'; reason: string }
  ),
): Promise<number | null> {
  const [ended] = await db
    .update(deliveries)
    .set(
      end.status === 'entregue'
        ? {
            status: end.status,
            endedAt: end.at,
            collectedCents: end.collected.amountCents,
            changeCents: end.collected.changeCents,
          }
        : { status: end.status, endedAt: end.at, notDeliveredReason: end.reason },
    )
    .where(and(eq(deliveries.orderId, end.orderId), eq(deliveries.status, 'em_rota')))
    .returning({ driverId: deliveries.driverId });
  return ended?.driverId ?? null;
}

/**
 * Moves the order only if it still has the status `from` (one statement: the database decides
 * between two moves made at once); answers whether it moved.
 */
export async function moveOrderStatus(
  db: Executor,
  move: {
    id: number;
    from: OrderStatus;
    to: OrderStatus;
    at: Date;
    /** Set (or cleared with null) along with the status; left as it is when omitted. */
    rejectionReason?: string | null;
    /** A person on staff accepted it: the order may now speak for its customer (decision 038). */
    isStaffAcceptance?: boolean;
  },
): Promise<boolean> {
  const moved = await db
    .update(orders)
    .set({
      status: move.to,
      statusChangedAt: move.at,
      updatedAt: move.at,
      ...(move.rejectionReason === undefined ? {} : { rejectionReason: move.rejectionReason }),
      ...(move.isStaffAcceptance ? { staffAcceptedAt: move.at } : {}),
    })
    .where(and(eq(orders.id, move.id), eq(orders.status, move.from)))
    .returning({ id: orders.id });
  if (moved.length !== 1) return false;
  await noteStatusChange(db, { orderId: move.id, from: move.from, to: move.to, at: move.at });
  return true;
}

/**
 * Sets whether the shop has the order's money: paid_at is when it was marked paid, null while it
 * is to be received. Only an order not already in that state is written (one statement: marking
 * twice keeps the first paid_at); answers whether it changed.
 */
export async function setPaymentStatus(
  db: Executor,
  change: { id: number; to: PaymentStatus; at: Date },
): Promise<boolean> {
  const changed = await db
    .update(orders)
    .set({
      paymentStatus: change.to,
      paidAt: change.to === 'pago' ? change.at : null,
      updatedAt: change.at,
    })
    .where(and(eq(orders.id, change.id), ne(orders.paymentStatus, change.to)))
    .returning({ id: orders.id });
  return changed.length === 1;
}

/**
 * Records a print of the order's ticket in one statement, so the database decides between desks
 * printing at once: 'auto' counts only the first print (no row when it was already printed),
 * 'reprint' always counts; printed_at keeps the first print's time. Answers whether it counted.
 */
export async function recordTicketPrint(
  db: Executor,
  print: { id: number; kind: PrintKind; at: Date },
): Promise<boolean> {
  const counted = await db
    .update(orders)
    .set({
      printedAt: sql`coalesce(${orders.printedAt}, ${print.at})`,
      printCount: sql`${orders.printCount} + 1`,
    })
    .where(
      print.kind === 'auto'
        ? and(eq(orders.id, print.id), isNull(orders.printedAt))
        : eq(orders.id, print.id),
    )
    .returning({ id: orders.id });
  return counted.length === 1;
}
