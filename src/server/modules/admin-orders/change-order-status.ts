import type { Database, Executor } from '../../../db/client';
import { ORDER_NOT_FOUND, type AdminOrder } from '../../../domain/admin-orders';
import { collectionOf } from '../../../domain/delivery-drivers';
import { isPaidOnHandOver } from '../../../domain/order-fulfilment';
import { canMoveOrder, type OrderStatus } from '../../../domain/order-status';
import { AppError } from '../../errors';
import type { EventPublisher } from '../../events/event-bus';
import { refreshCustomerFromOrders } from '../customers/repository';
import { getOrder } from './get-order';
import { markOrderPaid, PAID_ON_HAND_OVER_NOTE } from './mark-order-paid';
import {
  findLastStatusEvent,
  recordOrderEvent,
  type OrderEventActor,
} from '../order-events/repository';
import { endRunningTrip, findOrderState, moveOrderStatus, setPaymentStatus } from './repository';
import { enqueueOrderTickets } from '../printers/print-jobs';
import { cancelOpenPixCharges } from '../pix/charges/cancel-open-charges';
import { refundPixOfRejectedOrder } from '../pix/refunds/request-refund';

/** The code of a move the flow does not allow, or one another move got to first (answered 409). */
const INVALID_STATUS_CHANGE = 'INVALID_STATUS_CHANGE' as const;
/** The code of an undo that is not of the order's last move (answered 409). */
const UNDO_NOT_ALLOWED = 'UNDO_NOT_ALLOWED' as const;

function invalidStatusChangeMessage(from: OrderStatus, to: OrderStatus): string {
  return `Não é possível mudar o pedido de "${from}" para "${to}".`;
}
function movedMeanwhileMessage(current: OrderStatus): string {
  return `Outra pessoa já mudou este pedido: agora ele está "${current}".`;
}
const UNDO_NOT_ALLOWED_MESSAGE = 'Só é possível desfazer a última mudança deste pedido.';
/** The reason a trip ends with when the desk rejects its order without saying why. */
const REJECTED_TRIP_REASON = 'Pedido rejeitado pela pizzaria';
const UNDONE_HAND_OVER_NOTE = 'entrega desfeita';

export interface ChangeOrderStatusCommand {
  orderId: number;
  status: OrderStatus;
  /** The status the staff member saw: the move applies only while the order still has it. */
  expected?: OrderStatus;
  /** Why a rejected order was rejected (stored on the order, shown on the tracking page). */
  reason?: string;
  actor: OrderEventActor;
  now: Date;
}

export type ChangeOrderStatusOutcome =
  | { ok: true; order: AdminOrder }
  | {
      ok: false;
      code: typeof INVALID_STATUS_CHANGE | typeof UNDO_NOT_ALLOWED;
      from: OrderStatus;
      message: string;
    };

/**
 * One click of the orders desk (docs/product/principles.md#orders): the order moves one step along the flow, or
 * to rejeitado before delivery. One lock (docs/decisions/029): the update applies only while the
 * order still has the status the move starts from — the one the staff member saw when given — so of
 * two admins clicking at once exactly one wins and the other is told the status it found. The
 * move and its line in the order's history are one transaction. The customer's tracking page and
 * the other admin screens hear of it once it has committed.
 */
