import type { Database } from '../../../db/client';
import type { KitchenSettings } from '../../../domain/admin-kitchen-settings';
import { AppError } from '../../errors';
import type { EventPublisher } from '../../events/event-bus';
import { listCategoryIdsBySlug, storeKitchenSettings } from './repository';

const UNKNOWN_CATEGORY_MESSAGE =
  'Uma das categorias escolhidas não existe mais. Recarregue a página.';

/**
 * The owner's stations and clocks (decision 058), saved whole; every kitchen screen reads its
 * board again at once. A category that no longer exists is refused, never kept silently.
 */
export async function saveKitchenSettings(
  db: Database,
  events: EventPublisher,
  settings: KitchenSettings,
): Promise<KitchenSettings> {
  const known = new Set((await listCategoryIdsBySlug(db)).values());
  if (settings.stations.some((station) => station.categoryIds.some((id) => !known.has(id)))) {
    throw new AppError('UNKNOWN_CATEGORY', UNKNOWN_CATEGORY_MESSAGE);
  }
  await storeKitchenSettings(db, settings);
  await events.publish({ type: 'kitchen.changed' });
  return settings;
}
