import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries, orderEvents, orders } from '../../../db/schema';
import type { DispatchBoard } from '../../../domain/admin-dispatch';
import type { AdminOrder } from '../../../domain/admin-orders';
import type { DeliverySettings } from '../../../domain/delivery';
import { DEFAULT_ESTABLISHMENT } from '../../../domain/establishment';
import type { Menu } from '../../../domain/menu';
import type { TrackedOrder } from '../../../domain/order';
import type { OrderStatus } from '../../../domain/order-status';
import { openSse, type SseReader } from '../../events/sse-test-reader';
import { loginAsAdmin } from '../../test/admin-session';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';
import {
  asAdmin,
  placeOrder,
  setFulfilment,
  setStatus,
  smallOrder,
} from '../admin-orders/admin-test-kit';
import { createTestDriver } from '../drivers/driver-test-kit';
import { FRIDAY_EVENING, readMenu } from '../orders/order-test-kit';

interface ErrorAnswer {
  error: { code: string; message: string };
}

const ZONES: DeliverySettings = {
  zones: [
    {
      id: 'centro',
      name: 'Centro',
      feeCents: 600,
      estimate: '30 a 40 minutos',
      minimumCents: null,
      cepRanges: [],
    },
    {
      id: 'mooca',
      name: 'Mooca',
      feeCents: 900,
      estimate: '40 a 50 minutos',
      minimumCents: null,
      cepRanges: [],
    },
  ],
  outsideZone: 'a_combinar',
  pickupEnabled: true,
  pickupEstimate: '15 a 25 minutos',
};

