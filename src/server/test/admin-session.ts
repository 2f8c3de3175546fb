import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { adminUsers } from '../../db/schema';
import { SESSION_COOKIE } from '../../domain/admin-accounts';
import type { StaffRole } from '../../domain/staff-roles';
import { hashPassword } from '../modules/auth/passwords';
import { startSession } from '../modules/auth/sessions';

/**
 * A `cookie` header with the session of a new, active admin, for tests of /api/admin routes.
 * The account is written straight to the database (no password hashing, no registration rules);
 * the session is a real one, opened at `now` (the app's clock in tests that inject one), and
 * checked against `GET /api/auth/session` before it is handed out. The account is an owner (every
 * area open) unless a test asks for another role.
 */
export async function loginAsAdmin(
  app: FastifyInstance,
  database: DatabaseHandle,
  now: Date = new Date(),
  role: StaffRole = 'owner',
  /** Given, the account has this password (for the routes that ask it again). */
  password?: string,
): Promise<string> {
  const [user] = await database.db
    .insert(adminUsers)
    .values({
      email: `admin-${randomBytes(6).toString('hex')}@forno.test`,
      passwordHash:
        password === undefined
          ? 'not-a-hash: this account cannot log in with a password'
          : await hashPassword(password),
      role,
      status: 'active',
      approvedAt: now,
    })
    .returning({ id: adminUsers.id });
  if (!user) throw new Error('no admin user was inserted');
  const cookie = `${SESSION_COOKIE}=${await startSession(database.db, user.id, now)}`;
  const res = await app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
  if (res.statusCode !== 200) {
    throw new Error(`the test admin's session is refused: ${res.statusCode} ${res.body}`);
  }
  return cookie;
}
