import type { Database } from '../../../db/client';
import { AppError } from '../../errors';
import {
  clearLoginAttempts,
  deleteQuietLoginAttempts,
  lockLoginAttempts,
  refundLoginAttempt,
  writeLoginAttempts,
  type LoginAttemptCount,
} from './repository';

/**
 * Slowing down password guessing (docs/decisions/017-abuse-limits.md).
 *
 * - Each attempt is counted **before** the password is checked, in one transaction that locks the
 *   counters: a thousand guesses sent at once are counted one after another, and only the allowed
 *   ones reach the password check.
 * - Counted per e-mail **and** client address, so that guesses from one place never lock the owner
 *   out from another; and per address over every e-mail, so that one place cannot try many.
 * - Past the free attempts, each further one waits longer: 30 s, 1 min, 2 min … up to 15 min.
 * - In the database: every instance behind a load balancer shares the counts.
 */

export interface LoginLimits {
  /** Attempts of one e-mail from one address before the delays start. */
  freePerAccountAndAddress: number;
  /** Failed attempts from one address, over every e-mail, before the delays start. */
  freePerAddress: number;
  firstDelayMs: number;
  maxDelayMs: number;
  /** A key that saw no attempt this long starts again from zero. */
  quietResetMs: number;
}

export const LOGIN_LIMITS: LoginLimits = {
  freePerAccountAndAddress: 5,
  freePerAddress: 20,
  firstDelayMs: 30_000,
  maxDelayMs: 15 * 60_000,
  quietResetMs: 60 * 60_000,
};

export const LOGIN_THROTTLED = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.';

export interface LoginAttempt {
  email: string;
  address: string;
}

/** How long after the last attempt the next one may come, once `attempts` were made. */
export function delayAfter(attempts: number, free: number, limits: LoginLimits): number {
  if (attempts < free) return 0;
  const doublings = Math.min(attempts - free, 20);
  return Math.min(limits.firstDelayMs * 2 ** doublings, limits.maxDelayMs);
}

/** The attempts that still count at `now`: none after a quiet hour. */
export function countingAttempts(
  counter: LoginAttemptCount | undefined,
  now: number,
  limits: LoginLimits,
): number {
  if (!counter) return 0;
  return now - counter.lastAttemptAt.getTime() >= limits.quietResetMs ? 0 : counter.attempts;
}

/** 0, or how long this key must still wait before another attempt. */
export function waitMs(
  counter: LoginAttemptCount | undefined,
  free: number,
  now: number,
  limits: LoginLimits,
): number {
  const attempts = countingAttempts(counter, now, limits);
  if (attempts < free || !counter) return 0;
  const readyAt = counter.lastAttemptAt.getTime() + delayAfter(attempts, free, limits);
  return Math.max(0, readyAt - now);
}

/** An attempt that may go on to the password check: told afterwards whether it succeeded. */
export interface ReservedAttempt {
  succeeded(): Promise<void>;
}

export class LoginThrottle {
  constructor(
    private readonly db: Database,
    private readonly limits: LoginLimits = LOGIN_LIMITS,
  ) {}

  /** Counts the attempt, or throws 429 RATE_LIMITED with Retry-After while it must wait. */
  async reserve(attempt: LoginAttempt, now: Date): Promise<ReservedAttempt> {
    const pairKey = `login:${attempt.email}|${attempt.address}`;
    const addressKey = `address:${attempt.address}`;
    const keys = [
      { key: pairKey, free: this.limits.freePerAccountAndAddress },
      { key: addressKey, free: this.limits.freePerAddress },
    ];
    const at = now.getTime();
    await this.db.transaction(async (tx) => {
      const counters = await lockLoginAttempts(tx, [pairKey, addressKey]);
      const wait = Math.max(
        ...keys.map(({ key, free }) => waitMs(counters.get(key), free, at, this.limits)),
      );
      if (wait > 0) {
        throw new AppError('RATE_LIMITED', LOGIN_THROTTLED, undefined, {
          'retry-after': String(Math.ceil(wait / 1000)),
        });
      }
      await writeLoginAttempts(
        tx,
        keys.map(({ key }) => ({
          key,
          attempts: countingAttempts(counters.get(key), at, this.limits) + 1,
        })),
        now,
      );
    });
    return {
      succeeded: async () => {
        // the account starts again; the address keeps only its failures
        await clearLoginAttempts(this.db, pairKey);
        await refundLoginAttempt(this.db, addressKey);
        await deleteQuietLoginAttempts(this.db, new Date(at - this.limits.quietResetMs));
      },
    };
  }
}
