import type { z } from 'zod';
import type { Database } from '../../../db/client';
import type { AdminUser, LoginSchema } from '../../../domain/admin-accounts';
import { AppError } from '../../errors';
import { startSession } from './sessions';
import type { LoginThrottle } from './login-throttle';
import { verifyPassword } from './passwords';
import { findAdminByEmail } from './repository';

const INVALID_CREDENTIALS_MESSAGE = 'E-mail ou senha incorretos.';
const ACCOUNT_PENDING_MESSAGE = 'Sua conta aguarda a aprovação de um administrador.';

export interface LoggedIn {
  user: AdminUser;
  sessionToken: string;
}

/**
 * 'Login' (docs/product/screens.md, docs/product/rules.md#back-office-forms). An unknown e-mail and a wrong password get the same answer in about the
 * same time; every attempt is counted before the password is checked, and repeated ones from one
 * address wait longer and longer (LoginThrottle).
 */
export async function logIn(
  deps: { db: Database; throttle: LoginThrottle },
  input: z.output<typeof LoginSchema> & { address: string },
  now: Date,
): Promise<LoggedIn> {
  const reserved = await deps.throttle.reserve({ email: input.email, address: input.address }, now);
  const stored = await findAdminByEmail(deps.db, input.email);
  const isMatch = await verifyPassword(stored?.passwordHash, input.password);
  if (!stored || !isMatch) {
    throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
  }
  if (stored.user.status !== 'active') {
    throw new AppError('ACCOUNT_PENDING', ACCOUNT_PENDING_MESSAGE);
  }
  await reserved.succeeded();
  return { user: stored.user, sessionToken: await startSession(deps.db, stored.user.id, now) };
}
