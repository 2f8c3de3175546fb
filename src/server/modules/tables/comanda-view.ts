import type { Executor } from '../../../db/client';
import type { Comanda } from '../../../domain/admin-comandas';
import {
  appliedServiceCharge,
  comandaTotals,
  type ServiceChargeSettings,
} from '../../../domain/comanda';
import {
  describeOrderItem,
  itemDetailLines,
  itemDetailText,
  itemHeading,
} from '../../../domain/order-item';
import {
  comandaDiscounts,
  comandaLines,
  comandaMovesOf,
  type ComandaLineRow,
  type ComandaRow,
} from './repository';

type ComandaWithTable = ComandaRow & { tableLabel: string };

/**
 * Comandas as the desk shows them: an open one with its bill as of now (the shop's service
 * charge offered), a closed one with the figures and payments it was closed with.
 */
export async function toComandas(
  db: Executor,
  rows: readonly ComandaWithTable[],
  serviceCharge: ServiceChargeSettings,
): Promise<Comanda[]> {
  const ids = rows.map((row) => row.id);
  const [lines, discounts, moves] = await Promise.all([
    comandaLines(db, ids),
    comandaDiscounts(db, ids),
    comandaMovesOf(db, ids),
  ]);
  return rows.map((row) => {
    const own = lines.filter((line) => line.comandaId === row.id);
    const itemsCents = own.reduce((sum, line) => sum + line.lineTotalCents, 0);
    const open = comandaTotals(
      itemsCents,
      discounts.get(row.id) ?? 0,
      appliedServiceCharge(serviceCharge, true),
    );
    const isClosed = row.closedAt !== null;
    return {
      id: row.id,
      tableId: row.tableId,
      tableLabel: row.tableLabel,
      openedAt: row.openedAt.toISOString(),
      closedAt: row.closedAt?.toISOString() ?? null,
      closedByName: row.closedByName,
      lines: own.map(toLine),
      itemsCents: isClosed ? (row.subtotalCents ?? 0) : open.itemsCents,
      discountCents: isClosed ? (row.discountCents ?? 0) : open.discountCents,
      serviceChargePercent: isClosed ? (row.serviceChargePercent ?? 0) : open.serviceChargePercent,
      serviceChargeCents: isClosed ? (row.serviceChargeCents ?? 0) : open.serviceChargeCents,
      totalCents: isClosed ? (row.totalCents ?? 0) : open.totalCents,
      persons: row.persons,
      payments: row.payments ?? [],
      moves: moves
        .filter((move) => move.fromComandaId === row.id || move.toComandaId === row.id)
        .map((move) => ({
          itemName: move.itemName,
          fromTableLabel: move.fromTableLabel,
          toTableLabel: move.toTableLabel,
          actorName: move.actorName,
          at: move.at.toISOString(),
        })),
    };
  });
}

function toLine(line: ComandaLineRow): Comanda['lines'][number] {
  const description = describeOrderItem(line);
  return {
    orderItemId: line.orderItemId,
    orderId: line.orderId,
    heading: itemHeading(description),
    details: itemDetailLines(description).map(itemDetailText),
    lineTotalCents: line.lineTotalCents,
    customerName: line.customerName,
    placedAt: line.placedAt.toISOString(),
  };
}
