import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Credentials of outside services (a Pix provider's client secret, certificate and key, an
 * access token) are stored sealed with AES-256-GCM under a key from the environment,
 * FORNO_SECRETS_KEY (decision 060): a copy of the database alone does not give them away. The
 * key is stretched with HKDF, so any long random text works (`openssl rand -base64 32`).
 *
 * Sealed text: `v1.<iv>.<tag>.<ciphertext>`, base64url parts. A different key, or a changed
 * byte, fails to open: `SecretBoxError`, never a wrong secret.
 */

/** The shortest key accepted: 32 characters (a 24-byte base64 text or longer). */
const SECRETS_KEY_MIN_LENGTH = 32;

export class SecretBoxError extends Error {}

export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function createSecretBox(keyText: string): SecretBox {
  if (keyText.length < SECRETS_KEY_MIN_LENGTH) {
    throw new SecretBoxError(
      `FORNO_SECRETS_KEY needs at least ${SECRETS_KEY_MIN_LENGTH} characters`,
    );
  }
  const key = Buffer.from(
    hkdfSync('sha256', Buffer.from(keyText, 'utf8'), Buffer.alloc(0), 'forno secret box v1', 32),
  );
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return ['v1', iv, tag, body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const parts = sealed.split('.');
      if (parts.length !== 4 || parts[0] !== 'v1') throw new SecretBoxError('not a sealed secret');
      const [, iv, tag, body] = parts.map((part) => Buffer.from(part, 'base64url'));
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv!);
        decipher.setAuthTag(tag!);
        return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretBoxError('the secret does not open with this FORNO_SECRETS_KEY');
      }
    },
  };
}
