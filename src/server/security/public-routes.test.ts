import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerInput } from '../../domain/customer';
import type { Menu } from '../../domain/menu';
import type { PlacedOrder, PlaceOrderInput } from '../../domain/order';
import { buildApp } from '../app';
import { customerIdOf, FRIDAY_EVENING, newKey } from '../modules/orders/order-test-kit';
import { createTestDatabase, testDbKind, type TestDatabase } from '../test/test-app';

/** A customer no seed or other test has: any answer naming them is about them. */
const ZULEICA: CustomerInput = {
  name: 'Zuleica Privada',
  phone: '11912345678',
  cep: '01310-100',
  street: 'Rua Secreta',
  number: '77',
  complement: 'Fundos',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};

/**
 * Zuleica's phone in any format: '11912345678', '(11) 91234-5678', '+55 11 9 1234 5678'… The
 * last nine digits, with up to two separators between any two of them, are enough to be hers.
 */
const ZULEICA_PHONE = new RegExp([...ZULEICA.phone.slice(-9)].join('[^0-9]{0,2}'));

/** The tracking page shows the order's name and address (docs/decisions/006), never the phone. */
const TRACKING_ROUTE = '/api/orders/:publicId';

interface PublicRoute {
  url: string;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** How long a stream is read: its first event comes at once (the tracking status). */
const STREAM_READ_MS = 1_500;

/**
 * GET over a real socket, as a browser would (no compression asked). A text/event-stream answer
 * never ends: it is read until its first event, or for STREAM_READ_MS, then closed.
 * node:http, not fetch: an aborted fetch keeps a spare connection that holds `app.close()`.
 */
function get(url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { agent: false, headers: { accept: '*/*' } });
    request.once('error', reject);
    request.once('response', (response) => {
      response.setEncoding('utf8');
      let body = '';
      const isStream = /^text\/event-stream/.test(response.headers['content-type'] ?? '');
      let timer: NodeJS.Timeout | undefined;
      const finish = () => {
        clearTimeout(timer);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body });
      };
      if (isStream) {
        timer = setTimeout(() => {
          request.destroy();
          finish();
        }, STREAM_READ_MS);
      }
      response.on('data', (chunk: string) => {
        body += chunk;
        if (isStream && /\nevent: [^\n]+\ndata: [^\n]*\n\n/.test(body)) {
          request.destroy();
          finish();
        }
      });
      response.once('end', finish);
      response.once('error', finish);
    });
    request.end();
  });
}

/**
 * Issue item 6: "no public route returns a customer's data". It walks the route table the app
 * really has, so a public route added later is checked without editing this file.
 */
describe(`every public GET route on ${testDbKind}`, () => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let baseUrl = '';
  const publicRoutes: PublicRoute[] = [];
  let placed: PlacedOrder;
  let placedCustomerId = 0;
  const answers = new Map<string, Answer>();

  /** A concrete path: the real order's publicId, the customer's id, or a harmless dummy. */
  const samplePath = (pattern: string) =>
    pattern
      .replace(/:([A-Za-z0-9_]+)(\([^)]*\))?/g, (_match, name: string) => {
        if (name === 'publicId') return placed.order.publicId;
        if (/^(id|customerId)$/.test(name)) return String(placedCustomerId);
        if (name === 'cep') return ZULEICA.cep.replace(/\D/g, '');
        return '1';
      })
      .replace(/\*/g, 'x');

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({
      database,
      now: () => new Date(FRIDAY_EVENING),
      // no postal-code service is reached: a closed local port answers at once
      cep: {
        services: [
          { kind: 'viacep', baseUrl: 'http://127.0.0.1:9' },
          { kind: 'brasilapi', baseUrl: 'http://127.0.0.1:9' },
        ],
        timeoutMs: 300,
      },
      onRoute: (route: RouteOptions) => {
        const isAdmin = route.url === '/api/admin' || route.url.startsWith('/api/admin/');
        // the admin's own session: 401 without the cookie (admin-routes.test.ts covers /api/admin)
        if (isAdmin || route.url === '/api/auth/session') return;
        if ([route.method].flat().includes('GET')) publicRoutes.push({ url: route.url });
      },
    });
    baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });

    const menu = (await app.inject({ method: 'GET', url: '/api/menu' })).json<Menu>();
    const product = menu.products.find((p) => p.name === 'Calabresa');
    if (!product) throw new Error('the seed menu has no Calabresa');
    const order: PlaceOrderInput = {
      customer: ZULEICA,
      items: [{ productId: product.id, size: 'normal', quantity: 1 }],
      paymentMethod: 'Pix',
      changeForCents: null,
    };
    const res = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': newKey() },
      payload: order,
    });
    expect(res.statusCode, res.body).toBe(201);
    placed = res.json<PlacedOrder>();
    placedCustomerId = await customerIdOf(database.db, placed.order.id);
    // the answer to her own order has her phone as the server writes it: the pattern finds it
    expect(res.body).toMatch(ZULEICA_PHONE);

    for (const route of publicRoutes) {
      answers.set(route.url, await get(`${baseUrl}${samplePath(route.url)}`));
    }
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('finds the public routes, the tracking page and its stream among them', () => {
    const urls = publicRoutes.map((route) => route.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/menu',
        '/api/establishment',
        TRACKING_ROUTE,
        '/api/orders/:publicId/events',
      ]),
    );
    expect(urls).not.toContain('/api/auth/session');
    expect(urls.filter((url) => url.startsWith('/api/admin'))).toEqual([]);
  });

  it("reads the real order: the tracking page shows Zuleica's order and its stream its status", () => {
    const tracking = answers.get(TRACKING_ROUTE);
    expect(tracking?.status).toBe(200);
    expect(tracking?.body).toContain(ZULEICA.name);
    expect(tracking?.body).toContain('Rua Secreta, 77');
    const stream = answers.get('/api/orders/:publicId/events');
    expect(stream?.status).toBe(200);
    expect(stream?.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream?.body).toContain('event: status');
  });

  it("answers no route with the customer's phone, in any format", () => {
    // the pattern itself is checked on the formats people write
    for (const format of [
      '11912345678',
      '(11) 91234-5678',
      '+55 11 91234-5678',
      '5511912345678',
      '91234 5678',
    ]) {
      expect(format).toMatch(ZULEICA_PHONE);
    }
    const leaks = [...answers]
      .filter(([, answer]) => ZULEICA_PHONE.test(answer.body))
      .map(([url, answer]) => `${url} (${answer.status}): ${answer.body.slice(0, 200)}`);
    expect(leaks).toEqual([]);
  });

  it('lists no customer: only the tracking page names her, and only there her address', () => {
    const leaks = [...answers]
      .filter(([url]) => url !== TRACKING_ROUTE)
      .filter(([, answer]) => /Zuleica|Rua Secreta/i.test(answer.body))
      .map(([url, answer]) => `${url} (${answer.status}): ${answer.body.slice(0, 200)}`);
    expect(leaks).toEqual([]);
  });
});
