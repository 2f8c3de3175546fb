import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Database, Executor } from '../../../db/client';
import { encodeBill } from '../../../domain/tickets/bill-bytes';
import { enqueueJob, type JobHandler, type JobRunner } from '../../jobs/job-queue';
import { findSettings } from '../establishment/repository';
import { findActivePrinter } from '../printers/repository';
import {
  PrinterUnavailableError,
  sendToPrinter,
  type SendOptions,
} from '../printers/send-to-printer';
import { toComandas } from './comanda-view';
import { findComanda, readServiceCharge } from './repository';

/** The queue's kind of a comanda's bill on the counter's network printer (docs/decisions/057). */
const PRINT_BILL_JOB = 'print-bill';
/** As tickets: about an hour for a printer left off, then 'Tarefas com problema'. */
const PRINT_MAX_ATTEMPTS = 60;
const FIRST_RETRY_MS = 2_000;
const DEFAULT_RETRY_MAX_MS = 60_000;

const PrintBillPayloadSchema = z.object({ comandaId: z.number().int().positive() });

/**
 * A closed comanda's bill, queued in the transaction that closes it ('closing', once) or asked for
 * again ('reprint', under a key of its own). Printed on the 'balcão' printer, where the bill is
 * handed over; a shop without one prints it from the browser.
 */
export async function enqueueBill(
  tx: Executor,
  comandaId: number,
  reason: 'closing' | 'reprint',
): Promise<void> {
  if (!(await findActivePrinter(tx, 'balcao'))) return;
  await enqueueJob(tx, {
    kind: PRINT_BILL_JOB,
    key: reason === 'closing' ? `comanda:${comandaId}` : `comanda:${comandaId}:${randomUUID()}`,
    payload: { comandaId },
    maxAttempts: PRINT_MAX_ATTEMPTS,
  });
}

export interface PrintBillDependencies {
  db: Database;
  send: SendOptions;
  retryMaxMs?: number;
}

function printBillJob({ db, send }: PrintBillDependencies): JobHandler {
  return async (payload, { signal }) => {
    const { comandaId } = PrintBillPayloadSchema.parse(payload);
    const printer = await findActivePrinter(db, 'balcao');
    if (!printer) return;
    const row = await findComanda(db, comandaId);
    if (!row) return;
    const [comanda] = await toComandas(db, [row], await readServiceCharge(db));
    if (!comanda) return;
    const stored = await findSettings(db);
    const bytes = encodeBill(comanda, {
      shopName: stored?.settings.name ?? '',
      width: printer.paperWidth,
      timeZone: stored?.settings.timeZone ?? 'America/Sao_Paulo',
    });
    try {
      await sendToPrinter(printer, bytes, { ...send, signal });
    } catch (error) {
      if (error instanceof PrinterUnavailableError) {
        throw new Error(
          `A impressora ${printer.name} (${printer.host}:${printer.port}) não recebeu a conta.`,
        );
      }
      throw error;
    }
  };
}

/** The bill kind on the app's runner ('Conta da mesa' on 'Tarefas com problema'). */
export function registerBillPrintJobs(jobs: JobRunner, dependencies: PrintBillDependencies): void {
  const maxMs = dependencies.retryMaxMs ?? DEFAULT_RETRY_MAX_MS;
  jobs.register(PRINT_BILL_JOB, printBillJob(dependencies), {
    label: 'Conta da mesa',
    subject: (payload) => {
      const parsed = PrintBillPayloadSchema.safeParse(payload);
      return parsed.success ? { text: `Comanda #${parsed.data.comandaId}` } : null;
    },
    backoff: { baseMs: Math.min(FIRST_RETRY_MS, maxMs), maxMs },
  });
}
