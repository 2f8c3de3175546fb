import type { Executor } from '../../../db/client';
import type { KitchenSettingsPage } from '../../../domain/admin-kitchen-settings';
import { findKitchenSettings, listCategoryChoices } from './repository';

/** The kitchen's settings for the owner's form, with the menu's categories to give stations. */
export async function getKitchenSettings(db: Executor): Promise<KitchenSettingsPage> {
  return { settings: await findKitchenSettings(db), categories: await listCategoryChoices(db) };
}
