import { randomUUID } from 'node:crypto';
import type { Executor } from '../../../../db/client';
import type { ReportQuery } from '../../../../domain/admin-reports';
import { businessDayRange } from '../../../../domain/business-day';
import { AppError } from '../../../errors';
import { enqueueJob } from '../../../jobs/job-queue';
import type { SecretBox } from '../../../security/secret-box';
import { readPixProvider } from '../provider-config';
import { PIX_RECONCILE_JOB, type ReconcileJobPayload } from './reconcile-job';
import { reconciliationWindow } from './reconciliation-window';

/** A fetch that keeps failing is given up after this many tries ('Tarefas com problema'). */
const FETCH_MAX_ATTEMPTS = 5;

/**
 * 'Buscar no banco' (decision 065): queues one job that asks the provider for the Pix received in
 * the period's business days, up to now. Each press is its own job (the key holds a uuid), so the
 * same period can be fetched again later. A shop with no provider ready gets a 409.
 */
export async function requestReconcileFetch(
  db: Executor,
  secrets: SecretBox | null,
  query: ReportQuery,
  now: Date,
): Promise<ReconcileJobPayload> {
  const provider = await readPixProvider(db, secrets);
  if (provider.status !== 'ready') {
    throw new AppError(
      'CONFLICT',
      provider.status === 'none'
        ? 'Nenhum provedor Pix está conectado: conecte um em Configurações › Pagamento.'
        : 'As credenciais do provedor Pix precisam ser cadastradas de novo em Configurações › Pagamento.',
    );
  }
  const window = await reconciliationWindow(db, query, now);
  const start = businessDayRange(window.from, window).start;
  const periodEnd = businessDayRange(window.to, window).end;
  const end = periodEnd < now ? periodEnd : now;
  const payload: ReconcileJobPayload = {
    from: window.from,
    to: window.to,
    start: start.toISOString(),
    end: (end < start ? start : end).toISOString(),
  };
  await enqueueJob(db, {
    kind: PIX_RECONCILE_JOB,
    key: `${window.from}:${window.to}:${randomUUID()}`,
    payload,
    maxAttempts: FETCH_MAX_ATTEMPTS,
  });
  return payload;
}
