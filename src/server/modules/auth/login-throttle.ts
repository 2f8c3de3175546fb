import { AppError } from '../../errors';

export interface LoginThrottleConfig {
  windowMs: number;
  /** Failures of one e-mail inside the window before it must wait. */
  maxFailuresPerEmail: number;
  /** Failures from one address inside the window before it must wait. */
  maxFailuresPerAddress: number;
}

export const LOGIN_THROTTLE: LoginThrottleConfig = {
  windowMs: 15 * 60_000,
  maxFailuresPerEmail: 5,
  maxFailuresPerAddress: 20,
};

export const LOGIN_THROTTLED = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.';

/**
 * Where failed logins are counted. In memory today (one instance, docs/decisions/007); a table
 * can take its place when the app runs on several instances.
 */
export interface FailedLoginStore {
  /** The times (epoch ms) of this key's failures at or after `since`, oldest first. */
  failures(key: string, since: number): Promise<number[]>;
  addFailure(key: string, at: number): Promise<void>;
  clear(key: string): Promise<void>;
}

/** Above this many keys, expired ones are swept, then the oldest dropped: memory stays bounded. */
const MAX_KEYS = 10_000;

export function createMemoryFailedLoginStore(
  config: LoginThrottleConfig = LOGIN_THROTTLE,
): FailedLoginStore {
  const byKey = new Map<string, number[]>();
  // more than the largest limit is never needed to know how long a key must wait
  const keepPerKey = Math.max(config.maxFailuresPerEmail, config.maxFailuresPerAddress);

  const sweep = (now: number) => {
    const since = now - config.windowMs;
    for (const [key, times] of byKey) {
      if ((times.at(-1) ?? 0) < since) byKey.delete(key);
    }
    for (const key of byKey.keys()) {
      if (byKey.size <= MAX_KEYS) break;
      byKey.delete(key);
    }
  };

  return {
    async failures(key, since) {
      const recent = (byKey.get(key) ?? []).filter((t) => t >= since);
      if (recent.length === 0) byKey.delete(key);
      else byKey.set(key, recent);
      return recent;
    },
    async addFailure(key, at) {
      const times = [...(byKey.get(key) ?? []), at].slice(-keepPerKey);
      byKey.delete(key); // re-inserted last: the map's order is the order of last use
      byKey.set(key, times);
      if (byKey.size > MAX_KEYS) sweep(at);
    },
    async clear(key) {
      byKey.delete(key);
    },
  };
}

export interface LoginAttempt {
  email: string;
  address: string;
}

/** Slows down password guessing, per account and per address (issue item 1). */
export class LoginThrottle {
  constructor(
    private readonly store: FailedLoginStore,
    private readonly config: LoginThrottleConfig = LOGIN_THROTTLE,
  ) {}

  /** Throws 429 RATE_LIMITED, with Retry-After, while the e-mail or the address must wait. */
  async assertMayTry(attempt: LoginAttempt, now: Date): Promise<void> {
    const waits = await Promise.all(
      this.limits(attempt).map(([key, max]) => this.waitMs(key, max, now.getTime())),
    );
    const waitMs = Math.max(...waits);
    if (waitMs > 0) {
      throw new AppError('RATE_LIMITED', LOGIN_THROTTLED, undefined, {
        'retry-after': String(Math.ceil(waitMs / 1000)),
      });
    }
  }

  async recordFailure(attempt: LoginAttempt, now: Date): Promise<void> {
    await Promise.all(
      this.limits(attempt).map(([key]) => this.store.addFailure(key, now.getTime())),
    );
  }

  /** The account's count starts again; the address's does not (one address, many accounts). */
  async recordSuccess(attempt: LoginAttempt): Promise<void> {
    await this.store.clear(emailKey(attempt.email));
  }

  private limits(attempt: LoginAttempt): [string, number][] {
    return [
      [emailKey(attempt.email), this.config.maxFailuresPerEmail],
      [`address:${attempt.address}`, this.config.maxFailuresPerAddress],
    ];
  }

  /** 0, or how long until fewer than `max` failures of `key` are inside the window. */
  private async waitMs(key: string, max: number, now: number): Promise<number> {
    const failures = await this.store.failures(key, now - this.config.windowMs + 1);
    if (failures.length < max) return 0;
    const oldestThatCounts = failures[failures.length - max] ?? now;
    return Math.max(1, oldestThatCounts + this.config.windowMs - now);
  }
}

const emailKey = (email: string) => `email:${email}`;
