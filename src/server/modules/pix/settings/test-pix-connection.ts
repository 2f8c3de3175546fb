import { API_PIX_BANK_LABELS } from '../../../../domain/pix-automation';
import {
  SECRETS_KEY_MISSING_MESSAGE,
  type PixConnectionTestResult,
  type PixProviderConnectionInput,
} from '../../../../domain/admin-pix-provider';
import { AppError } from '../../../errors';
import { PixProviderError } from '../provider';
import type { PixProviderFactory } from '../providers/create-provider';
import { mergeConnection } from './merge-connection';
import { readSavedConnection, type PixSettingsDependencies } from './save-pix-provider';

/** 'Testar conexão' waits at most this long for the provider. */
const CONNECTION_TEST_TIMEOUT_MS = 15_000;

const TIMED_OUT = 'O provedor não respondeu em 15 segundos. Tente de novo em instantes.';

/**
 * 'Testar conexão' (decision 060): the form's connection (blank secrets: the saved ones, for the
 * same addresses only) is tried now, not queued, for at most 15 s. The answer says in pt-BR what
 * the provider said; nothing is saved.
 */
export async function testPixConnection(
  deps: Pick<PixSettingsDependencies, 'db' | 'secrets'> & { pixProviders: PixProviderFactory },
  input: PixProviderConnectionInput,
  now: Date,
): Promise<PixConnectionTestResult> {
  if (!deps.secrets) throw new AppError('SECRETS_KEY_MISSING', SECRETS_KEY_MISSING_MESSAGE);
  const saved = await readSavedConnection(deps.db, deps.secrets);
  const { config } = mergeConnection(input, saved, { reuseAcrossAddresses: false, now });
  const name = config.kind === 'api_pix' ? API_PIX_BANK_LABELS[config.bank] : 'Mercado Pago';
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new PixProviderError('TIMEOUT', TIMED_OUT, true));
    }, CONNECTION_TEST_TIMEOUT_MS);
  });
  try {
    await Promise.race([deps.pixProviders(config).testConnection(controller.signal), timeout]);
    return { ok: true, message: `Conexão funcionando: ${name} aceitou as credenciais.` };
  } catch (error) {
    if (error instanceof PixProviderError) return { ok: false, message: error.message };
    return {
      ok: false,
      message: `Não foi possível falar com ${name}. Confira os dados e tente de novo.`,
    };
  } finally {
    clearTimeout(timer);
  }
}
