import { z } from 'zod';
import { AppError } from '../../errors';
import { sealTokens, type IfoodDependencies } from './connection';
import { IFOOD_NOT_AVAILABLE_MESSAGE, refusedByIfood } from './ifood-errors';
import { seedIfoodPoll } from './poll-events';
import { findIfoodConnection, saveIfoodConnection } from './repository';

const PendingSchema = z.object({ verifier: z.string() });

/**
 * 'Conectar' step 2: the authorization code the portal gave the owner, with the link code's
 * verifier, becomes the store's tokens (sealed); the store is the first merchant the token
 * reaches, and its polls start at once.
 */
export async function connectStore(
  deps: IfoodDependencies,
  { authorizationCode, by }: { authorizationCode: string; by: number },
): Promise<void> {
  const { api, secrets } = deps;
  if (!api || !secrets) throw new AppError('IFOOD_NOT_AVAILABLE', IFOOD_NOT_AVAILABLE_MESSAGE);
  const row = await findIfoodConnection(deps.db);
  if (!row?.sealedPendingLink) {
    throw new AppError(
      'IFOOD_NO_LINK_CODE',
      'Peça primeiro um código de vínculo e autorize o Forno no Portal do Parceiro.',
    );
  }
  const { verifier } = PendingSchema.parse(JSON.parse(secrets.open(row.sealedPendingLink)));
  const now = deps.now();
  const tokens = await api
    .tokensFromAuthorizationCode(authorizationCode, verifier, now)
    .catch(refusedByIfood);
  const [merchant] = await api.merchants(tokens.accessToken).catch(refusedByIfood);
  if (!merchant) {
    throw new AppError('IFOOD_REFUSED', 'Esta conta do iFood não tem nenhuma loja autorizada.');
  }
  await deps.db.transaction(async (tx) => {
    await saveIfoodConnection(tx, {
      sealedTokens: sealTokens(secrets, tokens),
      accessExpiresAt: tokens.expiresAt,
      merchantId: merchant.id,
      merchantName: merchant.name,
      connectedAt: now,
      sealedPendingLink: null,
      pendingUserCode: null,
      pendingVerificationUrl: null,
      updatedAt: now,
      updatedBy: by,
    });
    await seedIfoodPoll(tx, now);
  });
}