/** 'Entregas' (docs/decisions/068-dispatch.md): the board, sending orders out, taking one back. */
describe(`/api/admin/dispatch on ${testDbKind}`, () => {
  let t: TestApp;
  let menu: Menu;
  let desk: ReturnType<typeof asAdmin>;
  let otherDesk: ReturnType<typeof asAdmin>;
  let cook: ReturnType<typeof asAdmin>;
  let deskCookie: string;
  let baseUrl: string;
  const readers: SseReader[] = [];
  let now = new Date(FRIDAY_EVENING);

  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    menu = await readMenu(t);
    const owner = asAdmin(t, await loginAsAdmin(t.app, t.database, now, 'owner'));
    const saved = await owner.put('/api/admin/settings', {
      ...DEFAULT_ESTABLISHMENT,
      delivery: ZONES,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    deskCookie = await loginAsAdmin(t.app, t.database, now, 'attendant');
    desk = asAdmin(t, deskCookie);
    otherDesk = asAdmin(t, await loginAsAdmin(t.app, t.database, now, 'attendant'));
    cook = asAdmin(t, await loginAsAdmin(t.app, t.database, now, 'kitchen'));
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const reader of readers) reader.close();
    await t?.close();
  });

  /** A delivery order in `zone`, put in `status`. */
  async function ready(zone: string | null = 'Centro', status: OrderStatus = 'aprovado') {
    const { order } = await placeOrder(t, smallOrder(menu));
    await setFulfilment(t, order, { fulfilment: 'entrega', deliveryZone: zone });
    await setStatus(t, order.id, status);
    return order;
  }
  const board = async () => {
    const res = await desk.get('/api/admin/dispatch');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<DispatchBoard>();
  };
  const assign = (driverId: number, orderIds: number[], as = desk) =>
    as.post('/api/admin/dispatch/assign', { driverId, orderIds });
  const tripsOf = (orderId: number) =>
    t.database.db
      .select()
      .from(deliveries)
      .where(eq(deliveries.orderId, orderId))
      .orderBy(asc(deliveries.id));
  const statusOf = async (orderId: number) =>
    (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.status;
  const historyOf = async (orderId: number) =>
    (
      await t.database.db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(asc(orderEvents.id))
    ).map((e) => ({ kind: e.kind, to: e.toValue, note: e.note }));
  const writes = async () => ({
    trips: (await t.database.db.select({ n: count() }).from(deliveries))[0]?.n,
    events: (await t.database.db.select({ n: count() }).from(orderEvents))[0]?.n,
  });

  it('sends ready orders out with a driver: a trip at his fee for the zone, the status, the history', async () => {
    const carlos = await createTestDriver(t, {
      name: 'Carlos Souza',
      fee: { kind: 'por_zona', defaultCents: 800, byZone: { centro: 500, mooca: 1100 } },
    });
    const a = await ready('Centro', 'aprovado');
    const b = await ready('Mooca', 'em preparo');
    const c = await ready('Fora de tudo', 'aprovado');

    const before = await board();
    expect(before.orders.map((o) => o.id)).toEqual(expect.arrayContaining([a.id, b.id, c.id]));
    expect(before.drivers.find((d) => d.id === carlos.id)?.trips).toEqual([]);

    const res = await assign(carlos.id, [a.id, b.id, c.id]);
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json<DispatchBoard>();
    expect(after.orders.map((o) => o.id)).not.toEqual(expect.arrayContaining([a.id]));
    expect(after.drivers.find((d) => d.id === carlos.id)?.trips).toEqual([
      { orderId: a.id, since: now.toISOString() },
      { orderId: b.id, since: now.toISOString() },
      { orderId: c.id, since: now.toISOString() },
    ]);
    // the fee of each zone kept on the trip; an order outside the zones gets the default
    expect((await tripsOf(a.id)).map((trip) => [trip.status, trip.feeCents])).toEqual([
      ['em_rota', 500],
    ]);
    expect((await tripsOf(b.id))[0]?.feeCents).toBe(1100);
    expect((await tripsOf(c.id))[0]?.feeCents).toBe(800);
    expect(await statusOf(b.id)).toBe('saiu para entrega');
    expect((await historyOf(b.id)).slice(-2)).toEqual([
      { kind: 'status', to: 'saiu para entrega', note: null },
      { kind: 'delivery', to: null, note: 'Enviado com Carlos Souza' },
    ]);

    // the desk's card says who has it
    const card = await desk.get(`/api/admin/orders/${a.id}`);
    expect(card.json<AdminOrder>().delivery).toMatchObject({
      driverId: carlos.id,
      driverName: 'Carlos Souza',
      status: 'em_rota',
      since: now.toISOString(),
    });
  });

  it('tells every desk once it has committed: the status move and the trip', async () => {
    const driver = await createTestDriver(t, { name: 'Duda' });
    const order = await ready();
    const reader = await openSse(`${baseUrl}/api/admin/events`, { cookie: deskCookie });
    readers.push(reader);
    expect((await assign(driver.id, [order.id])).statusCode).toBe(200);
    expect(JSON.parse((await reader.next('order.status')).data)).toMatchObject({
      orderId: order.id,
      status: 'saiu para entrega',
    });
    expect(JSON.parse((await reader.next('delivery.changed')).data)).toEqual({
      type: 'delivery.changed',
      orderId: order.id,
      driverId: driver.id,
    });
  });

  it('refuses pending, delivered and pickup orders: all or nothing, naming the order', async () => {
    const driver = await createTestDriver(t);
    const fine = await ready('Centro', 'aprovado');
    const pending = await ready('Centro', 'pendente');
    const delivered = await ready('Centro', 'entregue');
    const pickup = await ready(null, 'aprovado');
    await setFulfilment(t, pickup, { fulfilment: 'retirada' });
    const before = await writes();

    const cases: [number, number, string, string][] = [
      [pending.id, 409, 'ORDER_NOT_READY', `O pedido #${pending.id} ainda não foi aceito.`],
      [delivered.id, 409, 'ORDER_NOT_READY', `#${delivered.id}`],
      [pickup.id, 422, 'NOT_A_DELIVERY', `#${pickup.id}`],
    ];
    for (const [id, status, code, text] of cases) {
      const res = await assign(driver.id, [fine.id, id]);
      expect(res.statusCode, res.body).toBe(status);
      const { error } = res.json<ErrorAnswer>();
      expect(error.code).toBe(code);
      expect(error.message).toContain(text);
    }
    expect(await writes()).toEqual(before);
    expect(await statusOf(fine.id)).toBe('aprovado');
    expect((await board()).orders.map((o) => o.id)).not.toContain(pending.id);
  });

  it('refuses an inactive or unknown driver, writing nothing', async () => {
    const gone = await createTestDriver(t, { isActive: false });
    const order = await ready();
    const before = await writes();
    const inactive = await assign(gone.id, [order.id]);
    expect(inactive.statusCode, inactive.body).toBe(409);
    expect(inactive.json<ErrorAnswer>().error.code).toBe('DRIVER_INACTIVE');
    const unknown = await assign(999_999, [order.id]);
    expect(unknown.statusCode, unknown.body).toBe(404);
    expect(unknown.json<ErrorAnswer>().error.code).toBe('DRIVER_NOT_FOUND');
    expect(await writes()).toEqual(before);
    expect((await board()).drivers.map((d) => d.id)).not.toContain(gone.id);
  });

  it('records a reassignment: the old trip ends reatribuida, the status stays; the same driver again changes nothing', async () => {
    const joao = await createTestDriver(t, { name: 'João' });
    const pedro = await createTestDriver(t, { name: 'Pedro' });
    const order = await ready();
    expect((await assign(joao.id, [order.id])).statusCode).toBe(200);
    now = new Date(now.getTime() + 5 * 60_000);
    const res = await assign(pedro.id, [order.id]);
    expect(res.statusCode, res.body).toBe(200);
    expect((await tripsOf(order.id)).map((trip) => [trip.driverId, trip.status])).toEqual([
      [joao.id, 'reatribuida'],
      [pedro.id, 'em_rota'],
    ]);
    const history = await historyOf(order.id);
    expect(history.at(-1)).toEqual({
      kind: 'delivery',
      to: null,
      note: 'Reatribuído de João para Pedro',
    });
    expect(history.filter((e) => e.to === 'saiu para entrega')).toHaveLength(1);

    const before = await writes();
    expect((await assign(pedro.id, [order.id])).statusCode).toBe(200);
    expect(await writes()).toEqual(before);
  });

  it('gives an order to one driver when two desks send it at once', async () => {
    const ana = await createTestDriver(t, { name: 'Ana' });
    const bia = await createTestDriver(t, { name: 'Bia' });
    const order = await ready();
    const answers = await Promise.all([
      assign(ana.id, [order.id]),
      assign(bia.id, [order.id], otherDesk),
    ]);
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const running = await t.database.db
      .select()
      .from(deliveries)
      .where(and(eq(deliveries.orderId, order.id), eq(deliveries.status, 'em_rota')));
    expect(running).toHaveLength(1);
    // the one that came second is on record as a reassignment
    const notes = (await historyOf(order.id)).filter((e) => e.kind === 'delivery');
    expect(notes).toHaveLength(2);
    expect(notes[1]?.note).toMatch(/^Reatribuído de (Ana|Bia) para (Ana|Bia)$/);
    expect((await historyOf(order.id)).filter((e) => e.to === 'saiu para entrega')).toHaveLength(1);
  });

  it('takes an order back from its driver: it waits on the board again, still out', async () => {
    const driver = await createTestDriver(t, { name: 'Rafa' });
    const order = await ready();
    await assign(driver.id, [order.id]);
    const res = await desk.post('/api/admin/dispatch/take-back', { orderId: order.id });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json<DispatchBoard>();
    expect(after.orders.find((o) => o.id === order.id)?.status).toBe('saiu para entrega');
    expect(after.drivers.find((d) => d.id === driver.id)?.trips).toEqual([]);
    expect((await tripsOf(order.id)).map((trip) => trip.status)).toEqual(['reatribuida']);
    expect((await historyOf(order.id)).at(-1)?.note).toBe('Retirado de Rafa pela loja');
    const again = await desk.post('/api/admin/dispatch/take-back', { orderId: order.id });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json<ErrorAnswer>().error.code).toBe('NOT_OUT_WITH_DRIVER');
  });

  it("shows a trip that came back 'não entregue', the kitchen's 'pronto', and suggests groups of a zone", async () => {
    const driver = await createTestDriver(t, { name: 'Lia' });
    // the board from here on: only these orders are waiting
    const waiting = (await board()).orders.map((o) => o.id);
    await setStatus(t, waiting, 'entregue');
    const first = await ready('Mooca');
    const second = await ready('Mooca');
    await t.database.db.update(orders).set({ kitchenDoneAt: now }).where(eq(orders.id, first.id));
    await t.database.db.insert(deliveries).values({
      orderId: second.id,
      driverId: driver.id,
      status: 'nao_entregue',
      feeCents: 700,
      assignedAt: new Date(now.getTime() - 30 * 60_000),
      assignedByName: 'Desk',
      endedAt: new Date(now.getTime() - 10 * 60_000),
      notDeliveredReason: 'Cliente não atende',
    });
    const seen = await board();
    const [one, two] = [first.id, second.id].map((id) => seen.orders.find((o) => o.id === id));
    expect(one).toMatchObject({
      zoneName: 'Mooca',
      kitchenDoneAt: now.toISOString(),
      itemCount: 1,
    });
    expect(two?.notDelivered).toMatchObject({ driverName: 'Lia', reason: 'Cliente não atende' });
    expect(seen.suggestions).toEqual([
      { orderIds: [first.id, second.id], label: `Sugestão: #${first.id} + #${second.id} (Mooca)` },
    ]);
  });

  it('lets the front of house in and keeps the kitchen out', async () => {
    expect((await cook.get('/api/admin/dispatch')).statusCode).toBe(403);
    expect((await assign(1, [1], cook)).statusCode).toBe(403);
    expect((await desk.get('/api/admin/dispatch')).statusCode).toBe(200);
  });

  it("tells the customer's tracking page who is coming and since when", async () => {
    const driver = await createTestDriver(t, { name: 'Carlos Souza' });
    const order = await ready();
    const tracked = async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/orders/${order.publicId}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<TrackedOrder>();
    };
    expect((await tracked()).driver).toBeNull();
    await assign(driver.id, [order.id]);
    const sentAt = now;
    now = new Date(now.getTime() + 12 * 60_000 + 30_000);
    expect((await tracked()).driver).toEqual({
      firstName: 'Carlos',
      since: sentAt.toISOString(),
      minutesOut: 12,
    });
  });
});
