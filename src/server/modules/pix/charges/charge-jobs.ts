import { z } from 'zod';
import type { Executor } from '../../../../db/client';
import { enqueueJob } from '../../../jobs/job-queue';

/**
 * The queue's kinds of a charge's calls to the provider (docs/decisions/063): each is written in
 * the transaction that decides it, keyed by the charge's txid, so a charge is created, expired
 * and cancelled at most once each.
 */
export const PIX_CREATE_CHARGE_JOB = 'pix.create-charge';
export const PIX_EXPIRE_CHARGE_JOB = 'pix.expire-charge';
export const PIX_CANCEL_CHARGE_JOB = 'pix.cancel-charge';

/**
 * A customer waits for the code: the first tries come a second apart, then at most 30 s apart.
 * 40 tries cover about a quarter of an hour, the life of a code; after that the expiry ends it.
 */
export const CREATE_CHARGE_BACKOFF = { baseMs: 1_000, maxMs: 30_000 };
const CREATE_CHARGE_MAX_ATTEMPTS = 40;

export const ChargeJobPayloadSchema = z.object({
  chargeId: z.number().int().positive(),
  orderId: z.number().int().positive(),
});
type ChargeJobPayload = z.infer<typeof ChargeJobPayloadSchema>;

/** The new charge's code is asked for at once, and its expiry is due at `expiresAt`. */
export async function enqueueChargeJobs(
  tx: Executor,
  charge: { id: number; orderId: number; txid: string; expiresAt: Date },
): Promise<void> {
  const payload: ChargeJobPayload = { chargeId: charge.id, orderId: charge.orderId };
  await enqueueJob(tx, {
    kind: PIX_CREATE_CHARGE_JOB,
    key: charge.txid,
    payload,
    maxAttempts: CREATE_CHARGE_MAX_ATTEMPTS,
  });
  await enqueueJob(tx, {
    kind: PIX_EXPIRE_CHARGE_JOB,
    key: charge.txid,
    payload,
    runAt: charge.expiresAt,
  });
}

/** A charge cancelled here is cancelled at the provider too, so it cannot be paid any more. */
export async function enqueueChargeCancel(
  tx: Executor,
  charge: { id: number; orderId: number; txid: string },
): Promise<void> {
  const payload: ChargeJobPayload = { chargeId: charge.id, orderId: charge.orderId };
  await enqueueJob(tx, { kind: PIX_CANCEL_CHARGE_JOB, key: charge.txid, payload });
}

/**
 * The provider told us (notification or polling) that an open code ended there: the expiry runs
 * now, keyed apart from the one due at `expiresAt` (which then finds the charge closed).
 */
export async function enqueueChargeEndedAtProvider(
  db: Executor,
  charge: { id: number; orderId: number; txid: string },
): Promise<void> {
  const payload: ChargeJobPayload = { chargeId: charge.id, orderId: charge.orderId };
  await enqueueJob(db, { kind: PIX_EXPIRE_CHARGE_JOB, key: `ended:${charge.txid}`, payload });
}
