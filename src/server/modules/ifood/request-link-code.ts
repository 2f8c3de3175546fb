import { AppError } from '../../errors';
import { IFOOD_NOT_AVAILABLE_MESSAGE, refusedByIfood } from './ifood-errors';
import type { IfoodDependencies } from './connection';
import { saveIfoodConnection } from './repository';

/**
 * 'Conectar' step 1 (iFood's distributed-app flow): asks iFood for a link code to type in the
 * partner portal. Its verifier is kept sealed until the owner pastes the authorization code.
 */
export async function requestLinkCode(deps: IfoodDependencies, by: number): Promise<void> {
  const { api, secrets } = deps;
  if (!api || !secrets) throw new AppError('IFOOD_NOT_AVAILABLE', IFOOD_NOT_AVAILABLE_MESSAGE);
  const link = await api.requestUserCode().catch(refusedByIfood);
  await saveIfoodConnection(deps.db, {
    sealedPendingLink: secrets.seal(JSON.stringify({ verifier: link.authorizationCodeVerifier })),
    pendingUserCode: link.userCode,
    pendingVerificationUrl: link.verificationUrlComplete || link.verificationUrl,
    updatedAt: deps.now(),
    updatedBy: by,
  });
}
