import type { z } from 'zod';
import type { Executor } from '../../../db/client';
import type { AdminUser, LoginSchema } from '../../../domain/admin';
import { AppError } from '../../errors';
import { startSession } from '../../plugins/admin-session';
import type { LoginThrottle } from './login-throttle';
import { verifyPassword } from './passwords';
import { findAdminByEmail } from './repository';

export const INVALID_CREDENTIALS_MESSAGE = 'E-mail ou senha incorretos.';
export const ACCOUNT_PENDING_MESSAGE = 'Sua conta aguarda a aprovação de um administrador.';

export interface LoggedIn {
  user: AdminUser;
  sessionToken: string;
}

/**
 * 'Login' (spec §2, §5). An unknown e-mail and a wrong password get the same answer in about the
 * same time; repeated failures make the e-mail and the address wait (LoginThrottle).
 */
export async function logIn(
  deps: { db: Executor; throttle: LoginThrottle },
  input: z.output<typeof LoginSchema> & { address: string },
  now: Date,
): Promise<LoggedIn> {
  const attempt = { email: input.email, address: input.address };
  await deps.throttle.assertMayTry(attempt, now);
  const stored = await findAdminByEmail(deps.db, input.email);
  const isMatch = await verifyPassword(stored?.passwordHash, input.password);
  if (!stored || !isMatch) {
    await deps.throttle.recordFailure(attempt, now);
    throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
  }
  if (stored.user.status !== 'active') {
    throw new AppError('ACCOUNT_PENDING', ACCOUNT_PENDING_MESSAGE);
  }
  await deps.throttle.recordSuccess(attempt);
  return { user: stored.user, sessionToken: await startSession(deps.db, stored.user.id, now) };
}
