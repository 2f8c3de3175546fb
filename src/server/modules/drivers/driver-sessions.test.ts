import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../../../db/schema';
import { CSRF_HEADER } from '../../../domain/admin-accounts';
import { DRIVER_LINK_LIFETIME_MS, DRIVER_SESSION_COOKIE } from '../../../domain/delivery-drivers';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';
import { asDriver, createTestDriver, openDriverSession, signInTestDriver } from './driver-test-kit';
import { issueDriverAccessLink } from './driver-sessions';

describe(`the drivers' sign-in on ${testDbKind}`, () => {
  let t: TestApp;
  let clock = new Date('2026-11-27T22:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(async () => {
    await t.close();
  });

  const open = (token: string) => openDriverSession(t, token);

  it('opens a session with the link once: a second phone with the same link is refused', async () => {
    const driver = await createTestDriver(t, { name: 'João Motoboy' });
    const { token } = await issueDriverAccessLink(t.database.db, {
      driverId: driver.id,
      createdBy: null,
      now: clock,
    });
    const [first, second] = await Promise.all([open(token), open(token)]);
    const answers = [first, second].map((res) => res.statusCode).sort();
    expect(answers).toEqual([200, 401]);
    const ok = first.statusCode === 200 ? first : second;
    expect(ok.json()).toEqual({ driver: { id: driver.id, name: 'João Motoboy' } });
    const cookie = ok.cookies.find((c) => c.name === DRIVER_SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const refused = first.statusCode === 401 ? first : second;
    expect(refused.json().error.code).toBe('DRIVER_LINK_INVALID');

    const me = await asDriver(t, `${DRIVER_SESSION_COOKIE}=${cookie!.value}`).get('/api/driver/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ driver: { id: driver.id, name: 'João Motoboy' } });
  });

  it('refuses an expired link, a made-up one, and a request without the session', async () => {
    const driver = await createTestDriver(t);
    const { token } = await issueDriverAccessLink(t.database.db, {
      driverId: driver.id,
      createdBy: null,
      now: new Date(clock.getTime() - DRIVER_LINK_LIFETIME_MS - 1),
    });
    expect((await open(token)).json().error.code).toBe('DRIVER_LINK_INVALID');
    expect((await open('x'.repeat(43))).statusCode).toBe(401);
    const bare = await t.app.inject({ method: 'GET', url: '/api/driver/me' });
    expect(bare.statusCode).toBe(401);
    expect(bare.json().error).toMatchObject({
      code: 'DRIVER_NOT_SIGNED_IN',
      message: 'Peça à pizzaria um novo link de acesso para ver suas entregas.',
    });
  });

  it("signs the phone out when the driver is made inactive, and on 'Sair'", async () => {
    const driver = await createTestDriver(t);
    const cookie = await signInTestDriver(t, driver.id, clock);
    await t.database.db.update(drivers).set({ isActive: false }).where(eq(drivers.id, driver.id));
    expect((await asDriver(t, cookie).get('/api/driver/me')).statusCode).toBe(401);
    await t.database.db.update(drivers).set({ isActive: true }).where(eq(drivers.id, driver.id));
    // the inactive driver's session was ended when met: a new link is needed
    expect((await asDriver(t, cookie).get('/api/driver/me')).statusCode).toBe(401);

    const again = await signInTestDriver(t, driver.id, clock);
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/api/driver/session',
      headers: { cookie: again, [CSRF_HEADER]: '1' },
    });
    expect(out.statusCode).toBe(204);
    expect((await asDriver(t, again).get('/api/driver/me')).statusCode).toBe(401);
  });

  it('refuses a sign-in without the CSRF header', async () => {
    const driver = await createTestDriver(t);
    const { token } = await issueDriverAccessLink(t.database.db, {
      driverId: driver.id,
      createdBy: null,
      now: clock,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/driver/session',
      payload: { token },
    });
    expect(res.statusCode).toBe(403);
    expect((await open(token)).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 1000);
  });
});
