import Fastify, { type HTTPMethods, type LightMyRequestResponse, type RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUsers } from '../db/schema';
import { CSRF_HEADER, SESSION_COOKIE } from '../domain/admin-accounts';
import { STAFF_ROLES, type StaffRole } from '../domain/staff-roles';
import { buildApp } from './app';
import { demandDeclaredRoles } from './plugins/require-role';
import { startSession } from './modules/auth/sessions';
import { createTestDatabase, testDbKind, type TestDatabase } from './test/test-app';

interface AdminRoute {
  method: HTTPMethods;
  url: string;
  /** What the route's options declare (config.roles); undefined when nothing. */
  roles?: readonly StaffRole[];
}

/** The live event stream never ends by itself: it is not called with a session that it lets in. */
const STREAM_URL = '/api/admin/events';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A concrete path for a route pattern: every parameter and wildcard becomes '1'. */
function samplePath(pattern: string): string {
  return pattern.replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, '1').replace(/\*/g, '1');
}

/**
 * Walks the routes the app really has, not a list kept by hand: a route someone adds under
 * /api/admin later is checked without editing this file ("no admin route answers without a
 * session, an unapproved account gets nothing").
 */
describe(`every /api/admin route on ${testDbKind}`, () => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const adminRoutes: AdminRoute[] = [];
  let pendingToken = '';
  let activeToken = '';
  const roleTokens = new Map<StaffRole, string>();

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({
      database,
      onRoute: (route: RouteOptions) => {
        if (route.url !== '/api/admin' && !route.url.startsWith('/api/admin/')) return;
        const roles = (route.config as { roles?: readonly StaffRole[] } | undefined)?.roles;
        for (const method of [route.method].flat()) {
          adminRoutes.push({ method, url: route.url, ...(roles ? { roles } : {}) });
        }
      },
    });
    await app.ready();
    const insertUser = async (
      email: string,
      status: 'active' | 'pending',
      role: StaffRole = 'attendant',
    ) => {
      const [row] = await database.db
        .insert(adminUsers)
        .values({ email, passwordHash: 'not-a-hash', role, status })
        .returning({ id: adminUsers.id });
      if (!row) throw new Error('no user inserted');
      return startSession(database.db, row.id, new Date());
    };
    // a session row of a pending account cannot come from a login; it is made by hand here
    pendingToken = await insertUser('pendente@forno.com.br', 'pending');
    activeToken = await insertUser('ativo@forno.com.br', 'active');
    for (const role of STAFF_ROLES) {
      roleTokens.set(role, await insertUser(`${role}@forno.com.br`, 'active', role));
    }
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const request = (route: AdminRoute, options: { token?: string; hasCsrfHeader: boolean }) =>
    app.inject({
      method: route.method,
      url: samplePath(route.url),
      headers: options.hasCsrfHeader ? { [CSRF_HEADER]: '1' } : {},
      ...(options.token ? { cookies: { [SESSION_COOKIE]: options.token } } : {}),
    });

  /** '' when the answer is the refusal expected, else what came instead. */
  const mismatch = (res: LightMyRequestResponse, status: number, code: string) => {
    // HEAD answers carry no body: their status alone tells
    const answeredCode = res.body
      ? (res.json<{ error?: { code?: string } }>().error?.code ?? res.body.slice(0, 80))
      : undefined;
    const isExpected = res.statusCode === status && (answeredCode ?? code) === code;
    return isExpected ? '' : `${res.statusCode} ${answeredCode ?? '(no body)'}`;
  };

  it('finds the admin routes (the scope is never empty)', () => {
    expect(adminRoutes).toContainEqual(
      expect.objectContaining({ method: 'GET', url: '/api/admin/me' }),
    );
  });

  it('answers 401 to every method of every admin route without a session', async () => {
    const failures: string[] = [];
    for (const route of adminRoutes) {
      const res = await request(route, { hasCsrfHeader: true });
      const wrong = mismatch(res, 401, 'UNAUTHORIZED');
      if (wrong) failures.push(`${route.method} ${route.url}: ${wrong}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 401 to every admin route for the session of an account awaiting approval', async () => {
    const failures: string[] = [];
    for (const route of adminRoutes) {
      const res = await request(route, { token: pendingToken, hasCsrfHeader: true });
      const wrong = mismatch(res, 401, 'UNAUTHORIZED');
      if (wrong) failures.push(`${route.method} ${route.url}: ${wrong}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 to every state-changing admin request without the CSRF header', async () => {
    const failures: string[] = [];
    for (const route of adminRoutes.filter((r) => !SAFE_METHODS.has(r.method))) {
      const res = await request(route, { token: activeToken, hasCsrfHeader: false });
      const wrong = mismatch(res, 403, 'CSRF_REJECTED');
      if (wrong) failures.push(`${route.method} ${route.url}: ${wrong}`);
    }
    expect(failures).toEqual([]);
  });

  it('has every admin route declare the staff roles that may call it', () => {
    const undeclared = adminRoutes
      .filter((route) => !route.roles?.length)
      .map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
  });

  it('answers 403 FORBIDDEN_ROLE to every route a role may not call, before reading its body', async () => {
    const failures: string[] = [];
    let refusals = 0;
    for (const role of STAFF_ROLES) {
      const token = roleTokens.get(role);
      for (const route of adminRoutes.filter((r) => !r.roles?.includes(role))) {
        refusals++;
        const res = await request(route, { token, hasCsrfHeader: true });
        const wrong = mismatch(res, 403, 'FORBIDDEN_ROLE');
        if (wrong) failures.push(`${role} ${route.method} ${route.url}: ${wrong}`);
      }
    }
    expect(failures).toEqual([]);
    // the owner may call everything; every other role is refused somewhere
    expect(refusals).toBeGreaterThan(0);
  });

  it('lets each role read what its routes declare', async () => {
    const failures: string[] = [];
    for (const role of STAFF_ROLES) {
      const token = roleTokens.get(role);
      const allowed = adminRoutes.filter(
        (r) => r.roles?.includes(role) && r.method === 'GET' && r.url !== STREAM_URL,
      );
      for (const route of allowed) {
        const res = await request(route, { token, hasCsrfHeader: true });
        if (res.statusCode === 403 || res.statusCode === 401) {
          failures.push(`${role} ${route.method} ${route.url}: ${res.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('keeps the owner’s powers from the other roles (issue point 8)', () => {
    const mayCall = (role: StaffRole, method: HTTPMethods, url: string) =>
      adminRoutes.some((r) => r.method === method && r.url === url && r.roles?.includes(role));
    const ownerOnly: [HTTPMethods, string][] = [
      ['PUT', '/api/admin/settings'],
      ['POST', '/api/admin/settings/reset'],
      ['POST', '/api/admin/team/:id/approve'],
      ['PATCH', '/api/admin/team/:id/role'],
      ['DELETE', '/api/admin/team/:id'],
      // the official WhatsApp's token and app secret (decision 073)
      ['PUT', '/api/admin/whatsapp'],
      ['DELETE', '/api/admin/whatsapp'],
      ['POST', '/api/admin/whatsapp/test'],
    ];
    for (const [method, url] of ownerOnly) {
      expect(mayCall('owner', method, url), `${method} ${url}`).toBe(true);
      for (const role of ['manager', 'attendant', 'kitchen'] as const) {
        expect(mayCall(role, method, url), `${role} ${method} ${url}`).toBe(false);
      }
    }
    for (const [method, url] of [
      ['PUT', '/api/admin/products/:id'],
      ['POST', '/api/admin/customers/:id/export'],
      ['POST', '/api/admin/customers/:id/anonymise'],
    ] as const) {
      expect(mayCall('manager', method, url), `${method} ${url}`).toBe(true);
      expect(mayCall('attendant', method, url), `${method} ${url}`).toBe(false);
    }
    // the cook: the kitchen, 'Acabou' and the stream, nothing of the desk
    const kitchenUrls = adminRoutes
      .filter((r) => r.roles?.includes('kitchen') && r.method !== 'HEAD')
      .map((r) => r.url);
    expect(
      kitchenUrls.filter(
        (url) =>
          !/^\/api\/admin\/(kitchen|sold-out|events|me)(\/|$)/.test(url) &&
          !/^\/api\/admin\/products(\/:id\/availability)?$/.test(url),
      ),
    ).toEqual([]);
  });
});

describe('the admin scope at start-up', () => {
  it('refuses to start with an admin route that declares no roles', async () => {
    const app = Fastify();
    const starting = app.register(
      async (admin) => {
        admin.addHook('onRoute', demandDeclaredRoles);
        admin.get('/declared', { config: { roles: ['owner'] } }, async () => ({}));
        admin.get('/forgotten', async () => ({}));
      },
      { prefix: '/api/admin' },
    );
    await expect(starting.ready()).rejects.toThrow(
      /GET \/api\/admin\/forgotten declares no staff roles/,
    );
    await app.close();
  });
});
