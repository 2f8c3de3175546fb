import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from './client';
import { serverSecrets } from './schema';

const SECRET_BYTES = 32;

/**
 * The secret of this name, made on first use and kept in the database: every instance sharing
 * the database signs and checks with the same one, and a restart keeps it. Two instances making
 * it at once keep the first row written. `make` gives the bytes of a secret that must be more
 * than random ones (a VAPID private key must be a valid P-256 scalar).
 */
export async function findOrCreateServerSecret(
  db: Executor,
  name: string,
  make: () => Buffer = () => randomBytes(SECRET_BYTES),
): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name, value: make().toString('base64url') })
    .onConflictDoNothing({ target: serverSecrets.name });
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`server secret ${name} vanished`);
  return Buffer.from(row.value, 'base64url');
}
