import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { establishmentSettings } from '../../../db/schema';
import type { Dashboard } from '../../../domain/admin-orders';
import type { Report } from '../../../domain/admin-reports';
import type { Menu } from '../../../domain/menu';
import { WEEKDAYS, type Schedules } from '../../../domain/opening-hours';
import { PlaceOrderSchema, type PlaceOrderInput } from '../../../domain/order';
import { loginAsAdmin } from '../../test/admin-session';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';
import { asAdmin, customerWith, placeOrder, setStatus } from '../admin-orders/admin-test-kit';
import { newKey, productNamed, readMenu } from '../orders/order-test-kit';
import { placeOrder as placeOrderAs, type OrderPlacement } from '../orders/place-order';

/**
 * docs/decisions/059: the reports, the dashboard and the CSV by channel. A night open
 * 18:00–02:00 (the day turns at 03:00) on Thursday 19/11, the seed's prices: Calabresa Grande
 * R$ 49,00, Broto R$ 35,00, Coca-Cola 2L R$ 18,00; delivery to Centro R$ 5,00.
 *
 * - site, online, delivered to Centro, Thu 20:00: 4900 + 500 = 5400
 * - site, from the offline queue, made Thu 23:50, a broto picked up: 3500
 * - phone, Thu 21:00: 2 × 4900 + 1800 = 11600; another at 21:30, 4900, rejected
 * - counter, eaten there, Thu 22:00: 1800
 * - table 5, Fri 01:30 (still Thursday's night): 4900 + 1800 = 6700
 * - counter, Fri 20:00 (Friday's night): 4900
 */
