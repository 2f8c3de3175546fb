import type { Database } from '../../../../db/client';
import type { PixAutomationChoices } from '../../../../domain/pix-automation';
import type { EventPublisher } from '../../../events/event-bus';
import type { SecretBox } from '../../../security/secret-box';
import type { PixProvider } from '../provider';
import { readPixProvider } from '../provider-config';
import type { PixProviderFactory } from '../providers/create-provider';

/** What the shop's side of Pix (webhooks, polling, refunds) runs on (decision 064). */
export interface PixInboundDependencies {
  db: Database;
  events: EventPublisher;
  secrets: SecretBox | null;
  pixProviders: PixProviderFactory;
  now: () => Date;
}

/** The job's error when the shop's provider cannot be used now: retried later. */
export const PROVIDER_NOT_READY_MESSAGE =
  'O provedor Pix não está conectado (ou a chave FORNO_SECRETS_KEY não abre as credenciais).';

/** The shop's provider as an adapter, or null when none is connected and usable. */
export async function connectedProvider(
  deps: PixInboundDependencies,
): Promise<{ provider: PixProvider; choices: PixAutomationChoices } | null> {
  const state = await readPixProvider(deps.db, deps.secrets);
  if (state.status !== 'ready') return null;
  return { provider: deps.pixProviders(state.config), choices: state.choices };
}
