import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../../domain/admin-accounts';
import type { Menu } from '../../domain/menu';
import { smallOrder } from '../modules/admin-orders/admin-test-kit';
import { FRIDAY_EVENING, MARIA, newKey, readMenu } from '../modules/orders/order-test-kit';
import { loginAsAdmin } from '../test/admin-session';
import { newTestSetupCode } from '../test/setup-code';
import { createTestApp, testDbKind, type TestApp } from '../test/test-app';
import { RATE_LIMITS, rateLimitMessage, waitInWords } from './rate-limits';

/**
 * Per-address limits (docs/decisions/017): what one address may send before it must wait, with a
 * 429 in our JSON, a pt-BR message and Retry-After; other addresses are not affected.
 */
describe(`per-address request limits on ${testDbKind}`, () => {
  let t: TestApp;
  let menu: Menu;
  beforeAll(async () => {
    t = await createTestApp({ now: () => new Date(FRIDAY_EVENING), rateLimits: true });
    menu = await readMenu(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  function expectLimited(res: Awaited<ReturnType<TestApp['app']['inject']>>) {
    expect(res.statusCode).toBe(429);
    const seconds = Number(res.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(res.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: rateLimitMessage(seconds) },
    });
  }

  it('takes 30 orders from one address in 10 minutes, then asks it to wait; others still order', async () => {
    const order = (address: string, n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders',
        remoteAddress: address,
        headers: { 'idempotency-key': newKey() },
        payload: smallOrder(menu, {
          customer: { ...MARIA, phone: `11 9${String(n).padStart(8, '0')}` },
        }),
      });
    for (let n = 0; n < RATE_LIMITS.orders.max; n++) {
      expect((await order('198.51.100.1', n)).statusCode).toBe(201);
    }
    const limited = await order('198.51.100.1', 99);
    expectLimited(limited);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect((await order('198.51.100.2', 100)).statusCode).toBe(201);
  });

  it('takes 10 registrations from one address in an hour', async () => {
    // the first is the owner's, with the setup code; the others wait for approval
    const setupCode = await newTestSetupCode(t.database);
    const register = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: '198.51.100.3',
        headers: { [CSRF_HEADER]: '1' },
        payload: {
          email: `pessoa${n}@forno.com.br`,
          password: 'uma-senha-boa',
          confirmPassword: 'uma-senha-boa',
          ...(n === 0 ? { setupCode } : {}),
        },
      });
    for (let n = 0; n < RATE_LIMITS.registrations.max; n++) {
      expect((await register(n)).statusCode).toBe(201);
    }
    expectLimited(await register(99));
  });

  it('takes 60 logins from one address in 15 minutes, even right ones', async () => {
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '198.51.100.3',
        headers: { [CSRF_HEADER]: '1' },
        payload: { email: 'pessoa0@forno.com.br', password: 'uma-senha-boa' },
      });
    for (let n = 0; n < RATE_LIMITS.logins.max; n++) expect((await login()).statusCode).toBe(200);
    expectLimited(await login());
  });

  it('takes 60 CEP lookups a minute from one address', async () => {
    const lookUp = () =>
      t.app.inject({ method: 'GET', url: '/api/cep/123', remoteAddress: '198.51.100.4' });
    for (let n = 0; n < RATE_LIMITS.cepLookups.max; n++) {
      expect((await lookUp()).statusCode).toBe(400);
    }
    expectLimited(await lookUp());
  });

  it('takes 120 tracking page requests and 30 live streams a minute from one address', async () => {
    const track = (events: boolean) =>
      t.app.inject({
        method: 'GET',
        url: `/api/orders/${'A'.repeat(22)}${events ? '/events' : ''}`,
        remoteAddress: '198.51.100.5',
      });
    for (let n = 0; n < RATE_LIMITS.tracking.max; n++) {
      expect((await track(false)).statusCode).toBe(404);
    }
    expectLimited(await track(false));
    for (let n = 0; n < RATE_LIMITS.trackingStreams.max; n++) {
      expect((await track(true)).statusCode).toBe(404);
    }
    expectLimited(await track(true));
  });

  it('takes 60 photo uploads from one address in 10 minutes', async () => {
    const cookie = await loginAsAdmin(t.app, t.database, new Date(FRIDAY_EVENING));
    // an empty upload is refused before the photo worker: the limit is what is being counted
    const boundary = '----fornoLimit';
    const upload = () =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/products/1/photo',
        remoteAddress: '198.51.100.7',
        headers: {
          cookie,
          [CSRF_HEADER]: '1',
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload:
          `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="foto.jpg"\r\n` +
          `Content-Type: image/jpeg\r\n\r\n\r\n--${boundary}--\r\n`,
      });
    for (let n = 0; n < RATE_LIMITS.photoUploads.max; n++) {
      const res = await upload();
      expect(res.json()).toMatchObject({ error: { code: 'PHOTO_MISSING' } });
    }
    const limited = await upload();
    expectLimited(limited);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(600);
  });

  it('leaves the menu alone', async () => {
    for (let n = 0; n < 200; n++) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/menu',
        remoteAddress: '198.51.100.6',
      });
      expect(res.statusCode).toBe(200);
    }
  });

  it('says how long to wait in words', () => {
    expect(waitInWords(1)).toBe('1 segundo');
    expect(waitInWords(45)).toBe('45 segundos');
    expect(waitInWords(60)).toBe('1 minuto');
    expect(waitInWords(61)).toBe('2 minutos');
    expect(rateLimitMessage(600)).toBe(
      'Muitas solicitações deste endereço em pouco tempo. Tente novamente em 10 minutos.',
    );
  });
});
