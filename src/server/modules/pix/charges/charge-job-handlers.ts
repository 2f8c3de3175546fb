import type { Database } from '../../../../db/client';
import { PIX_PROVIDER_ACTOR_NAME } from '../../../../domain/admin-order-events';
import type { OrderStatus } from '../../../../domain/order-status';
import {
  PIX_EXPIRED_NOTE,
  PIX_EXPIRED_REJECTION_REASON,
  isChargeOpen,
  pixChargeFailedNote,
} from '../../../../domain/pix-automation';
import type { EventPublisher } from '../../../events/event-bus';
import type { JobHandler, JobRunner } from '../../../jobs/job-queue';
import type { SecretBox } from '../../../security/secret-box';
import { recordOrderEvent } from '../../order-events/repository';
import { applyReceivedPix } from '../apply-received-pix';
import { scheduleChargeChecks } from '../polling/check-charge';
import { PixProviderError, type PixProvider } from '../provider';
import { readPixProvider } from '../provider-config';
import type { PixProviderFactory } from '../providers/create-provider';
import {
  ChargeJobPayloadSchema,
  CREATE_CHARGE_BACKOFF,
  PIX_CANCEL_CHARGE_JOB,
  PIX_CREATE_CHARGE_JOB,
  PIX_EXPIRE_CHARGE_JOB,
} from './charge-jobs';
import { findChargeById } from '../repository';
import {
  activateCharge,
  closeCharge,
  failCharge,
  findLatestChargeOfOrder,
  findPixOrder,
  lockChargeById,
} from './repository';

/** Rejects an order the way staff do (admin-orders' status change, given in app.ts). */
type RejectOrder = (command: {
  orderId: number;
  expected: OrderStatus;
  reason: string;
  now: Date;
}) => Promise<void>;

export interface PixChargeJobDependencies {
  db: Database;
  events: EventPublisher;
  secrets: SecretBox | null;
  pixProviders: PixProviderFactory;
  now: () => Date;
  rejectOrder: RejectOrder;
}

const ACTOR = { id: null, name: PIX_PROVIDER_ACTOR_NAME };
/** A code shorter than this is not worth making: the expiry is about to end it. */
const MIN_CHARGE_SECONDS = 60;
/** The orders an expired code may still cancel: not out for delivery, not done. */
const CANCELLABLE_ON_EXPIRY: readonly OrderStatus[] = ['pendente', 'aprovado', 'em preparo'];

/** The charges' jobs on the app's runner ('Pix' on 'Tarefas com problema'). */
export function registerPixChargeJobs(jobs: JobRunner, deps: PixChargeJobDependencies): void {
  jobs.register(PIX_CREATE_CHARGE_JOB, createChargeJob(deps), {
    label: 'Pix: gerar código',
    backoff: CREATE_CHARGE_BACKOFF,
  });
  jobs.register(PIX_EXPIRE_CHARGE_JOB, expireChargeJob(deps), {
    label: 'Pix: expirar código',
    backoff: { baseMs: 2_000, maxMs: 60_000 },
  });
  jobs.register(PIX_CANCEL_CHARGE_JOB, cancelChargeJob(deps), {
    label: 'Pix: cancelar código',
    backoff: { baseMs: 2_000, maxMs: 5 * 60_000 },
  });
}

async function providerOf(deps: PixChargeJobDependencies): Promise<PixProvider | null> {
  const state = await readPixProvider(deps.db, deps.secrets);
  return state.status === 'ready' ? deps.pixProviders(state.config) : null;
}

/** The tracking page and the desks read the order again. */
async function tell(deps: PixChargeJobDependencies, orderId: number): Promise<void> {
  const order = await findPixOrder(deps.db, orderId);
  if (!order) return;
  await deps.events.publish({
    type: 'order.status',
    orderId,
    publicId: order.publicId,
    status: order.status,
  });
}

/** A provider error the queue should not retry; any other error is thrown again. */
function permanentError(error: unknown): PixProviderError | null {
  if (error instanceof PixProviderError && !error.isRetriable) return error;
  if (error instanceof PixProviderError) throw new Error(error.message);
  throw error;
}

/**
 * Asks the provider for the charge's code (safe to ask again: one charge per txid). A refusal for
 * good ends the charge 'falhou': the page offers the static code, a new try or paying on delivery.
 * A charge cancelled while the provider was answering is cancelled there too.
 */
