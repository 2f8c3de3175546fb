import type { Database } from '../../../db/client';
import {
  enqueueJob,
  type JobContext,
  type JobKindOptions,
  type JobRunner,
} from '../../jobs/job-queue';
import {
  parseStatusNotice,
  STATUS_NOTICE_JOB,
  statusNoticeKey,
  type StatusNotice,
} from './status-notice';

/**
 * Someone outside the desk who is told of an order's status changes (decision 071): the
 * customer's browser (Web Push), the customer's WhatsApp, the marketplace the order came from.
 * Each has its own job per notice, so one that fails is retried alone and never repeats the
 * others; `notify` must be safe to run again after an interruption.
 */
export interface StatusNotifier {
  /** kebab-case; the job kind is `order.status-notice.<name>`. */
  name: string;
  /** The kind in pt-BR on 'Tarefas com problema'. */
  label: string;
  notify(notice: StatusNotice, context: JobContext): Promise<void>;
  backoff?: JobKindOptions['backoff'];
  maxAttempts?: number;
}

export function statusNotifierJobKind(name: string): string {
  return `${STATUS_NOTICE_JOB}.${name}`;
}

/**
 * The notice kind and one kind per notifier on the app's runner. A notice fans out to a job per
 * notifier in one transaction (the same key: a notice run again adds nothing new).
 */
export function registerStatusNotices(
  jobs: JobRunner,
  { db, notifiers }: { db: Database; notifiers: readonly StatusNotifier[] },
): void {
  jobs.register(
    STATUS_NOTICE_JOB,
    async (payload) => {
      const notice = parseStatusNotice(payload);
      if (notifiers.length === 0) return;
      await db.transaction(async (tx) => {
        for (const notifier of notifiers) {
          await enqueueJob(tx, {
            kind: statusNotifierJobKind(notifier.name),
            key: statusNoticeKey(notice),
            payload,
            maxAttempts: notifier.maxAttempts,
          });
        }
      });
    },
    { label: 'Aviso de mudança de status' },
  );
  for (const notifier of notifiers) {
    jobs.register(
      statusNotifierJobKind(notifier.name),
      (payload, context) => notifier.notify(parseStatusNotice(payload), context),
      { label: notifier.label, ...(notifier.backoff ? { backoff: notifier.backoff } : {}) },
    );
  }
}
