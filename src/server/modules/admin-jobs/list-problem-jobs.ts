import type { Executor } from '../../../db/client';
import type { ProblemJob } from '../../../domain/admin-jobs';
import type { JobRunner } from '../../jobs/job-queue';
import { countProblemJobs, listProblemJobs } from '../../jobs/repository';

/** More than a shop could read: the oldest problems first, the rest once these are handled. */
const PROBLEM_LIST_LIMIT = 200;

/** 'Tarefas com problema': dead jobs and jobs that keep failing, each in the owner's words. */
export async function listJobProblems(
  db: Executor,
  jobs: Pick<JobRunner, 'describe'>,
): Promise<ProblemJob[]> {
  const rows = await listProblemJobs(db, PROBLEM_LIST_LIMIT);
  return rows.map((row) => {
    const { label, subject } = jobs.describe(row.kind, row.payload);
    const status = row.status === 'dead' ? 'dead' : 'pending';
    return {
      id: row.id,
      kind: row.kind,
      label,
      subject: subject?.text ?? null,
      orderId: subject?.orderId ?? null,
      status,
      attempts: row.attempts,
      maxAttempts: row.maxAttempts,
      lastError: row.lastError,
      nextRunAt: status === 'dead' ? null : row.runAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
      isRunning: row.isRunning,
    };
  });
}

/** The sidebar's badge. */
export async function countJobProblems(db: Executor): Promise<number> {
  return countProblemJobs(db);
}
