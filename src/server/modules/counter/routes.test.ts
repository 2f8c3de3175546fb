import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUsers, customers, orders } from '../../../db/schema';
import { SESSION_COOKIE } from '../../../domain/admin-accounts';
import type { CustomerHistory } from '../../../domain/admin-customers';
import type { OrderEvent } from '../../../domain/admin-order-events';
import type { Report } from '../../../domain/admin-reports';
import type {
  CounterCustomer,
  StaffOrderInput,
  StaffOrderQuote,
} from '../../../domain/admin-counter';
import type { Comanda, Comandas } from '../../../domain/admin-comandas';
import type { Menu } from '../../../domain/menu';
import type { PlacedOrder } from '../../../domain/order';
import type { StaffRole } from '../../../domain/staff-roles';
import { startSession } from '../auth/sessions';
import { asAdmin } from '../admin-orders/admin-test-kit';
import {
  FRIDAY_EVENING,
  FRIDAY_MORNING,
  MARIA,
  newKey,
  postOrder,
  productNamed,
  readMenu,
} from '../orders/order-test-kit';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';

/** A staff member with a session: `name` is the e-mail's local part the history shows. */
async function staff(t: TestApp, name: string, role: StaffRole, now: Date) {
  const [user] = await t.database.db
    .insert(adminUsers)
    .values({
      email: `${name}@forno.test`,
      passwordHash: 'not-a-hash: this account cannot log in with a password',
      role,
      status: 'active',
      approvedAt: now,
    })
    .returning({ id: adminUsers.id });
  if (!user) throw new Error('no admin user was inserted');
  const cookie = `${SESSION_COOKIE}=${await startSession(t.database.db, user.id, now)}`;
  const admin = asAdmin(t, cookie);
  return {
    ...admin,
    placeOrder: (body: unknown, key: string | null = newKey()) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/counter/orders',
        headers: {
          cookie,
          'x-forno-csrf': '1',
          ...(key === null ? {} : { 'idempotency-key': key }),
        },
        payload: body as Record<string, unknown>,
      }),
  };
}

const JOANA_PHONE = '11912345678';
const SANTA_CECILIA = {
  name: 'Joana Prado',
  phone: '(11) 91234-5678',
  cep: '01225-000',
  street: 'Rua Albuquerque Lins',
  number: '50',
  complement: '',
  district: 'Santa Cecília',
  city: 'São Paulo',
  state: 'SP',
};

