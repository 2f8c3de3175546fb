import { maskToken, type IfoodSettings } from '../../../domain/admin-ifood';
import type { IfoodDependencies } from './connection';
import { findIfoodConnection } from './repository';
import { z } from 'zod';

const SealedSchema = z.object({ accessToken: z.string() });

/** What 'Configurações › iFood' shows: never a token, only its masked end (decision 060). */
export async function getIfoodSettings(deps: IfoodDependencies): Promise<IfoodSettings> {
  const row = await findIfoodConnection(deps.db);
  const isAvailable = deps.api !== null && deps.secrets !== null;
  let tokenSummary: string | null = null;
  if (row?.sealedTokens && deps.secrets) {
    try {
      tokenSummary = maskToken(
        SealedSchema.parse(JSON.parse(deps.secrets.open(row.sealedTokens))).accessToken,
      );
    } catch {
      tokenSummary = 'não abre com a chave atual';
    }
  }
  const status = row?.sealedTokens
    ? 'conectado'
    : row?.sealedPendingLink
      ? 'aguardando'
      : 'desconectado';
  return {
    isAvailable,
    status,
    userCode: status === 'aguardando' ? (row?.pendingUserCode ?? null) : null,
    verificationUrl: status === 'aguardando' ? (row?.pendingVerificationUrl ?? null) : null,
    merchantId: row?.sealedTokens ? row.merchantId : null,
    merchantName: row?.sealedTokens ? row.merchantName : null,
    tokenSummary,
    connectedAt: row?.sealedTokens ? (row.connectedAt?.toISOString() ?? null) : null,
    lastPolledAt: row?.sealedTokens ? (row.lastPolledAt?.toISOString() ?? null) : null,
  };
}
