import type { Database, Executor } from '../../../db/client';
import type { PrivacySettings } from '../../../domain/privacy';
import { findPrivacySettings } from '../establishment/repository';
import { savePrivacyRow } from './repository';

/** The privacy page's text as stored ('' → the default text, which the form shows). */
export async function getPrivacySettings(db: Executor): Promise<PrivacySettings> {
  return (await findPrivacySettings(db)).privacy;
}

/** 'Salvar' of the privacy section: the page shows the new text at once. */
export async function savePrivacySettings(
  db: Database,
  privacy: PrivacySettings,
): Promise<PrivacySettings> {
  return db.transaction(async (tx) => {
    await savePrivacyRow(tx, privacy);
    return getPrivacySettings(tx);
  });
}
