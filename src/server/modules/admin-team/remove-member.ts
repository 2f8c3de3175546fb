import type { Database } from '../../../db/client';
import type { AdminUser } from '../../../domain/admin-accounts';
import { isLastOwner } from '../../../domain/staff-roles';
import { AppError } from '../../errors';
import { MEMBER_NOT_FOUND } from './approve-member';
import {
  countActiveOwners,
  deleteMemberAndSessions,
  findMemberForUpdate,
  lockTeam,
} from './repository';

const CANNOT_REMOVE_SELF_MESSAGE = 'Você não pode remover a sua própria conta.';
const CANNOT_REMOVE_OWNER_MESSAGE =
  'A conta do último dono não pode ser removida. Promova outra pessoa a Dono antes.';

/**
 * Removes an account, or turns down a registration (decisions 010, 039). Nobody removes their own
 * account, and the last active owner stays, so the shop always keeps someone who can reach the
 * settings and the team.
 */
export async function removeMember(
  db: Database,
  removal: { id: number; by: AdminUser },
): Promise<void> {
  if (removal.id === removal.by.id) {
    throw new AppError('CANNOT_REMOVE_SELF', CANNOT_REMOVE_SELF_MESSAGE);
  }
  await db.transaction(async (tx) => {
    await lockTeam(tx);
    const member = await findMemberForUpdate(tx, removal.id);
    if (!member) throw new AppError('NOT_FOUND', MEMBER_NOT_FOUND);
    if (isLastOwner(member, await countActiveOwners(tx))) {
      throw new AppError('CANNOT_REMOVE_OWNER', CANNOT_REMOVE_OWNER_MESSAGE);
    }
    await deleteMemberAndSessions(tx, removal.id);
  });
}
