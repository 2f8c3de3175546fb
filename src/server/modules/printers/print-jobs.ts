import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import { PRINTER_ROLES, type PrinterRole } from '../../../domain/admin-printers';
import { enqueueJob } from '../../jobs/job-queue';
import { listActiveRoles } from './repository';

/** The queue's kind of a ticket to print on a network printer (docs/decisions/050). */
export const PRINT_TICKET_JOB = 'print-ticket';
/**
 * Tries before a ticket shows on 'Tarefas com problema': a minute apart at most, about an hour
 * for a printer left off. Printed later than that, a ticket would only confuse the kitchen.
 */
const PRINT_MAX_ATTEMPTS = 60;

export const PrintTicketPayloadSchema = z.object({
  orderId: z.number().int().positive(),
  role: z.enum(PRINTER_ROLES),
});
type PrintTicketPayload = z.infer<typeof PrintTicketPayloadSchema>;

/**
 * An accepted order's tickets, one per role with an active printer, queued in the transaction
 * that accepts it. The key `<orderId>:<role>` is unique: an order accepted again after an undo
 * queues nothing new, so each role prints it once.
 */
export async function enqueueOrderTickets(tx: Executor, orderId: number): Promise<PrinterRole[]> {
  const roles = await listActiveRoles(tx);
  for (const role of roles) {
    const payload: PrintTicketPayload = { orderId, role };
    await enqueueJob(tx, {
      kind: PRINT_TICKET_JOB,
      key: `${orderId}:${role}`,
      payload,
      maxAttempts: PRINT_MAX_ATTEMPTS,
    });
  }
  return roles;
}

/** 'Reimprimir' on one role's printer: a deliberate print, under a key of its own. */
export async function enqueueReprint(
  tx: Executor,
  orderId: number,
  role: PrinterRole,
): Promise<void> {
  const payload: PrintTicketPayload = { orderId, role };
  await enqueueJob(tx, {
    kind: PRINT_TICKET_JOB,
    key: `${orderId}:${role}:reimpressao:${randomUUID()}`,
    payload,
    maxAttempts: PRINT_MAX_ATTEMPTS,
  });
}
