import type { Database, Executor } from '../../../db/client';
import type { AdminUser } from '../../../domain/admin-accounts';
import type { AdminSettings } from '../../../domain/admin-catalogue';
import { staffName } from '../../../domain/admin-order-events';
import { DEFAULT_PIX_SETTINGS } from '../../../domain/pix';
import {
  changedCredentialFields,
  maskPixKey,
  PASSWORD_CONFIRMATION_REQUIRED_MESSAGE,
  PASSWORD_MISMATCH_MESSAGE,
  type SaveSettingsInput,
} from '../../../domain/admin-payment-credentials';
import { AppError } from '../../errors';
import type { EventBus } from '../../events/event-bus';
import { confirmOwnPassword } from '../auth/confirm-password';
import type { LoginThrottle } from '../auth/login-throttle';
import { findSettings } from '../establishment/repository';
import { getSettings } from './get-settings';
import { insertPaymentCredentialChange, saveSettingsRow } from './repository';

export interface SaveSettingsCommand {
  input: SaveSettingsInput;
  by: AdminUser;
  /** The client's address: the password check counts against the login's throttle. */
  address: string;
  now: Date;
}

/**
 * 'Salvar alterações' (docs/product/screens.md#settings). Every customer reads the same row: the storefront's
 * status, hours, payment options and checkout follow at once (docs/product/principles.md#data). A save that
 * changes the Pix receiver needs the owner's password typed again and is recorded (decision 039);
 * one that does not needs none.
 */
export async function saveSettings(
  deps: { db: Database; throttle: LoginThrottle; events: Pick<EventBus, 'publish'> },
  { input, by, address, now }: SaveSettingsCommand,
): Promise<AdminSettings> {
  const { currentPassword, ...settings } = input;
  const storedPix = async (db: Executor) =>
    (await findSettings(db))?.settings.pix ?? DEFAULT_PIX_SETTINGS;
  // the slow password check runs before the transaction, not inside it
  let isConfirmed = false;
  if (changedCredentialFields(await storedPix(deps.db), settings.pix).length > 0) {
    if (!currentPassword) {
      throw new AppError('PASSWORD_CONFIRMATION_REQUIRED', PASSWORD_CONFIRMATION_REQUIRED_MESSAGE);
    }
    const password = { admin: by, password: currentPassword, address };
    if (!(await confirmOwnPassword(deps, password, now))) {
      throw new AppError('PASSWORD_MISMATCH', PASSWORD_MISMATCH_MESSAGE);
    }
    isConfirmed = true;
  }
  let isMenuChanged = false;
  const saved = await deps.db.transaction(async (tx) => {
    const stored = (await findSettings(tx))?.settings;
    const before = stored?.pix ?? DEFAULT_PIX_SETTINGS;
    isMenuChanged = stored?.mostOrdered !== settings.mostOrdered;
    const fields = changedCredentialFields(before, settings.pix);
    if (fields.length > 0) {
      // someone else changed the receiver meanwhile: saving this copy would change it again
      if (!isConfirmed) {
        throw new AppError(
          'PASSWORD_CONFIRMATION_REQUIRED',
          PASSWORD_CONFIRMATION_REQUIRED_MESSAGE,
        );
      }
      await insertPaymentCredentialChange(tx, {
        actorId: by.id,
        actorName: staffName(by.email),
        fields,
        oldKeyMasked: maskPixKey(before.key),
        newKeyMasked: maskPixKey(settings.pix.key),
        at: now,
      });
    }
    await saveSettingsRow(tx, settings, now);
    return getSettings(tx);
  });
  // 'Mais Pedidas' is part of the menu (decision 035): every instance forgets its copy of the
  // menu and open storefronts read it again, as after a catalogue change
  if (isMenuChanged) await deps.events.publish({ type: 'menu.changed' });
  return saved;
}
