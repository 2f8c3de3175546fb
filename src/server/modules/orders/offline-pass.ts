import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Executor } from '../../../db/client';
import { findOrCreateServerSecret } from '../../../db/server-secrets';
import {
  OFFLINE_PASS_TTL_MS,
  offlinePassPayload,
  readOfflinePassToken,
  type OfflinePass,
} from '../../../domain/offline-pass';

const SECRET_NAME = 'offline_pass';

/** One read of the secret per database per process: it never changes once made. */
const secrets = new WeakMap<object, Promise<Buffer>>();

function secretOf(db: Executor): Promise<Buffer> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = findOrCreateServerSecret(db, SECRET_NAME);
    // a failed read (database down) is tried again by the next request
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

/**
 * Reads (or, on a new database, makes) the secret while the server starts, so that handing out a
 * pass is a read. Should the database fail here, the first pass asked for tries again.
 */
export async function prepareOfflinePasses(db: Executor): Promise<void> {
  await secretOf(db).catch(() => undefined);
}

function sign(secret: Buffer, issuedAtMs: number): string {
  return createHmac('sha256', secret).update(offlinePassPayload(issuedAtMs)).digest('base64url');
}

/**
 * A pass for the storefront to keep while online (docs/decisions/038): the server's time now,
 * signed with a secret only the server holds. An order the page queues offline carries it as
 * the proof that it was made after this moment.
 */
export async function issueOfflinePass(db: Executor, now: Date): Promise<OfflinePass> {
  const issuedAtMs = now.getTime();
  const signature = sign(await secretOf(db), issuedAtMs);
  return {
    token: `${issuedAtMs}.${signature}`,
    issuedAt: now.toISOString(),
    expiresAt: new Date(issuedAtMs + OFFLINE_PASS_TTL_MS).toISOString(),
  };
}

/** When the server issued this pass; null for none, or for one it did not sign. */
export async function verifyOfflinePass(
  db: Executor,
  token: string | undefined,
): Promise<Date | null> {
  const claimed = token ? readOfflinePassToken(token) : null;
  if (!claimed) return null;
  const expected = Buffer.from(sign(await secretOf(db), claimed.issuedAtMs));
  const given = Buffer.from(claimed.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return new Date(claimed.issuedAtMs);
}
