import type { Database } from '../../../db/client';
import {
  placeOrderRequestOf,
  STAFF_ORDER_SOURCE_LABELS,
  staffOrderChannel,
  type StaffOrder,
} from '../../../domain/admin-counter';
import { FULFILMENT_LABELS } from '../../../domain/delivery';
import type { EventPublisher } from '../../events/event-bus';
import type { OrderEventActor } from '../order-events/repository';
import { placeOrder, type PlaceOrderOutcome } from '../orders/place-order';

export interface PlaceStaffOrderCommand {
  idempotencyKey: string;
  order: StaffOrder;
  actor: OrderEventActor;
  now: Date;
}

/**
 * 'Confirmar pedido' of 'Novo pedido' (docs/decisions/056): the order goes through the web order's
 * own use case, priced from the database whatever the screen sent, with its channel and the person
 * who took it; the same key answers the same order.
 */
export function placeStaffOrder(
  db: Database,
  events: EventPublisher,
  { idempotencyKey, order, actor, now }: PlaceStaffOrderCommand,
): Promise<PlaceOrderOutcome> {
  const channel = staffOrderChannel(order.fulfilment, order.source);
  return placeOrder(db, events, {
    idempotencyKey,
    request: placeOrderRequestOf(order),
    now,
    takenBy: { actor, note: takingNote(order, channel) },
  });
}

/** 'Telefone', 'Balcão', 'Mesa 5': how the history says it came. */
function takingNote(order: StaffOrder, channel: string): string {
  if (channel === 'mesa') return `Mesa ${order.tableLabel ?? ''}`.trim();
  if (channel === 'balcao') return STAFF_ORDER_SOURCE_LABELS.balcao;
  return `${STAFF_ORDER_SOURCE_LABELS.telefone} (${FULFILMENT_LABELS[order.fulfilment].toLowerCase()})`;
}
