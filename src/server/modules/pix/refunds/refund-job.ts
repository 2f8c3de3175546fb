import { PIX_PROVIDER_ACTOR_NAME } from '../../../../domain/admin-order-events';
import {
  PIX_REFUND_STATUS_LABELS,
  pixRefundDoneNote,
  pixRefundFailedNote,
} from '../../../../domain/pix-automation';
import { enqueueJob, type JobRunner } from '../../../jobs/job-queue';
import { recordOrderEvent } from '../../order-events/repository';
import { PIX_REFUND_JOB } from '../apply-received-pix';
import {
  connectedProvider,
  PROVIDER_NOT_READY_MESSAGE,
  type PixInboundDependencies,
} from '../polling/connected-provider';
import { PixProviderError, type RefundRequest, type RefundState } from '../provider';
import {
  findChargeById,
  findOrderHeadline,
  findReceivedById,
  markRefundFinished,
  type PixReceivedRow,
} from '../repository';
import { requestPixRefund, type RefundPayload } from './request-refund';

/** A refund the provider is still processing is asked about again by this job, in rounds. */
export const PIX_CHECK_REFUND_JOB = 'pix.check-refund';
const CHECK_ROUNDS = 30;
const NOT_CONFIRMED_REASON = 'o provedor não confirmou a devolução depois de muitas consultas';

const PROVIDER = { id: null, name: PIX_PROVIDER_ACTOR_NAME };

interface CheckRefundPayload {
  receivedId: number;
  orderId: number | null;
  refundId: string;
  round: number;
}

/**
 * `pix.refund` (decision 064): sends a received Pix back through the provider under its refund
 * id, so a run repeated after a crash asks for the same refund and the provider answers the one
 * it has. Done → 'Devolução concluída'; refused → 'Devolução falhou: <motivo>' (staff may try
 * again); still processing → `pix.check-refund` asks later; the provider unreachable → thrown,
 * retried with backoff, dead on 'Tarefas com problema' in the end.
 */
function refundJob(deps: PixInboundDependencies) {
  return async (raw: unknown, { signal }: { signal: AbortSignal }): Promise<void> => {
    const payload = raw as RefundPayload;
    const received = await findReceivedById(deps.db, payload.receivedId);
    if (!received) return;
    if (payload.refundId === undefined) {
      // applyReceivedPix's job: the first attempt, unless staff or a run before asked already;
      // the request adds its own job (keyed by the refund id), which does the work
      if (received.refundId === null) {
        await deps.db.transaction(async (tx) =>
          requestPixRefund(tx, { received, actor: PROVIDER, at: deps.now() }),
        );
        await publishOrder(deps, received.orderId);
      }
      return;
    }
    // another attempt took its place, or this one is answered already
    if (received.refundId !== payload.refundId || received.refundStatus !== 'solicitada') return;
    const connected = await connectedProvider(deps);
    if (!connected) throw new Error(PROVIDER_NOT_READY_MESSAGE);
    const request = await refundRequestOf(deps, received, payload.refundId);
    let state: RefundState;
    try {
      state = await connected.provider.refund(request, signal);
    } catch (error) {
      if (error instanceof PixProviderError && !error.isRetriable) {
        state = { status: 'nao_realizado', reason: error.message };
      } else {
        throw error;
      }
    }
    await settle(deps, received, payload.refundId, state);
  };
}

function checkRefundJob(deps: PixInboundDependencies) {
  return async (raw: unknown, { signal }: { signal: AbortSignal }): Promise<void> => {
    const payload = raw as CheckRefundPayload;
    const received = await findReceivedById(deps.db, payload.receivedId);
    if (!received) return;
    if (received.refundId !== payload.refundId || received.refundStatus !== 'solicitada') return;
    const connected = await connectedProvider(deps);
    if (!connected) throw new Error(PROVIDER_NOT_READY_MESSAGE);
    const request = await refundRequestOf(deps, received, payload.refundId);
    let state = await connected.provider.getRefund(request, signal);
    if (state.status === 'em_processamento' && payload.round >= CHECK_ROUNDS) {
      state = { status: 'nao_realizado', reason: NOT_CONFIRMED_REASON };
    }
    await settle(deps, received, payload.refundId, state, payload.round);
  };
}

async function refundRequestOf(
  deps: PixInboundDependencies,
  received: PixReceivedRow,
  refundId: string,
): Promise<RefundRequest> {
  const charge = received.chargeId ? await findChargeById(deps.db, received.chargeId) : null;
  return {
    endToEndId: received.endToEndId,
    refundId,
    amountCents: received.amountCents,
    providerRef: charge?.providerRef ?? null,
  };
}

/** The provider's answer, written once with its history line; still processing: ask later. */
async function settle(
  deps: PixInboundDependencies,
  received: PixReceivedRow,
  refundId: string,
  state: RefundState,
  round = 0,
): Promise<void> {
  const at = deps.now();
  if (state.status === 'em_processamento') {
    const payload: CheckRefundPayload = {
      receivedId: received.id,
      orderId: received.orderId,
      refundId,
      round: round + 1,
    };
    const delayMs = Math.min(30_000 * 2 ** round, 60 * 60_000);
    await enqueueJob(deps.db, {
      kind: PIX_CHECK_REFUND_JOB,
      key: `${refundId}:${round + 1}`,
      payload,
      runAt: new Date(at.getTime() + delayMs),
    });
    return;
  }
  const status = state.status === 'devolvido' ? 'concluida' : 'falhou';
  const error = status === 'falhou' ? (state.reason ?? 'o provedor recusou a devolução') : null;
  const isWritten = await deps.db.transaction(async (tx) => {
    const isFinished = await markRefundFinished(tx, {
      receivedId: received.id,
      orderId: received.orderId,
      refundId,
      status,
      error,
      at,
    });
    if (isFinished && received.orderId !== null) {
      await recordOrderEvent(tx, {
        orderId: received.orderId,
        kind: 'refund',
        actor: PROVIDER,
        from: 'solicitada',
        to: status,
        note:
          status === 'concluida'
            ? pixRefundDoneNote(received.amountCents)
            : pixRefundFailedNote(error ?? PIX_REFUND_STATUS_LABELS.falhou),
        at,
      });
    }
    return isFinished;
  });
  if (isWritten) await publishOrder(deps, received.orderId);
}

async function publishOrder(deps: PixInboundDependencies, orderId: number | null): Promise<void> {
  if (orderId === null) return;
  const order = await findOrderHeadline(deps.db, orderId);
  if (!order) return;
  await deps.events.publish({
    type: 'order.status',
    orderId: order.id,
    publicId: order.publicId,
    status: order.status,
  });
}

export function registerRefundJobs(jobs: JobRunner, deps: PixInboundDependencies): void {
  jobs.register(PIX_REFUND_JOB, refundJob(deps), {
    label: 'Devolução de Pix',
    backoff: { baseMs: 10_000, maxMs: 10 * 60_000 },
  });
  jobs.register(PIX_CHECK_REFUND_JOB, checkRefundJob(deps), {
    label: 'Consulta de devolução de Pix',
    backoff: { baseMs: 30_000, maxMs: 10 * 60_000 },
  });
}
