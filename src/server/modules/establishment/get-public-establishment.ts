import type { Executor } from '../../../db/client';
import {
  DEFAULT_ESTABLISHMENT,
  type PublicAddress,
  type PublicEstablishment,
} from '../../../domain/establishment';
import { shopStatusAt } from '../../../domain/opening-hours';
import { findSettings } from './repository';

/**
 * The shop as customers see it, with its open status computed here, in the shop's time zone, and
 * its public address when the caller knows the request (decision 042).
 */
export async function getPublicEstablishment(
  db: Executor,
  now: Date,
  publicAddress?: PublicAddress,
): Promise<PublicEstablishment> {
  const stored = await findSettings(db);
  const settings = stored?.settings ?? DEFAULT_ESTABLISHMENT;
  return {
    ...settings,
    isOpen: shopStatusAt(settings, now).kind === 'open',
    lastUpdated: stored?.lastUpdated?.toISOString() ?? null,
    ...(publicAddress ? { publicAddress } : {}),
  };
}
