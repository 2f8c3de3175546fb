import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUsers, establishmentSettings, orders } from '../../../db/schema';
import { SESSION_COOKIE } from '../../../domain/admin-accounts';
import type { Report } from '../../../domain/admin-reports';
import type { Fulfilment } from '../../../domain/delivery';
import { WEEKDAYS, type Schedules } from '../../../domain/opening-hours';
import type { PlacedOrder } from '../../../domain/order';
import type { OrderStatus } from '../../../domain/order-status';
import type { PaymentStatus } from '../../../domain/payment-status';
import { loginAsAdmin } from '../../test/admin-session';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';
import { startSession } from '../auth/sessions';
import {
  asAdmin,
  customerWith,
  fullOrder,
  placeOrder,
  smallOrder,
} from '../admin-orders/admin-test-kit';
import { readMenu } from '../orders/order-test-kit';

/** When the owner reads the reports: Saturday noon in São Paulo. */
const SATURDAY_NOON = '2026-11-21T12:00:00-03:00';
const THU_TO_FRI = '?period=personalizado&from=2026-11-19&to=2026-11-20';

const ANA = customerWith({ name: 'Ana Souza', phone: '11911112222' });
const BIA = customerWith({ name: 'Bia Lima', phone: '11933334444' });
const CAIO = customerWith({ name: 'Caio Rocha', phone: '11955556666' });
const DAVI = customerWith({ name: 'Davi Melo', phone: '11977778888' });
const EVA = customerWith({ name: 'Eva Reis', phone: '11922223333' });

interface Shape {
  placedAt: string;
  status: OrderStatus;
  totalCents: number;
  deliveryFeeCents?: number | null;
  fulfilment?: Fulfilment;
  paymentStatus?: PaymentStatus;
  rejectionReason?: string | null;
}

