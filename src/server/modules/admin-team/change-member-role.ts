import type { Database } from '../../../db/client';
import type { AdminUser } from '../../../domain/admin-accounts';
import type { TeamMember } from '../../../domain/admin-catalogue';
import { isLastOwner, type StaffRole } from '../../../domain/staff-roles';
import { AppError } from '../../errors';
import { MEMBER_NOT_FOUND } from './approve-member';
import { countActiveOwners, findMemberForUpdate, lockTeam, setMemberRole } from './repository';

const CANNOT_CHANGE_OWN_ROLE_MESSAGE = 'Você não pode mudar a sua própria função.';
const LAST_OWNER_MESSAGE =
  'A pizzaria precisa de pelo menos um dono ativo. Promova outra pessoa a Dono antes.';

/**
 * The owner gives an account another role (decision 039). Nobody changes their own role, and the
 * last active owner stays an owner. The account's next request is answered with the new role
 * (the session reads the role on each request).
 */
export async function changeMemberRole(
  db: Database,
  change: { id: number; role: StaffRole; by: AdminUser },
): Promise<TeamMember> {
  if (change.id === change.by.id) {
    throw new AppError('CANNOT_CHANGE_OWN_ROLE', CANNOT_CHANGE_OWN_ROLE_MESSAGE);
  }
  return db.transaction(async (tx) => {
    await lockTeam(tx);
    const member = await findMemberForUpdate(tx, change.id);
    if (!member) throw new AppError('NOT_FOUND', MEMBER_NOT_FOUND);
    if (member.role === change.role) return member;
    if (isLastOwner(member, await countActiveOwners(tx))) {
      throw new AppError('LAST_OWNER', LAST_OWNER_MESSAGE);
    }
    await setMemberRole(tx, change.id, change.role);
    return { ...member, role: change.role };
  });
}
