import { randomBytes } from 'node:crypto';
import type { Database } from '../../../../db/client';
import type { AdminUser } from '../../../../domain/admin-accounts';
import { staffName } from '../../../../domain/admin-order-events';
import { maskPixKey } from '../../../../domain/admin-payment-credentials';
import {
  PROVIDER_PASSWORD_MISMATCH_MESSAGE,
  PROVIDER_PASSWORD_REQUIRED_MESSAGE,
  SECRETS_KEY_MISSING_MESSAGE,
  type PixProviderView,
  type SavePixProviderInput,
} from '../../../../domain/admin-pix-provider';
import { AppError } from '../../../errors';
import type { SecretBox } from '../../../security/secret-box';
import { insertPaymentCredentialChange } from '../../admin-settings/repository';
import { confirmOwnPassword } from '../../auth/confirm-password';
import type { LoginThrottle } from '../../auth/login-throttle';
import { readPixProvider } from '../provider-config';
import { findPixProviderRow, upsertPixProviderRow } from '../repository';
import { getPixProvider } from './get-pix-provider';
import { mergeConnection, type SavedConnection } from './merge-connection';
import { enqueueWebhookRegistration } from './register-webhook-job';
import type { PublicAddress } from '../../../../domain/establishment';

export interface PixSettingsDependencies {
  db: Database;
  secrets: SecretBox | null;
  throttle: LoginThrottle;
}

export interface SavePixProviderCommand {
  input: SavePixProviderInput;
  by: AdminUser;
  address: string;
  origin: PublicAddress;
  now: Date;
}

export async function readSavedConnection(
  db: Database,
  secrets: SecretBox | null,
): Promise<SavedConnection> {
  const row = await findPixProviderRow(db);
  const state = await readPixProvider(db, secrets);
  return { row, config: state.status === 'ready' ? state.config : null };
}

/** The owner's password typed again (decision 039), before any transaction; throws 403. */
export async function demandPassword(
  deps: PixSettingsDependencies,
  attempt: { by: AdminUser; password: string | undefined; address: string; now: Date },
): Promise<void> {
  if (!attempt.password) {
    throw new AppError('PASSWORD_CONFIRMATION_REQUIRED', PROVIDER_PASSWORD_REQUIRED_MESSAGE);
  }
  const password = { admin: attempt.by, password: attempt.password, address: attempt.address };
  if (!(await confirmOwnPassword(deps, password, attempt.now))) {
    throw new AppError('PASSWORD_MISMATCH', PROVIDER_PASSWORD_MISMATCH_MESSAGE);
  }
}

/**
 * Saves the shop's Pix provider (decision 060): credentials sealed with FORNO_SECRETS_KEY, blank
 * secrets kept from the saved ones, the choices beside them. A change of the connection (provider,
 * address, credentials, the charges' key) needs the owner's password and is recorded in
 * 'Histórico de alterações do Pix'; the choices alone need neither. Every save queues the
 * webhook's registration at the provider.
 */
export async function savePixProvider(
  deps: PixSettingsDependencies,
  { input, by, address, origin, now }: SavePixProviderCommand,
): Promise<PixProviderView> {
  const secrets = deps.secrets;
  if (!secrets) throw new AppError('SECRETS_KEY_MISSING', SECRETS_KEY_MISSING_MESSAGE);
  const saved = await readSavedConnection(deps.db, secrets);
  const merged = mergeConnection(input.connection, saved, { reuseAcrossAddresses: true, now });
  // the slow password check runs before the transaction, not inside it
  if (merged.changed.length > 0) {
    await demandPassword(deps, { by, password: input.currentPassword, address, now });
  }
  await deps.db.transaction(async (tx) => {
    const row = await findPixProviderRow(tx);
    // someone else saved meanwhile: this copy was judged against what is no longer there
    if (
      row?.updatedAt.getTime() !== saved.row?.updatedAt.getTime() &&
      merged.changed.length === 0
    ) {
      throw new AppError('PASSWORD_CONFIRMATION_REQUIRED', PROVIDER_PASSWORD_REQUIRED_MESSAGE);
    }
    const isReconnected = merged.changed.some((f) => f !== 'provedor.chave');
    await upsertPixProviderRow(tx, {
      kind: merged.config.kind,
      bank: merged.config.kind === 'api_pix' ? merged.config.bank : null,
      baseUrl: merged.config.baseUrl,
      tokenUrl: merged.config.kind === 'api_pix' ? merged.config.tokenUrl : '',
      sealedCredentials: secrets.seal(JSON.stringify(merged.config.credentials)),
      credentialSummary: merged.summary as Record<string, string>,
      webhookToken: randomBytes(24).toString('base64url'),
      webhookRegisteredAt: isReconnected ? null : (row?.webhookRegisteredAt ?? null),
      isActive: true,
      expiryMinutes: input.choices.expiryMinutes,
      unpaidPolicy: input.choices.unpaidPolicy,
      ringOn: input.choices.ringOn,
      updatedAt: now,
      updatedBy: by.id,
    });
    if (merged.changed.length > 0) {
      const keyOf = (config: SavedConnection['config']) =>
        config?.kind === 'api_pix' ? config.credentials.pixKey : '';
      await insertPaymentCredentialChange(tx, {
        actorId: by.id,
        actorName: staffName(by.email),
        fields: merged.changed,
        oldKeyMasked: maskPixKey(keyOf(saved.config)),
        newKeyMasked: maskPixKey(keyOf(merged.config)),
        at: now,
      });
    }
    await enqueueWebhookRegistration(tx, origin.origin, now);
  });
  return getPixProvider(deps.db, secrets, origin);
}
