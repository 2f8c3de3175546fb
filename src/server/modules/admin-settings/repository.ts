import type { Executor } from '../../../db/client';
import { settingsToRow } from '../../../db/establishment-row';
import { establishmentSettings } from '../../../db/schema';
import type { EstablishmentSettings } from '../../../domain/establishment';

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
