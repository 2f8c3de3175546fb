import type { Executor } from '../../../db/client';
import { privacyPageText, type PrivacyPage } from '../../../domain/privacy';
import { findPrivacySettings } from './repository';

/** The privacy page as customers read it: the shop's own text, else the default one. */
export async function getPrivacyPage(db: Executor): Promise<PrivacyPage> {
  const { shopName, privacy } = await findPrivacySettings(db);
  return { shopName, text: privacyPageText(privacy, shopName) };
}
