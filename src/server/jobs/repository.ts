import { and, asc, count, eq, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { jobs } from '../../db/schema';
import { STUCK_AFTER_ATTEMPTS, type JobStatus } from '../../domain/admin-jobs';

/**
 * The queue's SQL (docs/decisions/049). Every time is the database's clock (`now()`), never an
 * instance's: instances with different clocks agree on when a job is due and when a lease ends.
 */

const millis = (ms: number): SQL =>
  sql`(now() + ${Math.max(0, Math.round(ms))} * interval '1 millisecond')`;

export interface NewJobRow {
  kind: string;
  key: string;
  payload: unknown;
  runAt?: Date;
  maxAttempts: number;
}

/** The same (kind, key) twice keeps the first job. Answers true when this call added it. */
export async function insertJob(db: Executor, job: NewJobRow): Promise<boolean> {
  const rows = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      key: job.key,
      // jsonb keeps what JSON keeps; undefined becomes null
      payload: job.payload ?? null,
      maxAttempts: job.maxAttempts,
      ...(job.runAt ? { runAt: job.runAt } : {}),
    })
    .onConflictDoNothing({ target: [jobs.kind, jobs.key] })
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export interface ClaimedJob {
  id: number;
  kind: string;
  key: string;
  payload: unknown;
  /** This run's number, from 1. */
  attempts: number;
  maxAttempts: number;
}

/**
 * Takes up to `limit` due jobs of the given kinds for `worker`, for `leaseMs`: one short
 * statement, so no transaction stays open while a handler works. Rows another instance is
 * claiming at the same moment are skipped, not waited for.
 */
export async function claimDueJobs(
  db: Executor,
  claim: { worker: string; kinds: readonly string[]; leaseMs: number; limit: number },
): Promise<ClaimedJob[]> {
  if (claim.kinds.length === 0 || claim.limit <= 0) return [];
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.status, 'pending'),
        lte(jobs.runAt, sql`now()`),
        or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, sql`now()`)),
        inArray(jobs.kind, [...claim.kinds]),
      ),
    )
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(claim.limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({
      lockedBy: claim.worker,
      lockedUntil: millis(claim.leaseMs),
      attempts: sql`${jobs.attempts} + 1`,
    })
    .where(inArray(jobs.id, due))
    .returning({
      id: jobs.id,
      kind: jobs.kind,
      key: jobs.key,
      payload: jobs.payload,
      attempts: jobs.attempts,
      maxAttempts: jobs.maxAttempts,
    });
}

const heldBy = (id: number, worker: string) =>
  and(eq(jobs.id, id), eq(jobs.lockedBy, worker), eq(jobs.status, 'pending'));

/** Answers false when the lease is no longer this worker's (it expired and another took it). */
export async function extendLease(
  db: Executor,
  id: number,
  worker: string,
  leaseMs: number,
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: millis(leaseMs) })
    .where(heldBy(id, worker))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Answers false when the lease was no longer this worker's: the job is left as it is. */
export async function markJobDone(db: Executor, id: number, worker: string): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: 'done', lockedBy: null, lockedUntil: null, finishedAt: sql`now()` })
    .where(heldBy(id, worker))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * A failed run: pending again after `retryInMs`, or dead when its attempts ran out. Answers the
 * new status and the attempts made, or null when the lease was no longer this worker's.
 */
export async function markJobFailed(
  db: Executor,
  failure: { id: number; worker: string; error: string; retryInMs: number },
): Promise<{ status: JobStatus; attempts: number } | null> {
  const isSpent = sql`${jobs.attempts} >= ${jobs.maxAttempts}`;
  const [row] = await db
    .update(jobs)
    .set({
      status: sql`case when ${isSpent} then 'dead' else 'pending' end`,
      runAt: sql`case when ${isSpent} then ${jobs.runAt} else ${millis(failure.retryInMs)} end`,
      finishedAt: sql`case when ${isSpent} then now() else null end`,
      lastError: failure.error,
      lockedBy: null,
      lockedUntil: null,
    })
    .where(heldBy(failure.id, failure.worker))
    .returning({ status: jobs.status, attempts: jobs.attempts });
  return row ?? null;
}

