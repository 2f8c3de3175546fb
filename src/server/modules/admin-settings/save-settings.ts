import type { Database } from '../../../db/client';
import type { AdminSettings } from '../../../domain/admin-catalogue';
import type { EstablishmentSettings } from '../../../domain/establishment';
import { getSettings } from './get-settings';
import { saveSettingsRow } from './repository';

/**
 * 'Salvar alterações' (spec §2 Settings). Every customer reads the same row: the storefront's
 * status, hours, payment options and checkout follow at once (PRODUCT.md, Data).
 */
export async function saveSettings(
  db: Database,
  settings: EstablishmentSettings,
  now: Date,
): Promise<AdminSettings> {
  return db.transaction(async (tx) => {
    await saveSettingsRow(tx, settings, now);
    return getSettings(tx);
  });
}
