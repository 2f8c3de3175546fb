import type { Executor } from '../../../db/client';
import { saveIfoodConnection } from './repository';

/** 'Desconectar': the tokens are erased and the polls stop; iFood's orders already here stay. */
export async function disconnectStore(db: Executor, { by, at }: { by: number; at: Date }) {
  await saveIfoodConnection(db, {
    sealedTokens: null,
    accessExpiresAt: null,
    sealedPendingLink: null,
    pendingUserCode: null,
    pendingVerificationUrl: null,
    merchantId: null,
    merchantName: null,
    connectedAt: null,
    lastPolledAt: null,
    updatedAt: at,
    updatedBy: by,
  });
}
