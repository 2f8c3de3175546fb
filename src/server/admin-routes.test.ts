import type { HTTPMethods, LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUsers } from '../db/schema';
import { CSRF_HEADER, SESSION_COOKIE } from '../domain/admin-accounts';
import { buildApp } from './app';
import { startSession } from './modules/auth/sessions';
import { createTestDatabase, testDbKind, type TestDatabase } from './test/test-app';

interface AdminRoute {
  method: HTTPMethods;
  url: string;
}

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

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({
      database,
      onRoute: (route: RouteOptions) => {
        if (route.url !== '/api/admin' && !route.url.startsWith('/api/admin/')) return;
        for (const method of [route.method].flat()) adminRoutes.push({ method, url: route.url });
      },
    });
    await app.ready();
    const insertUser = async (email: string, status: 'active' | 'pending') => {
      const [row] = await database.db
        .insert(adminUsers)
        .values({ email, passwordHash: 'not-a-hash', role: 'admin', status })
        .returning({ id: adminUsers.id });
      if (!row) throw new Error('no user inserted');
      return startSession(database.db, row.id, new Date());
    };
    // a session row of a pending account cannot come from a login; it is made by hand here
    pendingToken = await insertUser('pendente@forno.com.br', 'pending');
    activeToken = await insertUser('ativo@forno.com.br', 'active');
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
    expect(adminRoutes).toContainEqual({ method: 'GET', url: '/api/admin/me' });
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
});
