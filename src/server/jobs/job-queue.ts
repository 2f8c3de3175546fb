import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Executor } from '../../db/client';
import { STUCK_AFTER_ATTEMPTS } from '../../domain/admin-jobs';
import { EVENTS_CHANNEL, type EventBus } from '../events/event-bus';
import { DEFAULT_BACKOFF, retryDelayMs, type Backoff } from './backoff';
import {
  claimDueJobs,
  deleteFinishedJobs,
  extendLease,
  insertJob,
  markJobDone,
  markJobFailed,
  releaseJob,
  type ClaimedJob,
} from './repository';

/**
 * Durable outgoing work (docs/decisions/049). A job is a row written in the same transaction as
 * the change that causes it, so it exists exactly when that change committed. Runners claim due
 * jobs for a lease with one short statement (SKIP LOCKED: one instance per job, even with several
 * sharing a PostgreSQL), run the handler outside any transaction, then mark it done, or failed
 * with backoff, or dead once its attempts ran out ('Tarefas com problema'). A killed instance
 * leaves a lease that expires: another instance, or the same one restarted, runs the job again.
 * Handlers must therefore be safe to run again after an interruption.
 */

export interface JobToAdd {
  kind: string;
  /** The same (kind, key) twice keeps one job: the key names the work ('order:12:kitchen'). */
  key: string;
  /** Stored as JSON. Never a secret: read it from the settings when the job runs. */
  payload: unknown;
  /** Not before then; omitted, at once. */
  runAt?: Date;
  /** Runs before it is dead; omitted, DEFAULT_MAX_ATTEMPTS. */
  maxAttempts?: number;
}

export const DEFAULT_MAX_ATTEMPTS = 10;

/** The bus event that tells every instance's runner a job was added (after its commit). */
const JOBS_ADDED = JSON.stringify({ type: 'jobs.added' });

/**
 * Adds a job inside the caller's transaction (or the plain db); the same (kind, key) twice keeps
 * one job. The runners hear of it when the transaction commits (a NOTIFY, which PostgreSQL
 * delivers on commit and drops on rollback), and otherwise at their next poll.
 */
export async function enqueueJob(executor: Executor, job: JobToAdd): Promise<void> {
  const isAdded = await insertJob(executor, {
    kind: job.kind,
    key: job.key,
    payload: job.payload,
    runAt: job.runAt,
    maxAttempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
  });
  if (isAdded) await announceJobs(executor);
}

