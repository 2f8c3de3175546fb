import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { rowToSettings } from '../../../db/establishment-row';
import { establishmentSettings } from '../../../db/schema';
import type { EstablishmentSettings } from '../../../domain/establishment';

export interface StoredSettings {
  settings: EstablishmentSettings;
  lastUpdated: Date | null;
}

export async function findSettings(db: Executor): Promise<StoredSettings | null> {
  const [row] = await db
    .select()
    .from(establishmentSettings)
    .where(eq(establishmentSettings.id, 1))
    .limit(1);
  return row ? { settings: rowToSettings(row), lastUpdated: row.lastUpdated } : null;
}
