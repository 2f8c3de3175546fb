import type { TLSSocket } from 'node:tls';
import type { FastifyRequest } from 'fastify';
import type { WebhookRequest } from '../provider';

/**
 * The client certificate a webhook came with (decision 064), for the adapter to check:
 * - Forno terminates TLS itself (the webhook listener of `PIX_WEBHOOK_TLS_PORT`, which asks for
 *   and verifies a client certificate against `PIX_WEBHOOK_CLIENT_CA`): the socket's peer
 *   certificate;
 * - behind a proxy that verified it: the proxy's headers (`X-SSL-Client-Verify: SUCCESS`,
 *   `X-SSL-Client-Fingerprint`, `-Subject`, `-Issuer`), read ONLY when the connection's peer is
 *   one of the shop's trusted proxies (TRUST_PROXY): anyone else could send them.
 * Null otherwise.
 */
export function clientCertificateOf(
  request: FastifyRequest,
  isTrustedPeer: (address: string) => boolean,
): WebhookRequest['clientCertificate'] {
  const socket = request.raw.socket as Partial<TLSSocket>;
  if (socket.encrypted && socket.authorized && typeof socket.getPeerCertificate === 'function') {
    const peer = socket.getPeerCertificate();
    if (peer && peer.fingerprint256) {
      return {
        fingerprint256: peer.fingerprint256,
        subject: distinguishedName(peer.subject),
        issuer: distinguishedName(peer.issuer),
      };
    }
  }
  const peerAddress = request.raw.socket.remoteAddress ?? '';
  if (!isTrustedPeer(peerAddress)) return null;
  const header = (name: string) => {
    const value = request.headers[name];
    return typeof value === 'string' ? value : '';
  };
  if (header('x-ssl-client-verify') !== 'SUCCESS') return null;
  const fingerprint = header('x-ssl-client-fingerprint');
  if (!fingerprint) return null;
  return {
    fingerprint256: colonHex(fingerprint),
    subject: header('x-ssl-client-subject'),
    issuer: header('x-ssl-client-issuer'),
  };
}

/** 'CN=x,O=y' from node's certificate fields. */
function distinguishedName(fields: object | undefined): string {
  if (!fields) return '';
  return Object.entries(fields)
    .map(([key, value]) => `${key}=${Array.isArray(value) ? value.join('+') : String(value)}`)
    .join(',');
}

/** nginx gives 'ab12…' (SHA-1 by $ssl_client_fingerprint; SHA-256 where configured): 'AB:12:…'. */
function colonHex(fingerprint: string): string {
  const hex = fingerprint.replace(/[^0-9a-fA-F]/g, '').toUpperCase();
  return hex.match(/.{2}/g)?.join(':') ?? '';
}
