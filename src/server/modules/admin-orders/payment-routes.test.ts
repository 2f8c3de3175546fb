import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../db/schema';
import { CSRF_HEADER } from '../../../domain/admin-accounts';
import type { AdminEvent, AdminOrder } from '../../../domain/admin-orders';
import type { Menu } from '../../../domain/menu';
import { openSse, type SseReader } from '../../events/sse-test-reader';
import { loginAsAdmin } from '../../test/admin-session';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';
import { FRIDAY_EVENING, readMenu } from '../orders/order-test-kit';
import { asAdmin, fullOrder, placeOrder, setStatus, smallOrder } from './admin-test-kit';

describe(`POST /api/admin/orders/:id/payment on ${testDbKind}`, () => {
  let t: TestApp;
  let menu: Menu;
  let cookie: string;
  let admin: ReturnType<typeof asAdmin>;
  let baseUrl: string;
  let now = new Date(FRIDAY_EVENING);
  const readers: SseReader[] = [];

  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    cookie = await loginAsAdmin(t.app, t.database, now);
    admin = asAdmin(t, cookie);
    menu = await readMenu(t);
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const reader of readers) reader.close();
    await t?.close();
  });

  const mark = (id: number, paymentStatus: unknown) =>
    admin.post(`/api/admin/orders/${id}/payment`, { paymentStatus });
  const row = async (id: number) => {
    const [found] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    return found;
  };
  const at = (minutes: number) => new Date(new Date(FRIDAY_EVENING).getTime() + minutes * 60_000);
  async function adminStream() {
    const reader = await openSse(`${baseUrl}/api/admin/events`, { cookie });
    readers.push(reader);
    return reader;
  }

  it('marks a Pix order paid in one request, with when, and the desk reads it so', async () => {
    const { order } = await placeOrder(t, smallOrder(menu));
    expect(order).toMatchObject({ paymentMethod: 'Pix', paymentStatus: 'a_receber', paidAt: null });
    now = at(5);
    const res = await mark(order.id, 'pago');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminOrder>()).toMatchObject({
      id: order.id,
      status: 'pendente',
      paymentStatus: 'pago',
      paidAt: at(5).toISOString(),
      items: order.items,
    });
    expect(await row(order.id)).toMatchObject({ paymentStatus: 'pago', paidAt: at(5) });
    const read = await admin.get(`/api/admin/orders/${order.id}`);
    expect(read.json<AdminOrder>()).toEqual(res.json<AdminOrder>());
  });

  it('is idempotent: marking paid again keeps the first time it was paid', async () => {
    const { order } = await placeOrder(t, smallOrder(menu));
    now = at(10);
    const first = await mark(order.id, 'pago');
    now = at(12);
    const again = await mark(order.id, 'pago');
    expect(again.statusCode).toBe(200);
    expect(again.json<AdminOrder>()).toEqual(first.json<AdminOrder>());
    expect(again.json<AdminOrder>().paidAt).toBe(at(10).toISOString());
  });

  it("undoes a mistake: back to 'a receber', without a paid time", async () => {
    const { order } = await placeOrder(t, smallOrder(menu));
    await mark(order.id, 'pago');
    const res = await mark(order.id, 'a_receber');
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminOrder>()).toMatchObject({ paymentStatus: 'a_receber', paidAt: null });
    expect(await row(order.id)).toMatchObject({ paymentStatus: 'a_receber', paidAt: null });
  });

  it('tells every open desk once per change, and nothing for a mark that changes nothing', async () => {
    const { order } = await placeOrder(t, smallOrder(menu));
    const { order: other } = await placeOrder(t, smallOrder(menu));
    const desks = [await adminStream(), await adminStream()];
    expect((await mark(order.id, 'pago')).statusCode).toBe(200);
    for (const desk of desks) {
      expect(JSON.parse((await desk.next('order.status')).data) as AdminEvent).toEqual({
        type: 'order.status',
        orderId: order.id,
        publicId: order.publicId,
        status: 'pendente',
      });
    }
    // the same mark again changes nothing: the next event a desk hears is the other order's
    expect((await mark(order.id, 'pago')).statusCode).toBe(200);
    expect((await mark(other.id, 'pago')).statusCode).toBe(200);
    for (const desk of desks) {
      const next = JSON.parse((await desk.next('order.status')).data) as AdminEvent;
      expect(next.orderId).toBe(other.id);
    }
  });

  it("tells the customer's tracking page, which reads the order again", async () => {
    const { order } = await placeOrder(t, smallOrder(menu));
    const tracking = await openSse(`${baseUrl}/api/orders/${order.publicId}/events`);
    readers.push(tracking);
    await tracking.next('status');
    await mark(order.id, 'pago');
    expect(JSON.parse((await tracking.next('status')).data)).toMatchObject({
      status: 'pendente',
      paymentStatus: 'pago',
    });
    const tracked = await t.app.inject({ method: 'GET', url: `/api/orders/${order.publicId}` });
    expect(tracked.json()).toMatchObject({ paymentStatus: 'pago' });
  });

  it('marks any order, whatever its status or payment method', async () => {
    const { order } = await placeOrder(t, fullOrder(menu));
    await setStatus(t, order.id, 'saiu para entrega');
    const res = await mark(order.id, 'pago');
    expect(res.json<AdminOrder>()).toMatchObject({
      paymentMethod: 'Dinheiro',
      status: 'saiu para entrega',
      paymentStatus: 'pago',
    });
  });

  it('answers 404 for an order that does not exist, 400 with a code for bad input', async () => {
    const missing = await mark(999_999, 'pago');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      error: { code: 'NOT_FOUND', message: 'Pedido não encontrado.' },
    });
    const { order } = await placeOrder(t, smallOrder(menu));
    for (const body of [
      { paymentStatus: 'pendente' },
      { paymentStatus: 'Pago' },
      {},
      { paymentStatus: 'pago', paidAt: '2026-11-20T20:00:00Z' },
    ]) {
      const res = await admin.post(`/api/admin/orders/${order.id}/payment`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
    }
    expect(
      (await admin.post('/api/admin/orders/abc/payment', { paymentStatus: 'pago' })).statusCode,
    ).toBe(400);
    expect(await row(order.id)).toMatchObject({ paymentStatus: 'a_receber', paidAt: null });
  });

  it('refuses a mark without the CSRF header (403) or without a session (401)', async () => {
    const { order } = await placeOrder(t, smallOrder(menu));
    const request = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/payment`,
        headers,
        payload: { paymentStatus: 'pago' },
      });
    const noCsrf = await request({ cookie });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json()).toMatchObject({ error: { code: 'CSRF_REJECTED' } });
    const noSession = await request({ [CSRF_HEADER]: '1' });
    expect(noSession.statusCode).toBe(401);
    expect(noSession.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
    expect(await row(order.id)).toMatchObject({ paymentStatus: 'a_receber' });
  });
});

describe(`delivering an order and its payment state on ${testDbKind}`, () => {
  let t: TestApp;
  let menu: Menu;
  let admin: ReturnType<typeof asAdmin>;
  const now = new Date(FRIDAY_EVENING);

  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    admin = asAdmin(t, await loginAsAdmin(t.app, t.database, now));
    menu = await readMenu(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const deliver = async (id: number) => {
    await setStatus(t, id, 'saiu para entrega');
    const res = await admin.post(`/api/admin/orders/${id}/status`, { status: 'entregue' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminOrder>();
  };

  it('counts cash handed over at the door as paid', async () => {
    const { order } = await placeOrder(t, fullOrder(menu));
    expect(await deliver(order.id)).toMatchObject({
      paymentMethod: 'Dinheiro',
      paymentStatus: 'pago',
      paidAt: now.toISOString(),
    });
  });

  it('leaves a Pix order to be received until staff see it in the bank', async () => {
    const { order } = await placeOrder(t, smallOrder(menu));
    expect(await deliver(order.id)).toMatchObject({ paymentStatus: 'a_receber', paidAt: null });
  });
});
