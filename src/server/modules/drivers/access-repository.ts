import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { driverAccessLinks, drivers, driverSessions } from '../../../db/schema';
import type { Driver } from '../../../domain/delivery-drivers';

/** The SQL of the drivers' sign-in: one-time links and the sessions they open (decision 066). */

export async function insertAccessLink(
  db: Executor,
  link: {
    driverId: number;
    tokenHash: string;
    createdBy: number | null;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(driverAccessLinks).values(link);
}

/**
 * Marks the link used, if it is unused and unexpired, and answers its driver: one statement, so
 * two phones opening the same link at once open one session between them.
 */
export async function useAccessLink(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<number | null> {
  const [used] = await db
    .update(driverAccessLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(driverAccessLinks.tokenHash, tokenHash),
        isNull(driverAccessLinks.usedAt),
        gt(driverAccessLinks.expiresAt, now),
      ),
    )
    .returning({ driverId: driverAccessLinks.driverId });
  return used?.driverId ?? null;
}

export async function insertDriverSession(
  db: Executor,
  session: { tokenHash: string; driverId: number; createdAt: Date },
): Promise<void> {
  await db.insert(driverSessions).values({ ...session, lastSeenAt: session.createdAt });
}

export async function findDriverSession(
  db: Executor,
  tokenHash: string,
): Promise<{ id: number; lastSeenAt: Date; driver: Driver } | null> {
  const [row] = await db
    .select({ id: driverSessions.id, lastSeenAt: driverSessions.lastSeenAt, driver: drivers })
    .from(driverSessions)
    .innerJoin(drivers, eq(drivers.id, driverSessions.driverId))
    .where(eq(driverSessions.tokenHash, tokenHash));
  if (!row) return null;
  const { id, name, phone, vehicle, fee, isActive } = row.driver;
  return {
    id: row.id,
    lastSeenAt: row.lastSeenAt,
    driver: { id, name, phone, vehicle, fee, isActive },
  };
}

export async function touchDriverSession(db: Executor, id: number, now: Date): Promise<void> {
  await db.update(driverSessions).set({ lastSeenAt: now }).where(eq(driverSessions.id, id));
}

export async function deleteDriverSession(
  db: Executor,
  where: { id?: number; tokenHash?: string },
) {
  if (where.id !== undefined)
    await db.delete(driverSessions).where(eq(driverSessions.id, where.id));
  if (where.tokenHash !== undefined) {
    await db.delete(driverSessions).where(eq(driverSessions.tokenHash, where.tokenHash));
  }
}

/** A driver made inactive, or 'Desconectar celulares': every phone of theirs is signed out. */
export async function deleteSessionsOfDriver(db: Executor, driverId: number): Promise<void> {
  await db.delete(driverSessions).where(eq(driverSessions.driverId, driverId));
}

export async function deleteIdleDriverSessions(db: Executor, idleSince: Date): Promise<void> {
  await db.delete(driverSessions).where(lt(driverSessions.lastSeenAt, idleSince));
}

/** A new link replaces the driver's unused ones: one sent to a wrong number stops working. */
export async function expireUnusedLinksOf(db: Executor, driverId: number, now: Date) {
  await db
    .update(driverAccessLinks)
    .set({ expiresAt: now })
    .where(
      and(
        eq(driverAccessLinks.driverId, driverId),
        isNull(driverAccessLinks.usedAt),
        gt(driverAccessLinks.expiresAt, now),
      ),
    );
}
