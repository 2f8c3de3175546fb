import { z } from 'zod';

/**
 * Outgoing work the shop does in the background (docs/decisions/049): printing first, then Pix
 * providers, WhatsApp and iFood. A job is 'pending' until it runs ('done'), or until its attempts
 * run out ('dead': 'Tarefas com problema'), or the owner gives it up ('discarded').
 */
export const JOB_STATUSES = ['pending', 'done', 'dead', 'discarded'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** A pending job that failed this many times already shows among the problems, still retrying. */
export const STUCK_AFTER_ATTEMPTS = 3;

/** One line of 'Tarefas com problema'. */
const ProblemJobSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  /** The kind in pt-BR ('Impressão'), or the kind itself when no label was registered. */
  label: z.string(),
  /** What it concerns, when its payload says ('Pedido #123'); null otherwise. */
  subject: z.string().nullable(),
  /** The order it concerns, for a link; null when none. */
  orderId: z.number().int().nullable(),
  status: z.enum(['pending', 'dead']),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  /** The handler's last error message (handlers never put secrets in it). */
  lastError: z.string().nullable(),
  /** When it runs again; null once it is dead. */
  nextRunAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  /** True while an instance runs it: neither retried nor discarded meanwhile. */
  isRunning: z.boolean(),
});
export type ProblemJob = z.infer<typeof ProblemJobSchema>;

export const ProblemJobsSchema = z.object({ jobs: z.array(ProblemJobSchema) });
export type ProblemJobs = z.infer<typeof ProblemJobsSchema>;

export const ProblemJobCountSchema = z.object({ count: z.number().int() });
