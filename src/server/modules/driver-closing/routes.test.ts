import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries, driverSettlements, orderEvents, orders } from '../../../db/schema';
import type { Driver } from '../../../domain/delivery-drivers';
import type { DriverClosing, DriverClosingCard } from '../../../domain/admin-driver-closing';
import { loginAsAdmin } from '../../test/admin-session';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';
import { asAdmin, customerWith, placeOrder, smallOrder } from '../admin-orders/admin-test-kit';
import { createTestDriver } from '../drivers/driver-test-kit';
import { readMenu } from '../orders/order-test-kit';
import { endTrip, insertTrip } from './closing-test-kit';

/**
 * 'Acerto dos entregadores' (docs/decisions/070): the night's sums per driver with fixed and
 * per-zone fees, cash and change, a Pix order paid before collecting nothing; settling marks the
 * orders collected at the door paid, once; trips of another day stay out of it.
 */
describe(`the drivers' closing on ${testDbKind}`, () => {
  let t: TestApp;
  const now = new Date('2026-11-27T21:30:00-03:00');
  let owner: ReturnType<typeof asAdmin>;
  let joao: Driver;
  let pedro: Driver;
  const total: Record<string, number> = {};
  const id: Record<string, number> = {};
  let outTrip = 0;

  const at = (time: string) => new Date(`2026-11-27T${time}:00-03:00`);
  const card = (closing: DriverClosing, driver: Driver): DriverClosingCard => {
    const found = closing.drivers.find((c) => c.driverId === driver.id);
    if (!found) throw new Error(`no card for ${driver.name}`);
    return found;
  };

  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    owner = asAdmin(t, await loginAsAdmin(t.app, t.database, now));
    const menu = await readMenu(t);
    const place = async (key: string, overrides: Parameters<typeof smallOrder>[1]) => {
      const placed = await placeOrder(
        t,
        smallOrder(menu, { customer: customerWith({ name: `Cliente ${key}` }), ...overrides }),
      );
      total[key] = placed.order.totalCents;
      id[key] = placed.order.id;
    };
    await place('cash', { paymentMethod: 'Dinheiro', changeForCents: 20_000 });
    await place('pix', { paymentMethod: 'Pix' });
    await place('card', { paymentMethod: 'Cartão de Crédito' });
    await place('missed', { paymentMethod: 'Dinheiro' });
    await place('out', { paymentMethod: 'Dinheiro' });
    await place('yesterday', { paymentMethod: 'Dinheiro' });

    joao = await createTestDriver(t, { name: 'João', fee: { kind: 'fixa', amountCents: 700 } });
    pedro = await createTestDriver(t, {
      name: 'Pedro',
      fee: { kind: 'por_zona', defaultCents: 500, byZone: { centro: 800 } },
    });
    await insertTrip(t, {
      orderId: id.cash!,
      driver: joao,
      zoneId: 'centro',
      status: 'entregue',
      assignedAt: at('19:00'),
      endedAt: at('19:20'),
    });
    await insertTrip(t, {
      orderId: id.pix!,
      driver: joao,
      zoneId: 'centro',
      status: 'entregue',
      assignedAt: at('19:30'),
      endedAt: at('19:45'),
      paymentStatus: 'pago',
    });
    outTrip = await insertTrip(t, {
      orderId: id.out!,
      driver: joao,
      status: 'em_rota',
      assignedAt: at('21:10'),
    });
    await insertTrip(t, {
      orderId: id.card!,
      driver: pedro,
      zoneId: 'centro',
      status: 'entregue',
      assignedAt: at('20:00'),
      endedAt: at('20:25'),
    });
    await insertTrip(t, {
      orderId: id.missed!,
      driver: pedro,
      zoneId: 'vila',
      status: 'nao_entregue',
      assignedAt: at('20:30'),
      endedAt: at('20:50'),
    });
    // the evening before: another business day
    await insertTrip(t, {
      orderId: id.yesterday!,
      driver: joao,
      status: 'entregue',
      assignedAt: new Date('2026-11-26T20:00:00-03:00'),
      endedAt: new Date('2026-11-26T20:30:00-03:00'),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it("sums each driver's night: fixed and per-zone fees, cash and change, a paid Pix collecting nothing, trips still out shown", async () => {
    const res = await owner.get('/api/admin/driver-closing');
    expect(res.statusCode, res.body).toBe(200);
    const closing = res.json<DriverClosing>();
    expect(closing.day).toBe('2026-11-27');
    expect(closing.drivers.map((c) => c.driverName)).toEqual(['João', 'Pedro']);

    const j = card(closing, joao);
    expect(j.trips.map((trip) => trip.orderId)).toEqual([id.cash, id.pix, id.out]);
    expect(j.outCount).toBe(1);
    expect(j.open).toEqual({
      deliveries: 2,
      notDelivered: 0,
      feesOwedCents: 1400,
      collected: [{ paymentMethod: 'Dinheiro', orders: 1, amountCents: total.cash }],
      cashCollectedCents: total.cash,
      changeGivenCents: 20_000 - total.cash!,
      handOverCents: total.cash! - 1400,
    });
    const pix = j.trips.find((trip) => trip.orderId === id.pix);
    expect(pix).toMatchObject({ collectedCents: 0, changeCents: null, paymentStatus: 'pago' });
    expect(j.settlements).toEqual([]);

    const p = card(closing, pedro);
    expect(p.outCount).toBe(0);
    expect(p.open).toEqual({
      deliveries: 1,
      notDelivered: 1,
      feesOwedCents: 800 + 500,
      collected: [{ paymentMethod: 'Cartão de Crédito', orders: 1, amountCents: total.card }],
      cashCollectedCents: 0,
      changeGivenCents: 0,
      handOverCents: -1300,
    });

    const before = await owner.get('/api/admin/driver-closing?day=2026-11-26');
    const earlier = card(before.json<DriverClosing>(), joao);
    expect(earlier.trips.map((trip) => trip.orderId)).toEqual([id.yesterday]);
    expect(before.json<DriverClosing>().drivers).toHaveLength(1);
  });

  it('exports the day as CSV: a line per trip and a totals line per driver, as Brazilian Excel reads it', async () => {
    const res = await owner.get('/api/admin/driver-closing.csv?day=2026-11-27');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="acerto-entregadores-2026-11-27.csv"',
    );
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFEntregador;Pedido;Saída;Fim;Zona;Forma de pagamento;Recebido;Troco;Taxa;Situação',
    );
    const reais = (cents: number) =>
      `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
    expect(lines[1]).toBe(
      `João;${id.cash};27/11/2026 19:00;27/11/2026 19:20;centro;Dinheiro;${reais(total.cash!)};${reais(20_000 - total.cash!)};7,00;Entregue`,
    );
    expect(lines[2]).toBe(
      `João;${id.pix};27/11/2026 19:30;27/11/2026 19:45;centro;Pix;0,00;;7,00;Entregue`,
    );
    expect(lines[3]).toBe(`João;${id.out};27/11/2026 21:10;;;Dinheiro;0,00;;7,00;A caminho`);
    expect(lines[4]).toBe(
      `Total João;2 entregues, 0 não entregues;;;;;${reais(total.cash!)};${reais(20_000 - total.cash!)};14,00;Entregar ao caixa: R$\u00a0${reais(total.cash! - 1400)}`,
    );
    expect(lines[7]).toBe(
      `Total Pedro;1 entregues, 1 não entregues;;;;;${reais(total.card!)};0,00;13,00;A pizzaria paga ao entregador: R$\u00a013,00`,
    );
    expect(lines).toHaveLength(9);
  });

  it("gives the reports the period's delivery times per zone and per driver", async () => {
    const accepted = (orderId: number, time: string) =>
      t.database.db.insert(orderEvents).values({
        orderId,
        kind: 'status',
        actorId: null,
        actorName: 'ana',
        fromValue: 'pendente',
        toValue: 'aprovado',
        at: at(time),
      });
    await accepted(id.cash!, '18:50');
    await accepted(id.pix!, '19:10');
    await accepted(id.card!, '19:40');
    const res = await owner.get('/api/admin/reports?period=hoje');
    expect(res.statusCode, res.body).toBe(200);
    // the order of the evening before was placed (by this test's clock) after its trip left:
    // its accepted → out is left out, its out → delivered counts
    expect(res.json().deliveryTimes).toEqual({
      byZone: [
        { name: 'centro', orders: 3, acceptedToOutMinutes: 16.7, outToDeliveredMinutes: 20 },
        { name: null, orders: 1, acceptedToOutMinutes: null, outToDeliveredMinutes: 30 },
      ],
      byDriver: [
        { name: 'João', orders: 3, acceptedToOutMinutes: 15, outToDeliveredMinutes: 21.7 },
        { name: 'Pedro', orders: 1, acceptedToOutMinutes: 20, outToDeliveredMinutes: 25 },
      ],
    });
  });

  it('settles a driver once: the orders collected at the door become paid with a history line; a later trip is a new part', async () => {
    const res = await owner.post('/api/admin/driver-closing/settle', {
      driverId: joao.id,
      day: '2026-11-27',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { settlementId } = res.json<{ settlementId: number; paidOrderIds: number[] }>();
    expect(res.json().paidOrderIds).toEqual([id.cash]);

    const [cash] = await t.database.db.select().from(orders).where(eq(orders.id, id.cash!));
    expect(cash).toMatchObject({ paymentStatus: 'pago', paidAt: now });
    const history = await t.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, id.cash!), eq(orderEvents.kind, 'payment')));
    expect(history).toEqual([
      expect.objectContaining({
        fromValue: 'a_receber',
        toValue: 'pago',
        note: 'Acerto do entregador',
        actorName: expect.any(String),
      }),
    ]);
    const [settlement] = await t.database.db
      .select()
      .from(driverSettlements)
      .where(eq(driverSettlements.id, settlementId));
    expect(settlement).toMatchObject({
      driverId: joao.id,
      businessDay: '2026-11-27',
      settledAt: now,
      totals: expect.objectContaining({ deliveries: 2, feesOwedCents: 1400 }),
    });
    const settled = await t.database.db
      .select({ orderId: deliveries.orderId })
      .from(deliveries)
      .where(eq(deliveries.settlementId, settlementId));
    expect(settled.map((row) => row.orderId).sort()).toEqual([id.cash, id.pix].sort());

    const closing = (await owner.get('/api/admin/driver-closing')).json<DriverClosing>();
    const j = card(closing, joao);
    expect(j.settlements).toEqual([
      expect.objectContaining({ id: settlementId, settledAt: now.toISOString() }),
    ]);
    expect(j.open.deliveries + j.open.notDelivered).toBe(0);
    expect(j.outCount).toBe(1);
    expect(card(closing, pedro).settlements).toEqual([]);

    const again = await owner.post('/api/admin/driver-closing/settle', {
      driverId: joao.id,
      day: '2026-11-27',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'NOTHING_TO_SETTLE',
      message: 'Não há entregas encerradas a acertar para este entregador no dia.',
    });
    expect(await t.database.db.select().from(driverSettlements)).toHaveLength(1);

    // the trip still out comes back: a new, unsettled part of the same night
    await endTrip(t, outTrip, 'entregue', at('21:25'));
    const later = card((await owner.get('/api/admin/driver-closing')).json<DriverClosing>(), joao);
    expect(later.open).toMatchObject({ deliveries: 1, cashCollectedCents: total.out });
    expect(later.outCount).toBe(0);
    const second = await owner.post('/api/admin/driver-closing/settle', {
      driverId: joao.id,
      day: '2026-11-27',
    });
    expect(second.json().paidOrderIds).toEqual([id.out]);
  });

  it('refuses an unknown driver and a bad day with a pt-BR message', async () => {
    const unknown = await owner.post('/api/admin/driver-closing/settle', {
      driverId: 999_999,
      day: '2026-11-27',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('DRIVER_NOT_FOUND');
    const bad = await owner.get('/api/admin/driver-closing?day=27-11-2026');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Escolha um dia válido');
  });

  it('is closed to an attendant: the closing, the CSV and settling answer 403', async () => {
    const attendant = asAdmin(t, await loginAsAdmin(t.app, t.database, now, 'attendant'));
    expect((await attendant.get('/api/admin/driver-closing')).statusCode).toBe(403);
    expect((await attendant.get('/api/admin/driver-closing.csv')).statusCode).toBe(403);
    const settle = await attendant.post('/api/admin/driver-closing/settle', {
      driverId: pedro.id,
      day: '2026-11-27',
    });
    expect(settle.statusCode).toBe(403);
    const manager = asAdmin(t, await loginAsAdmin(t.app, t.database, now, 'manager'));
    expect((await manager.get('/api/admin/driver-closing')).statusCode).toBe(200);
  });
});
