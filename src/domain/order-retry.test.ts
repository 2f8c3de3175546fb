import { describe, expect, it } from 'vitest';
import {
  afterFailedSync,
  isTransientFailure,
  MAX_CHECKOUT_WAIT_MS,
  RATE_LIMITED_SYNC_WAIT_MS,
  retryDelayMs,
} from './order-retry';

describe('retryDelayMs (docs/product/device-and-server.md#placing-an-order)', () => {
  it('waits attempt × 1 s after a 5xx or no answer, and stops after the third attempt', () => {
    expect(retryDelayMs(500, 1)).toBe(1_000);
    expect(retryDelayMs(503, 2)).toBe(2_000);
    expect(retryDelayMs(0, 1)).toBe(1_000);
    expect(retryDelayMs(500, 3)).toBeNull();
  });

  it('waits attempt × 2 s after a 429, or its Retry-After when that is longer and short enough', () => {
    expect(retryDelayMs(429, 1)).toBe(2_000);
    expect(retryDelayMs(429, 2)).toBe(4_000);
    expect(retryDelayMs(429, 1, 7_000)).toBe(7_000);
    expect(retryDelayMs(429, 1, MAX_CHECKOUT_WAIT_MS)).toBe(MAX_CHECKOUT_WAIT_MS);
    // asked to wait minutes: checkout does not hold the customer there, it queues the order
    expect(retryDelayMs(429, 1, 120_000)).toBeNull();
  });

  it('never retries a refused request (403, 404, 409, 422)', () => {
    for (const status of [400, 403, 404, 409, 422]) expect(retryDelayMs(status, 1)).toBeNull();
  });

  it("does not count a queued order's 429 as a failed attempt, and retries when the server said", () => {
    const now = new Date('2026-11-20T23:00:00Z');
    expect(afterFailedSync(429, 90_000, now)).toEqual({
      countsAsAttempt: false,
      retryAt: '2026-11-20T23:01:30.000Z',
    });
    expect(afterFailedSync(429, null, now).retryAt).toBe(
      new Date(now.getTime() + RATE_LIMITED_SYNC_WAIT_MS).toISOString(),
    );
    for (const status of [0, 500, 503, 409]) {
      expect(afterFailedSync(status, 5_000, now)).toEqual({ countsAsAttempt: true, retryAt: null });
    }
  });

  it('queues only failures of the network or the server', () => {
    expect(isTransientFailure(0)).toBe(true);
    expect(isTransientFailure(502)).toBe(true);
    expect(isTransientFailure(429)).toBe(true);
    expect(isTransientFailure(422)).toBe(false);
    expect(isTransientFailure(409)).toBe(false);
  });
});
