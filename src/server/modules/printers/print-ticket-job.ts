import type { Database, Executor } from '../../../db/client';
import type { AdminOrder } from '../../../domain/admin-orders';
import { PRINTER_ROLE_LABELS } from '../../../domain/admin-printers';
import { encodeTicketIn } from '../../../domain/tickets/escpos-ticket';
import type { JobContext, JobHandler } from '../../jobs/job-queue';
import { findSettings } from '../establishment/repository';
import { recordOrderEvent } from '../order-events/repository';
import { PrintTicketPayloadSchema } from './print-jobs';
import { findActivePrinter } from './repository';
import { sendToPrinter, type SendOptions } from './send-to-printer';

export interface PrintTicketDependencies {
  db: Database;
  /** The order as the desk reads it (admin-orders' getOrder, passed in at registration). */
  readOrder: (db: Executor, orderId: number) => Promise<AdminOrder>;
  send: SendOptions;
  now: () => Date;
}

/**
 * Runs a queued ticket: the role's active printer gets the order in its layout. A printer that is
 * off, refuses or times out throws, and the queue tries again later with backoff; the job is done
 * only once the printer has the bytes. A role left without an active printer prints nothing.
 * The order's history gets a line for the print. Ticket contents are never logged.
 */
export function printTicketJob({ db, readOrder, send, now }: PrintTicketDependencies): JobHandler {
  return async (payload: unknown, { signal }: JobContext) => {
    const { orderId, role } = PrintTicketPayloadSchema.parse(payload);
    const printer = await findActivePrinter(db, role);
    if (!printer) return;
    const order = await readOrder(db, orderId);
    const stored = await findSettings(db);
    const printedAt = now();
    const bytes = encodeTicketIn(role, order, {
      shopName: stored?.settings.name ?? '',
      width: printer.paperWidth,
      timeZone: stored?.settings.timeZone ?? 'America/Sao_Paulo',
      now: printedAt,
    });
    await sendToPrinter(printer, bytes, { ...send, signal });
    await recordOrderEvent(db, {
      orderId,
      kind: 'print',
      actor: { id: null, name: `impressora ${printer.name}` },
      note: `impressora de rede: ${PRINTER_ROLE_LABELS[role].toLowerCase()}`,
      at: printedAt,
    });
  };
}
