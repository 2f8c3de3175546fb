import { z } from 'zod';
import type { Database } from '../../../db/client';
import type { Backoff } from '../../jobs/backoff';
import type { EventPublisher } from '../../events/event-bus';
import type { SecretBox } from '../../security/secret-box';
import { IfoodHttpError, type IfoodApi } from './ifood-api';
import { findIfoodConnection, lockIfoodConnection, saveIfoodConnection } from './repository';

/** What the iFood module runs on (decision 072). */
export interface IfoodDependencies {
  db: Database;
  events: EventPublisher;
  secrets: SecretBox | null;
  /** null: the app's credentials (IFOOD_CLIENT_ID, IFOOD_CLIENT_SECRET) are not set. */
  api: IfoodApi | null;
  now: () => Date;
  /** The retries of iFood's jobs; tests make them due at once. */
  backoff?: Backoff;
}

/** The job's error when the store is not connected: retried later, or seen on 'Tarefas'. */
export const IFOOD_NOT_READY_MESSAGE =
  'O iFood não está conectado (ou a chave FORNO_SECRETS_KEY não abre os tokens).';

/** A token is renewed this long before iFood says it ends. */
const REFRESH_MARGIN_MS = 60_000;

const SealedTokensSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });

export interface ConnectedIfood {
  api: IfoodApi;
  merchantId: string;
  accessToken: string;
}

function openTokens(secrets: SecretBox, sealed: string) {
  return SealedTokensSchema.parse(JSON.parse(secrets.open(sealed)));
}

export function sealTokens(
  secrets: SecretBox,
  tokens: { accessToken: string; refreshToken: string },
): string {
  return secrets.seal(
    JSON.stringify({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken }),
  );
}

/** The connected store with a working access token, or null when none is connected. */
async function connectedIfood(deps: IfoodDependencies): Promise<ConnectedIfood | null> {
  const { api, secrets } = deps;
  if (!api || !secrets) return null;
  const row = await findIfoodConnection(deps.db);
  if (!row?.sealedTokens || !row.merchantId) return null;
  let accessToken: string;
  try {
    accessToken = openTokens(secrets, row.sealedTokens).accessToken;
  } catch {
    return null;
  }
  const expiresAt = row.accessExpiresAt?.getTime() ?? 0;
  if (expiresAt - REFRESH_MARGIN_MS <= deps.now().getTime()) {
    accessToken = await refreshIfoodTokens(deps, accessToken);
  }
  return { api, merchantId: row.merchantId, accessToken };
}

/**
 * Renews the tokens with the refresh token, holding the connection's row: of two runs (or two
 * instances) that found the same stale token, the second finds it renewed and uses the new one.
 */
async function refreshIfoodTokens(
  deps: IfoodDependencies,
  staleAccessToken: string,
): Promise<string> {
  const { api, secrets } = deps;
  if (!api || !secrets) throw new Error(IFOOD_NOT_READY_MESSAGE);
  return deps.db.transaction(async (tx) => {
    const row = await lockIfoodConnection(tx);
    if (!row?.sealedTokens) throw new Error(IFOOD_NOT_READY_MESSAGE);
    const current = openTokens(secrets, row.sealedTokens);
    if (current.accessToken !== staleAccessToken) return current.accessToken;
    const now = deps.now();
    const renewed = await api.refreshTokens(current.refreshToken, now);
    await saveIfoodConnection(tx, {
      sealedTokens: sealTokens(secrets, renewed),
      accessExpiresAt: renewed.expiresAt,
      updatedAt: now,
    });
    return renewed.accessToken;
  });
}

/**
 * Runs `work` with the store's token. A 401 (the token ended before its time, e.g. mid-evening)
 * renews it; then a route tries once more at once, and a job fails so that the queue runs it
 * again with the new token (decision 049: no retry loop outside the queue).
 */
export async function withIfood<T>(
  deps: IfoodDependencies,
  work: (ifood: ConnectedIfood) => Promise<T>,
  { retryNow }: { retryNow: boolean },
): Promise<T> {
  const ifood = await connectedIfood(deps);
  if (!ifood) throw new Error(IFOOD_NOT_READY_MESSAGE);
  try {
    return await work(ifood);
  } catch (error) {
    if (!(error instanceof IfoodHttpError) || error.status !== 401) throw error;
    const accessToken = await refreshIfoodTokens(deps, ifood.accessToken);
    if (retryNow) return work({ ...ifood, accessToken });
    throw new Error('O token do iFood tinha vencido e foi renovado: a tarefa roda de novo.', {
      cause: error,
    });
  }
}
