import type { Executor } from '../../../../db/client';
import { DEFAULT_PIX_AUTOMATION_CHOICES } from '../../../../domain/pix-automation';
import {
  CredentialSummarySchema,
  pixWebhookPath,
  type PixProviderView,
} from '../../../../domain/admin-pix-provider';
import type { SecretBox } from '../../../security/secret-box';
import { choicesOf, readPixProvider } from '../provider-config';
import { findPixProviderRow } from '../repository';
import type { PublicAddress } from '../../../../domain/establishment';

/**
 * What Configurações › Pagamento shows of the shop's provider: addresses, choices, the webhook
 * address and a masked summary of the credentials. Never a secret, a certificate or a key.
 */
export async function getPixProvider(
  db: Executor,
  secrets: SecretBox | null,
  origin: PublicAddress,
): Promise<PixProviderView> {
  const row = await findPixProviderRow(db);
  const state = await readPixProvider(db, secrets);
  const summary = CredentialSummarySchema.safeParse(row?.credentialSummary ?? {});
  return {
    hasSecretsKey: secrets !== null,
    status: state.status,
    kind: row?.kind ?? null,
    bank: row?.kind === 'api_pix' ? (row.bank ?? 'outro') : null,
    baseUrl: row?.baseUrl ?? '',
    tokenUrl: row?.tokenUrl ?? '',
    isActive: row?.isActive ?? false,
    choices: row ? choicesOf(row) : DEFAULT_PIX_AUTOMATION_CHOICES,
    // before the first save the token does not exist yet: the address appears once saved
    webhookUrl: row ? `${origin.origin}${pixWebhookPath(row.webhookToken)}` : '',
    isWebhookUrlPublic: origin.isConfigured,
    webhookRegisteredAt: row?.isActive ? (row.webhookRegisteredAt?.toISOString() ?? null) : null,
    summary: row?.isActive && summary.success ? summary.data : {},
  };
}
