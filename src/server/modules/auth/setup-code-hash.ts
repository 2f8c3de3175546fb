import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { normalizeSetupCode, setupCodeFromBytes } from '../../../domain/setup-code';

/** A new random setup code, e.g. 'K7QM4XTR9BZD2HWN' (formatted for people by formatSetupCode). */
export function newSetupCode(): string {
  let pool = randomBytes(64);
  let at = 0;
  return setupCodeFromBytes(() => {
    if (at === pool.length) {
      pool = randomBytes(64);
      at = 0;
    }
    return pool[at++] ?? 0;
  });
}

/** What the database keeps: sha256 of the normalised code. */
export function hashSetupCode(code: string): string {
  return createHash('sha256').update(normalizeSetupCode(code)).digest('hex');
}

/** Constant-time: the answer's timing says nothing about how much of a guess was right. */
export function setupCodeMatches(input: string, codeHash: string): boolean {
  const given = Buffer.from(hashSetupCode(input), 'hex');
  const stored = Buffer.from(codeHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
