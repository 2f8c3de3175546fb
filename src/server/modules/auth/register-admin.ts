import type { z } from 'zod';
import type { Database } from '../../../db/client';
import {
  AWAITING_APPROVAL,
  type AdminUser,
  type RegisterSchema,
} from '../../../domain/admin-accounts';
import { AppError } from '../../errors';
import { startSession } from './sessions';
import { hashPassword } from './passwords';
import { countActiveAdmins, findAdminByEmail, insertAdmin, lockRegistrations } from './repository';

export const ACCOUNT_CREATED = 'Conta criada com sucesso.';
export const EMAIL_TAKEN_MESSAGE = 'Este e-mail já está cadastrado.';

export interface Registered {
  user: AdminUser;
  isActive: boolean;
  message: string;
  /** Only for the owner, who is logged in at once. */
  sessionToken: string | null;
}

/**
 * 'Register' (spec §2; PRODUCT.md, Admin): while no active admin exists the account becomes the
 * owner and is logged in; afterwards it waits until an admin approves it.
 */
export async function registerAdmin(
  db: Database,
  input: z.output<typeof RegisterSchema>,
  now: Date,
): Promise<Registered> {
  // the slow part stays outside the lock
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await lockRegistrations(tx);
    if (await findAdminByEmail(tx, input.email)) {
      throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE);
    }
    const isOwner = (await countActiveAdmins(tx)) === 0;
    const user = await insertAdmin(tx, {
      email: input.email,
      passwordHash,
      role: isOwner ? 'owner' : 'attendant',
      status: isOwner ? 'active' : 'pending',
      approvedAt: isOwner ? now : null,
    });
    return {
      user,
      isActive: isOwner,
      message: isOwner ? ACCOUNT_CREATED : AWAITING_APPROVAL,
      sessionToken: isOwner ? await startSession(tx, user.id, now) : null,
    };
  });
}
