import { hash, verify, type Algorithm } from '@node-rs/argon2';

/**
 * Argon2id with the library's defaults (19 MiB, 2 passes, 1 lane: OWASP's minimum). The enum is
 * declared `const` and cannot be read under isolatedModules, so its value is spelled here.
 */
const ARGON2ID: Algorithm = 2;
const OPTIONS = { algorithm: ARGON2ID };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** A hash of no one's password, made once, so an unknown e-mail costs the same time as a known one. */
let dummyHash: Promise<string> | undefined;

/**
 * True when `password` matches `passwordHash`. Without a hash (no such account) it still runs one
 * verification and answers false, so the answer's timing does not tell whether the e-mail exists.
 */
export async function verifyPassword(
  passwordHash: string | undefined,
  password: string,
): Promise<boolean> {
  if (passwordHash === undefined) {
    dummyHash ??= hashPassword('forno: not a password of anyone');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    // a stored value that is not a valid hash matches nothing
    return false;
  }
}
