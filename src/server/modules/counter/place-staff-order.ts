import type { Database } from '../../../db/client';
import { placeOrderRequestOf, placementOf, type StaffOrder } from '../../../domain/admin-counter';
import { FULFILMENT_LABELS } from '../../../domain/delivery';
import { ORDER_CHANNEL_LABELS, type OrderChannel } from '../../../domain/order-channel';
import type { EventPublisher } from '../../events/event-bus';
import type { OrderEventActor } from '../order-events/repository';
import { placeOrder, type PlacedOrderHook, type PlaceOrderOutcome } from '../orders/place-order';
import { findOrderTable, joinComanda } from '../tables/place-table-order';

export interface PlaceStaffOrderCommand {
  idempotencyKey: string;
  order: StaffOrder;
  actor: OrderEventActor;
  now: Date;
  /** Starts a Pix order's dynamic charge (docs/decisions/063). */
  onPlaced?: PlacedOrderHook;
}

/**
 * 'Confirmar pedido' of 'Novo pedido' (docs/decisions/056): the order goes through the web order's
 * own use case, priced from the database whatever the screen sent, with its channel and the person
 * who took it; the same key answers the same order.
 */
export async function placeStaffOrder(
  db: Database,
  events: EventPublisher,
  { idempotencyKey, order, actor, now, onPlaced }: PlaceStaffOrderCommand,
): Promise<PlaceOrderOutcome> {
  const placement = placementOf(order);
  // a table's order joins its open comanda as a QR order does (docs/decisions/057)
  const table =
    placement.tableLabel === null ? null : await findOrderTable(db, placement.tableLabel);
  const tableLabel = table?.label ?? null;
  let comandaId: number | null = null;
  const outcome = await placeOrder(db, events, {
    idempotencyKey,
    request: placeOrderRequestOf(order),
    now,
    placement: { ...placement, tableLabel },
    takenBy: { actor, note: takingNote(order, placement.channel, tableLabel) },
    onPlaced,
    ...(table === null
      ? {}
      : {
          withinOrder: joinComanda(table, now, {}, (id) => {
            comandaId = id;
          }),
        }),
  });
  // committed: the comandas screens learn the table's bill grew
  if (!outcome.isReplay && comandaId !== null) {
    await events.publish({ type: 'comanda.changed', comandaId });
  }
  return outcome;
}

/** 'Telefone (entrega)', 'Balcão (comer no local)', 'Mesa 5': how the history says it came. */
function takingNote(order: StaffOrder, channel: OrderChannel, tableLabel: string | null): string {
  if (channel === 'mesa') return `Mesa ${tableLabel ?? ''}`.trim();
  return `${ORDER_CHANNEL_LABELS[channel]} (${FULFILMENT_LABELS[order.fulfilment].toLowerCase()})`;
}
