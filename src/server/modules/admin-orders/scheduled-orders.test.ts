import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsToRow } from '../../../db/establishment-row';
import { establishmentSettings } from '../../../db/schema';
import type {
  AdminOrder,
  Dashboard,
  OrderFilter,
  UnopenedOrders,
} from '../../../domain/admin-orders';
import { DEFAULT_ESTABLISHMENT } from '../../../domain/establishment';
import { loginAsAdmin } from '../../test/admin-session';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';
import { readMenu } from '../orders/order-test-kit';
import { asAdmin, placeOrder, setStatus, smallOrder } from './admin-test-kit';

const sp = (date: string, time: string) => `${date}T${time}:00.000-03:00`;
const FRIDAY = '2026-11-20';
const SATURDAY = '2026-11-21';

/**
 * The desk and the dashboard know scheduled orders (docs/decisions/023): 'Agendados' holds an
 * order for a later slot until the lead time before it (30 min at least), then 'Pendentes' and
 * 'Em andamento' show it; the dashboard counts today's.
 */
describe(`scheduled orders on the desk on ${testDbKind}`, () => {
  let t: TestApp;
  let admin: ReturnType<typeof asAdmin>;
  let now = new Date(sp(FRIDAY, '18:05'));
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    admin = asAdmin(t, await loginAsAdmin(t.app, t.database, now));
    await t.database.db
      .update(establishmentSettings)
      .set(
        settingsToRow({
          ...DEFAULT_ESTABLISHMENT,
          schedules: { ...DEFAULT_ESTABLISHMENT.schedules, sexta: '18:00 às 02:00' },
          scheduling: { enabled: true, slotMinutes: 30, leadMinutes: 45, slotCapacity: 5 },
        }),
      )
      .where(eq(establishmentSettings.id, 1));
    const menu = await readMenu(t);
    const place = async (name: string, scheduledFor: string | null) => {
      ids[name] = (await placeOrder(t, smallOrder(menu, { scheduledFor }))).order.id;
    };
    await place('now', null);
    await place('at19', sp(FRIDAY, '19:00'));
    await place('at21', sp(FRIDAY, '21:00'));
    await place('afterMidnight', sp(SATURDAY, '00:30'));
    await place('rejected', sp(FRIDAY, '21:30'));
    await setStatus(t, ids.rejected ?? 0, 'rejeitado');
    await place('approved', sp(FRIDAY, '22:00'));
    await setStatus(t, ids.approved ?? 0, 'aprovado');
  });
  afterAll(async () => {
    await t?.close();
  });

  async function listed(filter: OrderFilter): Promise<number[]> {
    const res = await admin.get(`/api/admin/orders?filter=${filter}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ orders: AdminOrder[] }>().orders.map((order) => order.id);
  }

  it("holds orders for a later slot in 'Agendados', not in the kitchen's lists", async () => {
    now = new Date(sp(FRIDAY, '18:10'));
    expect(await listed('agendados')).toEqual([
      ids.approved,
      ids.afterMidnight,
      ids.at21,
      ids.at19,
    ]);
    expect(await listed('pendentes')).toEqual([ids.now]);
    expect(await listed('em_andamento')).toEqual([]);
    // 'Todos' is every order, scheduled ones included
    expect(await listed('todos')).toHaveLength(6);
  });

  it('moves an order to the live lists the lead time before its slot', async () => {
    // 19:00 − 45 min = 18:15
    now = new Date(sp(FRIDAY, '18:14'));
    expect(await listed('pendentes')).toEqual([ids.now]);
    now = new Date(sp(FRIDAY, '18:15'));
    // the desk's queue: oldest first (decision 042)
    expect(await listed('pendentes')).toEqual([ids.now, ids.at19]);
    expect(await listed('agendados')).not.toContain(ids.at19);
    now = new Date(sp(FRIDAY, '21:15'));
    expect(await listed('em_andamento')).toEqual([ids.approved]);
    expect(await listed('agendados')).toEqual([ids.afterMidnight]);
  });

  it("counts today's scheduled orders on the dashboard, by the slot's business day in the shop's zone", async () => {
    now = new Date(sp(FRIDAY, '18:10'));
    const friday = await admin.get('/api/admin/dashboard');
    // 19:00, 21:00, 22:00 and 00:30: Friday's night runs 18:00–02:00, so 00:30 is still Friday's
    // business day (the day turns at 03:00, decision 048); not the rejected one
    expect(friday.json<Dashboard>().todayScheduled).toBe(4);
    now = new Date(sp(SATURDAY, '00:10'));
    const fridayNight = await admin.get('/api/admin/dashboard');
    expect(fridayNight.json<Dashboard>().todayScheduled).toBe(4);
    now = new Date(sp(SATURDAY, '03:10'));
    const saturday = await admin.get('/api/admin/dashboard');
    expect(saturday.json<Dashboard>().todayScheduled).toBe(0);
  });

  it('rings again on every desk when a scheduled order opened when it was placed reaches the live list', async () => {
    now = new Date(sp(FRIDAY, '18:20'));
    const menu = await readMenu(t);
    const { order } = await placeOrder(t, smallOrder(menu, { scheduledFor: sp(FRIDAY, '20:30') }));
    const unopened = async () => {
      const res = await admin.get('/api/admin/orders/unopened');
      expect(res.statusCode, res.body).toBe(200);
      return res.json<UnopenedOrders>().orders;
    };
    // it rang when it arrived; someone opened it then
    expect((await unopened()).map((o) => o.id)).toContain(order.id);
    expect((await admin.post(`/api/admin/orders/${order.id}/opened`)).statusCode).toBe(204);
    expect((await unopened()).map((o) => o.id)).not.toContain(order.id);

    // 20:30 − 45 min = 19:45: no desk was open then; the one opened afterwards rings for it
    now = new Date(sp(FRIDAY, '19:44'));
    expect((await unopened()).map((o) => o.id)).not.toContain(order.id);
    now = new Date(sp(FRIDAY, '19:50'));
    expect(await unopened()).toContainEqual({
      id: order.id,
      createdAt: expect.any(String),
      since: new Date(sp(FRIDAY, '19:45')).toISOString(),
    });
    // an approved scheduled order rings at its release too (time to prepare it); a rejected one never
    now = new Date(sp(FRIDAY, '21:20'));
    const ringing = (await unopened()).map((o) => o.id);
    expect(ringing).toContain(ids.approved);
    expect(ringing).not.toContain(ids.rejected);

    // opening it after the release stops it everywhere, for good
    expect((await admin.post(`/api/admin/orders/${order.id}/opened`)).statusCode).toBe(204);
    expect((await unopened()).map((o) => o.id)).not.toContain(order.id);
    expect((await admin.post(`/api/admin/orders/${order.id}/opened`)).statusCode).toBe(204);
    expect((await unopened()).map((o) => o.id)).not.toContain(order.id);
  });
});
