import type { Executor } from '../../../../db/client';
import type { ReportQuery } from '../../../../domain/admin-reports';
import {
  firstName,
  receivedPixState,
  reconciliationTotals,
  unpaidChargeState,
  type Reconciliation,
  type ReconciliationFetch,
  type ReconciliationLine,
} from '../../../../domain/admin-pix-reconciliation';
import type { SecretBox } from '../../../security/secret-box';
import { readPixProvider } from '../provider-config';
import { PIX_RECONCILE_JOB, ReconcileJobPayloadSchema } from './reconcile-job';
import { reconciliationWindow } from './reconciliation-window';
import {
  findLatestFetchJob,
  listReconciliationRows,
  type FetchJobRow,
  type ReconciliationRow,
} from './repository';

function lineOf(row: ReconciliationRow): ReconciliationLine {
  const state =
    row.kind === 'received' && row.outcome
      ? receivedPixState(row.outcome, row.refundStatus)
      : unpaidChargeState(row.chargeStatus ?? 'ativa');
  return {
    key: `${row.kind === 'received' ? 'r' : 'c'}${row.id}`,
    state,
    at: row.at,
    date: row.date,
    time: row.time,
    orderId: row.orderId,
    channel: row.channel,
    customerFirstName: row.customerName === null ? null : firstName(row.customerName),
    chargedCents: row.chargedCents,
    receivedCents: row.receivedCents,
    payerName: row.payerName,
    endToEndId: row.endToEndId,
    txid: row.txid,
  };
}

/** The latest 'Buscar no banco' as the screen shows it. */
function fetchOf(job: FetchJobRow | null): ReconciliationFetch | null {
  if (!job) return null;
  const payload = ReconcileJobPayloadSchema.safeParse(job.payload);
  if (!payload.success) return null;
  const state =
    job.status === 'done'
      ? 'concluida'
      : job.status === 'pending'
        ? job.isRunning
          ? 'buscando'
          : 'na_fila'
        : 'falhou';
  return {
    state,
    from: payload.data.from,
    to: payload.data.to,
    requestedAt: job.createdAt,
    finishedAt: job.finishedAt,
    error: state === 'concluida' ? null : job.lastError,
  };
}

/** The lines for a period (decision 065). */
export async function listReconciliationLines(
  db: Executor,
  query: ReportQuery,
  now: Date,
): Promise<{
  window: Awaited<ReturnType<typeof reconciliationWindow>>;
  lines: ReconciliationLine[];
}> {
  const window = await reconciliationWindow(db, query, now);
  const rows = await listReconciliationRows(db, window);
  return { window, lines: rows.map(lineOf) };
}

/** Conciliação Pix for a period: its lines, the totals per state, the provider and the last fetch. */
export async function getReconciliation(
  db: Executor,
  secrets: SecretBox | null,
  query: ReportQuery,
  now: Date,
): Promise<Reconciliation> {
  const [{ window, lines }, provider, job] = await Promise.all([
    listReconciliationLines(db, query, now),
    readPixProvider(db, secrets),
    findLatestFetchJob(db, PIX_RECONCILE_JOB),
  ]);
  return {
    from: window.from,
    to: window.to,
    timeZone: window.timeZone,
    dayTurnMinutes: window.turnMinutes,
    provider: provider.status,
    lines,
    totals: reconciliationTotals(lines),
    lastFetch: fetchOf(job),
  };
}
