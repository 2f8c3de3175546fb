import { describe, expect, it } from 'vitest';
import { createSecretBox, SecretBoxError } from './secret-box';

const KEY = 'k'.repeat(16) + 'forno-test-secrets-key';

describe('secret box', () => {
  it('opens what it sealed, and never shows the plain text in the sealed one', () => {
    const box = createSecretBox(KEY);
    const sealed = box.seal('client-secret-123');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('client-secret-123');
    expect(box.open(sealed)).toBe('client-secret-123');
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses another key, a changed byte and a short key', () => {
    const sealed = createSecretBox(KEY).seal('token');
    expect(() => createSecretBox(`${KEY}x`).open(sealed)).toThrow(SecretBoxError);
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = body[0]! ^ 1;
    parts[3] = body.toString('base64url');
    expect(() => createSecretBox(KEY).open(parts.join('.'))).toThrow(SecretBoxError);
    expect(() => createSecretBox('short')).toThrow(SecretBoxError);
  });
});
