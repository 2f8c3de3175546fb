import type { Database } from '../../../db/client';
import {
  COMANDA_CLOSED_MESSAGE,
  COMANDA_LINE_NOT_FOUND_MESSAGE,
  COMANDA_NOT_FOUND_MESSAGE,
  SAME_TABLE_MESSAGE,
  type Comanda,
  type MoveComandaLine,
} from '../../../domain/admin-comandas';
import { describeOrderItem, itemHeading } from '../../../domain/order-item';
import { TABLE_NOT_FOUND_MESSAGE } from '../../../domain/tables';
import { AppError } from '../../errors';
import type { EventPublisher } from '../../events/event-bus';
import { toComandas } from './comanda-view';
import {
  comandaLines,
  comandaOfLine,
  findComanda,
  findTableById,
  lockComanda,
  moveLine,
  openComandaOf,
  readServiceCharge,
} from './repository';

/**
 * 'Mover' a line to another table: it is billed to that table's open comanda (opened now if the
 * table has none), and the move is kept with who made it. Answers both comandas as they are now.
 */
export async function moveComandaLine(
  db: Database,
  events: EventPublisher,
  comandaId: number,
  move: MoveComandaLine,
  actor: { id: number; name: string },
  now: Date,
): Promise<{ from: Comanda; to: Comanda }> {
  const ids = await db.transaction(async (tx) => {
    const source = await lockComanda(tx, comandaId);
    if (!source) throw new AppError('NOT_FOUND', COMANDA_NOT_FOUND_MESSAGE);
    if (source.closedAt) throw new AppError('COMANDA_CLOSED', COMANDA_CLOSED_MESSAGE);
    if ((await comandaOfLine(tx, move.orderItemId)) !== source.id) {
      throw new AppError('NOT_FOUND', COMANDA_LINE_NOT_FOUND_MESSAGE);
    }
    const [fromTable, toTable] = await Promise.all([
      findTableById(tx, source.tableId),
      findTableById(tx, move.toTableId),
    ]);
    if (!fromTable || !toTable?.isActive) {
      throw new AppError('TABLE_NOT_FOUND', TABLE_NOT_FOUND_MESSAGE);
    }
    if (toTable.id === fromTable.id) throw new AppError('UNPROCESSABLE', SAME_TABLE_MESSAGE);
    const target = await openComandaOf(tx, toTable.id, now, 'update');
    const [line] = (await comandaLines(tx, [source.id])).filter(
      (l) => l.orderItemId === move.orderItemId,
    );
    await moveLine(tx, {
      orderItemId: move.orderItemId,
      itemName: line ? itemHeading(describeOrderItem(line)) : 'item',
      from: { comandaId: source.id, tableLabel: fromTable.label },
      to: { comandaId: target.id, tableLabel: toTable.label },
      actor,
      at: now,
    });
    return { from: source.id, to: target.id };
  });
  await events.publish({ type: 'comanda.changed', comandaId: ids.from });
  await events.publish({ type: 'comanda.changed', comandaId: ids.to });
  const serviceCharge = await readServiceCharge(db);
  const [from, to] = await Promise.all([findComanda(db, ids.from), findComanda(db, ids.to)]);
  if (!from || !to) throw new Error('moved comanda vanished');
  const [fromView, toView] = await toComandas(db, [from, to], serviceCharge);
  if (!fromView || !toView) throw new Error('moved comanda vanished');
  return { from: fromView, to: toView };
}
