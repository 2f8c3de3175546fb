import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../db/client';
import { adminSessions } from '../../../db/schema';
import { CSRF_HEADER } from '../../../domain/admin-accounts';
import { type AdminEvent } from '../../../domain/admin-orders';
import type { Menu } from '../../../domain/menu';
import { buildApp } from '../../app';
import { openSse, type SseReader } from '../../events/sse-test-reader';
import { loginAsAdmin } from '../../test/admin-session';
import {
  createTestApp,
  createTestDatabase,
  testDbKind,
  type TestApp,
  type TestDatabase,
} from '../../test/test-app';
import { placeOrder, smallOrder } from '../admin-orders/admin-test-kit';
import { FRIDAY_EVENING, newKey, postOrder, readMenu } from '../orders/order-test-kit';
import { SESSION_RECHECK_MS } from './follow-admin-events';

const now = new Date(FRIDAY_EVENING);

/** Streams read over a real socket: inject() cannot read an answer that never ends. */
describe(`live events (server-sent events) on ${testDbKind}`, () => {
  let t: TestApp;
  let menu: Menu;
  let cookie: string;
  let baseUrl: string;
  const readers: SseReader[] = [];

  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    menu = await readMenu(t);
    cookie = await loginAsAdmin(t.app, t.database, now);
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const reader of readers) reader.close();
    await t?.close();
  });

  async function open(path: string, headers: Record<string, string> = {}) {
    const reader = await openSse(`${baseUrl}${path}`, headers);
    readers.push(reader);
    return reader;
  }
  const adminStream = () => open('/api/admin/events', { cookie, 'accept-encoding': 'br, gzip' });
  const data = <T>(message: { data: string }) => JSON.parse(message.data) as T;
  const move = (id: number, status: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/status`,
      headers: { cookie, [CSRF_HEADER]: '1' },
      payload: { status },
    });

  it('tells an open admin screen of a new order at once', async () => {
    const stream = await adminStream();
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    // never compressed: a compressed stream would be held back until a buffer fills
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.headers['cache-control']).toBe('no-store');
    const { order } = await placeOrder(t, smallOrder(menu));
    const event = data<AdminEvent>(await stream.next('order.created'));
    expect(event).toEqual({ type: 'order.created', orderId: order.id, origin: 'online' });
    expect(stream.raw.startsWith('retry: 3000\n\n')).toBe(true);
  });

  it('tells every open admin screen, and names an order from the offline queue', async () => {
    const screens = [await adminStream(), await adminStream()];
    const { order } = await placeOrder(
      t,
      smallOrder(menu, { origin: 'offline', placedAt: '2026-11-20T19:30:00-03:00' }),
    );
    for (const screen of screens) {
      expect(data(await screen.next('order.created'))).toEqual({
        type: 'order.created',
        orderId: order.id,
        origin: 'offline',
      });
    }
  });

  it('says nothing of a replayed order: the same key is the same order', async () => {
    const stream = await adminStream();
    const key = newKey();
    const first = await postOrder(t, smallOrder(menu), key);
    const replay = await postOrder(t, smallOrder(menu), key);
    expect([first.statusCode, replay.statusCode]).toEqual([201, 200]);
    const { order: next } = await placeOrder(t, smallOrder(menu));
    const told = [
      data<AdminEvent>(await stream.next('order.created')).orderId,
      data<AdminEvent>(await stream.next('order.created')).orderId,
    ];
    expect(told).toEqual([first.json<{ order: { id: number } }>().order.id, next.id]);
  });

  it('tells the admin screens and the customer’s tracking page of a status change', async () => {
    const { order } = await placeOrder(t, smallOrder(menu));
    const screen = await adminStream();
    const tracking = await open(`/api/orders/${order.publicId}/events`);
    expect(tracking.status).toBe(200);
    expect(tracking.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    // the status it has now, first: a page that reconnects is never left behind
    expect(data(await tracking.next('status'))).toEqual({
      status: 'pendente',
      statusChangedAt: order.statusChangedAt,
      paymentStatus: 'a_receber',
      // no dynamic Pix charge (decision 063)
      pixCharge: '',
    });

    const res = await move(order.id, 'aprovado');
    expect(res.statusCode).toBe(200);
    const { statusChangedAt } = res.json<{ statusChangedAt: string }>();
    expect(data(await screen.next('order.status'))).toEqual({
      type: 'order.status',
      orderId: order.id,
      publicId: order.publicId,
      status: 'aprovado',
    });
    expect(data(await tracking.next('status'))).toEqual({
      status: 'aprovado',
      statusChangedAt,
      paymentStatus: 'a_receber',
      pixCharge: '',
    });

    await move(order.id, 'em preparo');
    expect(data(await tracking.next('status'))).toMatchObject({ status: 'em preparo' });
  });

  it("sends a tracking page only its own order's changes, never the admin events", async () => {
    const mine = await placeOrder(t, smallOrder(menu));
    const other = await placeOrder(t, smallOrder(menu));
    const tracking = await open(`/api/orders/${mine.order.publicId}/events`);
    await tracking.next('status');
    await move(other.order.id, 'aprovado');
    await placeOrder(t, smallOrder(menu));
    await move(mine.order.id, 'rejeitado');
    expect(data(await tracking.next('status'))).toMatchObject({ status: 'rejeitado' });
    expect(tracking.raw).not.toContain('order.created');
    expect(tracking.raw).not.toContain('aprovado');
    expect(tracking.raw).not.toContain(other.order.publicId);
  });

  it('refuses a refused move without telling anyone', async () => {
    const { order } = await placeOrder(t, smallOrder(menu));
    const tracking = await open(`/api/orders/${order.publicId}/events`);
    await tracking.next('status');
    expect((await move(order.id, 'entregue')).statusCode).toBe(409);
    await move(order.id, 'aprovado');
    // the next status told is the real move, not the refused one
    expect(data(await tracking.next('status'))).toMatchObject({ status: 'aprovado' });
    expect(tracking.raw).not.toContain('entregue');
  });

  it('ends an admin stream at once when its session ends (Sair), not one whose session stands', async () => {
    const own = await loginAsAdmin(t.app, t.database, now);
    const stream = await open('/api/admin/events', { cookie: own });
    let isEnded = false;
    void stream.ended.then(() => (isEnded = true));
    const other = await adminStream();
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: own, [CSRF_HEADER]: '1' },
    });
    expect(logout.statusCode).toBe(204);
    // no session check has run (they come every 60 s): the logout itself ended it
    await stream.ended;
    // the other admin's screen goes on, and the ended one heard nothing more
    const { order } = await placeOrder(t, smallOrder(menu));
    expect(data(await other.next('order.created'))).toMatchObject({ orderId: order.id });
    expect(isEnded).toBe(true);
    expect(stream.raw).not.toContain(`"orderId":${order.id}`);
  });

  it('still ends a stream whose session expired, at its next check', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const own = await loginAsAdmin(t.app, t.database, now);
      const stream = await open('/api/admin/events', { cookie: own });
      // the session's row goes without a logout (an expiry sweep, a removed account)
      await t.database.db.delete(adminSessions);
      await vi.advanceTimersByTimeAsync(SESSION_RECHECK_MS);
      await stream.ended;
    } finally {
      vi.useRealTimers();
      cookie = await loginAsAdmin(t.app, t.database, now);
    }
  });

  it('answers JSON errors, not a stream, for an unknown order, a bad id or no session', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/orders/AAAAAAAAAAAAAAAAAAAAAA/events',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    const bad = await t.app.inject({ method: 'GET', url: '/api/orders/nope/events' });
    expect(bad.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/events' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['content-type']).toContain('application/json');
  });
});

/**
 * Done-when of the live orders issue: several instances on one PostgreSQL, an admin connected to
 * one of them, an order placed through another.
 */
describe.skipIf(testDbKind !== 'postgres')('live events between two instances', () => {
  let database: TestDatabase;
  let secondHandle: DatabaseHandle;
  let instanceA: Awaited<ReturnType<typeof buildApp>>;
  let instanceB: Awaited<ReturnType<typeof buildApp>>;
  const readers: SseReader[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    if (!database.url) throw new Error('a PostgreSQL test database has a url');
    // two pools and two LISTEN connections, as two servers behind a load balancer would have
    secondHandle = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 2 });
    instanceA = await buildApp({ database: secondHandle, now: () => now });
    instanceB = await buildApp({ database, now: () => now });
  });
  afterAll(async () => {
    for (const reader of readers) reader.close();
    await instanceA?.close();
    await instanceB?.close();
    await secondHandle?.close();
    await database?.close();
  });

  it('delivers an order placed on instance A to an admin connected to instance B within 2 s', async () => {
    const cookie = await loginAsAdmin(instanceB, database, now);
    const baseUrlB = await instanceB.listen({ port: 0, host: '127.0.0.1' });
    const screenOnB = await openSse(`${baseUrlB}/api/admin/events`, { cookie });
    readers.push(screenOnB);
    expect(screenOnB.status).toBe(200);

    const menu = (await instanceA.inject({ method: 'GET', url: '/api/menu' })).json<Menu>();
    const res = await instanceA.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': newKey() },
      payload: smallOrder(menu),
    });
    expect(res.statusCode).toBe(201);
    const { order } = res.json<{ order: { id: number; publicId: string } }>();

    const started = Date.now();
    const event = JSON.parse((await screenOnB.next('order.created', 2_000)).data) as AdminEvent;
    expect(event).toEqual({ type: 'order.created', orderId: order.id, origin: 'online' });
    expect(Date.now() - started).toBeLessThan(2_000);

    // and the other way: the shop moves the order on B, the customer watches through A
    const baseUrlA = await instanceA.listen({ port: 0, host: '127.0.0.1' });
    const trackingOnA = await openSse(`${baseUrlA}/api/orders/${order.publicId}/events`);
    readers.push(trackingOnA);
    await trackingOnA.next('status');
    const moved = await instanceB.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/status`,
      headers: { cookie, [CSRF_HEADER]: '1' },
      payload: { status: 'aprovado' },
    });
    expect(moved.statusCode).toBe(200);
    expect(JSON.parse((await trackingOnA.next('status', 2_000)).data)).toMatchObject({
      status: 'aprovado',
    });
    // B's own admin screen hears its own change once, through LISTEN
    expect(JSON.parse((await screenOnB.next('order.status')).data)).toMatchObject({
      orderId: order.id,
      status: 'aprovado',
    });
    // a second copy of that change would come before the next event, which comes in order
    const next = await instanceA.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': newKey() },
      payload: smallOrder(menu),
    });
    expect(next.statusCode).toBe(201);
    expect(JSON.parse((await screenOnB.next('order.created')).data)).toMatchObject({
      orderId: next.json<{ order: { id: number } }>().order.id,
    });
    expect(screenOnB.raw.match(/event: order\.status/g)).toHaveLength(1);
    expect(screenOnB.raw.match(/event: order\.created/g)).toHaveLength(2);
  });
});
