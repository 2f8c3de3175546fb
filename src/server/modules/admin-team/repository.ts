import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { adminSessions, adminUsers } from '../../../db/schema';
import type { TeamMember } from '../../../domain/admin-catalogue';
import type { StaffRole } from '../../../domain/staff-roles';

const memberColumns = {
  id: adminUsers.id,
  email: adminUsers.email,
  role: adminUsers.role,
  status: adminUsers.status,
  createdAt: adminUsers.createdAt,
  approvedAt: adminUsers.approvedAt,
};

type MemberRow = Omit<TeamMember, 'createdAt' | 'approvedAt'> & {
  createdAt: Date;
  approvedAt: Date | null;
};

function toTeamMember(row: MemberRow): TeamMember {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    approvedAt: row.approvedAt?.toISOString() ?? null,
  };
}

/** Accounts awaiting approval first, then everyone by the time they registered. */
export async function listMembers(db: Executor): Promise<TeamMember[]> {
  const rows = await db
    .select(memberColumns)
    .from(adminUsers)
    .orderBy(
      sql`case when ${adminUsers.status} = 'pending' then 0 else 1 end`,
      asc(adminUsers.createdAt),
      asc(adminUsers.id),
    );
  return rows.map(toTeamMember);
}

/** The account's row is locked until the transaction ends; null when there is none. */
export async function findMemberForUpdate(db: Executor, id: number): Promise<TeamMember | null> {
  const [row] = await db
    .select(memberColumns)
    .from(adminUsers)
    .where(eq(adminUsers.id, id))
    .limit(1)
    .for('update');
  return row ? toTeamMember(row) : null;
}

/** Any number that no other advisory lock of the app uses: changes of the team, one at a time. */
const TEAM_LOCK_KEY = 7_391_002;

/**
 * Changes of roles and removals take this transaction-level lock first: two owners demoting each
 * other at once are counted one after the other, so the shop never ends up without an owner.
 */
export async function lockTeam(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${TEAM_LOCK_KEY}::bigint)`);
}

export async function countActiveOwners(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(adminUsers)
    .where(and(eq(adminUsers.role, 'owner'), eq(adminUsers.status, 'active')));
  return row?.n ?? 0;
}

export async function setMemberRole(db: Executor, id: number, role: StaffRole): Promise<void> {
  await db.update(adminUsers).set({ role }).where(eq(adminUsers.id, id));
}

/** Activates the account with its role if it is pending; an active one is left as it is. */
export async function activatePendingMember(
  db: Executor,
  approval: { id: number; role: StaffRole; approvedBy: number; approvedAt: Date },
): Promise<void> {
  await db
    .update(adminUsers)
    .set({
      status: 'active',
      role: approval.role,
      approvedAt: approval.approvedAt,
      approvedBy: approval.approvedBy,
    })
    .where(and(eq(adminUsers.id, approval.id), eq(adminUsers.status, 'pending')));
}

/** The account and every session it has: whoever used it is signed out on the next request. */
export async function deleteMemberAndSessions(db: Executor, id: number): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.userId, id));
  await db.delete(adminUsers).where(eq(adminUsers.id, id));
}
