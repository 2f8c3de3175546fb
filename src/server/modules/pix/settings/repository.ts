import { eq } from 'drizzle-orm';
import type { Executor } from '../../../../db/client';
import { pixProvider } from '../../../../db/schema';

/** The provider told us it will call the webhook address (job pix.register-webhook). */
export async function markWebhookRegistered(db: Executor, at: Date): Promise<void> {
  await db
    .update(pixProvider)
    .set({ webhookRegisteredAt: at })
    .where(eq(pixProvider.isActive, true));
}

/**
 * 'Desconectar': back to the static code. The credentials are erased; the addresses, the
 * choices and the webhook token stay for a later connection.
 */
export async function disconnectPixProviderRow(
  db: Executor,
  change: { by: number; at: Date },
): Promise<void> {
  await db
    .update(pixProvider)
    .set({
      isActive: false,
      sealedCredentials: null,
      credentialSummary: {},
      webhookRegisteredAt: null,
      updatedAt: change.at,
      updatedBy: change.by,
    })
    .where(eq(pixProvider.id, 1));
}
