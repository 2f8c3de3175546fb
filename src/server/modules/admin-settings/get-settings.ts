import type { Executor } from '../../../db/client';
import type { AdminSettings } from '../../../domain/admin-catalogue';
import { DEFAULT_ESTABLISHMENT } from '../../../domain/establishment';
import { findSettings } from '../establishment/repository';

/** 'Configurações da Pizzaria' as stored, and when they were last saved (null: never). */
export async function getSettings(db: Executor): Promise<AdminSettings> {
  const stored = await findSettings(db);
  return {
    settings: stored?.settings ?? DEFAULT_ESTABLISHMENT,
    lastUpdated: stored?.lastUpdated?.toISOString() ?? null,
  };
}
