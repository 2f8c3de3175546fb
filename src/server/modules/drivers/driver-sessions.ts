/**
 * The drivers' sign-in (decision 066): the shop sends a one-time link; opening it on the phone
 * trades it for a session kept in an httpOnly cookie. No e-mail, no password: the link is the
 * proof, and the owner can sign a phone out by making the driver inactive.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../../../db/client';
import {
  DRIVER_LINK_INVALID,
  DRIVER_LINK_INVALID_MESSAGE,
  DRIVER_LINK_LIFETIME_MS,
  DRIVER_SESSION_COOKIE,
  DRIVER_SESSION_IDLE_MS,
  type Driver,
} from '../../../domain/delivery-drivers';
import { AppError } from '../../errors';
import {
  deleteDriverSession,
  deleteIdleDriverSessions,
  findDriverSession,
  insertAccessLink,
  insertDriverSession,
  touchDriverSession,
  useAccessLink,
} from './access-repository';

/** 32 random bytes in base64url: links and cookies alike. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** last_seen_at is written at most this often. */
const TOUCH_INTERVAL_MS = 60 * 60_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/** A new one-time link's token for the driver; only its hash is stored. */
export async function issueDriverAccessLink(
  db: Executor,
  { driverId, createdBy, now }: { driverId: number; createdBy: number | null; now: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + DRIVER_LINK_LIFETIME_MS);
  await insertAccessLink(db, {
    driverId,
    tokenHash: hashToken(token),
    createdBy,
    createdAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

/**
 * The link's token traded for a session's (for the cookie and nowhere else). A used, expired or
 * unknown link, or one of an inactive driver, is 401 `DRIVER_LINK_INVALID`.
 */
export async function signInWithLink(
  db: Executor,
  token: string,
  now: Date,
): Promise<{ sessionToken: string; driver: Driver }> {
  const invalid = new AppError(DRIVER_LINK_INVALID, DRIVER_LINK_INVALID_MESSAGE);
  if (!TOKEN_PATTERN.test(token)) throw invalid;
  return db.transaction(async (tx) => {
    const driverId = await useAccessLink(tx, hashToken(token), now);
    if (driverId === null) throw invalid;
    await deleteIdleDriverSessions(tx, new Date(now.getTime() - DRIVER_SESSION_IDLE_MS));
    const sessionToken = newToken();
    const tokenHash = hashToken(sessionToken);
    await insertDriverSession(tx, { tokenHash, driverId, createdAt: now });
    const session = await findDriverSession(tx, tokenHash);
    if (!session?.driver.isActive) throw invalid;
    return { sessionToken, driver: session.driver };
  });
}

/** The active driver this cookie's token belongs to, or null (an idle session is removed). */
export async function loadDriverSession(
  db: Executor,
  token: string | undefined,
  now: Date,
): Promise<Driver | null> {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const session = await findDriverSession(db, hashToken(token));
  if (!session) return null;
  const idleMs = now.getTime() - session.lastSeenAt.getTime();
  if (idleMs >= DRIVER_SESSION_IDLE_MS || !session.driver.isActive) {
    await deleteDriverSession(db, { id: session.id });
    return null;
  }
  if (idleMs >= TOUCH_INTERVAL_MS) await touchDriverSession(db, session.id, now);
  return session.driver;
}

/** 'Sair' on the driver's page. */
export async function endDriverSession(db: Executor, token: string | undefined): Promise<void> {
  if (!token || !TOKEN_PATTERN.test(token)) return;
  await deleteDriverSession(db, { tokenHash: hashToken(token) });
}

const cookieOptions = (request: FastifyRequest) =>
  ({ path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' }) as const;

export function setDriverCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(DRIVER_SESSION_COOKIE, token, {
    ...cookieOptions(request),
    maxAge: DRIVER_SESSION_IDLE_MS / 1000,
  });
}

export function clearDriverCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(DRIVER_SESSION_COOKIE, cookieOptions(request));
}
