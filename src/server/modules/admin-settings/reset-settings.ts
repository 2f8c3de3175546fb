import type { Database } from '../../../db/client';
import type { AdminSettings } from '../../../domain/admin-catalogue';
import { DEFAULT_ESTABLISHMENT } from '../../../domain/establishment';
import { findSettings } from '../establishment/repository';
import { getSettings } from './get-settings';
import { saveSettingsRow } from './repository';

/**
 * The developer tools' reset (docs/product/screens.md#settings, docs/product/errors.md#back-office, 'Dados reiniciados'): a new shop's settings again. It
 * counts as a save, so 'Última atualização' shows when it happened (decision 010). The Pix
 * receiver is kept: it changes only with the owner's password typed again (decision 039).
 */
export async function resetSettings(db: Database, now: Date): Promise<AdminSettings> {
  return db.transaction(async (tx) => {
    const pix = (await findSettings(tx))?.settings.pix ?? DEFAULT_ESTABLISHMENT.pix;
    await saveSettingsRow(tx, { ...DEFAULT_ESTABLISHMENT, pix }, now);
    return getSettings(tx);
  });
}
