import type { Agent } from 'node:https';
import webPush, { WebPushError } from 'web-push';
import type { Database } from '../../../db/client';
import { pushNoticeFor } from '../../../domain/push-notices';
import { statusNoticeKey } from '../order-events/status-notice';
import type { StatusNotifier } from '../order-events/status-notifiers';
import {
  dropSubscription,
  findPushOrder,
  listSubscriptions,
  markFailed,
  markSent,
} from './repository';
import { vapidKeysOf } from './vapid-keys';

/**
 * How long a push service keeps a notice for a phone that is off (RFC 8030 TTL): an order's
 * evening; a status four hours old is no news.
 */
const NOTICE_TTL_SECONDS = 4 * 60 * 60;
/** One push service that does not answer does not hold the job's lease for long. */
const SEND_TIMEOUT_MS = 10_000;

export interface WebPushNotifierOptions {
  db: Database;
  /** The VAPID `sub` (RFC 8292 section 2.1): a mailto: or https: address the push service can reach. */
  subject: string;
  now: () => Date;
  /** Tests only: trusts the fake push service's certificate. */
  agent?: Agent;
}

/**
 * The customer's browser hears of every status of its order (decision 074): one encrypted
 * notice (RFC 8291, aes128gcm) per subscription of the order, signed with the server's VAPID
 * key (RFC 8292), for the order's status when the job runs. A subscription the push service says
 * is gone (404, 410) is dropped; any other failure is written on it and the job is tried again,
 * which skips the subscriptions that already took this notice.
 */
export function createWebPushNotifier(options: WebPushNotifierOptions): StatusNotifier {
  const { db, subject, now, agent } = options;
  return {
    name: 'web-push',
    label: 'Aviso no celular do cliente',
    maxAttempts: 6,
    async notify(notice) {
      const key = statusNoticeKey(notice);
      const subscriptions = await listSubscriptions(db, notice.orderId);
      const due = subscriptions.filter((subscription) => subscription.lastSentKey !== key);
      if (due.length === 0) return;
      const order = await findPushOrder(db, notice.orderId);
      // moved on since (a later notice tells the newer status), or gone
      if (!order || order.status !== notice.to) return;
      const vapid = await vapidKeysOf(db);
      const payload = JSON.stringify(pushNoticeFor(order));
      const failures: string[] = [];
      for (const subscription of due) {
        try {
          await webPush.sendNotification(
            {
              endpoint: subscription.endpoint,
              keys: { p256dh: subscription.p256dh, auth: subscription.auth },
            },
            payload,
            {
              vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
              contentEncoding: 'aes128gcm',
              TTL: NOTICE_TTL_SECONDS,
              urgency: 'high',
              // RFC 8030 section 5.4: a newer status replaces one the phone has not fetched yet
              topic: order.publicId,
              timeout: SEND_TIMEOUT_MS,
              ...(agent ? { agent } : {}),
            },
          );
          await markSent(db, subscription.id, key);
        } catch (error) {
          if (isGone(error)) {
            await dropSubscription(db, subscription.id);
            continue;
          }
          const reason = describeFailure(subscription.endpoint, error);
          await markFailed(db, subscription.id, reason, now());
          failures.push(reason);
        }
      }
      if (failures.length > 0) throw new Error(failures.join('; '));
    },
  };
}

/** RFC 8030 section 7.3: the subscription expired or was removed; it never comes back. */
function isGone(error: unknown): boolean {
  return error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410);
}

/** The push service's host and answer: never the endpoint's path, which names the browser. */
function describeFailure(endpoint: string, error: unknown): string {
  const host = URL.canParse(endpoint) ? new URL(endpoint).host : 'serviço de push';
  if (error instanceof WebPushError) return `${host} respondeu ${error.statusCode}`;
  return `${host}: ${error instanceof Error ? error.message : String(error)}`;
}
