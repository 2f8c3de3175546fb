import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../db/schema';
import { CSRF_HEADER } from '../../../domain/admin-accounts';
import type { OrderEvent } from '../../../domain/admin-order-events';
import type { AdminEvent, UnopenedOrders } from '../../../domain/admin-orders';
import type { Menu } from '../../../domain/menu';
import { openSse, type SseReader } from '../../events/sse-test-reader';
import { loginAsAdmin } from '../../test/admin-session';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';
import { placeOrder, smallOrder } from '../admin-orders/admin-test-kit';
import { FRIDAY_EVENING, readMenu } from '../orders/order-test-kit';

const now = new Date(FRIDAY_EVENING);

/** The desk's alarm follows the orders nobody opened yet (docs/decisions/026). */
describe(`unopened orders on ${testDbKind}`, () => {
  let t: TestApp;
  let menu: Menu;
  let cookie: string;
  let otherCookie: string;
  let baseUrl: string;
  const readers: SseReader[] = [];

  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    menu = await readMenu(t);
    cookie = await loginAsAdmin(t.app, t.database, now);
    otherCookie = await loginAsAdmin(t.app, t.database, now);
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const reader of readers) reader.close();
    await t?.close();
  });

  const unopened = async (as = cookie) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders/unopened',
      headers: { cookie: as },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<UnopenedOrders>();
  };
  const unopenedIds = async () => (await unopened()).orders.map((order) => order.id);
  const open = (id: number, as = cookie) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/opened`,
      headers: { cookie: as, [CSRF_HEADER]: '1' },
    });
  const move = (id: number, status: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/status`,
      headers: { cookie, [CSRF_HEADER]: '1' },
      payload: { status },
    });
  const adminStream = async () => {
    const reader = await openSse(`${baseUrl}/api/admin/events`, { cookie });
    readers.push(reader);
    return reader;
  };
  const openedRow = async (id: number) => {
    const [row] = await t.database.db
      .select({ openedAt: orders.openedAt, openedBy: orders.openedBy })
      .from(orders)
      .where(eq(orders.id, id));
    return row;
  };

  it('lists a new order until someone opens it, then records when and who', async () => {
    const { order } = await placeOrder(t, smallOrder(menu));
    const answer = await unopened();
    expect(answer.orders).toContainEqual({
      id: order.id,
      createdAt: expect.any(String),
      since: expect.any(String),
    });
    expect(answer.at).toBe(now.toISOString());

    const res = await open(order.id);
    expect(res.statusCode, res.body).toBe(204);
    expect(await unopenedIds()).not.toContain(order.id);
    const row = await openedRow(order.id);
    expect(row?.openedAt?.toISOString()).toBe(now.toISOString());
    expect(row?.openedBy).toEqual(expect.any(Number));
  });

  it('keeps the first opening: opening again changes nothing and tells no one', async () => {
    const { order } = await placeOrder(t, smallOrder(menu));
    expect((await open(order.id)).statusCode).toBe(204);
    const first = await openedRow(order.id);
    const stream = await adminStream();
    expect((await open(order.id, otherCookie)).statusCode).toBe(204);
    expect(await openedRow(order.id)).toEqual(first);
    // the next event on the stream is the next order's, not a second opening
    const { order: next } = await placeOrder(t, smallOrder(menu));
    const event = JSON.parse((await stream.next('order.created')).data) as AdminEvent;
    expect(event.orderId).toBe(next.id);
    expect(stream.raw).not.toContain('order.opened');
  });

  it("writes the first opening, and only it, in the order's history", async () => {
    const { order } = await placeOrder(t, smallOrder(menu));
    await open(order.id);
    await open(order.id, otherCookie);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}/events`,
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const opened = res
      .json<{ events: OrderEvent[] }>()
      .events.filter((event) => event.kind === 'opened');
    expect(opened).toHaveLength(1);
    expect(opened[0]?.at).toBe(now.toISOString());
  });

  it('tells every open desk when an order is opened', async () => {
    const { order } = await placeOrder(t, smallOrder(menu));
    const desks = [await adminStream(), await adminStream()];
    expect((await open(order.id, otherCookie)).statusCode).toBe(204);
    for (const desk of desks) {
      expect(JSON.parse((await desk.next('order.opened')).data)).toEqual({
        type: 'order.opened',
        orderId: order.id,
      });
    }
  });

  it('counts accepting (any move) as opening it', async () => {
    const { order } = await placeOrder(t, smallOrder(menu));
    const stream = await adminStream();
    expect(await unopenedIds()).toContain(order.id);
    expect((await move(order.id, 'aprovado')).statusCode).toBe(200);
    await stream.next('order.opened');
    expect(await unopenedIds()).not.toContain(order.id);
    expect((await openedRow(order.id))?.openedAt).not.toBeNull();
  });

  it('leaves rejected orders out', async () => {
    const { order } = await placeOrder(t, smallOrder(menu));
    await t.database.db.update(orders).set({ status: 'rejeitado' }).where(eq(orders.id, order.id));
    expect(await unopenedIds()).not.toContain(order.id);
  });

  it('answers 404 for an order that does not exist, and 401 without a session', async () => {
    expect((await open(999_999)).statusCode).toBe(404);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/orders/unopened' });
    expect(res.statusCode).toBe(401);
  });
});
