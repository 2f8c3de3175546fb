import { and, count, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  adminSessions,
  adminUsers,
  establishmentSettings,
  loginAttempts,
  setupCodes,
} from '../../../db/schema';
import type { AdminUser } from '../../../domain/admin-accounts';

/** Any number, different from the migration lock (db/client.ts): serialises registrations. */
const REGISTRATION_LOCK_KEY = 7_202_612;

type AdminUserRow = typeof adminUsers.$inferSelect;

export interface StoredAdminUser {
  user: AdminUser;
  passwordHash: string;
}

export interface StoredSession {
  id: number;
  expiresAt: Date;
  lastSeenAt: Date;
  user: AdminUser;
}

function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Holds, until the transaction ends, the lock every registration takes: two first registrations
 * cannot both see an empty table (there is no row to `SELECT … FOR UPDATE` yet).
 */
export async function lockRegistrations(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${REGISTRATION_LOCK_KEY}::bigint)`);
}

export async function findAdminByEmail(
  db: Executor,
  email: string,
): Promise<StoredAdminUser | null> {
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.email, email)).limit(1);
  return row ? { user: toAdminUser(row), passwordHash: row.passwordHash } : null;
}

export async function countActiveAdmins(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(adminUsers)
    .where(eq(adminUsers.status, 'active'));
  return row?.n ?? 0;
}

export async function insertAdmin(
  db: Executor,
  admin: {
    email: string;
    passwordHash: string;
    role: AdminUser['role'];
    status: AdminUser['status'];
    approvedAt: Date | null;
  },
): Promise<AdminUser> {
  const [row] = await db.insert(adminUsers).values(admin).returning();
  if (!row) throw new Error('insert of an admin user returned no row');
  return toAdminUser(row);
}

export async function insertSession(
  db: Executor,
  session: { tokenHash: string; userId: number; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(adminSessions).values({ ...session, lastSeenAt: session.createdAt });
}

export async function findSessionByTokenHash(
  db: Executor,
  tokenHash: string,
): Promise<StoredSession | null> {
  const [row] = await db
    .select({ session: adminSessions, user: adminUsers })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.userId))
    .where(eq(adminSessions.tokenHash, tokenHash))
    .limit(1);
  return row
    ? {
        id: row.session.id,
        expiresAt: row.session.expiresAt,
        lastSeenAt: row.session.lastSeenAt,
        user: toAdminUser(row.user),
      }
    : null;
}

export async function touchSession(db: Executor, id: number, lastSeenAt: Date): Promise<void> {
  await db.update(adminSessions).set({ lastSeenAt }).where(eq(adminSessions.id, id));
}

export async function deleteSessionById(db: Executor, id: number): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.id, id));
}

export async function deleteSessionByTokenHash(db: Executor, tokenHash: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.tokenHash, tokenHash));
}

/** Sessions past their absolute end, or unused since `idleSince`. */
export async function deleteExpiredSessions(
  db: Executor,
  limits: { now: Date; idleSince: Date },
): Promise<void> {
  await db
    .delete(adminSessions)
    .where(
      or(lte(adminSessions.expiresAt, limits.now), lte(adminSessions.lastSeenAt, limits.idleSince)),
    );
}

export interface LoginAttemptCount {
  attempts: number;
  lastAttemptAt: Date;
}

/**
 * The counters of these keys, locked until the transaction ends: concurrent attempts on the same
 * keys are counted one after another (a row is created first, so there is one to lock).
 */
export async function lockLoginAttempts(
  tx: Executor,
  keys: string[],
): Promise<Map<string, LoginAttemptCount>> {
  await tx
    .insert(loginAttempts)
    .values(keys.map((key) => ({ key, attempts: 0, lastAttemptAt: new Date(0) })))
    .onConflictDoNothing();
  const rows = await tx
    .select()
    .from(loginAttempts)
    .where(inArray(loginAttempts.key, keys))
    .orderBy(loginAttempts.key)
    .for('update');
  return new Map(
    rows.map((row) => [row.key, { attempts: row.attempts, lastAttemptAt: row.lastAttemptAt }]),
  );
}

export async function writeLoginAttempts(
  tx: Executor,
  counts: { key: string; attempts: number }[],
  at: Date,
): Promise<void> {
  for (const { key, attempts } of counts) {
    await tx
      .update(loginAttempts)
      .set({ attempts, lastAttemptAt: at })
      .where(eq(loginAttempts.key, key));
  }
}

export async function clearLoginAttempts(db: Executor, key: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
}

/** A successful login does not count against its address. */
export async function refundLoginAttempt(db: Executor, key: string): Promise<void> {
  await db
    .update(loginAttempts)
    .set({ attempts: sql`greatest(${loginAttempts.attempts} - 1, 0)` })
    .where(eq(loginAttempts.key, key));
}

/** Counters nobody used since `before`: they would count from zero anyway. */
export async function deleteQuietLoginAttempts(db: Executor, before: Date): Promise<void> {
  await db.delete(loginAttempts).where(lt(loginAttempts.lastAttemptAt, before));
}

/** The unused setup codes' hashes (at most one in practice). */
export async function findUnusedSetupCodes(
  db: Executor,
): Promise<{ id: number; codeHash: string }[]> {
  return db
    .select({ id: setupCodes.id, codeHash: setupCodes.codeHash })
    .from(setupCodes)
    .where(isNull(setupCodes.usedAt));
}

/** Drops the unused codes and stores the hash of a new one. */
export async function replaceUnusedSetupCode(db: Executor, codeHash: string): Promise<void> {
  await db.delete(setupCodes).where(isNull(setupCodes.usedAt));
  await db.insert(setupCodes).values({ codeHash });
}

export async function markSetupCodeUsed(db: Executor, id: number, at: Date): Promise<void> {
  await db
    .update(setupCodes)
    .set({ usedAt: at })
    .where(and(eq(setupCodes.id, id), isNull(setupCodes.usedAt)));
}

/** Written once: from then on a shop without its owner was damaged (src/db/shop-integrity.ts). */
export async function recordOwnerRegistered(db: Executor, at: Date): Promise<void> {
  await db
    .update(establishmentSettings)
    .set({ ownerRegisteredAt: at })
    .where(isNull(establishmentSettings.ownerRegisteredAt));
}
