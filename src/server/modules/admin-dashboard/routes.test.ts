import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, establishmentSettings } from '../../../db/schema';
import type { Dashboard } from '../../../domain/admin-orders';
import { WEEKDAYS, type Schedules } from '../../../domain/opening-hours';
import type { PlacedOrder } from '../../../domain/order';
import type { OrderStatus } from '../../../domain/order-status';
import { loginAsAdmin } from '../../test/admin-session';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';
import {
  asAdmin,
  customerWith,
  fullOrder,
  placeOrder,
  setFulfilment,
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
  /** Friday's Pix orders (smallOrder), none marked paid. */
  let fridayPixCents = 0;

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
    // (each synced within the hour, as the offline queue must: docs/decisions/038)
    await place(
      '2026-11-20T00:40:00-03:00',
      smallOrder(menu, { origin: 'offline', placedAt: '2026-11-19T23:50:00-03:00' }),
      'pendente',
    );
    // Thursday's night goes on past midnight: one order made offline at 00:10 on Friday
    await place(
      '2026-11-20T01:00:00-03:00',
      fullOrder(menu, { origin: 'offline', placedAt: '2026-11-20T00:10:00-03:00' }),
      'finalizado',
    );
    // Friday: six in the evening
    const friday = [
      await place(FRIDAY_EVENING, smallOrder(menu), 'pendente'),
      await place(FRIDAY_EVENING, fullOrder(menu, { customer: bia }), 'aprovado'),
      await place(FRIDAY_EVENING, smallOrder(menu), 'em preparo'),
      await place(FRIDAY_EVENING, fullOrder(menu), 'saiu para entrega'),
      await place(FRIDAY_EVENING, smallOrder(menu), 'entregue'),
    ];
    fridayRevenueCents = friday.reduce((sum, order) => sum + order.totalCents, 0);
    fridayPixCents = friday
      .filter((order) => order.paymentMethod === 'Pix')
      .reduce((sum, order) => sum + order.totalCents, 0);
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

  it("'hoje' counts the orders placed on the shop's business day, by status", async () => {
    // the order made at 00:10 on Friday, and Ana who became a customer at 00:05, belong to
    // Thursday's night: the business day turns at 03:00 (docs/decisions/048)
    expect(await dashboard('?range=hoje')).toEqual({
      range: 'hoje',
      pending: 1,
      approved: 1,
      inPreparation: 1,
      outForDelivery: 1,
      rejected: 1,
      delivered: 1,
      total: 6,
      todayRevenueCents: fridayRevenueCents,
      // the rejected one is not a sale
      todayOrders: 5,
      todayNewCustomers: 1,
      // orders placed before zones: deliveries with the fee to confirm
      todayDeliveryFeesCents: 0,
      todayDeliveries: 5,
      todayPickups: 0,
      todayPixToReceive: 3,
      todayPixToReceiveCents: fridayPixCents,
      // every order here came through the site
      todayByChannel: [
        { channel: 'site', orders: 5, revenueCents: fridayRevenueCents },
        { channel: 'telefone', orders: 0, revenueCents: 0 },
        { channel: 'balcao', orders: 0, revenueCents: 0 },
        { channel: 'mesa', orders: 0, revenueCents: 0 },
        { channel: 'ifood', orders: 0, revenueCents: 0 },
      ],
      todayScheduled: 0,
      todayDate: '2026-11-20',
      dayTurnMinutes: 180,
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
      todayOrders: 5,
      todayNewCustomers: 1,
      // orders placed before zones: deliveries with the fee to confirm
      todayDeliveryFeesCents: 0,
      todayDeliveries: 5,
      todayPickups: 0,
      todayPixToReceive: 3,
      todayPixToReceiveCents: fridayPixCents,
      // every order here came through the site
      todayByChannel: [
        { channel: 'site', orders: 5, revenueCents: fridayRevenueCents },
        { channel: 'telefone', orders: 0, revenueCents: 0 },
        { channel: 'balcao', orders: 0, revenueCents: 0 },
        { channel: 'mesa', orders: 0, revenueCents: 0 },
        { channel: 'ifood', orders: 0, revenueCents: 0 },
      ],
      todayScheduled: 0,
      todayDate: '2026-11-20',
      dayTurnMinutes: 180,
    });
  });

  it("keeps Friday's night past midnight, and starts a new day at 03:00 local, not UTC", async () => {
    // 00:10 on Saturday in São Paulo: still Friday's night
    now = new Date('2026-11-21T00:10:00-03:00');
    try {
      expect(await dashboard()).toMatchObject({
        todayDate: '2026-11-20',
        total: 6,
        todayOrders: 5,
      });
      // 03:00 on Saturday: the day has turned, Friday's orders are yesterday's
      now = new Date('2026-11-21T03:00:00-03:00');
      expect(await dashboard()).toMatchObject({
        todayDate: '2026-11-21',
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
    // 03:30 on Saturday in São Paulo, when its day has turned, is 02:30 in Manaus (UTC−4): still
    // Friday's night there
    now = new Date('2026-11-21T03:30:00-03:00');
    try {
      expect(await dashboard()).toMatchObject({
        todayDate: '2026-11-20',
        total: 6,
        todayOrders: 5,
      });
    } finally {
      now = new Date(FRIDAY_NIGHT);
      await t.database.db
        .update(establishmentSettings)
        .set({ timeZone: 'America/Sao_Paulo' })
        .where(eq(establishmentSettings.id, 1));
    }
  });

  it("counts only today's Pix orders as 'a receber'", async () => {
    now = new Date('2026-11-21T03:10:00-03:00');
    try {
      expect(await dashboard()).toMatchObject({ todayPixToReceive: 0, todayPixToReceiveCents: 0 });
    } finally {
      now = new Date(FRIDAY_NIGHT);
    }
  });

  it('refuses a range it does not know; answers 401 without a session', async () => {
    expect((await admin.get('/api/admin/dashboard?range=ontem')).statusCode).toBe(400);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard' });
    expect(res.statusCode).toBe(401);
  });
});

describe(`the dashboard's fees, pickups and Pix to receive on ${testDbKind}`, () => {
  let t: TestApp;
  let now = new Date(FRIDAY_EVENING);
  let admin: ReturnType<typeof asAdmin>;
  let placed: PlacedOrder['order'][] = [];

  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    admin = asAdmin(t, await loginAsAdmin(t.app, t.database, now));
    const menu = await readMenu(t);
    // yesterday's Pix, never marked paid: not today's to receive
    now = new Date(THURSDAY_EVENING);
    await placeOrder(t, smallOrder(menu));
    now = new Date(FRIDAY_EVENING);
    placed = [
      // 0: Pix, delivered to a zone with a R$ 7,00 fee
      (await placeOrder(t, smallOrder(menu))).order,
      // 1: Pix, picked up
      (await placeOrder(t, smallOrder(menu))).order,
      // 2: cash, delivered to a zone with a R$ 10,00 fee
      (await placeOrder(t, fullOrder(menu))).order,
      // 3: Pix, picked up, rejected
      (await placeOrder(t, smallOrder(menu))).order,
      // 4: Pix, delivered outside every zone (fee to confirm)
      (await placeOrder(t, smallOrder(menu))).order,
    ];
    const [zonePix, pickupPix, zoneCash, rejected, outside] = placed;
    if (!zonePix || !pickupPix || !zoneCash || !rejected || !outside) throw new Error('seed');
    await setFulfilment(t, zonePix, {
      fulfilment: 'entrega',
      deliveryZone: 'Jardim Paulista',
      deliveryFeeCents: 700,
    });
    await setFulfilment(t, pickupPix, { fulfilment: 'retirada' });
    await setFulfilment(t, zoneCash, {
      fulfilment: 'entrega',
      deliveryZone: 'Bela Vista',
      deliveryFeeCents: 1000,
    });
    await setFulfilment(t, rejected, { fulfilment: 'retirada' });
    await setStatus(t, rejected.id, 'rejeitado');
  });
  afterAll(async () => {
    await t?.close();
  });

  const dashboard = async () => {
    const res = await admin.get('/api/admin/dashboard');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Dashboard>();
  };
  const total = (...indexes: number[]) =>
    indexes.reduce((sum, i) => {
      const order = placed[i];
      if (!order) throw new Error(`no order ${i}`);
      return sum + order.subtotalCents + (i === 0 ? 700 : i === 2 ? 1000 : 0);
    }, 0);

  it('adds the fees into the revenue, counts deliveries and pickups, and the Pix still to receive', async () => {
    expect(await dashboard()).toMatchObject({
      todayOrders: 4,
      todayRevenueCents: total(0, 1, 2, 4),
      todayDeliveryFeesCents: 1700,
      todayDeliveries: 3,
      todayPickups: 1,
      todayPixToReceive: 3,
      todayPixToReceiveCents: total(0, 1, 4),
    });
  });

  it("takes an order marked paid out of 'a receber', and puts it back when undone", async () => {
    const id = placed[1]?.id ?? 0;
    expect(
      (await admin.post(`/api/admin/orders/${id}/payment`, { paymentStatus: 'pago' })).statusCode,
    ).toBe(200);
    expect(await dashboard()).toMatchObject({
      todayPixToReceive: 2,
      todayPixToReceiveCents: total(0, 4),
      // still today's revenue: paid or not, it was sold
      todayRevenueCents: total(0, 1, 2, 4),
    });
    await admin.post(`/api/admin/orders/${id}/payment`, { paymentStatus: 'a_receber' });
    expect(await dashboard()).toMatchObject({ todayPixToReceive: 3 });
  });
});
