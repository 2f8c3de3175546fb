import { describe, expect, it } from 'vitest';
import {
  formatSetupCode,
  normalizeSetupCode,
  SETUP_CODE_ALPHABET,
  SETUP_CODE_LENGTH,
  setupCodeFromBytes,
} from './setup-code';

describe('setup code', () => {
  it('reads a code typed in lower case, with spaces or dashes, as the same code', () => {
    expect(normalizeSetupCode(' k7qm-4xtr 9bzd-2hwn ')).toBe('K7QM4XTR9BZD2HWN');
    expect(formatSetupCode('k7qm4xtr9bzd2hwn')).toBe('K7QM-4XTR-9BZD-2HWN');
  });

  it('makes 16 characters of the unambiguous alphabet, skipping bytes that would bias it', () => {
    const bytes = [255, 250, 240, 0, ...Array.from({ length: 30 }, (_, i) => i)];
    let at = 0;
    const code = setupCodeFromBytes(() => bytes[at++] ?? 0);
    expect(code).toHaveLength(SETUP_CODE_LENGTH);
    // 255, 250 and 240 are past the last whole run of the alphabet (240): skipped
    expect(code.startsWith(`${SETUP_CODE_ALPHABET[0]}${SETUP_CODE_ALPHABET[0]}`)).toBe(true);
    expect(code).toMatch(/^[2-9A-HJKMNP-TV-Z]+$/);
    expect(SETUP_CODE_ALPHABET).not.toMatch(/[01ILOU]/);
  });
});
