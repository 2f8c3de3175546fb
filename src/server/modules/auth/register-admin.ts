import type { z } from 'zod';
import type { Database } from '../../../db/client';
import {
  AWAITING_APPROVAL,
  type AdminUser,
  type RegisterSchema,
} from '../../../domain/admin-accounts';
import { SETUP_CODE_INVALID, SETUP_CODE_REQUIRED } from '../../../domain/setup-code';
import { AppError } from '../../errors';
import { startSession } from './sessions';
import type { LoginThrottle, ReservedAttempt } from './login-throttle';
import { hashPassword } from './passwords';
import {
  countActiveAdmins,
  findAdminByEmail,
  findUnusedSetupCodes,
  insertAdmin,
  lockRegistrations,
  markSetupCodeUsed,
  recordOwnerRegistered,
} from './repository';
import { setupCodeMatches } from './setup-code-hash';

const ACCOUNT_CREATED = 'Conta criada com sucesso.';
const EMAIL_TAKEN_MESSAGE = 'Este e-mail já está cadastrado.';
/** The throttle's "e-mail" for setup-code guesses: not an address anyone can register. */
const SETUP_CODE_THROTTLE_KEY = '#setup-code';

export interface Registered {
  user: AdminUser;
  isActive: boolean;
  message: string;
  /** Only for the owner, who is logged in at once. */
  sessionToken: string | null;
}

/**
 * 'Register' (docs/product/screens.md#register; docs/product/principles.md#back-office): while no active admin exists the account becomes the
 * owner and is logged in, but only with the setup code shown to whoever started the server
 * (docs/decisions/036); its guesses are counted like logins. Afterwards an account waits until an
 * admin approves it, and needs no code.
 */
export async function registerAdmin(
  deps: { db: Database; throttle: LoginThrottle },
  input: z.output<typeof RegisterSchema> & { address: string },
  now: Date,
): Promise<Registered> {
  const { db } = deps;
  let reserved: ReservedAttempt | null = null;
  if ((await countActiveAdmins(db)) === 0) {
    if (!input.setupCode?.trim()) throw new AppError('SETUP_CODE_REQUIRED', SETUP_CODE_REQUIRED);
    reserved = await deps.throttle.reserve(
      { email: SETUP_CODE_THROTTLE_KEY, address: input.address },
      now,
    );
  }
  // the slow part stays outside the lock
  const passwordHash = await hashPassword(input.password);
  const registered = await db.transaction(async (tx) => {
    await lockRegistrations(tx);
    const isOwner = (await countActiveAdmins(tx)) === 0;
    if (isOwner) {
      // the owner vanished between the two looks: this attempt was not counted, so it cannot guess
      if (!reserved || !input.setupCode) {
        throw new AppError('SETUP_CODE_REQUIRED', SETUP_CODE_REQUIRED);
      }
      const code = input.setupCode;
      const match = (await findUnusedSetupCodes(tx)).find((c) =>
        setupCodeMatches(code, c.codeHash),
      );
      if (!match) throw new AppError('SETUP_CODE_INVALID', SETUP_CODE_INVALID);
      await markSetupCodeUsed(tx, match.id, now);
      await recordOwnerRegistered(tx, now);
    }
    if (await findAdminByEmail(tx, input.email)) {
      throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE);
    }
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
  if (registered.isActive) await reserved?.succeeded();
  return registered;
}
