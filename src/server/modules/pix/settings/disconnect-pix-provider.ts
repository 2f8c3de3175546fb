import type { AdminUser } from '../../../../domain/admin-accounts';
import { staffName } from '../../../../domain/admin-order-events';
import { maskPixKey } from '../../../../domain/admin-payment-credentials';
import type { PixProviderView } from '../../../../domain/admin-pix-provider';
import { insertPaymentCredentialChange } from '../../admin-settings/repository';
import { findPixProviderRow } from '../repository';
import { getPixProvider } from './get-pix-provider';
import { disconnectPixProviderRow } from './repository';
import {
  demandPassword,
  readSavedConnection,
  type PixSettingsDependencies,
} from './save-pix-provider';
import type { PublicAddress } from '../../../../domain/establishment';

/**
 * 'Desconectar' (decision 060): Pix orders show the static code again (decision 024); the sealed
 * credentials are erased, the addresses and choices kept. Needs the owner's password, recorded
 * in the history. Disconnecting needs no FORNO_SECRETS_KEY (a lost key is a reason to do it).
 */
export async function disconnectPixProvider(
  deps: PixSettingsDependencies,
  command: {
    password: string | undefined;
    by: AdminUser;
    address: string;
    origin: PublicAddress;
    now: Date;
  },
): Promise<PixProviderView> {
  const { by, now } = command;
  const saved = await readSavedConnection(deps.db, deps.secrets);
  if (saved.row?.isActive) {
    await demandPassword(deps, { by, password: command.password, address: command.address, now });
    await deps.db.transaction(async (tx) => {
      if (!(await findPixProviderRow(tx))?.isActive) return;
      await disconnectPixProviderRow(tx, { by: by.id, at: now });
      await insertPaymentCredentialChange(tx, {
        actorId: by.id,
        actorName: staffName(by.email),
        fields: ['provedor.desconectado'],
        oldKeyMasked: maskPixKey(
          saved.config?.kind === 'api_pix' ? saved.config.credentials.pixKey : '',
        ),
        newKeyMasked: '',
        at: now,
      });
    });
  }
  return getPixProvider(deps.db, deps.secrets, command.origin);
}
