import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';
import { isTrustedPeer, parseTrustProxy, trustFunction, type TrustProxy } from './trust-proxy';

/** The client's address as Fastify works it out from the peer and X-Forwarded-For. */
function clientAddress(setting: TrustProxy, peer: string, xff: string): string {
  const request = {
    headers: { 'x-forwarded-for': xff },
    socket: { remoteAddress: peer },
  } as unknown as IncomingMessage;
  const trust = trustFunction(setting);
  const all = proxyAddr.all(request, trust || (() => false));
  return all[all.length - 1] ?? '';
}

describe('TRUST_PROXY', () => {
  it('refuses true at start, saying what to set instead', () => {
    expect(() => loadEnv({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY=1.*TRUST_PROXY=127\.0\.0\.1/s,
    );
  });

  it('takes false, a hop count or proxy addresses', () => {
    expect(loadEnv({}).TRUST_PROXY).toEqual({ kind: 'none' });
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toEqual({ kind: 'none' });
    expect(loadEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toEqual({ kind: 'none' });
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toEqual({ kind: 'hops', hops: 2 });
    expect(loadEnv({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,loopback' }).TRUST_PROXY).toEqual({
      kind: 'addresses',
      addresses: ['127.0.0.1', '10.0.0.0/8', 'loopback'],
    });
  });

  it('refuses what is no address, or an absurd hop count', () => {
    expect(() => parseTrustProxy('nginx')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('10.0.0.0/99')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('50')).toThrow(/at most 10/);
  });

  it('reads the client from the right of X-Forwarded-For, past the trusted hops alone', () => {
    const xff = '6.6.6.6, 203.0.113.9, 10.0.0.5';
    expect(clientAddress({ kind: 'none' }, '127.0.0.1', xff)).toBe('127.0.0.1');
    expect(clientAddress({ kind: 'hops', hops: 1 }, '127.0.0.1', xff)).toBe('10.0.0.5');
    expect(clientAddress({ kind: 'hops', hops: 2 }, '127.0.0.1', xff)).toBe('203.0.113.9');
    const byAddress: TrustProxy = { kind: 'addresses', addresses: ['127.0.0.1', '10.0.0.0/8'] };
    expect(clientAddress(byAddress, '127.0.0.1', xff)).toBe('203.0.113.9');
    // a peer that is not a proxy is the client, whatever it writes
    expect(clientAddress(byAddress, '198.51.100.1', xff)).toBe('198.51.100.1');
  });

  it('exempts only the proxies from the per-address connection cap', () => {
    const byAddress = isTrustedPeer({ kind: 'addresses', addresses: ['127.0.0.1'] });
    expect(byAddress('127.0.0.1')).toBe(true);
    expect(byAddress('198.51.100.1')).toBe(false);
    expect(isTrustedPeer({ kind: 'none' })('127.0.0.1')).toBe(false);
  });
});