/**
 * An instance that stops before its handler ended gives the job back: claimable at once, and the
 * interrupted run is not counted against the job.
 */
export async function releaseJob(db: Executor, id: number, worker: string): Promise<void> {
  await db
    .update(jobs)
    .set({
      lockedBy: null,
      lockedUntil: null,
      attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
    })
    .where(heldBy(id, worker));
}

// ---------------------------------------------------------------- 'Tarefas com problema'

const isProblem = or(
  eq(jobs.status, 'dead'),
  and(
    eq(jobs.status, 'pending'),
    gte(jobs.attempts, STUCK_AFTER_ATTEMPTS),
    sql`${jobs.lastError} is not null`,
  ),
);

export interface ProblemJobRow {
  id: number;
  kind: string;
  payload: unknown;
  status: JobStatus;
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  runAt: Date;
  createdAt: Date;
  isRunning: boolean;
}

const isRunning = sql<boolean>`(${jobs.lockedUntil} is not null and ${jobs.lockedUntil} >= now())`;

/** Dead jobs and jobs that keep failing, the oldest first. */
export async function listProblemJobs(db: Executor, limit: number): Promise<ProblemJobRow[]> {
  const rows = await db
    .select({
      id: jobs.id,
      kind: jobs.kind,
      payload: jobs.payload,
      status: jobs.status,
      attempts: jobs.attempts,
      maxAttempts: jobs.maxAttempts,
      lastError: jobs.lastError,
      runAt: jobs.runAt,
      createdAt: jobs.createdAt,
      isRunning,
    })
    .from(jobs)
    .where(isProblem)
    .orderBy(asc(jobs.createdAt), asc(jobs.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, isRunning: Boolean(row.isRunning) }));
}

export async function countProblemJobs(db: Executor): Promise<number> {
  const [row] = await db.select({ value: count() }).from(jobs).where(isProblem);
  return Number(row?.value ?? 0);
}

export interface JobState {
  id: number;
  status: JobStatus;
  isRunning: boolean;
}

export async function findJobState(db: Executor, id: number): Promise<JobState | null> {
  const [row] = await db
    .select({ id: jobs.id, status: jobs.status, isRunning })
    .from(jobs)
    .where(eq(jobs.id, id))
    .limit(1);
  return row ? { ...row, isRunning: Boolean(row.isRunning) } : null;
}

const isIdleProblem = (id: number) =>
  and(
    eq(jobs.id, id),
    inArray(jobs.status, ['pending', 'dead']),
    or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, sql`now()`)),
  );

/**
 * 'Tentar de novo': due now, with its full number of attempts again. Answers false when the job
 * is running, done or given up meanwhile.
 */
export async function requeueJob(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      status: 'pending',
      runAt: sql`now()`,
      attempts: 0,
      finishedAt: null,
      lockedBy: null,
      lockedUntil: null,
    })
    .where(isIdleProblem(id))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** 'Descartar': given up for good, kept for the record. Answers false as `requeueJob` does. */
export async function discardJob(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: 'discarded', finishedAt: sql`now()`, lockedBy: null, lockedUntil: null })
    .where(isIdleProblem(id))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Forgets jobs finished (done or discarded) more than `keepDays` ago, by the database's clock;
 * answers how many. Pending and dead jobs are never touched: a dead one waits on 'Problemas'.
 * A job's (kind, key) stays taken while its row is kept, so the same work added again within
 * that time is still run once (docs/decisions/049).
 */
export async function deleteFinishedJobs(db: Executor, keepDays: number): Promise<number> {
  const rows = await db
    .delete(jobs)
    .where(
      and(
        inArray(jobs.status, ['done', 'discarded'] satisfies JobStatus[]),
        lt(jobs.finishedAt, sql`now() - ${Math.max(1, Math.round(keepDays))} * interval '1 day'`),
      ),
    )
    .returning({ id: jobs.id });
  return rows.length;
}
