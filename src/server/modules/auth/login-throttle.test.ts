import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import {
  createMemoryFailedLoginStore,
  LoginThrottle,
  type LoginThrottleConfig,
} from './login-throttle';

const CONFIG: LoginThrottleConfig = {
  windowMs: 10_000,
  maxFailuresPerEmail: 3,
  maxFailuresPerAddress: 5,
};

describe('LoginThrottle', () => {
  const at = (ms: number) => new Date(ms);
  const attempt = (email: string, address = '10.0.0.1') => ({ email, address });
  const waitOf = async (
    throttle: LoginThrottle,
    a: { email: string; address: string },
    now: number,
  ) => {
    try {
      await throttle.assertMayTry(a, at(now));
      return 0;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      expect(error.code).toBe('RATE_LIMITED');
      return Number(error.headers?.['retry-after']);
    }
  };

  it('counts failures in a sliding window and waits until the oldest that counts leaves it', async () => {
    const throttle = new LoginThrottle(createMemoryFailedLoginStore(CONFIG), CONFIG);
    const a = attempt('a@x.com');
    await throttle.recordFailure(a, at(0));
    await throttle.recordFailure(a, at(4_000));
    expect(await waitOf(throttle, a, 5_000)).toBe(0);
    await throttle.recordFailure(a, at(6_000));
    expect(await waitOf(throttle, a, 6_000)).toBe(4); // the failure at 0 leaves at 10 s
    expect(await waitOf(throttle, a, 9_999)).toBe(1);
    expect(await waitOf(throttle, a, 10_000)).toBe(0);
    await throttle.recordFailure(a, at(10_000));
    expect(await waitOf(throttle, a, 10_000)).toBe(4); // now the one at 4 s counts first
  });

  it('keeps accounts apart but counts an address over all of them', async () => {
    const throttle = new LoginThrottle(createMemoryFailedLoginStore(CONFIG), CONFIG);
    for (let i = 0; i < 5; i++) await throttle.recordFailure(attempt(`u${i}@x.com`), at(i));
    expect(await waitOf(throttle, attempt('u0@x.com', '10.0.0.2'), 10)).toBe(0);
    expect(await waitOf(throttle, attempt('nova@x.com'), 10)).toBeGreaterThan(0);
  });

  it('forgets the account, not the address, after a success', async () => {
    const throttle = new LoginThrottle(createMemoryFailedLoginStore(CONFIG), CONFIG);
    const a = attempt('a@x.com');
    for (let i = 0; i < 3; i++) await throttle.recordFailure(a, at(i));
    expect(await waitOf(throttle, a, 5)).toBeGreaterThan(0);
    await throttle.recordSuccess(a);
    expect(await waitOf(throttle, a, 5)).toBe(0);
    for (let i = 0; i < 2; i++) await throttle.recordFailure(attempt('b@x.com'), at(6));
    expect(await waitOf(throttle, attempt('c@x.com'), 7)).toBeGreaterThan(0);
  });
});
