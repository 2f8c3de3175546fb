import type { Executor } from '../../../db/client';
import type { PixAutomationChoices } from '../../../domain/pix-automation';
import type { SecretBox } from '../../security/secret-box';
import { SecretBoxError } from '../../security/secret-box';
import type { ApiPixCredentials, MercadoPagoCredentials, PixProviderConfig } from './provider';
import { findPixProviderRow, type PixProviderRow } from './repository';

/**
 * The shop's Pix provider as the server uses it (decision 060):
 * - `none`: no provider, or switched off: the static code of decision 024;
 * - `locked`: one is saved but its credentials do not open (FORNO_SECRETS_KEY unset or changed):
 *   orders fall back to the static code and Configurações › Pagamento asks for them again;
 * - `ready`: the config an adapter is built from, the shop's choices and the webhook token.
 */
export type PixProviderState =
  | { status: 'none' }
  | { status: 'locked'; reason: 'no_key' | 'wrong_key' }
  | {
      status: 'ready';
      config: PixProviderConfig;
      choices: PixAutomationChoices;
      webhookToken: string;
    };

export async function readPixProvider(
  db: Executor,
  secrets: SecretBox | null,
): Promise<PixProviderState> {
  const row = await findPixProviderRow(db);
  if (!row || !row.isActive || row.kind === null || row.sealedCredentials === null) {
    return { status: 'none' };
  }
  if (!secrets) return { status: 'locked', reason: 'no_key' };
  let plain: string;
  try {
    plain = secrets.open(row.sealedCredentials);
  } catch (error) {
    if (error instanceof SecretBoxError) return { status: 'locked', reason: 'wrong_key' };
    throw error;
  }
  return {
    status: 'ready',
    config: configOf(row, plain),
    choices: choicesOf(row),
    webhookToken: row.webhookToken,
  };
}

export function choicesOf(row: PixProviderRow): PixAutomationChoices {
  return {
    expiryMinutes: row.expiryMinutes,
    unpaidPolicy: row.unpaidPolicy,
    ringOn: row.ringOn,
  };
}

function configOf(row: PixProviderRow, plainCredentials: string): PixProviderConfig {
  if (row.kind === 'mercadopago') {
    return {
      kind: 'mercadopago',
      baseUrl: row.baseUrl,
      credentials: JSON.parse(plainCredentials) as MercadoPagoCredentials,
    };
  }
  return {
    kind: 'api_pix',
    bank: row.bank ?? 'outro',
    baseUrl: row.baseUrl,
    tokenUrl: row.tokenUrl,
    credentials: JSON.parse(plainCredentials) as ApiPixCredentials,
  };
}
