import { describe, expect, it } from 'vitest';
import { isTransientFailure, retryDelayMs } from './order-retry';

describe('retryDelayMs (spec §7)', () => {
  it('waits attempt × 1 s after a 5xx or no answer, and stops after the third attempt', () => {
    expect(retryDelayMs(500, 1)).toBe(1_000);
    expect(retryDelayMs(503, 2)).toBe(2_000);
    expect(retryDelayMs(0, 1)).toBe(1_000);
    expect(retryDelayMs(500, 3)).toBeNull();
  });

  it('waits attempt × 2 s after a 429', () => {
    expect(retryDelayMs(429, 1)).toBe(2_000);
    expect(retryDelayMs(429, 2)).toBe(4_000);
  });

  it('never retries a refused request (403, 404, 409, 422)', () => {
    for (const status of [400, 403, 404, 409, 422]) expect(retryDelayMs(status, 1)).toBeNull();
  });

  it('queues only failures of the network or the server', () => {
    expect(isTransientFailure(0)).toBe(true);
    expect(isTransientFailure(502)).toBe(true);
    expect(isTransientFailure(429)).toBe(true);
    expect(isTransientFailure(422)).toBe(false);
    expect(isTransientFailure(409)).toBe(false);
  });
});
