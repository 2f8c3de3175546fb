import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, establishmentSettings } from '../../../db/schema';
import type { Dashboard } from '../../../domain/admin-orders';
import { WEEKDAYS, type Schedules } from '../../../domain/opening-hours';
import type { OrderStatus } from '../../../domain/order-status';
import { loginAsAdmin } from '../../test/admin-session';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';
import {
  asAdmin,
  customerWith,
  fullOrder,
  placeOrder,
  setStatus,
  smallOrder,
} from '../admin-orders/admin-test-kit';
import { readMenu } from '../orders/order-test-kit';

const THURSDAY_EVENING = '2026-11-19T20:00:00-03:00';
const FRIDAY_EVENING = '2026-11-20T20:00:00-03:00';
/** When the owner looks: late on Friday, after closing. */
const FRIDAY_NIGHT = '2026-11-20T23:50:00-03:00';

describe(`GET /api/admin/dashboard on ${testDbKind}`, () => {
  let t: TestApp;
  let now = new Date(FRIDAY_NIGHT);
  let admin: ReturnType<typeof asAdmin>;
  let fridayRevenueCents = 0;

  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    admin = asAdmin(t, await loginAsAdmin(t.app, t.database, now));
    const menu = await readMenu(t);
    // a late-night shop since early November (orders made offline are judged by these hours)
    await t.database.db
      .update(establishmentSettings)
      .set({
        schedules: Object.fromEntries(WEEKDAYS.map((d) => [d, '18:00 às 02:00'])) as Schedules,
        lastUpdated: new Date('2026-11-01T12:00:00-03:00'),
      })
      .where(eq(establishmentSettings.id, 1));
    const ana = customerWith({ name: 'Ana Souza', phone: '11911112222' });
    const bia = customerWith({ name: 'Bia Lima', phone: '11933334444' });

    const place = async (
      at: string,
      body: Parameters<typeof placeOrder>[1],
      status: OrderStatus,
    ) => {
      now = new Date(at);
      const { order } = await placeOrder(t, body);
      await setStatus(t, order.id, status);
      return order;
    };

    // Thursday: two orders in the evening, and one made offline at 23:50 (already Friday in UTC)
    await place(THURSDAY_EVENING, smallOrder(menu), 'pendente');
    await place(THURSDAY_EVENING, smallOrder(menu, { customer: ana }), 'entregue');
    await place(
      FRIDAY_EVENING,
      smallOrder(menu, { origin: 'offline', placedAt: '2026-11-19T23:50:00-03:00' }),
      'pendente',
    );
    // Friday: one order made offline just after midnight, and six in the evening
    const friday = [
      await place(
        FRIDAY_EVENING,
        fullOrder(menu, { origin: 'offline', placedAt: '2026-11-20T00:10:00-03:00' }),
        'finalizado',
      ),
      await place(FRIDAY_EVENING, smallOrder(menu), 'pendente'),
      await place(FRIDAY_EVENING, fullOrder(menu, { customer: bia }), 'aprovado'),
      await place(FRIDAY_EVENING, smallOrder(menu), 'em preparo'),
      await place(FRIDAY_EVENING, fullOrder(menu), 'saiu para entrega'),
      await place(FRIDAY_EVENING, smallOrder(menu), 'entregue'),
    ];
    fridayRevenueCents = friday.reduce((sum, order) => sum + order.totalCents, 0);
    await place(FRIDAY_EVENING, fullOrder(menu), 'rejeitado');

    // customers are made with the database's clock: set when each became one
    const createdAt = async (phone: string, at: string) =>
      t.database.db
        .update(customers)
        .set({ createdAt: new Date(at) })
        .where(eq(customers.phone, phone));
    await createdAt('11987654321', '2026-11-19T12:00:00-03:00');
    await createdAt('11911112222', '2026-11-20T00:05:00-03:00');
    await createdAt('11933334444', '2026-11-20T23:59:00-03:00');
    now = new Date(FRIDAY_NIGHT);
  });
  afterAll(async () => {
    await t?.close();
  });

  const dashboard = async (query = '') => {
    const res = await admin.get(`/api/admin/dashboard${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Dashboard>();
  };

  it("'hoje' counts the orders placed on the shop's calendar day, by status", async () => {
    expect(await dashboard('?range=hoje')).toEqual({
      range: 'hoje',
      pending: 1,
      approved: 1,
      inPreparation: 1,
      outForDelivery: 1,
      rejected: 1,
      // entregue and finalizado
      delivered: 2,
      total: 7,
      todayRevenueCents: fridayRevenueCents,
      // the rejected one is not a sale
      todayOrders: 6,
      todayNewCustomers: 2,
      todayScheduled: 0,
    });
  });

  it("is 'hoje' when no range is asked", async () => {
    expect((await dashboard()).range).toBe('hoje');
  });

  it("'todos' counts every order, and still gives today's revenue", async () => {
    expect(await dashboard('?range=todos')).toEqual({
      range: 'todos',
      pending: 3,
      approved: 1,
      inPreparation: 1,
      outForDelivery: 1,
      rejected: 1,
      delivered: 3,
      total: 10,
      todayRevenueCents: fridayRevenueCents,
      todayOrders: 6,
      todayNewCustomers: 2,
      todayScheduled: 0,
    });
  });

  it('starts a new day at local midnight, not at midnight UTC', async () => {
    // 00:10 on Saturday in São Paulo: Friday's orders are yesterday's
    now = new Date('2026-11-21T00:10:00-03:00');
    try {
      expect(await dashboard()).toMatchObject({
        total: 0,
        todayOrders: 0,
        todayRevenueCents: 0,
        todayNewCustomers: 0,
      });
    } finally {
      now = new Date(FRIDAY_NIGHT);
    }
  });

  it("reads the day in the shop's own time zone (settings)", async () => {
    await t.database.db
      .update(establishmentSettings)
      .set({ timeZone: 'America/Manaus' })
      .where(eq(establishmentSettings.id, 1));
    try {
      // in Manaus (UTC−4) the order made at 00:10 in São Paulo was made on Thursday, 23:10
      expect(await dashboard()).toMatchObject({ total: 6, delivered: 1, todayOrders: 5 });
    } finally {
      await t.database.db
        .update(establishmentSettings)
        .set({ timeZone: 'America/Sao_Paulo' })
        .where(eq(establishmentSettings.id, 1));
    }
  });

  it('refuses a range it does not know; answers 401 without a session', async () => {
    expect((await admin.get('/api/admin/dashboard?range=ontem')).statusCode).toBe(400);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard' });
    expect(res.statusCode).toBe(401);
  });
});
