import { z } from 'zod';
import { ifoodStepsDue } from '../../../domain/admin-ifood';
import { ORDER_STATUSES } from '../../../domain/order-status';
import type { StatusNotifier } from '../order-events/status-notifiers';
import { withIfood, type IfoodDependencies } from './connection';
import { addSentStep, findIfoodOrderOf, releaseIfoodSync, takeIfoodSync } from './repository';

/** How long a run may hold an order's sync before another may take it. */
const SYNC_LEASE_MS = 60_000;
/** A run that keeps finding new moves hands over to their own notices after this many rounds. */
const MAX_ROUNDS = 5;

/**
 * Our desk's moves told to iFood (decision 072), as a status notifier (decision 071): confirm,
 * start preparation, ready for pickup or dispatch, and a rejection as a cancellation request with
 * one of iFood's reasons. Notices may run out of order and side by side, so one run at a time per
 * order reads the order's current status and sends, in order, the steps iFood has not had yet,
 * recording each once sent. A notice that finds another run at work leaves it to that run, which
 * looks at the status again after letting go.
 */
export function ifoodStatusNotifier(deps: IfoodDependencies): StatusNotifier {
  return {
    name: 'ifood',
    label: 'Aviso ao iFood',
    ...(deps.backoff ? { backoff: deps.backoff } : {}),
    async notify(notice, { signal, jobId }) {
      for (let round = 0; round < MAX_ROUNDS; round += 1) {
        const found = await findIfoodOrderOf(deps.db, notice.orderId);
        // not an iFood order, or one iFood cancelled itself
        if (!found || found.ifood.cancelledByIfood) return;
        const status = z.enum(ORDER_STATUSES).parse(found.status);
        if (ifoodStepsDue(status, found.ifood.orderType, found.ifood.sentSteps).length === 0) {
          return;
        }
        const now = deps.now();
        const isTaken = await takeIfoodSync(deps.db, {
          orderId: notice.orderId,
          jobId,
          now,
          until: new Date(now.getTime() + SYNC_LEASE_MS),
        });
        if (!isTaken) return;
        try {
          await sendDueSteps(deps, notice.orderId, signal);
        } finally {
          await releaseIfoodSync(deps.db, notice.orderId, jobId);
        }
      }
    },
  };
}

async function sendDueSteps(deps: IfoodDependencies, orderId: number, signal: AbortSignal) {
  // read again under the sync: what another run sent before letting go is not sent twice
  const found = await findIfoodOrderOf(deps.db, orderId);
  if (!found || found.ifood.cancelledByIfood) return;
  const status = z.enum(ORDER_STATUSES).parse(found.status);
  const due = ifoodStepsDue(status, found.ifood.orderType, found.ifood.sentSteps);
  if (due.length === 0) return;
  const { ifoodOrderId } = found.ifood;
  await withIfood(
    deps,
    async ({ api, accessToken }) => {
      for (const step of due) {
        signal.throwIfAborted();
        const cancellation =
          step === 'requestCancellation'
            ? await chooseReason(deps, accessToken, ifoodOrderId, found.rejectionReason)
            : undefined;
        await api.sendStep(accessToken, ifoodOrderId, step, cancellation, signal);
        await addSentStep(deps.db, ifoodOrderId, step);
      }
    },
    { retryNow: false },
  );
}

/**
 * The reason the desk chose from iFood's list (its description is the order's rejection reason);
 * a reason typed by hand, or one iFood no longer offers, goes with the first code iFood offers.
 */
async function chooseReason(
  deps: IfoodDependencies,
  accessToken: string,
  ifoodOrderId: string,
  rejectionReason: string | null,
): Promise<{ code: string; reason: string }> {
  if (!deps.api) throw new Error('iFood sem credenciais do aplicativo');
  const reasons = await deps.api.cancellationReasons(accessToken, ifoodOrderId);
  const chosen = reasons.find((reason) => reason.description === rejectionReason) ?? reasons[0];
  if (!chosen) {
    throw new Error('O iFood não aceita mais o cancelamento deste pedido por nenhum motivo.');
  }
  return { code: chosen.code, reason: rejectionReason ?? chosen.description };
}
