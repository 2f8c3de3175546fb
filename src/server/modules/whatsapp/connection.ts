import type { Executor } from '../../../db/client';
import { SecretBoxError, type SecretBox } from '../../security/secret-box';
import { findConnectionRow } from './repository';

/** The saved credentials, sealed together (decision 060). */
export interface WhatsAppCredentials {
  accessToken: string;
  appSecret: string;
}

/**
 * The shop's official WhatsApp as the server uses it (decision 073): `none` (not connected, or
 * disconnected: the desk's 'Avisar cliente' links only), `locked` (saved, but the credentials do
 * not open with this FORNO_SECRETS_KEY), or `ready`.
 */
export type WhatsAppConnectionState =
  | { status: 'none' }
  | { status: 'locked' }
  | {
      status: 'ready';
      phoneNumberId: string;
      credentials: WhatsAppCredentials;
      verifyToken: string;
      publicOrigin: string;
    };

export async function readWhatsAppConnection(
  db: Executor,
  secrets: SecretBox | null,
): Promise<WhatsAppConnectionState> {
  const row = await findConnectionRow(db);
  if (!row?.isActive || row.sealedCredentials === null) return { status: 'none' };
  if (!secrets) return { status: 'locked' };
  try {
    const credentials = JSON.parse(secrets.open(row.sealedCredentials)) as WhatsAppCredentials;
    return {
      status: 'ready',
      phoneNumberId: row.phoneNumberId,
      credentials,
      verifyToken: row.verifyToken,
      publicOrigin: row.publicOrigin,
    };
  } catch (error) {
    if (error instanceof SecretBoxError) return { status: 'locked' };
    throw error;
  }
}
