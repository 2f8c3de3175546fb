import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../db/schema';
import type { AdminOrder } from '../../../domain/admin-orders';
import type { KitchenOrder } from '../../../domain/admin-kitchen';
import type { Menu } from '../../../domain/menu';
import { loginAsAdmin } from '../../test/admin-session';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';
import {
  asAdmin,
  fullOrder,
  placeOrder,
  setStatus,
  smallOrder,
} from '../admin-orders/admin-test-kit';
import { FRIDAY_EVENING, readMenu } from '../orders/order-test-kit';

interface ErrorAnswer {
  error: { code: string; message: string; details?: { from?: string } };
}

/** The kitchen view (decision 039): accepted orders, oldest accepted first; one move. */
describe(`/api/admin/kitchen on ${testDbKind}`, () => {
  let t: TestApp;
  let menu: Menu;
  let cook: ReturnType<typeof asAdmin>;
  let desk: ReturnType<typeof asAdmin>;
  let now = new Date(FRIDAY_EVENING);
  const later = (minutes: number) => {
    now = new Date(now.getTime() + minutes * 60_000);
  };

  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    menu = await readMenu(t);
    cook = asAdmin(t, await loginAsAdmin(t.app, t.database, now, 'kitchen'));
    desk = asAdmin(t, await loginAsAdmin(t.app, t.database, now, 'attendant'));
  });
  afterAll(async () => {
    await t?.close();
  });

  const approve = async (id: number) => {
    const res = await desk.post(`/api/admin/orders/${id}/status`, {
      status: 'aprovado',
      from: 'pendente',
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const kitchen = async () => {
    const res = await cook.get('/api/admin/kitchen/orders');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ orders: KitchenOrder[] }>().orders;
  };

  it('lists accepted orders oldest accepted first, each with its items and when it was accepted', async () => {
    const first = await placeOrder(t, fullOrder(menu));
    const second = await placeOrder(t, smallOrder(menu));
    const waiting = await placeOrder(t, smallOrder(menu));
    const delivered = await placeOrder(t, smallOrder(menu));
    later(1);
    // the second order is accepted before the first
    await approve(second.order.id);
    const secondAcceptedAt = now.toISOString();
    later(3);
    await approve(first.order.id);
    await setStatus(t, delivered.order.id, 'entregue');

    const list = await kitchen();
    expect(list.map((o) => o.id)).toEqual([second.order.id, first.order.id]);
    expect(list.map((o) => o.id)).not.toContain(waiting.order.id);
    expect(list[0]?.acceptedAt).toBe(secondAcceptedAt);
    expect(list[1]?.items[0]).toMatchObject({ notes: 'Sem cebola', crustId: 'volcanic' });
  });

  it('starts the preparation of an approved order, and the order keeps its place', async () => {
    const [oldest] = await kitchen();
    if (!oldest) throw new Error('no order in the kitchen');
    later(2);
    const res = await cook.post(`/api/admin/kitchen/orders/${oldest.id}/start`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminOrder>().status).toBe('em preparo');
    const list = await kitchen();
    expect(list[0]).toMatchObject({
      id: oldest.id,
      status: 'em preparo',
      acceptedAt: oldest.acceptedAt,
    });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, oldest.id));
    expect(row?.status).toBe('em preparo');
  });

  it('allows the kitchen no other move: an order not approved is 409 with its status', async () => {
    const pending = await placeOrder(t, smallOrder(menu));
    const res = await cook.post(`/api/admin/kitchen/orders/${pending.order.id}/start`);
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorAnswer>().error).toMatchObject({
      code: 'INVALID_STATUS_CHANGE',
      details: { from: 'pendente' },
    });
    const [cooking] = await kitchen();
    const again = await cook.post(`/api/admin/kitchen/orders/${cooking?.id ?? 0}/start`);
    expect(again.statusCode).toBe(409);
    expect((await cook.post('/api/admin/kitchen/orders/999999/start')).statusCode).toBe(404);
    // nor the desk's own route
    const deskMove = await cook.post(`/api/admin/orders/${pending.order.id}/status`, {
      status: 'aprovado',
      from: 'pendente',
    });
    expect(deskMove.statusCode).toBe(403);
    expect(deskMove.json<ErrorAnswer>().error.code).toBe('FORBIDDEN_ROLE');
  });
});
