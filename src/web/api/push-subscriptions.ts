import { z } from 'zod/mini';
import { PushPublicKeySchema, type PushSubscriptionInput } from '../../domain/push-notices';
import { apiRequest } from '../lib/api-client';

const OkSchema = z.object({ ok: z.literal(true) });

/** The server's VAPID public key (decision 074): the browser's applicationServerKey. */
export async function getPushPublicKey(): Promise<string> {
  return (await apiRequest('/push/public-key', PushPublicKeySchema)).publicKey;
}

export async function subscribeOrderNotices(
  publicId: string,
  subscription: PushSubscriptionInput,
): Promise<void> {
  await apiRequest(`/orders/${encodeURIComponent(publicId)}/push-subscriptions`, OkSchema, {
    method: 'POST',
    body: subscription,
  });
}

export async function unsubscribeOrderNotices(publicId: string, endpoint: string): Promise<void> {
  await apiRequest(`/orders/${encodeURIComponent(publicId)}/push-subscriptions`, z.null(), {
    method: 'DELETE',
    body: { endpoint },
  });
}
