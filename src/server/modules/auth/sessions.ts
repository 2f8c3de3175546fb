/** Admin sessions: server-side rows of a token kept in an httpOnly cookie (decision 007). */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../../../db/client';
import { SESSION_COOKIE, type AdminUser } from '../../../domain/admin-accounts';
import {
  deleteExpiredSessions,
  deleteSessionById,
  deleteSessionByTokenHash,
  findSessionByTokenHash,
  insertSession,
  touchSession,
} from './repository';

/** A session ends 7 days after login at the latest, or after 12 hours without use. */
const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60_000;
const SESSION_IDLE_MS = 12 * 60 * 60_000;
/** last_seen_at is written at most this often: not one write per request. */
const SESSION_TOUCH_INTERVAL_MS = 60_000;
/** 32 random bytes in base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const NOT_SIGNED_IN = 'Faça login para continuar.';

/** Only this is stored: a leaked table does not let anyone in. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Opens a session for the user and answers its token, for the cookie and nowhere else. */
export async function startSession(db: Executor, userId: number, now: Date): Promise<string> {
  // housekeeping: sessions nobody came back to are removed when someone logs in
  await deleteExpiredSessions(db, { now, idleSince: new Date(now.getTime() - SESSION_IDLE_MS) });
  const token = randomBytes(32).toString('base64url');
  await insertSession(db, {
    tokenHash: hashSessionToken(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
  });
  return token;
}

/**
 * The active admin this cookie's token belongs to, or null. An expired session is deleted when
 * met; a session of an account that is not active lets no one in.
 */
export async function loadSession(
  db: Executor,
  token: string | undefined,
  now: Date,
): Promise<AdminUser | null> {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const session = await findSessionByTokenHash(db, hashSessionToken(token));
  if (!session) return null;
  const idleMs = now.getTime() - session.lastSeenAt.getTime();
  const isExpired = now >= session.expiresAt || idleMs >= SESSION_IDLE_MS;
  if (isExpired || session.user.status !== 'active') {
    await deleteSessionById(db, session.id);
    return null;
  }
  if (idleMs >= SESSION_TOUCH_INTERVAL_MS) await touchSession(db, session.id, now);
  return session.user;
}

/**
 * 'Sair': the session's row goes; a missing or unknown token is not an error. Answers the token's
 * hash, which names the session on the event bus.
 */
export async function endSession(db: Executor, token: string | undefined): Promise<string | null> {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const tokenHash = hashSessionToken(token);
  await deleteSessionByTokenHash(db, tokenHash);
  return tokenHash;
}

const cookieOptions = (request: FastifyRequest) =>
  ({
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  }) as const;

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    ...cookieOptions(request),
    maxAge: SESSION_LIFETIME_MS / 1000,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
}
