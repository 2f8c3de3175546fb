import type { Database } from '../../../db/client';
import type { AdminUser } from '../../../domain/admin-accounts';
import type { LoginThrottle } from './login-throttle';
import { verifyPassword } from './passwords';
import { findAdminByEmail } from './repository';

/**
 * The signed-in account's password typed again before a sensitive change (decision 039). It goes
 * through the login's throttle (decision 017): a stolen session cannot guess the password faster
 * than a login could. Answers whether it matched; a throttled attempt throws 429.
 */
export async function confirmOwnPassword(
  deps: { db: Database; throttle: LoginThrottle },
  attempt: { admin: AdminUser; password: string; address: string },
  now: Date,
): Promise<boolean> {
  const reserved = await deps.throttle.reserve(
    { email: attempt.admin.email, address: attempt.address },
    now,
  );
  const stored = await findAdminByEmail(deps.db, attempt.admin.email);
  const isMatch =
    stored?.user.id === attempt.admin.id &&
    (await verifyPassword(stored.passwordHash, attempt.password));
  if (isMatch) await reserved.succeeded();
  return isMatch;
}
