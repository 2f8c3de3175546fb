import type { Database } from '../../../db/client';
import type { AdminUser } from '../../../domain/admin-accounts';
import { AppError } from '../../errors';
import { MEMBER_NOT_FOUND } from './approve-member';
import { deleteMemberAndSessions, findMemberForUpdate } from './repository';

export const CANNOT_REMOVE_SELF_MESSAGE = 'Você não pode remover a sua própria conta.';
export const CANNOT_REMOVE_OWNER_MESSAGE = 'A conta do proprietário não pode ser removida.';

/**
 * Removes an account, or turns down a registration (decision 010). Nobody removes their own
 * account, and nobody removes the owner's, so the shop always keeps an admin who can sign in.
 */
export async function removeMember(
  db: Database,
  removal: { id: number; by: AdminUser },
): Promise<void> {
  if (removal.id === removal.by.id) {
    throw new AppError('CANNOT_REMOVE_SELF', CANNOT_REMOVE_SELF_MESSAGE);
  }
  await db.transaction(async (tx) => {
    const member = await findMemberForUpdate(tx, removal.id);
    if (!member) throw new AppError('NOT_FOUND', MEMBER_NOT_FOUND);
    if (member.role === 'owner') {
      throw new AppError('CANNOT_REMOVE_OWNER', CANNOT_REMOVE_OWNER_MESSAGE);
    }
    await deleteMemberAndSessions(tx, removal.id);
  });
}
