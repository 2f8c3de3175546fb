import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeOrderEvent, type OrderEvent } from '../../../domain/admin-order-events';
import type { AdminSettings } from '../../../domain/admin-catalogue';
import type { AdminOrder, PrintClaim, UnopenedOrders } from '../../../domain/admin-orders';
import type { Menu } from '../../../domain/menu';
import type { TrackedOrder } from '../../../domain/order';
import { openSse, type SseReader } from '../../events/sse-test-reader';
import { loginAsAdmin } from '../../test/admin-session';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';
import { FRIDAY_EVENING, readMenu } from '../orders/order-test-kit';
import { asAdmin, placeOrder, smallOrder } from './admin-test-kit';

/**
 * 'Aceitar pedidos automaticamente' (docs/decisions/034): with the shop's setting on, a new order
 * for as soon as possible arrives 'aprovado', said so in its history; an order for a later slot
 * still waits for staff. The desks still ring for it until someone opens it or its ticket prints.
 */
describe(`auto-accept on ${testDbKind}`, () => {
  let t: TestApp;
  let menu: Menu;
  let admin: ReturnType<typeof asAdmin>;
  let cookie: string;
  let baseUrl: string;
  const readers: SseReader[] = [];
  const now = new Date(FRIDAY_EVENING);

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

  async function setAutoAccept(autoAccept: boolean, scheduling?: boolean) {
    const current = (await admin.get('/api/admin/settings')).json<AdminSettings>().settings;
    const res = await admin.put('/api/admin/settings', {
      ...current,
      autoAccept,
      scheduling: {
        ...current.scheduling,
        enabled: scheduling ?? current.scheduling.enabled,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminSettings>().settings.autoAccept).toBe(autoAccept);
  }
  const history = async (id: number) => {
    const res = await admin.get(`/api/admin/orders/${id}/events`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ events: OrderEvent[] }>().events;
  };
  const unopenedIds = async () =>
    (await admin.get('/api/admin/orders/unopened'))
      .json<UnopenedOrders>()
      .orders.map(({ id }) => id);
  const tracked = async (publicId: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/orders/${publicId}` })).json<TrackedOrder>();

  it('is off for a new shop: orders arrive pendente', async () => {
    const settings = (await admin.get('/api/admin/settings')).json<AdminSettings>().settings;
    expect(settings.autoAccept).toBe(false);
    const { order } = await placeOrder(t, smallOrder(menu));
    expect(order.status).toBe('pendente');
    expect(await history(order.id)).toEqual([]);
  });

  it("takes a new order straight to 'aprovado' once on, and the history says it was automatic", async () => {
    await setAutoAccept(true);
    const { order } = await placeOrder(t, smallOrder(menu));
    expect(order.status).toBe('aprovado');
    expect((await tracked(order.publicId)).status).toBe('aprovado');
    const events = await history(order.id);
    expect(events).toEqual([
      expect.objectContaining({
        kind: 'status',
        from: 'pendente',
        to: 'aprovado',
        actorId: null,
        at: now.toISOString(),
      }),
    ]);
    expect(describeOrderEvent(events[0] as OrderEvent, 'entrega', 'America/Sao_Paulo')).toBe(
      'Aprovado automaticamente às 20:00',
    );
    // the kitchen's list has it at once
    const listed = (await admin.get('/api/admin/orders?filter=em_andamento')).json<{
      orders: AdminOrder[];
    }>();
    expect(listed.orders.map(({ id }) => id)).toContain(order.id);
  });

  it('keeps ringing for an accepted order nobody opened, until its ticket prints on a desk', async () => {
    await setAutoAccept(true);
    const { order } = await placeOrder(t, smallOrder(menu));
    expect(await unopenedIds()).toContain(order.id);
    const desk = await openSse(`${baseUrl}/api/admin/events`, { cookie });
    readers.push(desk);
    const res = await admin.post(`/api/admin/orders/${order.id}/print`, { kind: 'auto' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PrintClaim>().claimed).toBe(true);
    expect(JSON.parse((await desk.next('order.opened')).data)).toEqual({
      type: 'order.opened',
      orderId: order.id,
    });
    expect(await unopenedIds()).not.toContain(order.id);
    const kinds = (await history(order.id)).map((event) => event.kind);
    expect(kinds).toEqual(['status', 'opened', 'print']);
  });

  it('leaves an order for a later slot pendente, for staff to accept', async () => {
    await setAutoAccept(true, true);
    const slot = new Date(now.getTime() + 60 * 60_000);
    slot.setUTCMinutes(0, 0, 0);
    const { order } = await placeOrder(t, smallOrder(menu, { scheduledFor: slot.toISOString() }));
    expect(order.status).toBe('pendente');
    expect(await history(order.id)).toEqual([]);
  });

  it('tells the tracking page when the order was accepted: on arrival, or at the desk', async () => {
    await setAutoAccept(true);
    const automatic = (await placeOrder(t, smallOrder(menu))).order;
    expect((await tracked(automatic.publicId)).acceptedAt).toBe(now.toISOString());
    await setAutoAccept(false);
    const byHand = (await placeOrder(t, smallOrder(menu))).order;
    expect((await tracked(byHand.publicId)).acceptedAt).toBeNull();
    const arrival = now.getTime();
    try {
      now.setTime(arrival + 7 * 60_000);
      const res = await admin.post(`/api/admin/orders/${byHand.id}/status`, {
        status: 'aprovado',
      });
      expect(res.statusCode, res.body).toBe(200);
      const accepted = new Date(arrival + 7 * 60_000).toISOString();
      expect((await tracked(byHand.publicId)).acceptedAt).toBe(accepted);
      // it stays the acceptance while the order moves on
      now.setTime(arrival + 20 * 60_000);
      await admin.post(`/api/admin/orders/${byHand.id}/status`, { status: 'em preparo' });
      expect(await tracked(byHand.publicId)).toMatchObject({
        status: 'em preparo',
        acceptedAt: accepted,
      });
    } finally {
      now.setTime(arrival);
    }
  });

  it('stops when turned off again', async () => {
    await setAutoAccept(false);
    const { order } = await placeOrder(t, smallOrder(menu));
    expect(order.status).toBe('pendente');
  });
});
