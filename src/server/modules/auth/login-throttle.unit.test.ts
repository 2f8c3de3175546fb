import { describe, expect, it } from 'vitest';
import { countingAttempts, delayAfter, LOGIN_LIMITS, waitMs } from './login-throttle';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe('the login delays', () => {
  it('lets the free attempts go at once, then doubles the wait up to 15 minutes', () => {
    const delays = [4, 5, 6, 7, 8, 9, 10, 11, 30].map((n) => delayAfter(n, 5, LOGIN_LIMITS));
    expect(delays).toEqual([
      0,
      30 * SECOND,
      MINUTE,
      2 * MINUTE,
      4 * MINUTE,
      8 * MINUTE,
      15 * MINUTE,
      15 * MINUTE,
      15 * MINUTE,
    ]);
  });

  it('counts from the last attempt, and forgets a key after a quiet hour', () => {
    const counter = { attempts: 6, lastAttemptAt: new Date(0) };
    expect(waitMs(counter, 5, 10 * SECOND, LOGIN_LIMITS)).toBe(50 * SECOND);
    expect(waitMs(counter, 5, MINUTE, LOGIN_LIMITS)).toBe(0);
    expect(countingAttempts(counter, 59 * MINUTE, LOGIN_LIMITS)).toBe(6);
    expect(countingAttempts(counter, 60 * MINUTE, LOGIN_LIMITS)).toBe(0);
    expect(waitMs(undefined, 5, 0, LOGIN_LIMITS)).toBe(0);
  });
});
