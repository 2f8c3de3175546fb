import type { DatabaseHandle } from '../../db/client';
import { issueSetupCode } from '../modules/auth/issue-setup-code';

/**
 * A fresh setup code for the owner's registration, made the way `npm run setup-code` makes one
 * (docs/decisions/036): tests that register the first owner send it.
 */
export async function newTestSetupCode(database: DatabaseHandle): Promise<string> {
  const outcome = await issueSetupCode(database.db, { renew: true });
  if (outcome.kind !== 'issued') throw new Error(`no setup code: ${outcome.kind}`);
  return outcome.code;
}