function createChargeJob(deps: PixChargeJobDependencies): JobHandler {
  return async (payload, { signal }) => {
    const { chargeId, orderId } = ChargeJobPayloadSchema.parse(payload);
    const charge = await findChargeById(deps.db, chargeId);
    if (!charge || charge.status !== 'criando') return;
    const now = deps.now();
    const seconds = Math.floor((charge.expiresAt.getTime() - now.getTime()) / 1000);
    // the expiry, due now, ends a charge never made
    if (seconds < MIN_CHARGE_SECONDS) return;
    const provider = await providerOf(deps);
    if (!provider) {
      await fail(deps, charge.id, orderId, 'o provedor Pix foi desligado nas configurações.');
      return;
    }
    const order = await findPixOrder(deps.db, orderId);
    let created;
    try {
      created = await provider.createCharge(
        {
          txid: charge.txid,
          amountCents: charge.amountCents,
          expiresInSeconds: seconds,
          description: `Pedido #${orderId}`,
          payer: order ? { name: order.customerName } : null,
        },
        signal,
      );
    } catch (error) {
      const refused = permanentError(error);
      if (refused) await fail(deps, charge.id, orderId, refused.message);
      return;
    }
    const isActive = await deps.db.transaction(async (tx) => {
      const activated = await activateCharge(tx, charge.id, {
        copiaECola: created.copiaECola,
        providerRef: created.providerRef,
      });
      // polled from now on, a webhook lost or not (decision 064)
      if (activated) await scheduleChargeChecks(tx, charge, deps.now());
      return activated;
    });
    if (!isActive) {
      // cancelled meanwhile (the customer switched, staff rejected it): not payable there either
      await provider.cancelCharge(charge.txid, created.providerRef, signal).catch(() => undefined);
      return;
    }
    await tell(deps, orderId);
  };
}

async function fail(
  deps: PixChargeJobDependencies,
  chargeId: number,
  orderId: number,
  reason: string,
): Promise<void> {
  const now = deps.now();
  const isFailed = await deps.db.transaction(async (tx) => {
    if (!(await failCharge(tx, chargeId, reason, now))) return false;
    await recordOrderEvent(tx, {
      orderId,
      kind: 'pix',
      actor: ACTOR,
      note: pixChargeFailedNote(reason),
      at: now,
    });
    return true;
  });
  if (isFailed) await tell(deps, orderId);
}

/**
 * At the charge's expiry: cancelled at the provider first (nobody can pay it from now on), then
 * read: a payment that came in before is applied as any found Pix (once, by its end-to-end id).
 * Unpaid, the charge is 'expirada' and the shop's choice follows: the order waits (for a new code
 * or another way to pay), or 'cancelar' rejects it through the status change staff use.
 */
function expireChargeJob(deps: PixChargeJobDependencies): JobHandler {
  return async (payload, { signal }) => {
    const { chargeId, orderId } = ChargeJobPayloadSchema.parse(payload);
    const charge = await findChargeById(deps.db, chargeId);
    if (!charge) return;
    const state = await readPixProvider(deps.db, deps.secrets);
    const provider = state.status === 'ready' ? deps.pixProviders(state.config) : null;
    if (provider && isChargeOpen(charge.status)) {
      try {
        await provider.cancelCharge(charge.txid, charge.providerRef, signal);
      } catch (error) {
        permanentError(error);
      }
      let payments: Awaited<ReturnType<PixProvider['getCharge']>>['payments'] = [];
      try {
        payments = (await provider.getCharge(charge.txid, charge.providerRef, signal)).payments;
      } catch (error) {
        permanentError(error);
      }
      for (const pix of payments) {
        await applyReceivedPix(deps.db, deps.events, {
          provider: provider.kind,
          pix,
          source: 'consulta',
          now: deps.now(),
        });
      }
    }
    const now = deps.now();
    const isExpired = await deps.db.transaction(async (tx) => {
      // a payment applied meanwhile holds this lock first and leaves the charge 'paga'
      const locked = await lockChargeById(tx, chargeId);
      if (!locked || !(await closeCharge(tx, locked.id, 'expirada', now))) return false;
      await recordOrderEvent(tx, {
        orderId,
        kind: 'pix',
        actor: ACTOR,
        note: PIX_EXPIRED_NOTE,
        at: now,
      });
      return true;
    });
    if (isExpired) await tell(deps, orderId);
    // run again after a crash too: the order of a charge that expired unpaid, still its latest
    if (state.status === 'ready' && state.choices.unpaidPolicy === 'cancelar') {
      await cancelUnpaidOrder(deps, chargeId, orderId);
    }
  };
}

async function cancelUnpaidOrder(
  deps: PixChargeJobDependencies,
  chargeId: number,
  orderId: number,
): Promise<void> {
  const latest = await findLatestChargeOfOrder(deps.db, orderId);
  if (!latest || latest.id !== chargeId || latest.status !== 'expirada') return;
  const order = await findPixOrder(deps.db, orderId);
  if (!order || order.paymentStatus === 'pago') return;
  if (!CANCELLABLE_ON_EXPIRY.includes(order.status)) return;
  await deps.rejectOrder({
    orderId,
    expected: order.status,
    reason: PIX_EXPIRED_REJECTION_REASON,
    now: deps.now(),
  });
}

/** A charge cancelled here (the customer switched, staff marked it paid or rejected it). */
function cancelChargeJob(deps: PixChargeJobDependencies): JobHandler {
  return async (payload, { signal }) => {
    const { chargeId } = ChargeJobPayloadSchema.parse(payload);
    const charge = await findChargeById(deps.db, chargeId);
    if (!charge) return;
    const provider = await providerOf(deps);
    if (!provider) return;
    try {
      await provider.cancelCharge(charge.txid, charge.providerRef, signal);
    } catch (error) {
      // NOT_FOUND: never made there; nothing to cancel
      permanentError(error);
    }
  };
}
