import type { Database } from '../../../db/client';
import { normalizeSetupCode } from '../../../domain/setup-code';
import { hashSetupCode, newSetupCode } from './setup-code-hash';
import {
  countActiveAdmins,
  findUnusedSetupCodes,
  lockRegistrations,
  replaceUnusedSetupCode,
} from './repository';

export type SetupCodeOutcome =
  /** The shop has its owner: no code is needed, none is made. */
  | { kind: 'owner-exists' }
  /** A code made earlier is still unused (shown when it was made, and kept in its file). */
  | { kind: 'pending' }
  /** A new code (or the preset one), to show once to whoever started the server. */
  | { kind: 'issued'; code: string };

/**
 * The setup code that the first owner's registration needs (docs/decisions/036). Made on start
 * while the shop has no owner and no unused code; `renew` (npm run setup-code) replaces a lost
 * one; `preset` (FORNO_SETUP_CODE) is used instead of a random code. Under the registration lock,
 * so instances starting together on one PostgreSQL make one code, not several.
 */
export async function issueSetupCode(
  db: Database,
  options: { renew?: boolean; preset?: string } = {},
): Promise<SetupCodeOutcome> {
  return db.transaction(async (tx) => {
    await lockRegistrations(tx);
    if ((await countActiveAdmins(tx)) > 0) return { kind: 'owner-exists' };
    if (options.preset !== undefined) {
      const hash = hashSetupCode(options.preset);
      const unused = await findUnusedSetupCodes(tx);
      if (!(unused.length === 1 && unused[0]?.codeHash === hash)) {
        await replaceUnusedSetupCode(tx, hash);
      }
      return { kind: 'issued', code: normalizeSetupCode(options.preset) };
    }
    if (!options.renew && (await findUnusedSetupCodes(tx)).length > 0) return { kind: 'pending' };
    const code = newSetupCode();
    await replaceUnusedSetupCode(tx, hashSetupCode(code));
    return { kind: 'issued', code };
  });
}
