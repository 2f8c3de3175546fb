import { asc, desc, eq, lte } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { rowToSettings } from '../../../db/establishment-row';
import { establishmentAvailability, establishmentSettings } from '../../../db/schema';
import { DEFAULT_ESTABLISHMENT, type EstablishmentSettings } from '../../../domain/establishment';
import { DEFAULT_PRIVACY_SETTINGS, type PrivacySettings } from '../../../domain/privacy';
import type { ShopAvailability } from '../../../domain/order-policy';

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

/**
 * Whether the shop was switched on, and its hours, at `at` (the trigger of migration 0003 keeps
 * the history). Before the first known row, the oldest one stands for the past.
 */
export async function findAvailabilityAt(db: Executor, at: Date): Promise<ShopAvailability | null> {
  const columns = {
    isActive: establishmentAvailability.isActive,
    schedules: establishmentAvailability.schedules,
    timeZone: establishmentAvailability.timeZone,
  };
  const [then] = await db
    .select(columns)
    .from(establishmentAvailability)
    .where(lte(establishmentAvailability.effectiveFrom, at))
    .orderBy(desc(establishmentAvailability.effectiveFrom), desc(establishmentAvailability.id))
    .limit(1);
  if (then) return then;
  const [oldest] = await db
    .select(columns)
    .from(establishmentAvailability)
    .orderBy(asc(establishmentAvailability.effectiveFrom), asc(establishmentAvailability.id))
    .limit(1);
  return oldest ?? null;
}

/** The privacy page's stored text and the shop's name, which the default text names. */
export async function findPrivacySettings(
  db: Executor,
): Promise<{ shopName: string; privacy: PrivacySettings }> {
  const [row] = await db
    .select({ shopName: establishmentSettings.name, privacy: establishmentSettings.privacy })
    .from(establishmentSettings)
    .where(eq(establishmentSettings.id, 1))
    .limit(1);
  return row ?? { shopName: DEFAULT_ESTABLISHMENT.name, privacy: DEFAULT_PRIVACY_SETTINGS };
}
