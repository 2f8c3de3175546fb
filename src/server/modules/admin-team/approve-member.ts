import type { Database } from '../../../db/client';
import type { TeamMember } from '../../../domain/admin-catalogue';
import type { StaffRole } from '../../../domain/staff-roles';
import { AppError } from '../../errors';
import { activatePendingMember, findMemberForUpdate } from './repository';

export const MEMBER_NOT_FOUND = 'Conta não encontrada.';

/**
 * Approves a registration with the role the owner chose (docs/product/principles.md#back-office; decisions 007, 039):
 * the account can log in from now on and do what its role allows. Approving an account that is
 * already active changes nothing (not its role either), so two clicks at once both succeed and the
 * first approval is the one kept.
 */
export async function approveMember(
  db: Database,
  approval: { id: number; role: StaffRole; approvedBy: number; now: Date },
): Promise<TeamMember> {
  return db.transaction(async (tx) => {
    const member = await findMemberForUpdate(tx, approval.id);
    if (!member) throw new AppError('NOT_FOUND', MEMBER_NOT_FOUND);
    if (member.status === 'active') return member;
    await activatePendingMember(tx, {
      id: approval.id,
      role: approval.role,
      approvedBy: approval.approvedBy,
      approvedAt: approval.now,
    });
    return {
      ...member,
      role: approval.role,
      status: 'active',
      approvedAt: approval.now.toISOString(),
    };
  });
}
