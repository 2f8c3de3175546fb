import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/**
 * A push service (a browser vendor's, e.g. FCM or Mozilla's autopush) as the IETF describes it,
 * on https://127.0.0.1 with the test certificates (fixtures/pix-certs, CA `ca.pem`):
 *
 * - RFC 8030 section 5: `POST /push/<id>` delivers a message; `TTL` is required (400 without it);
 *   answers `201 Created` with a `Location`; an unknown or expired subscription is `404`/`410`.
 * - RFC 8292: `Authorization: vapid t=<JWT ES256>, k=<P-256 public key>`; the JWT's `aud` is the
 *   push service's origin, `exp` at most 24 h ahead, `sub` a mailto: or https: address, signed by
 *   `k` (else 401/403).
 * - RFC 8291 + RFC 8188: `Content-Encoding: aes128gcm`; the fake holds each subscription's private
 *   key and auth secret, as the browser would, and decrypts what it received.
 *
 * Controls: `subscribe()` makes a browser's subscription (the JSON `PushSubscription.toJSON()`
 * gives), `answerNext(id, status)` answers its next message with that status, `expire(id)` makes
 * it 410 from then on; `received` is what was delivered.
 */

const CERTS = join(import.meta.dirname, 'fixtures', 'pix-certs');

interface ReceivedPush {
  subscriptionId: string;
  /** The decrypted message, as the service worker's `event.data.text()` reads it. */
  text: string;
  vapid: { aud: string; sub: string; exp: number; k: string };
  ttl: number;
  urgency: string | undefined;
  topic: string | undefined;
}

interface FakeSubscription {
  id: string;
  json: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
}

interface Browser {
  privateKey: Buffer;
  publicKey: Buffer;
  auth: Buffer;
  gone: boolean;
  nextAnswers: number[];
}

export interface FakePushService {
  origin: string;
  /** An https agent that trusts this service's certificate. */
  agent: Agent;
  /** The CA that signed its certificate (PEM), for NODE_EXTRA_CA_CERTS. */
  caPath: string;
  subscribe(): FakeSubscription;
  answerNext(id: string, status: number): void;
  expire(id: string): void;
  received: ReceivedPush[];
  /** Requests refused (bad VAPID, encoding, TTL), with the reason. */
  refused: { subscriptionId: string; status: number; reason: string }[];
  /** Resolves at the next delivered message. */
  nextPush(): Promise<ReceivedPush>;
  close(): Promise<void>;
}

