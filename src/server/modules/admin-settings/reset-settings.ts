import type { Database } from '../../../db/client';
import type { AdminSettings } from '../../../domain/admin-catalogue';
import { DEFAULT_ESTABLISHMENT } from '../../../domain/establishment';
import { saveSettings } from './save-settings';

/**
 * The developer tools' reset (spec §2, §8 'Dados reiniciados'): a new shop's settings again. It
 * counts as a save, so 'Última atualização' shows when it happened (decision 010).
 */
export function resetSettings(db: Database, now: Date): Promise<AdminSettings> {
  return saveSettings(db, DEFAULT_ESTABLISHMENT, now);
}
