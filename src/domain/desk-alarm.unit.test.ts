import { describe, expect, it } from 'vitest';
import { escalatesAt, toEscalationMinutes } from './desk-alarm';

describe('the desk alarm’s escalation', () => {
  it('escalates when the oldest waiting order reaches the minutes, never with none waiting', () => {
    expect(escalatesAt([5_000, 1_000, 9_000], 3)).toBe(1_000 + 180_000);
    expect(escalatesAt([], 3)).toBeNull();
  });

  it('keeps the minutes whole and within 1 to 30, else 3', () => {
    expect(toEscalationMinutes(5)).toBe(5);
    expect(toEscalationMinutes(0)).toBe(1);
    expect(toEscalationMinutes(90)).toBe(30);
    expect(toEscalationMinutes(2.5)).toBe(3);
    expect(toEscalationMinutes('4')).toBe(3);
  });
});
