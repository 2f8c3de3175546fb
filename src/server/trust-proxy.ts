import proxyAddr from '@fastify/proxy-addr';

/**
 * Which hops in front of the server are the shop's own proxies (docs/decisions/037): the client's
 * address is the first one in X-Forwarded-For, read from the right, that none of them wrote.
 * Everything the client writes itself (the left of the chain) is never believed.
 */
export type TrustProxy =
  | { kind: 'none' }
  /** So many proxies in front: the peer and the rightmost `hops - 1` entries are theirs. */
  | { kind: 'hops'; hops: number }
  /** The proxies' addresses or networks (`127.0.0.1`, `10.0.0.0/8`, `loopback`). */
  | { kind: 'addresses'; addresses: string[] };

export const NO_PROXY: TrustProxy = { kind: 'none' };

/** More proxies than any real chain (CDN, load balancer, nginx) has. */
const MAX_PROXY_HOPS = 10;

const TRUST_PROXY_TRUE_REFUSED =
  'TRUST_PROXY=true is no longer accepted: it believed every address in X-Forwarded-For, which ' +
  'the client writes itself. Say which proxies are yours: how many stand in front of the server ' +
  '(TRUST_PROXY=1 behind one nginx or Caddy, 2 behind a load balancer and nginx), or their ' +
  'addresses (TRUST_PROXY=127.0.0.1, or the load balancer network, e.g. 10.0.0.0/8). ' +
  "See 'Behind a proxy' in README.md.";

/** TRUST_PROXY as written: `false` (or 0, or empty), a hop count, or a list of addresses. */
export function parseTrustProxy(text: string): TrustProxy {
  const value = text.trim();
  if (value === '' || value === 'false' || value === '0') return NO_PROXY;
  if (value === 'true') throw new Error(TRUST_PROXY_TRUE_REFUSED);
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_PROXY_HOPS) {
      throw new Error(`TRUST_PROXY: at most ${MAX_PROXY_HOPS} proxies, not ${value}`);
    }
    return { kind: 'hops', hops };
  }
  const addresses = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  try {
    proxyAddr.compile(addresses);
  } catch (error) {
    throw new Error(
      `TRUST_PROXY: ${(error as Error).message}. Use a hop count (1, 2) or proxy addresses ` +
        'and networks separated by commas (127.0.0.1, 10.0.0.0/8, loopback)',
      { cause: error },
    );
  }
  return { kind: 'addresses', addresses };
}

/** Whether a hop is one of the shop's proxies: `hop` 0 is the peer of the connection. */
export type TrustFunction = (address: string, hop: number) => boolean;

/**
 * The function Fastify is given as `trustProxy`, or false. A hop count is a function too: Fastify
 * 5 reads a bare number as 'trust nothing' (it cannot check the peer), which would make every
 * customer behind the proxy one address.
 */
export function trustFunction(setting: TrustProxy): TrustFunction | false {
  switch (setting.kind) {
    case 'none':
      return false;
    case 'hops':
      return (_address, hop) => hop < setting.hops;
    case 'addresses':
      return proxyAddr.compile(setting.addresses);
  }
}

/**
 * Whether a connection's peer is one of the shop's proxies: its connections carry many customers,
 * so the per-address connection cap does not apply to it. With a hop count every peer is taken for
 * the proxy (the server must then be reachable through the proxy alone).
 */
export function isTrustedPeer(setting: TrustProxy): (address: string) => boolean {
  const trust = trustFunction(setting);
  return trust ? (address) => trust(address, 0) : () => false;
}
