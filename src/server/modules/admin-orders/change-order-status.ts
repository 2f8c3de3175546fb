import type { Database } from '../../../db/client';
import type { AdminOrder } from '../../../domain/admin-orders';
import { isPaidOnHandOver } from '../../../domain/order-fulfilment';
import { canMoveOrder, type OrderStatus } from '../../../domain/order-status';
import { AppError } from '../../errors';
import type { EventPublisher } from '../../events/event-bus';
import { refreshCustomerFromOrders } from '../customers/repository';
import { ORDER_NOT_FOUND, getOrder } from './get-order';
import { findOrderState, moveOrderStatus, setPaymentStatus } from './repository';

/** The code of a move the flow does not allow (answered 409). */
export const INVALID_STATUS_CHANGE = 'INVALID_STATUS_CHANGE' as const;

export function invalidStatusChangeMessage(from: OrderStatus, to: OrderStatus): string {
  return `Não é possível mudar o pedido de "${from}" para "${to}".`;
}

export interface ChangeOrderStatusCommand {
  orderId: number;
  status: OrderStatus;
  now: Date;
}

export type ChangeOrderStatusOutcome =
  | { ok: true; order: AdminOrder }
  | { ok: false; code: typeof INVALID_STATUS_CHANGE; from: OrderStatus; message: string };

/**
 * One click of the orders desk (PRODUCT.md, Orders): the order moves one step along the flow, or
 * to rejeitado before delivery. One lock: the update applies only while the order still has the
 * status the move starts from, so of two admins clicking at once exactly one wins and the other is
 * told the status it found. The customer's tracking page and the other admin screens hear of it
 * once it has committed.
 */
export async function changeOrderStatus(
  db: Database,
  events: EventPublisher,
  { orderId, status, now }: ChangeOrderStatusCommand,
): Promise<ChangeOrderStatusOutcome> {
  const current = await findOrderState(db, orderId);
  if (!current) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  const refused = (from: OrderStatus): ChangeOrderStatusOutcome => ({
    ok: false,
    code: INVALID_STATUS_CHANGE,
    from,
    message: invalidStatusChangeMessage(from, status),
  });
  if (!canMoveOrder(current.status, status)) return refused(current.status);

  const outcome = await db.transaction(async (tx): Promise<ChangeOrderStatusOutcome | null> => {
    const isMoved = await moveOrderStatus(tx, {
      id: orderId,
      from: current.status,
      to: status,
      at: now,
    });
    if (!isMoved) return null;
    // cash and card are taken at the door or the counter; a Pix is marked by staff (decision 025)
    if (isPaidOnHandOver(status, current.paymentMethod)) {
      await setPaymentStatus(tx, { id: orderId, to: 'pago', at: now });
    }
    const order = await getOrder(tx, orderId);
    // an accepted order is what the CRM shows of its customer; a rejected one never is
    await refreshCustomerFromOrders(tx, order.customerId);
    return { ok: true, order };
  });
  // another move got there first: say what it moved the order to
  if (!outcome) return refused((await findOrderState(db, orderId))?.status ?? current.status);
  if (outcome.ok) {
    await events.publish({
      type: 'order.status',
      orderId,
      publicId: outcome.order.publicId,
      status: outcome.order.status,
    });
  }
  return outcome;
}