export async function startFakePushService(): Promise<FakePushService> {
  const browsers = new Map<string, Browser>();
  const received: ReceivedPush[] = [];
  const refused: FakePushService['refused'] = [];
  let waiters: ((push: ReceivedPush) => void)[] = [];
  let origin = '';

  const refuse = (res: ServerResponse, id: string, status: number, reason: string) => {
    refused.push({ subscriptionId: id, status, reason });
    res.writeHead(status, { 'content-type': 'text/plain' }).end(reason);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const match = /^\/push\/([\w-]+)$/.exec(req.url ?? '');
    if (req.method !== 'POST' || !match?.[1]) return refuse(res, '', 404, 'not found');
    const id = match[1];
    const browser = browsers.get(id);
    if (!browser) return refuse(res, id, 404, 'no such subscription');
    if (browser.gone) return refuse(res, id, 410, 'subscription expired');
    const vapid = checkVapid(req.headers.authorization, origin);
    if (typeof vapid === 'string') return refuse(res, id, 401, vapid);
    const ttl = Number(req.headers.ttl);
    if (req.headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0) {
      return refuse(res, id, 400, 'TTL header required');
    }
    if (req.headers['content-encoding'] !== 'aes128gcm') {
      return refuse(res, id, 415, 'Content-Encoding must be aes128gcm');
    }
    const planned = browser.nextAnswers.shift();
    if (planned !== undefined && planned >= 300) {
      return refuse(res, id, planned, `planned answer ${planned}`);
    }
    let text: string;
    try {
      text = decrypt(body, browser);
    } catch (error) {
      return refuse(res, id, 400, `cannot decrypt: ${(error as Error).message}`);
    }
    const push: ReceivedPush = {
      subscriptionId: id,
      text,
      vapid,
      ttl,
      urgency: header(req.headers.urgency),
      topic: header(req.headers.topic),
    };
    received.push(push);
    const ready = waiters;
    waiters = [];
    for (const resolve of ready) resolve(push);
    res.writeHead(201, { location: `${origin}/message/${randomUUID()}` }).end();
  };

  const server: Server = createServer(
    { cert: readFileSync(join(CERTS, 'server.pem')), key: readFileSync(join(CERTS, 'server.key')) },
    (req, res) => {
      handle(req, res).catch((error: unknown) => {
        res.writeHead(500).end(String(error));
      });
    },
  );
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new Agent({ ca: readFileSync(join(CERTS, 'ca.pem')), keepAlive: false });

  return {
    origin,
    agent,
    caPath: join(CERTS, 'ca.pem'),
    received,
    refused,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const id = randomUUID();
      const browser: Browser = {
        privateKey: ecdh.getPrivateKey(),
        publicKey: ecdh.getPublicKey(),
        auth: randomBytes(16),
        gone: false,
        nextAnswers: [],
      };
      browsers.set(id, browser);
      return {
        id,
        json: {
          endpoint: `${origin}/push/${id}`,
          expirationTime: null,
          keys: {
            p256dh: browser.publicKey.toString('base64url'),
            auth: browser.auth.toString('base64url'),
          },
        },
      };
    },
    answerNext(id, status) {
      browsers.get(id)?.nextAnswers.push(status);
    },
    expire(id) {
      const browser = browsers.get(id);
      if (browser) browser.gone = true;
    },
    nextPush() {
      return new Promise((resolve) => waiters.push(resolve));
    },
    async close() {
      agent.destroy();
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** RFC 8292 section 3: `vapid t=<JWT>, k=<key>`; answers the claims, or why it is refused. */
function checkVapid(
  authorization: string | undefined,
  origin: string,
): ReceivedPush['vapid'] | string {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(authorization ?? '');
  if (!match?.[1] || !match[2]) return 'Authorization must be vapid t=..., k=...';
  const [headerPart, claimsPart, signature] = match[1].split('.') as [string, string, string];
  const k = match[2];
  const point = Buffer.from(k, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return 'k is not an uncompressed P-256 point';
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const header = JSON.parse(Buffer.from(headerPart, 'base64url').toString()) as { alg?: string };
  if (header.alg !== 'ES256') return 'JWT alg must be ES256';
  const signed = verify(
    'sha256',
    Buffer.from(`${headerPart}.${claimsPart}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return 'JWT signature does not match k';
  const claims = JSON.parse(Buffer.from(claimsPart, 'base64url').toString()) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (claims.aud !== origin) return `aud must be ${origin}`;
  const nowSeconds = Date.now() / 1000;
  if (
    typeof claims.exp !== 'number' ||
    claims.exp < nowSeconds ||
    claims.exp > nowSeconds + 86_400
  ) {
    return 'exp must be within 24 hours';
  }
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) {
    return 'sub must be a mailto: or https: address';
  }
  return { aud: claims.aud, exp: claims.exp, sub: claims.sub, k };
}

/** RFC 8291 section 3.4 and RFC 8188 section 2: one record, as web-push sends a small message. */
function decrypt(body: Buffer, browser: Browser): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(browser.privateKey);
  const shared = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.publicKey, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, browser.auth, keyInfo, 32));
  const cek = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  );
  const nonce = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
  );
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // the last record ends with the delimiter 0x02, then zero padding
  const end = padded.lastIndexOf(2);
  if (end < 0) throw new Error('no record delimiter');
  return padded.subarray(0, end).toString('utf8');
}