describe(`'Novo pedido': orders staff take, on ${testDbKind}`, () => {
  let t: TestApp;
  let menu: Menu;
  let ana: Awaited<ReturnType<typeof staff>>;
  let cook: Awaited<ReturnType<typeof staff>>;
  let dona: Awaited<ReturnType<typeof staff>>;
  let now = new Date(FRIDAY_EVENING);
  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    ana = await staff(t, 'ana', 'attendant', now);
    dona = await staff(t, 'dona', 'owner', now);
    for (const [label, isActive] of [
      ['5', true],
      ['Varanda', true],
      ['12', false],
    ] as const) {
      const res = await dona.post('/api/admin/tables', { label, isActive });
      expect(res.statusCode, res.body).toBe(201);
    }
    cook = await staff(t, 'cozinheiro', 'kitchen', now);
    menu = await readMenu(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Two pizzas (one half-half with a stuffed crust) and a drink, with prices the client made up. */
  function phoneOrder(overrides: Partial<StaffOrderInput> = {}): StaffOrderInput {
    return {
      customer: SANTA_CECILIA,
      source: 'telefone',
      fulfilment: 'entrega',
      items: [
        {
          productId: productNamed(menu, 'Calabresa').id,
          size: 'normal',
          quantity: 1,
          extraFlavourIds: [productNamed(menu, 'Quatro Queijos').id],
          crustId: 'volcanic',
          fillingId: 'catupiry',
          unitPriceCents: 1,
        },
        {
          productId: productNamed(menu, 'Mussarela').id,
          size: 'normal',
          quantity: 1,
          unitPriceCents: 1,
        },
        { productId: productNamed(menu, 'Coca-Cola 2L').id, size: 'normal', quantity: 1 },
      ],
      paymentMethod: 'Dinheiro',
      changeForCents: null,
      totalCents: 100,
      ...overrides,
    };
  }

  const ordersCount = async () =>
    (await t.database.db.select({ n: count() }).from(orders))[0]?.n ?? 0;

  it('prices the order on the server whatever the screen sent, as the same order from the site', async () => {
    const quote = await ana.post('/api/admin/counter/quote', phoneOrder());
    expect(quote.statusCode, quote.body).toBe(200);
    const quoted = quote.json<StaffOrderQuote>();

    const res = await ana.placeOrder(phoneOrder());
    expect(res.statusCode, res.body).toBe(201);
    const { order } = res.json<PlacedOrder>();

    // the same cart through the storefront's checkout, with the fee it would show
    const site = await postOrder(t, {
      customer: { ...SANTA_CECILIA, phone: '(11) 90000-0001' },
      items: phoneOrder().items,
      paymentMethod: 'Dinheiro',
      fulfilment: 'entrega',
    });
    expect(site.statusCode, site.body).toBe(201);
    const siteOrder = site.json<PlacedOrder>().order;

    expect(order.subtotalCents).toBe(siteOrder.subtotalCents);
    expect(order.totalCents).toBe(siteOrder.totalCents);
    expect(order.items.map((item) => item.lineTotalCents)).toEqual(
      siteOrder.items.map((item) => item.lineTotalCents),
    );
    expect(order.totalCents).not.toBe(100);
    expect(order.deliveryFeeCents).toBe(500);
    expect(order.deliveryZone).toBe('Santa Cecília');
    expect(quoted).toMatchObject({
      subtotalCents: order.subtotalCents,
      deliveryFeeCents: 500,
      deliveryZone: 'Santa Cecília',
      totalCents: order.totalCents,
    });
    expect(order.items[0]).toMatchObject({
      crustName: expect.any(String),
      fillingName: expect.any(String),
      extraFlavours: [expect.objectContaining({ name: 'Quatro Queijos' })],
    });
  });

  it('accepts it at once, naming who took it, and the desk does not ring for it', async () => {
    const res = await ana.placeOrder(phoneOrder());
    expect(res.statusCode, res.body).toBe(201);
    const { order } = res.json<PlacedOrder>();
    expect(order.status).toBe('aprovado');
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.staffAcceptedAt).not.toBeNull();
    expect(row?.openedAt).not.toBeNull();

    const history = await ana.get(`/api/admin/orders/${order.id}/events`);
    expect(history.statusCode, history.body).toBe(200);
    const events = history.json<{ events: OrderEvent[] }>().events;
    expect(events.map((e) => [e.kind, e.actorName, e.from, e.to])).toEqual([
      ['status', 'ana', null, 'pendente'],
      ['status', 'ana', 'pendente', 'aprovado'],
    ]);
    expect(events[0]?.note).toBe('Telefone (entrega)');

    const unopened = await ana.get('/api/admin/orders/unopened');
    expect(unopened.statusCode, unopened.body).toBe(200);
    expect(JSON.stringify(unopened.json())).not.toContain(`"id":${order.id},`);
  });

  it('takes an order while the shop is closed to the site: a person decided', async () => {
    now = new Date(FRIDAY_MORNING);
    try {
      const site = await postOrder(t, {
        ...phoneOrder(),
        source: undefined,
        totalCents: undefined,
      });
      expect(site.statusCode, site.body).toBe(409);
      const res = await ana.placeOrder(phoneOrder({ fulfilment: 'retirada', source: 'balcao' }));
      expect(res.statusCode, res.body).toBe(201);
    } finally {
      now = new Date(FRIDAY_EVENING);
    }
  });

  it('stores the channel by how the order came and is received, the table with a table order', async () => {
    const cases: [Partial<StaffOrderInput>, string, string | null][] = [
      [{ source: 'telefone', fulfilment: 'entrega' }, 'telefone', null],
      [{ source: 'telefone', fulfilment: 'retirada' }, 'telefone', null],
      [{ source: 'balcao', fulfilment: 'retirada' }, 'balcao', null],
      [{ source: 'telefone', fulfilment: 'balcao' }, 'balcao', null],
      [{ source: 'balcao', fulfilment: 'mesa', tableLabel: ' 5 ' }, 'mesa', '5'],
    ];
    for (const [overrides, channel, tableLabel] of cases) {
      const res = await ana.placeOrder(phoneOrder(overrides));
      expect(res.statusCode, res.body).toBe(201);
      const { order } = res.json<PlacedOrder>();
      expect([overrides.fulfilment, order.channel, order.tableLabel]).toEqual([
        overrides.fulfilment,
        channel,
        tableLabel,
      ]);
      // only a delivery has an address and a fee (decision 055)
      if (overrides.fulfilment !== 'entrega') {
        expect(order.deliveryFeeCents === null || order.deliveryFeeCents === 0).toBe(true);
        expect(order.deliveryAddress).not.toContain('Albuquerque');
      }
    }
    const noTable = await ana.placeOrder(phoneOrder({ fulfilment: 'mesa', tableLabel: null }));
    expect(noTable.statusCode).toBe(400);
    expect(noTable.body).toContain('Informe a mesa');
  });

  it("joins the table's open comanda as a QR order does, opening one if none", async () => {
    const comandaOf = async (label: string): Promise<Comanda | undefined> => {
      const res = await ana.get('/api/admin/comandas');
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Comandas>().open.find((comanda) => comanda.tableLabel === label);
    };
    expect(await comandaOf('Varanda')).toBeUndefined();
    // typed in lower case, stored with the table's own label
    const first = await ana.placeOrder(
      phoneOrder({ source: 'balcao', fulfilment: 'mesa', tableLabel: ' varanda ' }),
    );
    expect(first.statusCode, first.body).toBe(201);
    const placed = first.json<PlacedOrder>().order;
    expect(placed).toMatchObject({ channel: 'mesa', tableLabel: 'Varanda' });
    const opened = await comandaOf('Varanda');
    expect(opened?.lines.map((line) => line.orderId)).toEqual([placed.id, placed.id, placed.id]);
    expect(opened?.itemsCents).toBe(placed.subtotalCents);

    // the second order joins the same comanda; the same key does not add it twice
    const key = newKey();
    const order = phoneOrder({
      fulfilment: 'mesa',
      tableLabel: 'Varanda',
      items: [{ productId: productNamed(menu, 'Coca-Cola 2L').id, size: 'normal', quantity: 2 }],
    });
    const second = await ana.placeOrder(order, key);
    const replay = await ana.placeOrder(order, key);
    expect(second.statusCode, second.body).toBe(201);
    expect(replay.statusCode, replay.body).toBe(200);
    const joined = await comandaOf('Varanda');
    expect(joined?.id).toBe(opened?.id);
    expect(joined?.lines.map((line) => line.heading).at(-1)).toBe('2x Coca-Cola 2L');
    expect(joined?.lines).toHaveLength(4);

    // an unknown or inactive table: refused with its code and message, nothing stored
    const before = await ordersCount();
    for (const tableLabel of ['77', '12']) {
      const body = phoneOrder({ fulfilment: 'mesa', tableLabel });
      for (const res of [
        await ana.placeOrder(body),
        await ana.post('/api/admin/counter/quote', body),
      ]) {
        expect(res.statusCode, res.body).toBe(404);
        expect(res.json()).toMatchObject({
          error: {
            code: 'TABLE_NOT_FOUND',
            message: `Mesa "${tableLabel}" não encontrada entre as mesas ativas. Escolha uma das mesas da casa.`,
          },
        });
      }
    }
    expect(await ordersCount()).toBe(before);
    expect(await comandaOf('12')).toBeUndefined();
  });

  it('answers the same order for the same key, and refuses the key for another order', async () => {
    const key = newKey();
    const before = await ordersCount();
    const first = await ana.placeOrder(phoneOrder(), key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await ana.placeOrder(phoneOrder(), key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<PlacedOrder>().order.id).toBe(first.json<PlacedOrder>().order.id);
    expect(await ordersCount()).toBe(before + 1);

    const other = await ana.placeOrder(phoneOrder({ paymentMethod: 'Pix' }), key);
    expect(other.statusCode, other.body).toBe(409);
    expect(other.json()).toMatchObject({ error: { code: 'IDEMPOTENCY_KEY_REUSED' } });

    const keyless = await ana.placeOrder(phoneOrder(), null);
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json()).toMatchObject({ error: { code: 'IDEMPOTENCY_KEY_REQUIRED' } });
  });

  it('a quote writes nothing: no order number, no customer', async () => {
    const before = await ordersCount();
    const res = await ana.post(
      '/api/admin/counter/quote',
      phoneOrder({ customer: { ...SANTA_CECILIA, phone: '(11) 97777-0000' } }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await ordersCount()).toBe(before);
    const lookup = await ana.get('/api/admin/counter/customers/11977770000');
    expect(lookup.json<CounterCustomer>().customer).toBeNull();
  });

  it('refuses bad input with a pt-BR message and its code', async () => {
    const noAddress = await ana.placeOrder(
      phoneOrder({ customer: { name: 'Joana', phone: JOANA_PHONE } }),
    );
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.body).toContain('Informe o CEP');

    const closedCoupon = await ana.post(
      '/api/admin/counter/quote',
      phoneOrder({ couponCode: 'NAOEXISTE' }),
    );
    expect(closedCoupon.statusCode).toBeGreaterThanOrEqual(400);
    expect(closedCoupon.statusCode).toBeLessThan(500);
    expect(closedCoupon.json<{ error: { message: string } }>().error.message).toMatch(/cupom/i);

    const unknown = await ana.placeOrder(
      phoneOrder({ items: [{ productId: 999_999, size: 'normal', quantity: 1 }] }),
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ error: { code: 'UNKNOWN_PRODUCT' } });
  });

  it('brings up a returning customer by phone with the zone of their address and their orders', async () => {
    const res = await ana.get(
      `/api/admin/counter/customers/${encodeURIComponent('(11) 91234-5678')}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const card = res.json<CounterCustomer>();
    expect(card.customer).toMatchObject({
      name: 'Joana Prado',
      phone: JOANA_PHONE,
      address: { street: 'Rua Albuquerque Lins', number: '50', district: 'Santa Cecília' },
      zone: { id: 'santa-cecilia', name: 'Santa Cecília', feeCents: 500 },
    });
    expect(card.orders.length).toBeGreaterThan(0);
    expect(card.orders[0]?.items.length).toBe(3);

    const fresh = await ana.get('/api/admin/counter/customers/11955554444');
    expect(fresh.json<CounterCustomer>()).toEqual({ customer: null, orders: [] });
    const bad = await ana.get('/api/admin/counter/customers/123');
    expect(bad.statusCode).toBe(400);
  });

  it("creates a new phone's customer with the order, and the CRM follows what staff typed", async () => {
    // known from the site under another name: the order staff took speaks for the customer
    const site = await postOrder(t, {
      customer: { ...MARIA, phone: '(11) 96666-1111', name: 'Mari' },
      items: [{ productId: productNamed(menu, 'Calabresa').id, size: 'normal', quantity: 1 }],
      paymentMethod: 'Pix',
    });
    expect(site.statusCode, site.body).toBe(201);
    const res = await ana.placeOrder(
      phoneOrder({ customer: { ...MARIA, phone: '(11) 96666-1111', name: 'Mariana Alves' } }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.database.db
      .select({ name: customers.name })
      .from(customers)
      .where(eq(customers.phone, '11966661111'));
    expect(row?.name).toBe('Mariana Alves');

    const brandNew = await ana.placeOrder(
      phoneOrder({
        fulfilment: 'retirada',
        customer: { name: 'Pedro Novo', phone: '(11) 93333-2222' },
      }),
    );
    expect(brandNew.statusCode, brandNew.body).toBe(201);
    const card = await ana.get('/api/admin/counter/customers/11933332222');
    expect(card.json<CounterCustomer>().customer).toMatchObject({
      name: 'Pedro Novo',
      orderCount: 1,
    });
  });

  it("counts in the reports and the dashboard under its channel, and in the customer's history", async () => {
    const manager = await staff(t, 'gerente', 'manager', now);
    const DAY = '/api/admin/reports?period=personalizado&from=2026-11-20&to=2026-11-20';
    const phoneSales = async () =>
      (await manager.get(DAY)).json<Report>().byChannel.find((row) => row.channel === 'telefone');
    const before = await phoneSales();
    const res = await ana.placeOrder(
      phoneOrder({ customer: { ...SANTA_CECILIA, phone: '(11) 94444-3333' } }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { order } = res.json<PlacedOrder>();
    expect(await phoneSales()).toEqual({
      channel: 'telefone',
      orders: (before?.orders ?? 0) + 1,
      revenueCents: (before?.revenueCents ?? 0) + order.totalCents,
    });

    const card = (
      await ana.get('/api/admin/counter/customers/11944443333')
    ).json<CounterCustomer>();
    const history = await ana.get(`/api/admin/customers/${card.customer?.id}/orders`);
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json<CustomerHistory>().orders.map((o) => [o.id, o.channel])).toEqual([
      [order.id, 'telefone'],
    ]);
  });

  it("is the desk's: the kitchen role gets 403 on every counter route", async () => {
    const place = await cook.placeOrder(phoneOrder());
    expect(place.statusCode).toBe(403);
    expect(place.json()).toMatchObject({ error: { code: 'FORBIDDEN_ROLE' } });
    expect((await cook.post('/api/admin/counter/quote', phoneOrder())).statusCode).toBe(403);
    expect((await cook.get(`/api/admin/counter/customers/${JOANA_PHONE}`)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/admin/counter/orders',
      headers: { 'idempotency-key': newKey(), 'x-forno-csrf': '1' },
      payload: phoneOrder() as Record<string, unknown>,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
