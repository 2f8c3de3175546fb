import { randomBytes } from 'node:crypto';
import type { Database } from '../../../db/client';
import type { AdminUser } from '../../../domain/admin-accounts';
import {
  maskSecret,
  WHATSAPP_SECRET_REQUIRED_MESSAGE,
  WHATSAPP_SECRETS_KEY_MISSING_MESSAGE,
  WHATSAPP_TOKEN_REQUIRED_MESSAGE,
  WHATSAPP_WEBHOOK_PATH,
  WhatsAppConnectionInputSchema,
  type WhatsAppConnectionInput,
  type WhatsAppSettingsView,
  type WhatsAppTestResult,
} from '../../../domain/admin-whatsapp';
import { AppError } from '../../errors';
import type { SecretBox } from '../../security/secret-box';
import { CloudApiError, describeCloudError, readCloudPhoneNumber } from './cloud-api';
import { readWhatsAppConnection, type WhatsAppCredentials } from './connection';
import { disconnectConnectionRow, findConnectionRow, upsertConnectionRow } from './repository';
import type { PublicAddress } from '../../../domain/establishment';

export interface WhatsAppSettingsDependencies {
  db: Database;
  secrets: SecretBox | null;
  apiUrl: string;
}

/**
 * Configurações › 'WhatsApp oficial' (decision 073): the number's ids, a masked summary of the
 * token and the app secret (never the secrets), and what the shop pastes in Meta's app: the
 * webhook's address and its verify token.
 */
export async function getWhatsAppSettings(
  deps: WhatsAppSettingsDependencies,
  origin: PublicAddress,
): Promise<WhatsAppSettingsView> {
  const row = await findConnectionRow(deps.db);
  const state = await readWhatsAppConnection(deps.db, deps.secrets);
  return {
    hasSecretsKey: deps.secrets !== null,
    isConnected: state.status === 'ready',
    isLocked: state.status === 'locked',
    phoneNumberId: row?.phoneNumberId ?? '',
    businessAccountId: row?.businessAccountId ?? '',
    tokenMasked: row?.isActive ? (row.credentialSummary.accessToken ?? '') : '',
    appSecretMasked: row?.isActive ? (row.credentialSummary.appSecret ?? '') : '',
    webhookUrl: `${origin.origin}${WHATSAPP_WEBHOOK_PATH}`,
    verifyToken: row?.verifyToken ?? '',
    isWebhookUrlGuessed: !origin.isConfigured,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** The form's values with blank secrets taken from the saved ones; throws 400 when none. */
async function mergeCredentials(
  deps: WhatsAppSettingsDependencies,
  input: WhatsAppConnectionInput,
): Promise<{ phoneNumberId: string; businessAccountId: string; credentials: WhatsAppCredentials }> {
  const parsed = WhatsAppConnectionInputSchema.parse(input);
  const saved = await readWhatsAppConnection(deps.db, deps.secrets);
  const previous = saved.status === 'ready' ? saved.credentials : null;
  const accessToken = parsed.accessToken || previous?.accessToken || '';
  const appSecret = parsed.appSecret || previous?.appSecret || '';
  if (!accessToken) throw new AppError('VALIDATION_ERROR', WHATSAPP_TOKEN_REQUIRED_MESSAGE);
  if (!appSecret) throw new AppError('VALIDATION_ERROR', WHATSAPP_SECRET_REQUIRED_MESSAGE);
  return {
    phoneNumberId: parsed.phoneNumberId,
    businessAccountId: parsed.businessAccountId,
    credentials: { accessToken, appSecret },
  };
}

/**
 * Connects or changes the number: the token and the app secret sealed together with
 * FORNO_SECRETS_KEY (blank: keep the saved ones); the verify token is made once and kept, so the
 * webhook set up in Meta's app keeps working across changes.
 */
export async function saveWhatsAppConnection(
  deps: WhatsAppSettingsDependencies,
  command: { input: WhatsAppConnectionInput; by: AdminUser; origin: PublicAddress; now: Date },
): Promise<WhatsAppSettingsView> {
  const secrets = deps.secrets;
  if (!secrets) throw new AppError('SECRETS_KEY_MISSING', WHATSAPP_SECRETS_KEY_MISSING_MESSAGE);
  const merged = await mergeCredentials(deps, command.input);
  const row = await findConnectionRow(deps.db);
  await upsertConnectionRow(deps.db, {
    phoneNumberId: merged.phoneNumberId,
    businessAccountId: merged.businessAccountId,
    sealedCredentials: secrets.seal(JSON.stringify(merged.credentials)),
    credentialSummary: {
      accessToken: maskSecret(merged.credentials.accessToken),
      appSecret: maskSecret(merged.credentials.appSecret),
    },
    verifyToken: row?.verifyToken || randomBytes(18).toString('base64url'),
    publicOrigin: command.origin.origin,
    isActive: true,
    updatedAt: command.now,
    updatedBy: command.by.id,
  });
  return getWhatsAppSettings(deps, command.origin);
}

/**
 * 'Desconectar': the token and secret are erased; orders go back to the desk's 'Avisar cliente'
 * links alone. Messages already queued fail as 'desconectado' when their turn comes.
 */
export async function disconnectWhatsApp(
  deps: WhatsAppSettingsDependencies,
  command: { by: AdminUser; origin: PublicAddress; now: Date },
): Promise<WhatsAppSettingsView> {
  await disconnectConnectionRow(deps.db, { by: command.by.id, at: command.now });
  return getWhatsAppSettings(deps, command.origin);
}

/** 'Testar conexão': the form's number and token asked of WhatsApp now; nothing is saved. */
export async function testWhatsAppConnection(
  deps: WhatsAppSettingsDependencies,
  input: WhatsAppConnectionInput,
): Promise<WhatsAppTestResult> {
  if (!deps.secrets)
    throw new AppError('SECRETS_KEY_MISSING', WHATSAPP_SECRETS_KEY_MISSING_MESSAGE);
  const merged = await mergeCredentials(deps, input);
  try {
    const number = await readCloudPhoneNumber({
      baseUrl: deps.apiUrl,
      phoneNumberId: merged.phoneNumberId,
      accessToken: merged.credentials.accessToken,
    });
    const name = [number.verifiedName, number.displayPhoneNumber].filter(Boolean).join(', ');
    return {
      ok: true,
      message: `Conexão funcionando: o WhatsApp aceitou o token${name ? ` (${name})` : ''}.`,
    };
  } catch (error) {
    if (error instanceof CloudApiError) return { ok: false, message: describeCloudError(error) };
    return {
      ok: false,
      message: 'Não foi possível falar com o WhatsApp. Confira os dados e tente de novo.',
    };
  }
}