describe(`sales by channel on ${testDbKind}`, () => {
  let t: TestApp;
  let now = new Date('2026-11-19T18:00:00-03:00');
  let admin: ReturnType<typeof asAdmin>;
  let menu: Menu;
  const ids: Record<string, number> = {};

  const THURSDAY = '?period=personalizado&from=2026-11-19&to=2026-11-19';
  const FRIDAY = '?period=personalizado&from=2026-11-20&to=2026-11-20';
  const PEDRO = customerWith({ name: 'Pedro Alves', phone: '11944445555' });

  const item = (name: string, quantity = 1, size = 'normal') => ({
    productId: productNamed(menu, name).id,
    size,
    quantity,
  });
  /** An order typed by staff (or a table's), through the storefront's own use case. */
  const placeBy = async (
    at: string,
    request: PlaceOrderInput,
    placement: OrderPlacement,
  ): Promise<number> => {
    now = new Date(at);
    const { placed } = await placeOrderAs(
      t.database.db,
      { publish: async () => {} },
      { idempotencyKey: newKey(), request: PlaceOrderSchema.parse(request), now, placement },
    );
    return placed.order.id;
  };

  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    menu = await readMenu(t);
    await t.database.db
      .update(establishmentSettings)
      .set({
        schedules: Object.fromEntries(WEEKDAYS.map((d) => [d, '18:00 às 02:00'])) as Schedules,
        lastUpdated: new Date('2026-11-01T12:00:00-03:00'),
      })
      .where(eq(establishmentSettings.id, 1));

    now = new Date('2026-11-19T20:00:00-03:00');
    const online = await placeOrder(t, {
      customer: customerWith({
        name: 'Ana Souza',
        phone: '11911112222',
        cep: '01001-000',
        street: 'Praça da Sé',
        number: '100',
        complement: '',
        district: 'Centro',
      }),
      items: [item('Calabresa')],
      paymentMethod: 'Pix',
      fulfilment: 'entrega',
    });
    expect(online.order).toMatchObject({ channel: 'site', deliveryFeeCents: 500 });
    ids.online = online.order.id;

    now = new Date('2026-11-20T00:30:00-03:00');
    const queued = await placeOrder(t, {
      customer: customerWith({ name: 'Bia Lima', phone: '11933334444' }),
      items: [item('Calabresa', 1, 'broto')],
      paymentMethod: 'Dinheiro',
      fulfilment: 'retirada',
      origin: 'offline',
      placedAt: '2026-11-19T23:50:00-03:00',
    });
    expect(queued.order).toMatchObject({ channel: 'site', origin: 'offline' });
    ids.queued = queued.order.id;

    const phone = { channel: 'telefone', tableLabel: null } as const;
    ids.phone = await placeBy(
      '2026-11-19T21:00:00-03:00',
      {
        customer: PEDRO,
        items: [item('Calabresa', 2), item('Coca-Cola 2L')],
        paymentMethod: 'Dinheiro',
        fulfilment: 'retirada',
      },
      phone,
    );
    ids.phoneRejected = await placeBy(
      '2026-11-19T21:30:00-03:00',
      { customer: PEDRO, items: [item('Calabresa')], paymentMethod: 'Pix', fulfilment: 'retirada' },
      phone,
    );
    await setStatus(t, ids.phoneRejected, 'rejeitado');
    ids.counter = await placeBy(
      '2026-11-19T22:00:00-03:00',
      {
        customer: customerWith({ name: 'Caio Rocha', phone: '11955556666' }),
        items: [item('Coca-Cola 2L')],
        paymentMethod: 'Dinheiro',
        fulfilment: 'balcao',
      },
      { channel: 'balcao', tableLabel: null },
    );
    ids.table = await placeBy(
      '2026-11-20T01:30:00-03:00',
      {
        customer: customerWith({ name: 'Davi Melo', phone: '11977778888' }),
        items: [item('Calabresa'), item('Coca-Cola 2L')],
        paymentMethod: 'Cartão de Crédito',
        fulfilment: 'mesa',
      },
      { channel: 'mesa', tableLabel: '5' },
    );
    ids.fridayCounter = await placeBy(
      '2026-11-20T20:00:00-03:00',
      {
        customer: customerWith({ name: 'Eva Reis', phone: '11922223333' }),
        items: [item('Calabresa')],
        paymentMethod: 'Dinheiro',
        fulfilment: 'balcao',
      },
      { channel: 'balcao', tableLabel: null },
    );
    // the owner reads on Saturday
    now = new Date('2026-11-21T12:00:00-03:00');
    admin = asAdmin(t, await loginAsAdmin(t.app, t.database, now));
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = async <T>(url: string, as = admin): Promise<T> => {
    const res = await as.get(url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };

  it("splits the night's sales by channel, the offline queue as the site, rejected orders out", async () => {
    const report = await get<Report>(`/api/admin/reports${THURSDAY}`);
    expect(report.byChannel).toEqual([
      { channel: 'site', orders: 2, revenueCents: 5400 + 3500 },
      { channel: 'telefone', orders: 1, revenueCents: 11_600 },
      { channel: 'balcao', orders: 1, revenueCents: 1800 },
      { channel: 'mesa', orders: 1, revenueCents: 6700 },
      { channel: 'ifood', orders: 0, revenueCents: 0 },
    ]);
    // the split adds up to the report's own figures
    expect(report.summary).toMatchObject({ orders: 5, revenueCents: 29_000, rejectedOrders: 1 });
  });

  it('lists every channel in a period, those without sales as zeros', async () => {
    expect((await get<Report>(`/api/admin/reports${FRIDAY}`)).byChannel).toEqual([
      { channel: 'site', orders: 0, revenueCents: 0 },
      { channel: 'telefone', orders: 0, revenueCents: 0 },
      { channel: 'balcao', orders: 1, revenueCents: 4900 },
      { channel: 'mesa', orders: 0, revenueCents: 0 },
      { channel: 'ifood', orders: 0, revenueCents: 0 },
    ]);
  });

  it("splits the dashboard's 'hoje' by channel, a night past midnight as one day", async () => {
    now = new Date('2026-11-20T02:30:00-03:00');
    try {
      const atNight = asAdmin(t, await loginAsAdmin(t.app, t.database, now));
      const dashboard = await get<Dashboard>('/api/admin/dashboard?range=hoje', atNight);
      expect(dashboard).toMatchObject({
        todayDate: '2026-11-19',
        todayOrders: 5,
        todayRevenueCents: 29_000,
      });
      expect(dashboard.todayByChannel).toEqual([
        { channel: 'site', orders: 2, revenueCents: 8900 },
        { channel: 'telefone', orders: 1, revenueCents: 11_600 },
        { channel: 'balcao', orders: 1, revenueCents: 1800 },
        { channel: 'mesa', orders: 1, revenueCents: 6700 },
        { channel: 'ifood', orders: 0, revenueCents: 0 },
      ]);
    } finally {
      now = new Date('2026-11-21T12:00:00-03:00');
    }
  });

  it("names each order's channel in the CSV, rejected orders too", async () => {
    const res = await admin.get(`/api/admin/reports/orders.csv${THURSDAY}`);
    expect(res.statusCode, res.body).toBe(200);
    const [header = '', ...lines] = res.rawPayload.subarray(3).toString('utf8').split('\r\n');
    const columns = header.split(';');
    expect(columns.slice(7, 10)).toEqual(['Pagamento', 'Canal', 'Entrega/Retirada']);
    const channelOf = Object.fromEntries(
      lines
        .filter((line) => line !== '')
        .map((line) => line.split(';'))
        .map((fields) => [Number(fields[0]), fields[8]]),
    );
    expect(channelOf).toEqual({
      [ids.online ?? 0]: 'Site',
      [ids.queued ?? 0]: 'Site',
      [ids.phone ?? 0]: 'Telefone',
      [ids.phoneRejected ?? 0]: 'Telefone',
      [ids.counter ?? 0]: 'Balcão',
      [ids.table ?? 0]: 'Mesa',
    });
  });
});