export async function changeOrderStatus(
  db: Database,
  events: EventPublisher,
  { orderId, status, expected, reason, actor, now }: ChangeOrderStatusCommand,
): Promise<ChangeOrderStatusOutcome> {
  const current = await findOrderState(db, orderId);
  if (!current) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  const from = expected ?? current.status;
  const refused = (found: OrderStatus): ChangeOrderStatusOutcome => ({
    ok: false,
    code: INVALID_STATUS_CHANGE,
    from: found,
    message:
      found !== from ? movedMeanwhileMessage(found) : invalidStatusChangeMessage(found, status),
  });
  if (current.status !== from) return refused(current.status);
  if (!canMoveOrder(from, status)) return refused(from);

  // set inside the transaction: the trip of a driver this move ended
  const ended: { trip: { orderId: number; driverId: number } | null } = { trip: null };
  const outcome = await db.transaction(async (tx): Promise<ChangeOrderStatusOutcome | null> => {
    const note = status === 'rejeitado' ? (reason?.trim() ?? '') || null : null;
    const isMoved = await moveOrderStatus(tx, {
      id: orderId,
      from,
      to: status,
      at: now,
      ...(status === 'rejeitado' ? { rejectionReason: note } : {}),
      // a staff account, not the shop's automatic acceptance (which has none)
      isStaffAcceptance: from === 'pendente' && status === 'aprovado' && actor.id !== null,
    });
    if (!isMoved) return null;
    await recordOrderEvent(tx, { orderId, kind: 'status', actor, from, to: status, note, at: now });
    // rejected: its Pix code can no longer be paid (docs/decisions/063)
    if (status === 'rejeitado') await cancelOpenPixCharges(tx, orderId, now, 'rejeitado');
    // accepted: its tickets go to the network printers, once per role (docs/decisions/050)
    if (status === 'aprovado') await enqueueOrderTickets(tx, orderId);
    // a Pix that paid it goes back through the shop's provider (decision 064)
    if (status === 'rejeitado') await refundPixOfRejectedOrder(tx, { orderId, actor, at: now });
    // out with a driver: the trip ends here; delivered, it keeps what was taken at the door
    // before the order is marked paid, so the driver's closing still counts it (decisions 069,
    // 070); rejected, it ends not delivered (the driver's fee stays owed)
    const driverId =
      status === 'entregue'
        ? await endRunningTrip(tx, { orderId, at: now, status, collected: collectionOf(current) })
        : status === 'rejeitado'
          ? await endRunningTrip(tx, {
              orderId,
              at: now,
              status: 'nao_entregue',
              reason: note ?? REJECTED_TRIP_REASON,
            })
          : null;
    if (driverId !== null) ended.trip = { orderId, driverId };
    // cash and card are taken at the door or the counter; a Pix is marked by staff (decision 025)
    if (isPaidOnHandOver(status, current.paymentMethod)) {
      await markOrderPaid(tx, { orderId, actor, note: PAID_ON_HAND_OVER_NOTE, at: now });
    }
    return { ok: true, order: await finishChange(tx, orderId) };
  });
  // another move got there first: say what it moved the order to
  if (!outcome) return refused((await findOrderState(db, orderId))?.status ?? current.status);
  if (outcome.ok) await publishStatus(events, outcome.order);
  // the driver's page and the dispatch board drop the trip
  if (outcome.ok && ended.trip) await events.publish({ type: 'delivery.changed', ...ended.trip });
  return outcome;
}

export interface UndoOrderStatusCommand {
  orderId: number;
  /** The status the last move left the order in, as the staff member sees it. */
  expected: OrderStatus;
  actor: OrderEventActor;
  now: Date;
}

/**
 * 'Desfazer' (docs/decisions/029): the order goes back to where its last move took it from. Only
 * the last move can be undone, and only while the order still has the status it left it in (the
 * same compare-and-set as a move); an undo is itself recorded and cannot be undone. A delivery
 * that marked the money taken is unmarked with it.
 */
export async function undoOrderStatus(
  db: Database,
  events: EventPublisher,
  { orderId, expected, actor, now }: UndoOrderStatusCommand,
): Promise<ChangeOrderStatusOutcome> {
  const current = await findOrderState(db, orderId);
  if (!current) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  const refused = (found: OrderStatus): ChangeOrderStatusOutcome => ({
    ok: false,
    code: UNDO_NOT_ALLOWED,
    from: found,
    message: found === expected ? UNDO_NOT_ALLOWED_MESSAGE : movedMeanwhileMessage(found),
  });
  if (current.status !== expected) return refused(current.status);

  const outcome = await db.transaction(async (tx): Promise<ChangeOrderStatusOutcome | null> => {
    const last = await findLastStatusEvent(tx, orderId);
    if (!last || last.kind !== 'status' || last.to !== expected || last.from === null) {
      return refused(expected);
    }
    const back = last.from as OrderStatus;
    const isMoved = await moveOrderStatus(tx, {
      id: orderId,
      from: expected,
      to: back,
      at: now,
      rejectionReason: null,
    });
    if (!isMoved) return null;
    await recordOrderEvent(tx, { orderId, kind: 'undo', actor, from: expected, to: back, at: now });
    const order = await getOrder(tx, orderId);
    // the delivery being undone had marked the cash or card taken: it is to be received again
    if (order.paidAt !== null && new Date(order.paidAt).getTime() === last.at.getTime()) {
      await setPaymentStatus(tx, { id: orderId, to: 'a_receber', at: now });
      await recordOrderEvent(tx, {
        orderId,
        kind: 'payment',
        actor,
        from: 'pago',
        to: 'a_receber',
        note: UNDONE_HAND_OVER_NOTE,
        at: now,
      });
    }
    return { ok: true, order: await finishChange(tx, orderId) };
  });
  if (!outcome) return refused((await findOrderState(db, orderId))?.status ?? current.status);
  if (outcome.ok) await publishStatus(events, outcome.order);
  return outcome;
}

async function finishChange(tx: Executor, orderId: number): Promise<AdminOrder> {
  const order = await getOrder(tx, orderId);
  // an order staff accepted is what the CRM shows of its customer (decision 038); a rejected one,
  // or one the shop's setting accepted, never is
  await refreshCustomerFromOrders(tx, order.customerId);
  return order;
}

async function publishStatus(events: EventPublisher, order: AdminOrder): Promise<void> {
  await events.publish({
    type: 'order.status',
    orderId: order.id,
    publicId: order.publicId,
    status: order.status,
  });
}