describe(`GET /api/admin/reports on ${testDbKind}`, () => {
  let t: TestApp;
  const now = new Date(SATURDAY_NOON);
  let admin: ReturnType<typeof asAdmin>;
  const placed: Record<string, PlacedOrder['order']> = {};

  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    admin = asAdmin(t, await loginAsAdmin(t.app, t.database, now));
    const menu = await readMenu(t);
    await t.database.db
      .update(establishmentSettings)
      .set({
        schedules: Object.fromEntries(WEEKDAYS.map((d) => [d, '00:00 às 23:59'])) as Schedules,
      })
      .where(eq(establishmentSettings.id, 1));

    // a coupon of R$ 5,00 and an automatic offer of half price on soft drinks
    const coupon = await admin.post('/api/admin/promotions/coupons', {
      code: 'FESTA5',
      kind: 'fixed',
      value: 500,
    });
    expect(coupon.statusCode, coupon.body).toBe(201);
    const offer = await admin.post('/api/admin/promotions/offers', {
      name: 'Refri pela metade',
      kind: 'category_percent',
      categorySlugs: ['refrigerantes'],
      percent: 50,
    });
    expect(offer.statusCode, offer.body).toBe(201);

    /**
     * Placed as a customer would (its discount applied by the server), then moved to its time,
     * status and totals by hand; the subtotal is what the items came to before the discount.
     */
    const place = async (name: string, body: Parameters<typeof placeOrder>[1], shape: Shape) => {
      const { order } = await placeOrder(t, body);
      const fee = shape.deliveryFeeCents ?? null;
      await t.database.db
        .update(orders)
        .set({
          placedAt: new Date(shape.placedAt),
          status: shape.status,
          totalCents: shape.totalCents,
          subtotalCents: shape.totalCents - (fee ?? 0) + order.discountCents,
          deliveryFeeCents: fee,
          fulfilment: shape.fulfilment ?? 'entrega',
          paymentStatus: shape.paymentStatus ?? 'a_receber',
          rejectionReason: shape.rejectionReason ?? null,
        })
        .where(eq(orders.id, order.id));
      placed[name] = order;
    };

    // Wednesday 21:00: Ana's first order, before the period
    await place('A', smallOrder(menu, { customer: ANA }), {
      placedAt: '2026-11-18T21:00:00-03:00',
      status: 'entregue',
      totalCents: 5000,
    });
    // Wednesday 23:30 in São Paulo, already Thursday in UTC: not in a Thursday-to-Friday report
    await place('W', smallOrder(menu, { customer: EVA }), {
      placedAt: '2026-11-18T23:30:00-03:00',
      status: 'entregue',
      totalCents: 6000,
    });
    // Thursday 23:30 in São Paulo (Friday 02:30 UTC): Thursday's, hour 23
    await place('B', smallOrder(menu, { customer: ANA, couponCode: 'festa5' }), {
      placedAt: '2026-11-19T23:30:00-03:00',
      status: 'entregue',
      totalCents: 5000,
      deliveryFeeCents: 700,
      paymentStatus: 'pago',
    });
    // Friday 00:30 in São Paulo: Friday's, hour 0; a half-and-half broto pair and a drink
    await place('C', fullOrder(menu, { customer: BIA }), {
      placedAt: '2026-11-20T00:30:00-03:00',
      status: 'finalizado',
      totalCents: 12000,
      fulfilment: 'retirada',
    });
    // Friday 20:00
    await place('D', smallOrder(menu, { customer: CAIO, couponCode: 'FESTA5' }), {
      placedAt: '2026-11-20T20:00:00-03:00',
      status: 'pendente',
      totalCents: 5000,
      deliveryFeeCents: 500,
    });
    // Friday, rejected with a reason, and without one
    await place('E', fullOrder(menu, { customer: CAIO }), {
      placedAt: '2026-11-20T20:10:00-03:00',
      status: 'rejeitado',
      totalCents: 9000,
      rejectionReason: 'Fora da área de entrega',
    });
    await place('F', smallOrder(menu, { customer: DAVI, couponCode: 'FESTA5' }), {
      placedAt: '2026-11-20T21:00:00-03:00',
      status: 'rejeitado',
      totalCents: 5000,
      rejectionReason: '  ',
    });
    // Saturday 00:30 in São Paulo (still Friday in Manaus)
    await place('H', smallOrder(menu, { customer: EVA }), {
      placedAt: '2026-11-21T00:30:00-03:00',
      status: 'aprovado',
      totalCents: 4000,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const report = async (query: string) => {
    const res = await admin.get(`/api/admin/reports${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Report>();
  };

  it('sums the sales of the period, rejected orders left out, and counts the rejected', async () => {
    const r = await report(THU_TO_FRI);
    expect(r).toMatchObject({
      from: '2026-11-19',
      to: '2026-11-20',
      timeZone: 'America/Sao_Paulo',
    });
    expect(r.summary).toEqual({
      orders: 3,
      revenueCents: 22_000,
      // 22.000 / 3 = 7.333,33…
      averageTicketCents: 7333,
      deliveryFeesCents: 1200,
      // B and D: coupon R$ 5,00 each; C: half of its R$ 18,00 Coca-Cola (E and F were rejected)
      discountCents: 500 + 500 + 900,
      rejectedOrders: 2,
    });
  });

  it('lists the discounts given, each coupon and offer with its orders, rejected orders left out', async () => {
    expect(placed.B?.discountLines).toEqual([
      { source: 'coupon', name: 'FESTA5', amountCents: 500 },
    ]);
    expect(placed.C?.discountLines).toEqual([
      { source: 'offer', name: 'Refri pela metade', amountCents: 900 },
    ]);
    expect((await report(THU_TO_FRI)).discounts).toEqual([
      { source: 'coupon', name: 'FESTA5', orders: 2, amountCents: 1000 },
      { source: 'offer', name: 'Refri pela metade', orders: 1, amountCents: 900 },
    ]);
    // Saturday: no discount
    const today = await report('?period=hoje');
    expect(today.discounts).toEqual([]);
    expect(today.summary.discountCents).toBe(0);
  });

  it("puts 23:30 and 00:30 on the shop's days, not UTC's", async () => {
    const r = await report(THU_TO_FRI);
    expect(r.byDay).toEqual([
      { date: '2026-11-19', orders: 1, revenueCents: 5000 },
      { date: '2026-11-20', orders: 2, revenueCents: 17_000 },
    ]);
  });

  it('lists every day of the period, the days without orders as zeros', async () => {
    const r = await report('?period=7dias');
    expect(r.from).toBe('2026-11-15');
    expect(r.to).toBe('2026-11-21');
    expect(r.byDay).toEqual([
      { date: '2026-11-15', orders: 0, revenueCents: 0 },
      { date: '2026-11-16', orders: 0, revenueCents: 0 },
      { date: '2026-11-17', orders: 0, revenueCents: 0 },
      { date: '2026-11-18', orders: 2, revenueCents: 11_000 },
      { date: '2026-11-19', orders: 1, revenueCents: 5000 },
      { date: '2026-11-20', orders: 2, revenueCents: 17_000 },
      { date: '2026-11-21', orders: 1, revenueCents: 4000 },
    ]);
  });

  it("'hoje' is the shop's calendar day now", async () => {
    const r = await report('?period=hoje');
    expect(r).toMatchObject({ period: 'hoje', from: '2026-11-21', to: '2026-11-21' });
    expect(r.summary).toMatchObject({ orders: 1, revenueCents: 4000, rejectedOrders: 0 });
    expect((await report('?period=30dias')).from).toBe('2026-10-23');
  });

  it('splits the revenue by payment method (paid and to receive) and by delivery or pickup', async () => {
    const r = await report(THU_TO_FRI);
    expect(r.byPaymentMethod).toEqual([
      {
        paymentMethod: 'Dinheiro',
        orders: 1,
        revenueCents: 12_000,
        paidCents: 0,
        toReceiveCents: 12_000,
      },
      {
        paymentMethod: 'Pix',
        orders: 2,
        revenueCents: 10_000,
        paidCents: 5000,
        toReceiveCents: 5000,
      },
    ]);
    expect(r.byFulfilment).toEqual([
      { fulfilment: 'entrega', orders: 2, revenueCents: 10_000, deliveryFeesCents: 1200 },
      { fulfilment: 'retirada', orders: 1, revenueCents: 12_000, deliveryFeesCents: 0 },
    ]);
  });

  it('ranks products by units sold and flavours by pizzas, extra flavours counted', async () => {
    const r = await report(THU_TO_FRI);
    const line = (order: string, index: number) =>
      placed[order]?.items[index]?.lineTotalCents ?? Number.NaN;
    expect(r.topProducts).toEqual([
      // B: 1, C: 2 brotos, D: 1 (E was rejected)
      { name: 'Calabresa', quantity: 4, revenueCents: line('B', 0) + line('C', 0) + line('D', 0) },
      { name: 'Coca-Cola 2L', quantity: 1, revenueCents: line('C', 1) },
    ]);
    // C's two brotos are half Calabresa, half Quatro Queijos; the drink is no flavour
    expect(r.topFlavours).toEqual([
      { name: 'Calabresa', pizzas: 4 },
      { name: 'Quatro Queijos', pizzas: 2 },
    ]);
  });

  it("counts orders by the shop's weekday and hour", async () => {
    const r = await report(THU_TO_FRI);
    expect(r.byWeekdayHour).toEqual([
      { weekday: 4, hour: 23, orders: 1 },
      { weekday: 5, hour: 0, orders: 1 },
      { weekday: 5, hour: 20, orders: 1 },
    ]);
  });

  it('tells new customers (first purchase in the period) from returning ones, by phone', async () => {
    // Ana bought on Wednesday: returning. Bia and Caio: new. Davi only had a rejected order.
    expect((await report(THU_TO_FRI)).customers).toEqual({ new: 2, returning: 1 });
    // over the week, everyone who bought is new
    expect((await report('?period=7dias')).customers).toEqual({ new: 4, returning: 0 });
  });

  it('lists the rejection reasons, a blank one as none given', async () => {
    expect((await report(THU_TO_FRI)).rejections).toEqual([
      { reason: 'Fora da área de entrega', orders: 1 },
      { reason: null, orders: 1 },
    ]);
  });

  it("reads the days and hours in the shop's own time zone (settings)", async () => {
    await t.database.db
      .update(establishmentSettings)
      .set({ timeZone: 'America/Manaus' })
      .where(eq(establishmentSettings.id, 1));
    try {
      const r = await report(THU_TO_FRI);
      // an hour earlier: C (00:30 in São Paulo) is Thursday 23:30; H (Saturday 00:30) is Friday's
      expect(r.byDay).toEqual([
        { date: '2026-11-19', orders: 2, revenueCents: 17_000 },
        { date: '2026-11-20', orders: 2, revenueCents: 9000 },
      ]);
      expect(r.byWeekdayHour).toEqual([
        { weekday: 4, hour: 22, orders: 1 },
        { weekday: 4, hour: 23, orders: 1 },
        { weekday: 5, hour: 19, orders: 1 },
        { weekday: 5, hour: 23, orders: 1 },
      ]);
    } finally {
      await t.database.db
        .update(establishmentSettings)
        .set({ timeZone: 'America/Sao_Paulo' })
        .where(eq(establishmentSettings.id, 1));
    }
  });

  it.each([
    ['?period=ontem', 'Período inválido.'],
    ['?period=personalizado&from=2026-11-19', 'Informe a data inicial e a data final do período.'],
    [
      '?period=personalizado&from=2026-11-20&to=2026-11-19',
      'A data final deve ser igual ou posterior à data inicial.',
    ],
    ['?period=personalizado&from=2026-02-30&to=2026-03-01', 'Data inválida: esse dia não existe.'],
    [
      '?period=personalizado&from=19/11/2026&to=2026-11-20',
      'Data inválida: use o formato AAAA-MM-DD.',
    ],
    [
      '?period=personalizado&from=2025-11-20&to=2026-11-21',
      'O período pode ter no máximo 366 dias.',
    ],
  ])('refuses the period %s with a 400 that says why', async (query, message) => {
    for (const path of ['/api/admin/reports', '/api/admin/reports/orders.csv']) {
      const res = await admin.get(`${path}${query}`);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ error: { code: string; message: string } }>().error).toMatchObject({
        code: 'INVALID_PERIOD',
        message,
      });
    }
  });

  it('takes a period of 366 days', async () => {
    const r = await report('?period=personalizado&from=2025-11-21&to=2026-11-21');
    expect(r.byDay).toHaveLength(366);
    expect(r.summary.orders).toBe(6);
  });

  it('answers 401 without a session, and to an account awaiting approval', async () => {
    for (const url of ['/api/admin/reports', '/api/admin/reports/orders.csv']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    const [pending] = await t.database.db
      .insert(adminUsers)
      .values({
        email: 'espera@forno.test',
        passwordHash: 'x',
        role: 'attendant',
        status: 'pending',
      })
      .returning({ id: adminUsers.id });
    const token = await startSession(t.database.db, pending?.id ?? 0, now);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reports',
      cookies: { [SESSION_COOKIE]: token },
    });
    expect(res.statusCode).toBe(401);
  });

  describe('GET /api/admin/reports/orders.csv', () => {
    it('downloads every order of the period for Brazilian Excel: BOM, ";", decimal comma, crusts named', async () => {
      const res = await admin.get(`/api/admin/reports/orders.csv${THU_TO_FRI}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename="pedidos-2026-11-19-a-2026-11-20.csv"',
      );
      const bytes = res.rawPayload;
      // the UTF-8 byte order mark Excel needs to read 'ã' right
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.subarray(3).toString('utf8').split('\r\n');
      const id = (name: string) => placed[name]?.id ?? 0;
      expect(lines).toEqual([
        'Pedido;Data;Hora;Status;Cliente;Telefone;Forma de pagamento;Pagamento;Canal;Entrega/Retirada;Bairro;Itens;Subtotal;Desconto;Cupom;Taxa de entrega;Total;Motivo da rejeição',
        `${id('B')};19/11/2026;23:30;Entregue;Ana Souza;11911112222;Pix;Pago;Site;Entrega;;1x Calabresa (grande);48,00;5,00;FESTA5;7,00;50,00;`,
        `${id('C')};20/11/2026;00:30;Finalizado;Bia Lima;11933334444;Dinheiro;A receber;Site;Retirada no local;;2x Calabresa (broto) + Quatro Queijos com Borda Vulcão (Catupiry), 1x Coca-Cola 2L;129,00;9,00;;;120,00;`,
        `${id('D')};20/11/2026;20:00;Pendente;Caio Rocha;11955556666;Pix;A receber;Site;Entrega;;1x Calabresa (grande);50,00;5,00;FESTA5;5,00;50,00;`,
        `${id('E')};20/11/2026;20:10;Rejeitado;Caio Rocha;11955556666;Dinheiro;A receber;Site;Entrega;;2x Calabresa (broto) + Quatro Queijos com Borda Vulcão (Catupiry), 1x Coca-Cola 2L;99,00;9,00;;;90,00;Fora da área de entrega`,
        `${id('F')};20/11/2026;21:00;Rejeitado;Davi Melo;11977778888;Pix;A receber;Site;Entrega;;1x Calabresa (grande);55,00;5,00;FESTA5;;50,00;  `,
        '',
      ]);
    });

    it('names the file by its one day, and holds only the header when there were no orders', async () => {
      const res = await admin.get(
        '/api/admin/reports/orders.csv?period=personalizado&from=2026-11-17&to=2026-11-17',
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename="pedidos-2026-11-17.csv"',
      );
      expect(res.body.split('\r\n')).toHaveLength(2);
    });
  });
});
