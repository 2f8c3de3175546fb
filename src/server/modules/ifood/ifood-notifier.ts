import { z } from 'zod';
import { ORDER_STATUSES } from '../../../domain/order-status';
import { ifoodStepsDue, type IfoodStep } from '../../../domain/ifood';
import type { StatusNotifier } from '../order-events/status-notifiers';
import { withIfood, type IfoodDependencies } from './connection';
import { addSentStep, findIfoodOrderOf } from './repository';

/**
 * Our desk's moves told to iFood (decision 072), as a status notifier (decision 071): confirm,
 * start preparation, ready for pickup or dispatch, and a rejection as a cancellation request with
 * one of iFood's reasons. Notices may run out of order, so each run reads the order's current
 * status and sends, in order, the steps iFood has not had yet, recording each once it was sent.
 */
export function ifoodStatusNotifier(deps: IfoodDependencies): StatusNotifier {
  return {
    name: 'ifood',
    label: 'Aviso ao iFood',
    ...(deps.backoff ? { backoff: deps.backoff } : {}),
    async notify(notice, { signal }) {
      const found = await findIfoodOrderOf(deps.db, notice.orderId);
      // not an iFood order, or one iFood cancelled itself
      if (!found || found.ifood.cancelledByIfood) return;
      const due = ifoodStepsDue(z.enum(ORDER_STATUSES).parse(found.status), found.ifood.orderType, found.ifood.sentSteps);
      if (due.length === 0) return;
      await withIfood(
        deps,
        async ({ api, accessToken }) => {
          for (const step of due) {
            signal.throwIfAborted();
            const cancellation =
              step === 'requestCancellation'
                ? await chooseReason(deps, accessToken, found.ifood.ifoodOrderId, found)
                : undefined;
            await api.sendStep(accessToken, found.ifood.ifoodOrderId, step, cancellation, signal);
            await addSentStep(deps.db, found.ifood.ifoodOrderId, step satisfies IfoodStep);
          }
        },
        { retryNow: false },
      );
    },
  };
}

/**
 * The reason the desk chose from iFood's list (its description is the order's rejection reason);
 * a reason typed by hand, or one iFood no longer offers, goes with the first code iFood offers.
 */
async function chooseReason(
  deps: IfoodDependencies,
  accessToken: string,
  ifoodOrderId: string,
  found: { rejectionReason: string | null },
): Promise<{ code: string; reason: string }> {
  if (!deps.api) throw new Error('iFood sem credenciais do aplicativo');
  const reasons = await deps.api.cancellationReasons(accessToken, ifoodOrderId);
  const chosen =
    reasons.find((reason) => reason.description === found.rejectionReason) ?? reasons[0];
  if (!chosen) {
    throw new Error('O iFood não aceita mais o cancelamento deste pedido por nenhum motivo.');
  }
  return { code: chosen.code, reason: found.rejectionReason ?? chosen.description };
}
