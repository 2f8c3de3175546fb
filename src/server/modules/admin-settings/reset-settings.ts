import type { Database } from '../../../db/client';
import type { EventBus } from '../../events/event-bus';
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
export async function resetSettings(
  deps: { db: Database; events: Pick<EventBus, 'publish'> },
  now: Date,
): Promise<AdminSettings> {
  let isMenuChanged = false;
  const saved = await deps.db.transaction(async (tx) => {
    const stored = (await findSettings(tx))?.settings;
    isMenuChanged = stored?.mostOrdered !== DEFAULT_ESTABLISHMENT.mostOrdered;
    const pix = stored?.pix ?? DEFAULT_ESTABLISHMENT.pix;
    await saveSettingsRow(tx, { ...DEFAULT_ESTABLISHMENT, pix }, now);
    return getSettings(tx);
  });
  // 'Mais Pedidas' is part of the menu (decision 035): open storefronts read it again
  if (isMenuChanged) await deps.events.publish({ type: 'menu.changed' });
  return saved;
}
