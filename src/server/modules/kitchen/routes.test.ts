import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orderItems, orders } from '../../../db/schema';
import type { AdminOrder } from '../../../domain/admin-orders';
import type { KitchenBoard, KitchenOrder } from '../../../domain/admin-kitchen';
import {
  DEFAULT_KITCHEN_SETTINGS,
  type KitchenSettings,
  type KitchenSettingsPage,
} from '../../../domain/admin-kitchen-settings';
import { openSse, type SseReader } from '../../events/sse-test-reader';
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
import type { PlaceOrderInput } from '../../../domain/order';
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
  let owner: ReturnType<typeof asAdmin>;
  let deskCookie: string;
  let baseUrl: string;
  const readers: SseReader[] = [];
  let now = new Date(FRIDAY_EVENING);
  const later = (minutes: number) => {
    now = new Date(now.getTime() + minutes * 60_000);
  };

  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    menu = await readMenu(t);
    cook = asAdmin(t, await loginAsAdmin(t.app, t.database, now, 'kitchen'));
    deskCookie = await loginAsAdmin(t.app, t.database, now, 'attendant');
    desk = asAdmin(t, deskCookie);
    owner = asAdmin(t, await loginAsAdmin(t.app, t.database, now, 'owner'));
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const reader of readers) reader.close();
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
  const board = async () => {
    const res = await cook.get('/api/admin/kitchen/orders');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<KitchenBoard>();
  };
  const onBoard = async (id: number) => (await kitchen()).find((o) => o.id === id);
  const bump = (id: number, itemIds: number[], ready = true, as = cook) =>
    as.post(`/api/admin/kitchen/orders/${id}/bump`, { itemIds, ready });
  const linesOf = (id: number) =>
    t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, id))
      .orderBy(asc(orderItems.sortOrder), asc(orderItems.id));
  const deskView = async (id: number) => {
    const res = await desk.get(`/api/admin/orders/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminOrder>();
  };
  /** Pizzas to the oven (the default station), drinks to the counter; the rest as by default. */
  const useStations = async (changes: Partial<KitchenSettings> = {}) => {
    const page = (await owner.get('/api/admin/kitchen/settings')).json<KitchenSettingsPage>();
    const drinks = page.categories.find((c) => c.name === 'Refrigerantes');
    if (!drinks) throw new Error('no drinks category');
    const settings: KitchenSettings = {
      ...DEFAULT_KITCHEN_SETTINGS,
      stations: [
        { key: 'forno', name: 'Forno', categoryIds: [] },
        { key: 'balcao', name: 'Balcão', categoryIds: [drinks.id] },
      ],
      defaultStationKey: 'forno',
      ...changes,
    };
    const res = await owner.put('/api/admin/kitchen/settings', settings);
    expect(res.statusCode, res.body).toBe(200);
    return settings;
  };
  const acceptedFullOrder = async (overrides: Partial<PlaceOrderInput> = {}) => {
    const placed = await placeOrder(t, fullOrder(menu, overrides));
    await approve(placed.order.id);
    const lines = await linesOf(placed.order.id);
    const [pizza, drink] = lines;
    if (!pizza || !drink) throw new Error('the full order has a pizza and a drink');
    return { id: placed.order.id, pizza: pizza.id, drink: drink.id };
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

  it('gives each line the station of its category, the rest to the default one; only the owner sets them', async () => {
    const settings = await useStations();
    const order = await acceptedFullOrder();
    const found = await board();
    expect(found.stations).toEqual([
      { key: 'forno', name: 'Forno' },
      { key: 'balcao', name: 'Balcão' },
    ]);
    expect(found).toMatchObject({ amberMinutes: 10, redMinutes: 20 });
    const card = found.orders.find((o) => o.id === order.id);
    expect(card?.lines).toEqual([
      { itemId: order.pizza, stationKey: 'forno', readyAt: null, readyByName: null },
      { itemId: order.drink, stationKey: 'balcao', readyAt: null, readyByName: null },
    ]);

    // a cook and an attendant may not change the stations
    for (const who of [cook, desk]) {
      const refused = await who.put('/api/admin/kitchen/settings', settings);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<ErrorAnswer>().error.code).toBe('FORBIDDEN_ROLE');
    }
    // red before amber, a default station that is not there, an unknown category
    const bad = await owner.put('/api/admin/kitchen/settings', {
      ...settings,
      amberMinutes: 20,
      redMinutes: 15,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('O vermelho vem depois do amarelo');
    const noDefault = await owner.put('/api/admin/kitchen/settings', {
      ...settings,
      defaultStationKey: 'chapa',
    });
    expect(noDefault.statusCode).toBe(400);
    const unknown = await owner.put('/api/admin/kitchen/settings', {
      ...settings,
      stations: [{ key: 'forno', name: 'Forno', categoryIds: [999_999] }],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json<ErrorAnswer>().error.code).toBe('UNKNOWN_CATEGORY');
    // nothing of the refused ones was kept
    expect((await board()).stations.map((s) => s.key)).toEqual(['forno', 'balcao']);
  });

  it('a cook marks an item ready: who and when kept, the order starts, every desk and kitchen hears', async () => {
    await useStations();
    const order = await acceptedFullOrder();
    const reader = await openSse(`${baseUrl}/api/admin/events`, { cookie: deskCookie });
    readers.push(reader);
    later(4);
    const res = await bump(order.id, [order.pizza]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminOrder>()).toMatchObject({ status: 'em preparo', kitchenDoneAt: null });

    const kitchenEvent = await reader.next('order.kitchen');
    expect(JSON.parse(kitchenEvent.data)).toEqual({ type: 'order.kitchen', orderId: order.id });
    const statusEvent = await reader.next('order.status');
    expect(JSON.parse(statusEvent.data)).toMatchObject({ orderId: order.id, status: 'em preparo' });

    const [pizza, drink] = await linesOf(order.id);
    expect(pizza?.readyAt?.toISOString()).toBe(now.toISOString());
    expect(pizza?.readyBy).not.toBeNull();
    expect(pizza?.readyByName).toEqual(expect.any(String));
    expect(drink?.readyAt).toBeNull();
    const card = await onBoard(order.id);
    expect(card?.status).toBe('em preparo');
    expect(card?.lines[0]).toMatchObject({ readyAt: now.toISOString() });

    // a second tap of the same item keeps the first who and when
    const first = pizza?.readyAt?.toISOString();
    later(1);
    expect((await bump(order.id, [order.pizza])).statusCode).toBe(200);
    expect((await linesOf(order.id))[0]?.readyAt?.toISOString()).toBe(first);
    // the move is in the order's history, by the cook
    const history = await t.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.toValue, 'em preparo')));
    expect(history).toHaveLength(1);
    expect(history[0]?.actorId).toBe(pizza?.readyBy);
  });

  it("moves the order on when every station is done ('pronto'), shows it ready on the desk, and an undo takes it back", async () => {
    await useStations({ whenDone: 'pronto' });
    const order = await acceptedFullOrder();
    expect((await bump(order.id, [order.pizza])).statusCode).toBe(200);
    expect((await deskView(order.id)).kitchenDoneAt).toBeNull();

    const reader = await openSse(`${baseUrl}/api/admin/events`, { cookie: deskCookie });
    readers.push(reader);
    later(3);
    const done = await bump(order.id, [order.drink]);
    expect(done.statusCode, done.body).toBe(200);
    expect(JSON.parse((await reader.next('order.status')).data)).toMatchObject({
      orderId: order.id,
      status: 'saiu para entrega',
    });
    expect(await deskView(order.id)).toMatchObject({
      status: 'saiu para entrega',
      kitchenDoneAt: now.toISOString(),
    });
    expect(await onBoard(order.id)).toBeUndefined();

    // 'Desfazer' of the counter's tap: back in the oven's hands, and on the board
    later(1);
    const undo = await bump(order.id, [order.drink], false);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(await deskView(order.id)).toMatchObject({ status: 'em preparo', kitchenDoneAt: null });
    const back = await onBoard(order.id);
    expect(back?.lines.map((l) => l.readyAt === null)).toEqual([false, true]);
    const [last] = await t.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id))
      .orderBy(asc(orderEvents.id))
      .then((rows) => rows.slice(-1));
    expect(last).toMatchObject({
      kind: 'undo',
      fromValue: 'saiu para entrega',
      toValue: 'em preparo',
    });

    // done again, then moved on by the desk: the kitchen can no longer take it back
    expect((await bump(order.id, [order.drink])).statusCode).toBe(200);
    await setStatus(t, order.id, 'entregue');
    const late = await bump(order.id, [order.drink], false);
    expect(late.statusCode).toBe(409);
    expect(late.json<ErrorAnswer>().error).toMatchObject({
      code: 'NOT_IN_KITCHEN',
      details: { from: 'entregue' },
    });
  });

  it('by default moves a pickup on when done, and leaves a delivery ready for the desk to send', async () => {
    await useStations();
    const pickup = await acceptedFullOrder({ fulfilment: 'retirada' });
    expect((await bump(pickup.id, [pickup.pizza, pickup.drink])).statusCode).toBe(200);
    expect(await deskView(pickup.id)).toMatchObject({
      status: 'saiu para entrega',
      kitchenDoneAt: now.toISOString(),
    });

    const delivery = await acceptedFullOrder();
    expect((await bump(delivery.id, [delivery.pizza, delivery.drink])).statusCode).toBe(200);
    expect(await deskView(delivery.id)).toMatchObject({
      status: 'em preparo',
      kitchenDoneAt: now.toISOString(),
    });
    // the desk sends it with the courier: the desk's own move, from 'em preparo'
    const sent = await desk.post(`/api/admin/orders/${delivery.id}/status`, {
      status: 'saiu para entrega',
      from: 'em preparo',
    });
    expect(sent.statusCode, sent.body).toBe(200);
  });

  it("with 'only tell the desk', a done order keeps its status and the desk sees it ready", async () => {
    await useStations({ whenDone: 'avisar', startOnFirstBump: false });
    const order = await acceptedFullOrder();
    const res = await bump(order.id, [order.pizza, order.drink], true, desk);
    expect(res.statusCode, res.body).toBe(200);
    // nothing moved it: the first bump does not start the order with this setting
    expect(await deskView(order.id)).toMatchObject({
      status: 'aprovado',
      kitchenDoneAt: now.toISOString(),
    });
    // done at every station: off the kitchen's screen, still on the board for an undo
    const card = await onBoard(order.id);
    expect(card?.lines.every((l) => l.readyAt !== null)).toBe(true);
    const undo = await bump(order.id, [order.pizza], false);
    expect(undo.statusCode).toBe(200);
    expect(await deskView(order.id)).toMatchObject({ status: 'aprovado', kitchenDoneAt: null });
  });

  it('refuses an item of another order, an order not in the kitchen and an empty bump', async () => {
    await useStations();
    const one = await acceptedFullOrder();
    const other = await acceptedFullOrder();
    const foreign = await bump(one.id, [other.pizza]);
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json<ErrorAnswer>().error.code).toBe('ITEM_NOT_IN_ORDER');
    expect((await linesOf(other.id))[0]?.readyAt).toBeNull();

    const pending = await placeOrder(t, smallOrder(menu));
    const [line] = await linesOf(pending.order.id);
    const notYet = await bump(pending.order.id, [line?.id ?? 0]);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json<ErrorAnswer>().error.code).toBe('NOT_IN_KITCHEN');
    expect(notYet.json<ErrorAnswer>().error.message).toContain('Pendente');

    expect((await bump(one.id, [])).statusCode).toBe(400);
    expect((await bump(999_999, [one.pizza])).statusCode).toBe(404);
  });
});
