import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries, orderEvents, orders, pixCharges } from '../../../db/schema';
import type { DriverClosing } from '../../../domain/admin-driver-closing';
import type { DriverDeliveries } from '../../../domain/driver-deliveries';
import type { Menu } from '../../../domain/menu';
import { openSse, type SseReader } from '../../events/sse-test-reader';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';
import { asAdmin, fullOrder, placeOrder, smallOrder } from '../admin-orders/admin-test-kit';
import { loginAsAdmin } from '../../test/admin-session';
import { asDriver, createTestDriver, signInTestDriver } from '../drivers/driver-test-kit';
import { FRIDAY_EVENING, readMenu } from '../orders/order-test-kit';
import { sendOutTestTrip } from './driver-app-test-kit';

interface ErrorAnswer {
  error: { code: string; message: string };
}

/** The driver's page (decision 069): their own trips, one tap counted once, live changes. */
describe(`/api/driver/deliveries on ${testDbKind}`, () => {
  let t: TestApp;
  let menu: Menu;
  let baseUrl: string;
  const readers: SseReader[] = [];
  let now = new Date(FRIDAY_EVENING);
  const later = (minutes: number) => {
    now = new Date(now.getTime() + minutes * 60_000);
  };

  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    menu = await readMenu(t);
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const reader of readers) reader.close();
    await t?.close();
  });

  async function signedInDriver(name: string) {
    const driver = await createTestDriver(t, { name });
    const cookie = await signInTestDriver(t, driver.id, now);
    return { driver, cookie, phone: asDriver(t, cookie) };
  }

  const tap = (kind: 'entregue' | 'nao_entregue', extra: Record<string, unknown> = {}) => ({
    kind,
    actionId: randomUUID(),
    at: now.toISOString(),
    ...(kind === 'nao_entregue' ? { reason: 'Cliente não atende' } : {}),
    ...extra,
  });

  async function orderHistory(orderId: number) {
    return t.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(asc(orderEvents.id));
  }

  it("shows a driver only their own trips, with what to collect and the customer's door", async () => {
    const carlos = await signedInDriver('Carlos Souza');
    const pedro = await signedInDriver('Pedro Lima');
    // cash for R$ 200,00: change to bring
    const cash = await placeOrder(t, fullOrder(menu));
    const card = await placeOrder(t, smallOrder(menu, { paymentMethod: 'Cartão de Crédito' }));
    const others = await placeOrder(t, smallOrder(menu));
    await sendOutTestTrip(t, { orderId: cash.order.id, driverId: carlos.driver.id, at: now });
    await sendOutTestTrip(t, { orderId: card.order.id, driverId: carlos.driver.id, at: now });
    await sendOutTestTrip(t, { orderId: others.order.id, driverId: pedro.driver.id, at: now });

    const res = await carlos.phone.get('/api/driver/deliveries');
    expect(res.statusCode, res.body).toBe(200);
    const { deliveries: list } = res.json<DriverDeliveries>();
    expect(list.map((d) => d.orderId)).toEqual([cash.order.id, card.order.id]);
    const [first, second] = list;
    expect(first).toMatchObject({
      status: 'em_rota',
      customerFirstName: 'Maria',
      customerPhone: '11987654321',
      reference: 'Apto 12',
      itemsCount: 3,
      addressParts: { street: 'Avenida Paulista', number: '1000', district: 'Bela Vista' },
      collection: {
        amountCents: cash.order.totalCents,
        paymentMethod: 'Dinheiro',
        changeCents: 20_000 - cash.order.totalCents,
        isPaid: false,
        isCash: true,
      },
      pixCode: null,
      isPaid: false,
    });
    expect(first?.address).toContain('Avenida Paulista, 1000');
    expect(second?.collection).toMatchObject({
      paymentMethod: 'Cartão de Crédito',
      changeCents: null,
    });

    const theirs = await pedro.phone.get('/api/driver/deliveries');
    expect(theirs.json<DriverDeliveries>().deliveries.map((d) => d.orderId)).toEqual([
      others.order.id,
    ]);
    const bare = await t.app.inject({ method: 'GET', url: '/api/driver/deliveries' });
    expect(bare.statusCode).toBe(401);
  });

  it('refuses a tap on another driver’s trip, and one on a trip no longer out', async () => {
    const carlos = await signedInDriver('Carlos');
    const pedro = await signedInDriver('Pedro');
    const { order } = await placeOrder(t, smallOrder(menu));
    const tripId = await sendOutTestTrip(t, {
      orderId: order.id,
      driverId: pedro.driver.id,
      at: now,
    });

    const foreign = await carlos.phone.post(
      `/api/driver/deliveries/${tripId}/actions`,
      tap('entregue'),
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<ErrorAnswer>().error).toEqual({
      code: 'DELIVERY_NOT_FOUND',
      message: 'Esta entrega não está mais com você.',
    });
    const missing = await carlos.phone.post(
      '/api/driver/deliveries/999999/actions',
      tap('entregue'),
    );
    expect(missing.statusCode).toBe(404);

    // the desk gave it to Carlos: Pedro's trip was reassigned
    await t.database.db
      .update(deliveries)
      .set({ status: 'reatribuida', endedAt: now })
      .where(eq(deliveries.id, tripId));
    const ended = await pedro.phone.post(
      `/api/driver/deliveries/${tripId}/actions`,
      tap('entregue'),
    );
    expect(ended.statusCode).toBe(409);
    expect(ended.json<ErrorAnswer>().error.code).toBe('DELIVERY_ENDED');
    expect(ended.json<ErrorAnswer>().error.message).toBe('Esta entrega já foi encerrada.');
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('saiu para entrega');

    const bad = await pedro.phone.post(`/api/driver/deliveries/${tripId}/actions`, {
      kind: 'entregue',
      actionId: 'not-a-uuid',
      at: now.toISOString(),
    });
    expect(bad.statusCode).toBe(400);
  });

  it("'entregue' delivers the order by the driver's name, cash marked paid; sent twice counts once", async () => {
    const carlos = await signedInDriver('Carlos Souza');
    const { order } = await placeOrder(t, fullOrder(menu));
    const tripId = await sendOutTestTrip(t, {
      orderId: order.id,
      driverId: carlos.driver.id,
      at: now,
    });
    const tappedAt = new Date(now.getTime() + 5 * 60_000);
    later(12);
    const body = tap('entregue', { at: tappedAt.toISOString() });

    const first = await carlos.phone.post(`/api/driver/deliveries/${tripId}/actions`, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      delivery: {
        id: tripId,
        orderId: order.id,
        status: 'entregue',
        endedAt: tappedAt.toISOString(),
      },
    });
    later(1);
    const again = await carlos.phone.post(`/api/driver/deliveries/${tripId}/actions`, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());

    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'entregue', paymentStatus: 'pago' });
    expect(row?.statusChangedAt.toISOString()).toBe(tappedAt.toISOString());
    const history = (await orderHistory(order.id)).filter(
      (e) => e.kind === 'status' || e.kind === 'payment',
    );
    expect(history.map((e) => [e.kind, e.actorId, e.actorName, e.fromValue, e.toValue])).toEqual([
      ['status', null, 'Carlos Souza', 'saiu para entrega', 'entregue'],
      ['payment', null, 'Carlos Souza', 'a_receber', 'pago'],
    ]);

    const list = await carlos.phone.get('/api/driver/deliveries');
    expect(list.json<DriverDeliveries>().deliveries).toEqual([
      expect.objectContaining({ id: tripId, status: 'entregue', isPaid: true }),
    ]);

    // paid now, yet the night's closing still counts the cash the driver took at the door
    const owner = asAdmin(t, await loginAsAdmin(t.app, t.database, now));
    const closing = (await owner.get('/api/admin/driver-closing')).json<DriverClosing>();
    const night = closing.drivers.find((card) => card.driverId === carlos.driver.id);
    expect(night?.open).toMatchObject({
      deliveries: 1,
      collected: [{ paymentMethod: 'Dinheiro', orders: 1, amountCents: order.totalCents }],
      cashCollectedCents: order.totalCents,
      changeGivenCents: 20_000 - order.totalCents,
      handOverCents: order.totalCents - 700,
    });
  });

  it("the desk's 'Entregue' ends the driver's trip with the cash taken; the driver's late tap is told", async () => {
    const lia = await signedInDriver('Lia Prado');
    const { order } = await placeOrder(t, fullOrder(menu));
    const tripId = await sendOutTestTrip(t, {
      orderId: order.id,
      driverId: lia.driver.id,
      at: now,
    });
    later(10);
    const owner = asAdmin(t, await loginAsAdmin(t.app, t.database, now));
    const delivered = await owner.post(`/api/admin/orders/${order.id}/status`, {
      status: 'entregue',
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const [trip] = await t.database.db.select().from(deliveries).where(eq(deliveries.id, tripId));
    expect(trip).toMatchObject({
      status: 'entregue',
      endedAt: now,
      collectedCents: order.totalCents,
      changeCents: 20_000 - order.totalCents,
    });

    later(2);
    const late = await lia.phone.post(`/api/driver/deliveries/${tripId}/actions`, tap('entregue'));
    expect(late.statusCode).toBe(409);
    expect(late.json<ErrorAnswer>().error.message).toBe('Esta entrega já foi encerrada.');
    const closing = (await owner.get('/api/admin/driver-closing')).json<DriverClosing>();
    expect(closing.drivers.find((card) => card.driverId === lia.driver.id)?.open).toMatchObject({
      deliveries: 1,
      cashCollectedCents: order.totalCents,
    });
  });

  it("the desk's 'Rejeitar' of an order out with a driver ends the trip not delivered, with the reason", async () => {
    const rui = await signedInDriver('Rui Teixeira');
    const { order } = await placeOrder(t, fullOrder(menu));
    const tripId = await sendOutTestTrip(t, {
      orderId: order.id,
      driverId: rui.driver.id,
      at: now,
    });
    later(5);
    const owner = asAdmin(t, await loginAsAdmin(t.app, t.database, now));
    const rejected = await owner.post(`/api/admin/orders/${order.id}/status`, {
      status: 'rejeitado',
      reason: 'Cliente cancelou por telefone',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const [trip] = await t.database.db.select().from(deliveries).where(eq(deliveries.id, tripId));
    expect(trip).toMatchObject({
      status: 'nao_entregue',
      endedAt: now,
      notDeliveredReason: 'Cliente cancelou por telefone',
      collectedCents: null,
    });
    const late = await rui.phone.post(`/api/driver/deliveries/${tripId}/actions`, tap('entregue'));
    expect(late.statusCode).toBe(409);
    const closing = (await owner.get('/api/admin/driver-closing')).json<DriverClosing>();
    expect(closing.drivers.find((card) => card.driverId === rui.driver.id)?.open).toMatchObject({
      deliveries: 0,
      notDelivered: 1,
      feesOwedCents: 700,
      cashCollectedCents: 0,
    });
  });

  it('two identical taps at once end the trip once and answer the same', async () => {
    const carlos = await signedInDriver('Carlos');
    const { order } = await placeOrder(t, smallOrder(menu));
    const tripId = await sendOutTestTrip(t, {
      orderId: order.id,
      driverId: carlos.driver.id,
      at: now,
    });
    const body = tap('entregue');
    const answers = await Promise.all([
      carlos.phone.post(`/api/driver/deliveries/${tripId}/actions`, body),
      carlos.phone.post(`/api/driver/deliveries/${tripId}/actions`, body),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(answers[0]?.json()).toEqual(answers[1]?.json());
    const moves = (await orderHistory(order.id)).filter((e) => e.kind === 'status');
    expect(moves).toHaveLength(1);
    // a Pix is marked paid by the bank or the staff, never by the hand-over
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'entregue', paymentStatus: 'a_receber' });
  });

  it("'não encontrei o cliente' ends the trip with the reason and keeps the order out", async () => {
    const carlos = await signedInDriver('João');
    const { order } = await placeOrder(t, smallOrder(menu));
    const tripId = await sendOutTestTrip(t, {
      orderId: order.id,
      driverId: carlos.driver.id,
      at: now,
    });
    const res = await carlos.phone.post(
      `/api/driver/deliveries/${tripId}/actions`,
      tap('nao_entregue', { reason: '  Cliente não atende ' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().delivery.status).toBe('nao_entregue');
    const [trip] = await t.database.db.select().from(deliveries).where(eq(deliveries.id, tripId));
    expect(trip).toMatchObject({
      status: 'nao_entregue',
      notDeliveredReason: 'Cliente não atende',
    });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('saiu para entrega');
    const notes = (await orderHistory(order.id)).filter((e) => e.kind === 'delivery');
    expect(notes.map((e) => [e.actorId, e.note])).toEqual([
      [null, 'Não entregue por João: Cliente não atende'],
    ]);
    const empty = await carlos.phone.post(
      `/api/driver/deliveries/${tripId}/actions`,
      tap('nao_entregue', { reason: '   ' }),
    );
    expect(empty.statusCode).toBe(400);
  });

  it("shows a Pix order's live charge code, else its static code, and 'pago' once paid", async () => {
    const carlos = await signedInDriver('Carlos');
    const live = await placeOrder(t, smallOrder(menu));
    const plain = await placeOrder(t, smallOrder(menu));
    await t.database.db.insert(pixCharges).values({
      orderId: live.order.id,
      attempt: 1,
      txid: `drv${live.order.id}abcdefghijklmnopqrstuv`,
      provider: 'api_pix',
      amountCents: live.order.totalCents,
      status: 'ativa',
      copiaECola: '00020101021226LIVECHARGE',
      expiresAt: new Date(now.getTime() + 15 * 60_000),
    });
    await t.database.db
      .update(orders)
      .set({ pixCode: '00020126STATICCODE' })
      .where(eq(orders.id, plain.order.id));
    await sendOutTestTrip(t, { orderId: live.order.id, driverId: carlos.driver.id, at: now });
    await sendOutTestTrip(t, { orderId: plain.order.id, driverId: carlos.driver.id, at: now });

    const read = async () =>
      (await carlos.phone.get('/api/driver/deliveries')).json<DriverDeliveries>().deliveries;
    expect((await read()).map((d) => [d.orderId, d.pixCode, d.isPaid])).toEqual([
      [live.order.id, '00020101021226LIVECHARGE', false],
      [plain.order.id, '00020126STATICCODE', false],
    ]);

    // the phone hears the payment of one of its orders on its stream
    const reader = await openSse(`${baseUrl}/api/driver/events`, { cookie: carlos.cookie });
    readers.push(reader);
    expect(reader.status).toBe(200);
    // the staff see the Pix in the bank (a provider's confirmation publishes the same event)
    const owner = asAdmin(t, await loginAsAdmin(t.app, t.database, now, 'owner'));
    const marked = await owner.post(`/api/admin/orders/${live.order.id}/payment`, {
      paymentStatus: 'pago',
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const heard = await reader.next('deliveries.changed');
    expect(JSON.parse(heard.data)).toEqual({ orderId: live.order.id });
    const paid = (await read()).find((d) => d.orderId === live.order.id);
    expect(paid).toMatchObject({ isPaid: true, collection: { amountCents: 0, isPaid: true } });
  });

  it("tells the phone of its own trips' changes only", async () => {
    const carlos = await signedInDriver('Carlos');
    const pedro = await signedInDriver('Pedro');
    const mine = await placeOrder(t, smallOrder(menu));
    const theirs = await placeOrder(t, smallOrder(menu));
    const myTrip = await sendOutTestTrip(t, {
      orderId: mine.order.id,
      driverId: carlos.driver.id,
      at: now,
    });
    const theirTrip = await sendOutTestTrip(t, {
      orderId: theirs.order.id,
      driverId: pedro.driver.id,
      at: now,
    });
    const reader = await openSse(`${baseUrl}/api/driver/events`, { cookie: carlos.cookie });
    readers.push(reader);
    // Pedro's delivery comes first: had it been sent, it would be the message read below
    const pedroTap = await pedro.phone.post(
      `/api/driver/deliveries/${theirTrip}/actions`,
      tap('entregue'),
    );
    expect(pedroTap.statusCode).toBe(200);
    const carlosTap = await carlos.phone.post(
      `/api/driver/deliveries/${myTrip}/actions`,
      tap('nao_entregue'),
    );
    expect(carlosTap.statusCode).toBe(200);
    const heard = await reader.next('deliveries.changed');
    expect(JSON.parse(heard.data)).toEqual({ orderId: mine.order.id });

    const bare = await t.app.inject({ method: 'GET', url: '/api/driver/events' });
    expect(bare.statusCode).toBe(401);
  });
});
