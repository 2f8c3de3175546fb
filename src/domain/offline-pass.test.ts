import { describe, expect, it } from 'vitest';
import {
  isPassUsable,
  needsNewPass,
  OFFLINE_ORDER_TOO_OLD_MESSAGE,
  readOfflinePassToken,
  refuseOfflineProof,
  serverTimeByPass,
  type HeldOfflinePass,
} from './offline-pass';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const issued = new Date('2026-11-20T20:00:00-03:00');
const after = (ms: number) => new Date(issued.getTime() + ms);

describe('refuseOfflineProof', () => {
  it('takes an order made after its pass was issued and before it expired, synced within 6 h', () => {
    expect(refuseOfflineProof(issued, after(90 * MINUTE), after(5 * HOUR))).toBeNull();
    // a device clock a few minutes behind the server's
    expect(refuseOfflineProof(issued, after(-4 * MINUTE), after(HOUR))).toBeNull();
  });

  it('refuses an order without a pass, or made before it or after it expired', () => {
    const invalid = { code: 'OFFLINE_PROOF_INVALID', message: expect.any(String) };
    expect(refuseOfflineProof(null, after(MINUTE), after(HOUR))).toEqual(invalid);
    expect(refuseOfflineProof(issued, after(-HOUR), after(HOUR))).toEqual(invalid);
    expect(refuseOfflineProof(issued, after(2 * HOUR + 6 * MINUTE), after(3 * HOUR))).toEqual(
      invalid,
    );
    // a pass the server would only issue later
    expect(refuseOfflineProof(after(2 * HOUR), after(2 * HOUR), after(HOUR))).toEqual(invalid);
  });

  it('refuses an order made more than 6 h ago, in words the customer understands', () => {
    expect(refuseOfflineProof(issued, after(MINUTE), after(6 * HOUR + 2 * MINUTE))).toEqual({
      code: 'OFFLINE_ORDER_TOO_OLD',
      message: OFFLINE_ORDER_TOO_OLD_MESSAGE,
    });
    expect(OFFLINE_ORDER_TOO_OLD_MESSAGE).toMatch(/mais de 6 horas.*WhatsApp/);
  });
});

describe('the pass the page holds', () => {
  /** Received when the device's clock read 10:00 UTC of another day: its clock is wrong. */
  const held: HeldOfflinePass = {
    token: `${issued.getTime()}.${'a'.repeat(43)}`,
    issuedAt: issued.toISOString(),
    expiresAt: after(2 * HOUR).toISOString(),
    receivedAt: '2026-01-01T10:00:00.000Z',
  };
  const device = (ms: number) => new Date(new Date(held.receivedAt).getTime() + ms);

  it("stamps an order with the server's time, whatever the device's clock says", () => {
    expect(serverTimeByPass(held, device(25 * MINUTE))).toEqual(after(25 * MINUTE));
  });

  it('is usable until it expires and renewed every 30 min, or when the clock jumps back', () => {
    expect(isPassUsable(held, device(119 * MINUTE))).toBe(true);
    expect(isPassUsable(held, device(2 * HOUR))).toBe(false);
    expect(needsNewPass(null, device(0))).toBe(true);
    expect(needsNewPass(held, device(29 * MINUTE))).toBe(false);
    expect(needsNewPass(held, device(30 * MINUTE))).toBe(true);
    expect(needsNewPass(held, device(-MINUTE))).toBe(true);
  });

  it('reads only the shape the server writes', () => {
    expect(readOfflinePassToken(held.token)).toEqual({
      issuedAtMs: issued.getTime(),
      signature: 'a'.repeat(43),
    });
    expect(readOfflinePassToken('123.abc')).toBeNull();
    expect(readOfflinePassToken(`${held.token}x`)).toBeNull();
  });
});
