import type { Database, Executor } from '../../../db/client';
import { PlaceOrderSchema, type PlaceOrderRequest } from '../../../domain/order';
import {
  PAID_AT_TABLE,
  TABLE_GUEST_PHONE,
  tableName,
  type TableOrderInput,
} from '../../../domain/tables';
import { AppError } from '../../errors';
import type { EventPublisher } from '../../events/event-bus';
import { placeOrder, type PlaceOrderOutcome } from '../orders/place-order';
import { addOrderToComanda, findTableByLabel, openComandaOf, type TableRow } from './repository';

export interface PlaceTableOrderCommand {
  table: TableRow;
  idempotencyKey: string;
  order: TableOrderInput;
  /** The staff member adding items from the desk; null: the table's own phone. */
  placedBy: { id: number; name: string } | null;
  now: Date;
}

/** Race tests only: runs in the order's transaction once it holds its place in the comanda. */
export interface PlaceTableOrderFaults {
  afterComanda?: () => Promise<void>;
}

/**
 * A table's order (docs/decisions/057), placed by the same use case as a web order (prices,
 * events, printing, CRM) with channel and fulfilment 'mesa': no address, no delivery fee, paid
 * when the comanda closes. In the same transaction it joins the table's open comanda, opened by
 * the first order: two phones ordering at once land in one comanda, and an order that fails
 * leaves nothing in it.
 */
export async function placeTableOrder(
  db: Database,
  events: EventPublisher,
  command: PlaceTableOrderCommand,
  faults: PlaceTableOrderFaults = {},
): Promise<PlaceOrderOutcome> {
  const { table, order, placedBy, now } = command;
  const name = order.customerName?.trim() || placedBy?.name || tableName(table.label);
  const request = tableOrderRequest(order, name);
  let comandaId: number | null = null;
  const outcome = await placeOrder(db, events, {
    idempotencyKey: command.idempotencyKey,
    request,
    now,
    placement: { channel: 'mesa', tableLabel: table.label },
    withinOrder: joinComanda(table, now, faults, (id) => {
      comandaId = id;
    }),
  });
  // committed: the comanda was opened or grew; a replay changed nothing
  if (!outcome.isReplay && comandaId !== null) {
    await events.publish({ type: 'comanda.changed', comandaId });
  }
  return outcome;
}

/**
 * The `withinOrder` hook of every table order, from the table's phone, the comanda's 'Adicionar
 * itens' or 'Novo pedido' (docs/decisions/057): in the order's transaction, the order joins the
 * table's open comanda, opened by the first order.
 */
export function joinComanda(
  table: TableRow,
  now: Date,
  faults: PlaceTableOrderFaults = {},
  joined: (comandaId: number) => void = () => undefined,
): (tx: Executor, orderId: number) => Promise<void> {
  return async (tx, orderId) => {
    const comanda = await openComandaOf(tx, table.id, now, 'share');
    await addOrderToComanda(tx, comanda.id, orderId);
    joined(comanda.id);
    await faults.afterComanda?.();
  };
}

/** The active table of a label typed by staff; an unknown or inactive one is refused. */
export async function findOrderTable(db: Executor, label: string): Promise<TableRow> {
  const table = await findTableByLabel(db, label);
  if (!table?.isActive) {
    throw new AppError(
      'TABLE_NOT_FOUND',
      `Mesa "${label.trim()}" não encontrada entre as mesas ativas. Escolha uma das mesas da casa.`,
      { field: 'tableLabel' },
    );
  }
  return table;
}

/** The table's order as the use case reads any order: no address, no fee, paid at the table. */
function tableOrderRequest(order: TableOrderInput, name: string): PlaceOrderRequest {
  const parsed = PlaceOrderSchema.safeParse({
    customer: { name, phone: TABLE_GUEST_PHONE },
    items: order.items,
    paymentMethod: PAID_AT_TABLE,
    fulfilment: 'mesa',
    ...(order.totalCents === undefined ? {} : { totalCents: order.totalCents }),
  });
  if (!parsed.success) {
    throw new AppError('VALIDATION_ERROR', parsed.error.issues[0]?.message ?? 'Pedido inválido.');
  }
  return parsed.data;
}
