import type { Executor } from '../../../db/client';
import { settingsToRow } from '../../../db/establishment-row';
import { establishmentSettings } from '../../../db/schema';
import { DEFAULT_ESTABLISHMENT, type EstablishmentSettings } from '../../../domain/establishment';
import type { PrivacySettings } from '../../../domain/privacy';

/** Writes the one settings row (id = 1), creating it if a database somehow lacks it. */
export async function saveSettingsRow(
  db: Executor,
  settings: EstablishmentSettings,
  lastUpdated: Date,
): Promise<void> {
  const row = { ...settingsToRow(settings), lastUpdated };
  const { id: _id, ...changes } = row;
  await db
    .insert(establishmentSettings)
    .values(row)
    .onConflictDoUpdate({ target: establishmentSettings.id, set: changes });
}

/** Writes the privacy page's text alone; a database without the settings row gets a new shop's. */
export async function savePrivacyRow(db: Executor, privacy: PrivacySettings): Promise<void> {
  await db
    .insert(establishmentSettings)
    .values({ ...settingsToRow(DEFAULT_ESTABLISHMENT), privacy })
    .onConflictDoUpdate({ target: establishmentSettings.id, set: { privacy } });
}
