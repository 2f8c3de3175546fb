import type { Executor } from '../../../../db/client';
import {
  hasChargeEndedAtProvider,
  nextChargeCheckAt,
  PIX_CHECK_GRACE_MS,
} from '../../../../domain/pix-automation';
import { enqueueJob, type JobRunner } from '../../../jobs/job-queue';
import { applyReceivedPix } from '../apply-received-pix';
import { enqueueChargeEndedAtProvider } from '../charges/charge-jobs';
import { PixProviderError } from '../provider';
import { findChargeById, findUncheckedOpenCharges } from '../repository';
import {
  connectedProvider,
  PROVIDER_NOT_READY_MESSAGE,
  type PixInboundDependencies,
} from './connected-provider';

/**
 * Polling, the safety net under the webhooks (decision 064): while a charge is 'ativa', a chain
 * of `pix.check-charge` jobs asks the provider about it (every 30 s at first, less often later,
 * a last time at expiry + grace) and applies any Pix found, through `applyReceivedPix` like a
 * webhook, so a Pix told both ways counts once. Each run adds the next with its own key.
 */
export const PIX_CHECK_CHARGE_JOB = 'pix.check-charge';

/**
 * The sweep: every few minutes, open charges whose chain is missing (never started, or its job
 * died while the provider was down) get one again. Seeded when a runner starts.
 */
export const PIX_SWEEP_CHARGES_JOB = 'pix.sweep-charges';
const SWEEP_EVERY_MS = 5 * 60_000;

interface CheckPayload {
  chargeId: number;
  orderId: number;
  /** Which chain: 'start', or the sweep that started it again ('sweep<ms>'): keys stay unique. */
  chain: string;
  round: number;
}

/**
 * Starts polling a charge that just turned 'ativa': call it in the transaction that made it so.
 * Safe to call twice (the first round's key is the charge's).
 */
export async function scheduleChargeChecks(
  tx: Executor,
  charge: { id: number; orderId: number; createdAt: Date; expiresAt: Date },
  now: Date = new Date(),
): Promise<void> {
  await enqueueCheck(tx, charge, 'start', 1, now);
}

async function enqueueCheck(
  tx: Executor,
  charge: { id: number; orderId: number; createdAt: Date; expiresAt: Date },
  chain: string,
  round: number,
  now: Date,
): Promise<boolean> {
  const runAt = nextChargeCheckAt(charge, now);
  if (!runAt) return false;
  const key = `charge:${charge.id}:${chain}:${round}`;
  const payload: CheckPayload = { chargeId: charge.id, orderId: charge.orderId, chain, round };
  // a provider down for long: the chain ends dead, and the sweep starts it again
  await enqueueJob(tx, { kind: PIX_CHECK_CHARGE_JOB, key, payload, runAt, maxAttempts: 5 });
  return true;
}

function checkChargeJob(deps: PixInboundDependencies) {
  return async (raw: unknown, { signal }: { signal: AbortSignal }): Promise<void> => {
    const payload = raw as CheckPayload;
    const charge = await findChargeById(deps.db, payload.chargeId);
    // paid, expired or cancelled meanwhile: nothing left to look for
    if (!charge || charge.status !== 'ativa') return;
    const connected = await connectedProvider(deps);
    if (!connected) throw new Error(PROVIDER_NOT_READY_MESSAGE);
    let state;
    try {
      state = await connected.provider.getCharge(charge.txid, charge.providerRef, signal);
    } catch (error) {
      if (error instanceof PixProviderError && !error.isRetriable) {
        // the provider no longer knows it: the next round (or the sweep) asks again
        await enqueueCheck(deps.db, charge, payload.chain, payload.round + 1, deps.now());
        return;
      }
      throw error;
    }
    for (const pix of state.payments) {
      await applyReceivedPix(deps.db, deps.events, {
        provider: connected.provider.kind,
        pix,
        source: 'consulta',
        now: deps.now(),
      });
    }
    // the code can no longer be paid there: it ends here now, not at its own expiry
    if (hasChargeEndedAtProvider(state.status)) {
      await enqueueChargeEndedAtProvider(deps.db, charge);
      return;
    }
    // the next round returns at once if this one paid the charge; a flagged amount keeps it open
    await enqueueCheck(deps.db, charge, payload.chain, payload.round + 1, deps.now());
  };
}

function sweepChargesJob(deps: PixInboundDependencies) {
  return async (): Promise<void> => {
    const now = deps.now();
    const unchecked = await findUncheckedOpenCharges(deps.db, {
      checkJobKind: PIX_CHECK_CHARGE_JOB,
      now,
      graceMs: PIX_CHECK_GRACE_MS,
    });
    for (const charge of unchecked) {
      await enqueueCheck(deps.db, charge, `sweep${now.getTime()}`, 1, now);
    }
    await seedChargeSweep(deps.db, new Date(now.getTime() + SWEEP_EVERY_MS));
  };
}

/**
 * Adds the sweep due at `at` (its key is its five-minute slot: runners starting together, or a
 * sweep run again, add one).
 */
export async function seedChargeSweep(db: Executor, at: Date = new Date()): Promise<void> {
  const slot = Math.floor(at.getTime() / SWEEP_EVERY_MS);
  await enqueueJob(db, {
    kind: PIX_SWEEP_CHARGES_JOB,
    key: `slot:${slot}`,
    payload: { slot },
    runAt: at,
  });
}

export function registerChargeChecks(jobs: JobRunner, deps: PixInboundDependencies): void {
  jobs.register(PIX_CHECK_CHARGE_JOB, checkChargeJob(deps), {
    label: 'Consulta de Pix',
    backoff: { baseMs: 15_000, maxMs: 5 * 60_000 },
  });
  jobs.register(PIX_SWEEP_CHARGES_JOB, sweepChargesJob(deps), {
    label: 'Consulta de Pix em aberto',
    subject: () => ({ text: 'Cobranças Pix em aberto' }),
  });
}
