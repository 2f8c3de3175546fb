import { createECDH } from 'node:crypto';
import webPush from 'web-push';
import type { Executor } from '../../../db/client';
import { findOrCreateServerSecret } from '../../../db/server-secrets';

/** The server's VAPID key pair (RFC 8292), base64url as web-push and the browser take them. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const SECRET_NAME = 'web_push_vapid';

/** One read per database per process: the pair never changes once made. */
const pairs = new WeakMap<object, Promise<VapidKeys>>();

/**
 * The pair every instance sharing the database signs with, made on first start (decision 074).
 * Only the private key is stored (in server_secrets, beside the offline pass's secret); the
 * public key is its P-256 point, worked out again here. The private key never leaves the server.
 */
export function vapidKeysOf(db: Executor): Promise<VapidKeys> {
  let pair = pairs.get(db);
  if (!pair) {
    pair = findOrCreateServerSecret(db, SECRET_NAME, () =>
      Buffer.from(webPush.generateVAPIDKeys().privateKey, 'base64url'),
    ).then((privateKey) => {
      const ecdh = createECDH('prime256v1');
      ecdh.setPrivateKey(privateKey);
      return {
        publicKey: ecdh.getPublicKey().toString('base64url'),
        privateKey: privateKey.toString('base64url'),
      };
    });
    // a failed read (database down) is tried again by the next caller
    pair.catch(() => pairs.delete(db));
    pairs.set(db, pair);
  }
  return pair;
}
