import type { Database } from '../../../db/client';
import {
  COMANDA_CLOSED_MESSAGE,
  COMANDA_NOT_FOUND_MESSAGE,
  type Comanda,
} from '../../../domain/admin-comandas';
import {
  appliedServiceCharge,
  comandaTotals,
  refuseComandaPayments,
  type CloseComandaInput,
} from '../../../domain/comanda';
import { DEFAULT_ESTABLISHMENT } from '../../../domain/establishment';
import { AppError } from '../../errors';
import type { EventPublisher } from '../../events/event-bus';
import { findSettings } from '../establishment/repository';
import { enqueueBill } from './print-bill';
import { toComandas } from './comanda-view';
import {
  closeComandaRow,
  comandaDiscounts,
  comandaLines,
  findComanda,
  lockComanda,
  readServiceCharge,
} from './repository';

/**
 * 'Fechar conta': the bill is worked out again under the comanda's lock (an order that joined it
 * while the dialog was open counts), and the comanda closes only when the payments add up to it
 * exactly (src/domain/comanda.ts). Its figures and payments are kept as they were; its bill goes
 * to the counter's network printer, if the shop has one.
 */
export async function closeComanda(
  db: Database,
  events: EventPublisher,
  id: number,
  input: CloseComandaInput,
  actor: { id: number; name: string },
  now: Date,
): Promise<Comanda> {
  const serviceCharge = await readServiceCharge(db);
  await db.transaction(async (tx) => {
    const row = await lockComanda(tx, id);
    if (!row) throw new AppError('NOT_FOUND', COMANDA_NOT_FOUND_MESSAGE);
    if (row.closedAt) throw new AppError('COMANDA_CLOSED', COMANDA_CLOSED_MESSAGE);
    const settings = (await findSettings(tx))?.settings ?? DEFAULT_ESTABLISHMENT;
    const lines = await comandaLines(tx, [id]);
    const totals = comandaTotals(
      lines.reduce((sum, line) => sum + line.lineTotalCents, 0),
      (await comandaDiscounts(tx, [id])).get(id) ?? 0,
      appliedServiceCharge(serviceCharge, input.withServiceCharge),
    );
    const refusal = refuseComandaPayments(
      input.payments,
      totals.totalCents,
      settings.paymentOptions,
    );
    if (refusal) throw new AppError(refusal.code, refusal.message);
    await closeComandaRow(tx, id, {
      closedAt: now,
      closedById: actor.id,
      closedByName: actor.name,
      subtotalCents: totals.itemsCents,
      discountCents: totals.discountCents,
      serviceChargePercent: totals.serviceChargePercent,
      serviceChargeCents: totals.serviceChargeCents,
      totalCents: totals.totalCents,
      persons: input.persons,
      payments: input.payments,
    });
    await enqueueBill(tx, id, 'closing');
  });
  await events.publish({ type: 'comanda.changed', comandaId: id });
  const closed = await findComanda(db, id);
  if (!closed) throw new Error(`comanda ${id} vanished`);
  const [view] = await toComandas(db, [closed], serviceCharge);
  if (!view) throw new Error(`comanda ${id} vanished`);
  return view;
}
