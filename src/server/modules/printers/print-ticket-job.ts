import type { Database, Executor } from '../../../db/client';
import type { AdminOrder } from '../../../domain/admin-orders';
import { PRINTER_ROLE_LABELS, type Printer } from '../../../domain/admin-printers';
import { encodeTicketIn } from '../../../domain/tickets/escpos-ticket';
import type { JobHandler, JobRunner } from '../../jobs/job-queue';
import { findSettings } from '../establishment/repository';
import { recordOrderEvent } from '../order-events/repository';
import { PRINT_TICKET_JOB, PrintTicketPayloadSchema } from './print-jobs';
import { findActivePrinter } from './repository';
import {
  PrinterUnavailableError,
  sendToPrinter,
  type PrinterFailure,
  type SendOptions,
} from './send-to-printer';

export interface PrintTicketDependencies {
  db: Database;
  /** The order as the desk reads it (admin-orders' getOrder, passed in at registration). */
  readOrder: (db: Executor, orderId: number) => Promise<AdminOrder>;
  send: SendOptions;
  now: () => Date;
  /** The longest wait between two tries (PRINTER_RETRY_MAX_MS); a minute unless set. */
  retryMaxMs?: number;
}

const FIRST_RETRY_MS = 2_000;
const DEFAULT_RETRY_MAX_MS = 60_000;

const FAILURE_TEXT: Record<PrinterFailure, string> = {
  refused: 'recusou a conexão (confira a porta)',
  timeout: 'não respondeu a tempo (desligada, sem papel ou fora da rede?)',
  unreachable: 'não foi encontrada na rede (confira o endereço)',
};

/** What 'Tarefas com problema' says of a try that failed: the printer and why, in pt-BR. */
function failureMessage(printer: Printer, error: PrinterUnavailableError): string {
  return `A impressora ${printer.name} (${PRINTER_ROLE_LABELS[printer.role].toLowerCase()}, ${printer.host}:${printer.port}) ${FAILURE_TEXT[error.failure]}.`;
}

/**
 * Runs a queued ticket: the role's active printer gets the order in its layout. A printer that is
 * off, refuses or times out throws, and the queue tries again with backoff (at most a minute
 * apart, so a printer switched back on prints soon); the job is done only once the printer has
 * the bytes. A role left without an active printer prints nothing. The order's history gets a
 * line for the print. Ticket contents are never logged.
 */
function printTicketJob({ db, readOrder, send, now }: PrintTicketDependencies): JobHandler {
  return async (payload, { signal }) => {
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
    try {
      await sendToPrinter(printer, bytes, { ...send, signal });
    } catch (error) {
      if (error instanceof PrinterUnavailableError) throw new Error(failureMessage(printer, error));
      throw error;
    }
    await recordOrderEvent(db, {
      orderId,
      kind: 'print',
      actor: { id: null, name: `impressora ${printer.name}` },
      note: `impressora de rede: ${PRINTER_ROLE_LABELS[role].toLowerCase()}`,
      at: printedAt,
    });
  };
}

/** The ticket kind on the app's runner ('Impressão' on 'Tarefas com problema'). */
export function registerPrintJobs(jobs: JobRunner, dependencies: PrintTicketDependencies): void {
  const maxMs = dependencies.retryMaxMs ?? DEFAULT_RETRY_MAX_MS;
  jobs.register(PRINT_TICKET_JOB, printTicketJob(dependencies), {
    label: 'Impressão',
    backoff: { baseMs: Math.min(FIRST_RETRY_MS, maxMs), maxMs },
  });
}
