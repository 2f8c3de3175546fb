import type { Executor } from '../../../db/client';
import { AppError } from '../../errors';
import type { EventPublisher } from '../../events/event-bus';
import { announceJobs } from '../../jobs/job-queue';
import { discardJob, findJobState, requeueJob } from '../../jobs/repository';

/**
 * 'Tentar de novo' (due now, with all its attempts again) or 'Descartar' (given up for good, kept
 * for the record) on a job of 'Tarefas com problema'. A job an instance runs right now, or one
 * already done or given up, is left alone with a 409 saying why.
 */
export async function settleJob(
  db: Executor,
  events: EventPublisher,
  command: { jobId: number; action: 'retry' | 'discard' },
): Promise<void> {
  const isChanged =
    command.action === 'retry'
      ? await requeueJob(db, command.jobId)
      : await discardJob(db, command.jobId);
  if (!isChanged) {
    const state = await findJobState(db, command.jobId);
    if (!state) throw new AppError('NOT_FOUND', 'Tarefa não encontrada.');
    if (state.isRunning && state.status === 'pending') {
      throw new AppError('JOB_RUNNING', 'Esta tarefa está rodando agora. Espere ela terminar.');
    }
    throw new AppError(
      'JOB_NOT_RETRIABLE',
      state.status === 'done' ? 'Esta tarefa já foi concluída.' : 'Esta tarefa já foi descartada.',
    );
  }
  // every runner looks at once
  if (command.action === 'retry') await announceJobs(db);
  await events.publish({ type: 'jobs.changed' });
}
