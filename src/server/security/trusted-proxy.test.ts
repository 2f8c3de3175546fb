import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, type LoginInput } from '../../domain/admin-accounts';
import type { Menu } from '../../domain/menu';
import { smallOrder } from '../modules/admin-orders/admin-test-kit';
import { FRIDAY_EVENING, MARIA, newKey, readMenu } from '../modules/orders/order-test-kit';
import { RATE_LIMITS } from '../plugins/rate-limits';
import { newTestSetupCode } from '../test/setup-code';
import { createTestApp, testDbKind, type TestApp } from '../test/test-app';
import type { TrustProxy } from '../trust-proxy';

/**
 * Behind the shop's proxies (docs/decisions/037): the client's address is the one the shop's own
 * proxy saw, whatever the client wrote in X-Forwarded-For itself. Each proxy appends the address
 * it got the request from; the client may put anything before that.
 */
const OWNER = { email: 'dona@forno.com.br', password: 'segredo-da-casa' };
const WRONG = { ...OWNER, password: 'chute-errado' };
const OWNER_ADDRESS = '192.0.2.10';

interface Setup {
  name: string;
  trustProxy: TrustProxy;
  /** The connection's peer and X-Forwarded-For of a request from `client` through the proxies. */
  through(client: string, forged: string[]): { remoteAddress: string; xff: string };
}

const SETUPS: Setup[] = [
  {
    name: 'one proxy (TRUST_PROXY=1)',
    trustProxy: { kind: 'hops', hops: 1 },
    // nginx on the same machine: $proxy_add_x_forwarded_for appends the client's address
    through: (client, forged) => ({
      remoteAddress: '127.0.0.1',
      xff: [...forged, client].join(', '),
    }),
  },
  {
    name: 'a load balancer and nginx (TRUST_PROXY=2)',
    trustProxy: { kind: 'hops', hops: 2 },
    through: (client, forged) => ({
      remoteAddress: '127.0.0.1',
      xff: [...forged, client, '10.0.0.5'].join(', '),
    }),
  },
  {
    name: 'the proxies by address (TRUST_PROXY=10.0.0.0/24)',
    trustProxy: { kind: 'addresses', addresses: ['10.0.0.0/24'] },
    // the load balancer (10.0.0.5) appends the client, nginx (10.0.0.9) appends the balancer
    through: (client, forged) => ({
      remoteAddress: '10.0.0.9',
      xff: [...forged, client, '10.0.0.5'].join(', '),
    }),
  },
];

describe.each(SETUPS)(`behind $name on ${testDbKind}`, (setup) => {
  let t: TestApp;
  let menu: Menu;
  beforeAll(async () => {
    t = await createTestApp({
      now: () => new Date(FRIDAY_EVENING),
      rateLimits: true,
      trustProxy: setup.trustProxy,
    });
    const registered = await login('/api/auth/register', OWNER_ADDRESS, [], {
      ...OWNER,
      confirmPassword: OWNER.password,
      setupCode: await newTestSetupCode(t.database),
    });
    expect(registered.statusCode, registered.body).toBe(201);
    menu = await readMenu(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  function login(
    url: string,
    client: string,
    forged: string[],
    payload: LoginInput & { confirmPassword?: string; setupCode?: string },
  ) {
    const { remoteAddress, xff } = setup.through(client, forged);
    return t.app.inject({
      method: 'POST',
      url,
      remoteAddress,
      headers: { [CSRF_HEADER]: '1', 'x-forwarded-for': xff },
      payload,
    });
  }

  it('a new forged X-Forwarded-For with every wrong password is still one address: the sixth waits', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 8; n++) {
      const res = await login('/api/auth/login', '198.51.100.66', [`203.0.113.${n + 1}`], WRONG);
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });

  it("wrong passwords sent in the name of the owner's address do not lock the owner out", async () => {
    for (let n = 0; n < 12; n++) {
      const res = await login('/api/auth/login', '198.51.100.77', [OWNER_ADDRESS], WRONG);
      expect([401, 429]).toContain(res.statusCode);
    }
    const owner = await login('/api/auth/login', OWNER_ADDRESS, [], OWNER);
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it('the 31st order from one address in 10 minutes waits, whatever each one claims to come from', async () => {
    const order = (n: number) => {
      const { remoteAddress, xff } = setup.through('198.51.100.88', [`203.0.113.${n + 1}`]);
      return t.app.inject({
        method: 'POST',
        url: '/api/orders',
        remoteAddress,
        headers: { 'idempotency-key': newKey(), 'x-forwarded-for': xff },
        payload: smallOrder(menu, {
          customer: { ...MARIA, phone: `11 9${String(n).padStart(8, '0')}` },
        }),
      });
    };
    for (let n = 0; n < RATE_LIMITS.orders.max; n++) {
      const res = await order(n);
      expect(res.statusCode, res.body).toBe(201);
    }
    const limited = await order(RATE_LIMITS.orders.max);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
  });
});

describe(`a client that reaches the server around the proxies, on ${testDbKind}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      rateLimits: true,
      trustProxy: { kind: 'addresses', addresses: ['10.0.0.0/24'] },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: OWNER_ADDRESS,
      headers: { [CSRF_HEADER]: '1' },
      payload: {
        ...OWNER,
        confirmPassword: OWNER.password,
        setupCode: await newTestSetupCode(t.database),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is known by its own address: none of its X-Forwarded-* headers is read', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 7; n++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '198.51.100.99',
        headers: { [CSRF_HEADER]: '1', 'x-forwarded-for': `10.0.0.${n + 1}, 203.0.113.${n}` },
        payload: WRONG,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);

    const headers = {
      host: 'forno.test',
      'x-forwarded-host': 'evil.test',
      'x-forwarded-proto': 'https',
    };
    const direct = await t.app.inject({
      method: 'GET',
      url: '/robots.txt',
      remoteAddress: '198.51.100.99',
      headers,
    });
    expect(direct.body).toContain('Sitemap: http://forno.test/sitemap.xml');
    const proxied = await t.app.inject({
      method: 'GET',
      url: '/robots.txt',
      remoteAddress: '10.0.0.9',
      headers,
    });
    expect(proxied.body).toContain('Sitemap: https://evil.test/sitemap.xml');
  });
});