/** Tells every instance's runner, once the transaction commits, that a job may be due. */
export async function announceJobs(executor: Executor): Promise<void> {
  await executor.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JOBS_ADDED})`);
}

export interface JobContext {
  /** This run's number, from 1. */
  attempt: number;
  jobId: number;
  /** Aborted when the instance stops, or when the lease was lost: stop as soon as possible. */
  signal: AbortSignal;
}

/** Resolves when the work is done; throws (with a message that holds no secret) when it failed. */
export type JobHandler = (payload: unknown, context: JobContext) => Promise<void>;

/** What the back office shows of a job: what it concerns, from its payload. */
export interface JobSubject {
  /** pt-BR, e.g. 'Pedido #12'. */
  text: string;
  orderId?: number;
}

export interface JobKindOptions {
  /** The kind in pt-BR on 'Tarefas com problema' ('Impressão'). */
  label?: string;
  /** What a job concerns; omitted, 'Pedido #n' when the payload has a numeric `orderId`. */
  subject?: (payload: unknown) => JobSubject | null;
  /** How long a run may go without renewing its lease; renewed every third of it. */
  leaseMs?: number;
  backoff?: Backoff;
}

/** A registry the app builds at start: kind → handler (+ its own backoff and lease). */
export interface JobRunner {
  register(kind: string, handler: JobHandler, options?: JobKindOptions): void;
  /** Runs due jobs from now on: at once when one is added, and at each poll. */
  start(): void;
  /**
   * Stops claiming; waits for the running handlers within the grace time, then aborts them and
   * gives their jobs back (claimable at once by another instance).
   */
  stop(): Promise<void>;
  /**
   * Runs due jobs now, and waits until none is due and none runs (tests). After `start()`, also
   * waits until the runner hears of new jobs.
   */
  drain(): Promise<void>;
  /** The kind's label and the job's subject, for the back office. */
  describe(kind: string, payload: unknown): { label: string; subject: JobSubject | null };
  /**
   * Forgets the jobs finished more than `keepFinishedDays` ago; answers how many. Runs when the
   * runner starts and every `sweepMs` after.
   */
  sweepFinished(): Promise<number>;
}

export interface JobRunnerOptions {
  /** Jobs this instance runs at once. */
  concurrency?: number;
  /** The safety net: how often it looks for due jobs without being told. */
  pollMs?: number;
  /** The lease of kinds that set none. */
  leaseMs?: number;
  /** How long `stop()` waits for running handlers. */
  stopGraceMs?: number;
  /** This instance's name in `locked_by`. */
  worker?: string;
  /** How long a done or discarded job is kept, in days (its key stays taken that long). */
  keepFinishedDays?: number;
  /** How often finished jobs past that age are deleted. */
  sweepMs?: number;
}

export interface JobRunnerDeps {
  database: DatabaseHandle;
  events: Pick<EventBus, 'publish' | 'subscribe'>;
  log: JobLog;
}

interface JobLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

const DEFAULTS = {
  concurrency: 4,
  pollMs: 5_000,
  leaseMs: 30_000,
  stopGraceMs: 5_000,
  keepFinishedDays: 30,
  sweepMs: 60 * 60_000,
};
/** Stored error messages are cut to this length. */
const MAX_ERROR_LENGTH = 1_000;

interface Registered {
  handler: JobHandler;
  options: JobKindOptions;
}

interface Running {
  job: ClaimedJob;
  controller: AbortController;
  done: Promise<void>;
}

export function createJobRunner(deps: JobRunnerDeps, options: JobRunnerOptions = {}): JobRunner {
  const db = deps.database.db;
  const settings = { ...DEFAULTS, ...options };
  const worker = options.worker ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const kinds = new Map<string, Registered>();
  const running = new Map<number, Running>();
  let isStarted = false;
  let isStopping = false;
  let pollTimer: NodeJS.Timeout | undefined;
  let sweepTimer: NodeJS.Timeout | undefined;
  let claiming: Promise<number> | null = null;
  let isKicked = false;
  let listening: Promise<void> = Promise.resolve();
  const unsubscribers: (() => void | Promise<void>)[] = [];

  const leaseOf = (kind: string) => kinds.get(kind)?.options.leaseMs ?? settings.leaseMs;

  const publishChange = () => void deps.events.publish({ type: 'jobs.changed' });

  const runJob = async (job: ClaimedJob, controller: AbortController): Promise<void> => {
    const registered = kinds.get(job.kind);
    const leaseMs = leaseOf(job.kind);
    const heartbeat = setInterval(
      () => {
        extendLease(db, job.id, worker, leaseMs).then(
          (isHeld) => {
            if (!isHeld) controller.abort(new Error('lease lost'));
          },
          (error: unknown) => deps.log.warn({ err: error, jobId: job.id }, 'job lease not renewed'),
        );
      },
      Math.max(50, Math.floor(leaseMs / 3)),
    );
    heartbeat.unref();
    try {
      if (!registered) throw new Error(`no handler for ${job.kind}`);
      if (leaseMs !== settings.leaseMs) await extendLease(db, job.id, worker, leaseMs);
      await registered.handler(job.payload, {
        attempt: job.attempts,
        jobId: job.id,
        signal: controller.signal,
      });
      clearInterval(heartbeat);
      const isMarked = await markJobDone(db, job.id, worker);
      deps.log.info(
        { jobId: job.id, kind: job.kind, attempt: job.attempts, isMarked },
        isMarked ? 'job done' : 'job done, but its lease had passed to another instance',
      );
      if (isMarked && job.attempts > STUCK_AFTER_ATTEMPTS) publishChange();
    } catch (error) {
      clearInterval(heartbeat);
      if (isStopping && controller.signal.aborted) {
        // interrupted by this instance's shutdown: `stop()` gives the job back
        return;
      }
      const message = errorMessage(error);
      const backoff = registered?.options.backoff ?? DEFAULT_BACKOFF;
      const outcome = await markJobFailed(db, {
        id: job.id,
        worker,
        error: message,
        retryInMs: retryDelayMs(job.attempts, backoff),
      });
      deps.log.warn(
        {
          jobId: job.id,
          kind: job.kind,
          attempt: job.attempts,
          status: outcome?.status,
          error: message,
        },
        'job failed',
      );
      if (outcome && (outcome.status === 'dead' || outcome.attempts >= STUCK_AFTER_ATTEMPTS)) {
        publishChange();
      }
    }
  };

  /** Claims what this instance has room for and starts it; answers how many it claimed. */
  const claimOnce = async (): Promise<number> => {
    const free = settings.concurrency - running.size;
    if (isStopping || free <= 0 || kinds.size === 0) return 0;
    const claimed = await claimDueJobs(db, {
      worker,
      kinds: [...kinds.keys()],
      leaseMs: settings.leaseMs,
      limit: free,
    });
    for (const job of claimed) {
      const controller = new AbortController();
      const entry: Running = { job, controller, done: Promise.resolve() };
      entry.done = runJob(job, controller)
        .catch((error: unknown) => deps.log.warn({ err: error, jobId: job.id }, 'job not recorded'))
        .finally(() => {
          running.delete(job.id);
          // room again: look for more at once
          if (isStarted && !isStopping) kick();
        });
      running.set(job.id, entry);
    }
    return claimed.length;
  };

  /** One claim at a time in this instance; a kick during one claims again after it. */
  const claimSerially = (): Promise<number> => {
    if (claiming) {
      isKicked = true;
      return claiming;
    }
    const current = (async () => {
      let total = 0;
      do {
        isKicked = false;
        total += await claimOnce();
      } while (isKicked && !isStopping);
      return total;
    })().finally(() => {
      claiming = null;
    });
    claiming = current;
    return current;
  };

  const kick = () => {
    claimSerially().catch((error: unknown) => deps.log.warn({ err: error }, 'jobs not claimed'));
  };

  const schedulePoll = () => {
    clearTimeout(pollTimer);
    if (!isStarted || isStopping) return;
    pollTimer = setTimeout(() => {
      kick();
      schedulePoll();
      sweepNow();
      sweepTimer = setInterval(sweepNow, settings.sweepMs);
      sweepTimer.unref();
    }, settings.pollMs);
    pollTimer.unref();
  };

  const sweepFinished = async (): Promise<number> => {
    const deleted = await deleteFinishedJobs(db, settings.keepFinishedDays);
    if (deleted > 0) deps.log.info({ deleted }, 'finished jobs forgotten');
    return deleted;
  };

  const sweepNow = () => {
    sweepFinished().catch((error: unknown) =>
      deps.log.warn({ err: error }, 'finished jobs not forgotten'),
    );
  };

  const listen = async () => {
    unsubscribers.push(
      deps.events.subscribe((event) => {
        // jobs.added travels on PostgreSQL's bus; a lost connection may have lost some
        if (event.type === 'jobs.added' || event.type === 'events.resumed') kick();
      }),
    );
    // the embedded database tells its own connection: the in-process bus does not listen to it
    if (deps.database.listen) {
      const stop = await deps.database.listen(EVENTS_CHANNEL, (payload) => {
        if (payload === JOBS_ADDED) kick();
      });
      unsubscribers.push(stop);
    }
  };

  return {
    register(kind, handler, kindOptions = {}) {
      if (kinds.has(kind)) throw new Error(`job kind ${kind} registered twice`);
      kinds.set(kind, { handler, options: kindOptions });
      if (isStarted) kick();
    },
    start() {
      if (isStarted) return;
      isStarted = true;
      listening = listen().then(kick, (error: unknown) =>
        deps.log.warn({ err: error }, 'jobs: not told when one is added; polling only'),
      );
      kick();
      schedulePoll();
      sweepNow();
      sweepTimer = setInterval(sweepNow, settings.sweepMs);
      sweepTimer.unref();
    },
    async stop() {
      if (isStopping) return;
      isStopping = true;
      isStarted = false;
      clearTimeout(pollTimer);
      clearInterval(sweepTimer);
      await Promise.all(unsubscribers.splice(0).map(async (stop) => stop()));
      await claiming?.catch(() => 0);
      const pending = [...running.values()];
      const isFinished = await Promise.race([
        Promise.all(pending.map((entry) => entry.done)).then(() => true),
        new Promise<false>((resolve) =>
          setTimeout(() => resolve(false), settings.stopGraceMs).unref(),
        ),
      ]);
      if (isFinished) return;
      for (const entry of running.values()) {
        entry.controller.abort(new Error('stopping'));
        await releaseJob(db, entry.job.id, worker).catch((error: unknown) =>
          deps.log.warn({ err: error, jobId: entry.job.id }, 'job lease not released'),
        );
      }
    },
    async drain() {
      // started: from here on, a job added is heard of
      await listening;
      for (;;) {
        const claimed = await claimSerially();
        const current = [...running.values()];
        if (claimed === 0 && current.length === 0) return;
        await Promise.all(current.map((entry) => entry.done));
      }
    },
    describe(kind, payload) {
      const registered = kinds.get(kind);
      const subject = registered?.options.subject
        ? registered.options.subject(payload)
        : orderSubject(payload);
      return { label: registered?.options.label ?? kind, subject };
    },
    sweepFinished,
  };
}

function orderSubject(payload: unknown): JobSubject | null {
  if (typeof payload !== 'object' || payload === null || !('orderId' in payload)) return null;
  const orderId = payload.orderId;
  return typeof orderId === 'number' && Number.isInteger(orderId)
    ? { text: `Pedido #${orderId}`, orderId }
    : null;
}

function errorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message || 'erro sem mensagem').slice(0, MAX_ERROR_LENGTH);
}
