import type { Database } from '../../../db/client';
import type { TeamMember } from '../../../domain/admin-catalogue';
import { AppError } from '../../errors';
import { activatePendingMember, findMemberForUpdate } from './repository';

export const MEMBER_NOT_FOUND = 'Conta não encontrada.';

/**
 * Approves a registration (PRODUCT.md, Admin; decision 007): the account can log in from now on.
 * Approving an account that is already active changes nothing, so two admins clicking at once
 * both succeed and the first approval is the one kept.
 */
export async function approveMember(
  db: Database,
  approval: { id: number; approvedBy: number; now: Date },
): Promise<TeamMember> {
  return db.transaction(async (tx) => {
    const member = await findMemberForUpdate(tx, approval.id);
    if (!member) throw new AppError('NOT_FOUND', MEMBER_NOT_FOUND);
    if (member.status === 'active') return member;
    await activatePendingMember(tx, {
      id: approval.id,
      approvedBy: approval.approvedBy,
      approvedAt: approval.now,
    });
    return { ...member, status: 'active', approvedAt: approval.now.toISOString() };
  });
}
