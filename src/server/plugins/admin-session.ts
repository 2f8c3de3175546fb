import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { CSRF_HEADER, SESSION_COOKIE, type AdminUser } from '../../domain/admin';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import {
  deleteExpiredSessions,
  deleteSessionById,
  deleteSessionByTokenHash,
  findSessionByTokenHash,
  insertSession,
  touchSession,
} from '../modules/auth/repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in admin: set by `requireAdmin` on every route under /api/admin. */
    admin?: AdminUser;
  }
}

/** A session ends 7 days after login at the latest, or after 12 hours without use. */
export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60_000;
export const SESSION_IDLE_MS = 12 * 60 * 60_000;
/** last_seen_at is written at most this often: not one write per request. */
const SESSION_TOUCH_INTERVAL_MS = 60_000;
/** 32 random bytes in base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const NOT_SIGNED_IN = 'Faça login para continuar.';
export const REQUEST_BLOCKED = 'Requisição bloqueada.';

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

/**
 * The guard of the admin scope (app.ts): a request without a valid session of an active admin is
 * answered 401 before any handler runs.
 */
export function requireAdmin(context: AppContext) {
  return async function requireAdminSession(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<void> {
    const admin = await loadSession(
      context.database.db,
      request.cookies[SESSION_COOKIE],
      context.now(),
    );
    if (!admin) throw new AppError('UNAUTHORIZED', NOT_SIGNED_IN);
    request.admin = admin;
    // admin answers are about people and money: no cache (nor the service worker) keeps them
    reply.header('cache-control', 'no-store');
  };
}

/** The signed-in admin of a request that went through `requireAdmin`. */
export function adminOf(request: FastifyRequest): AdminUser {
  if (!request.admin) throw new AppError('UNAUTHORIZED', NOT_SIGNED_IN);
  return request.admin;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery: a state-changing request must carry the admin app's header, which
 * a form on another site cannot set (and a script there would need CORS, never granted), and, when
 * the browser says where it comes from, come from this very host.
 */
export async function rejectCrossSiteRequests(request: FastifyRequest): Promise<void> {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.origin;
  const isSameOrigin = origin === undefined || isOriginOfHost(origin, request.host);
  if (request.headers[CSRF_HEADER] !== '1' || !isSameOrigin) {
    throw new AppError('CSRF_REJECTED', REQUEST_BLOCKED);
  }
}

/** Compared as URLs of the origin's scheme, so 'localhost:80' and 'http://localhost' agree. */
function isOriginOfHost(origin: string, host: string): boolean {
  try {
    const from = new URL(origin);
    return from.host === new URL(`${from.protocol}//${host}`).host;
  } catch {
    // 'null' (a sandboxed frame, a file) or garbage
    return false;
  }
}
