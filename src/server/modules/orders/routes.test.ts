import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  customers,
  establishmentSettings,
  orderItemExtras,
  orderItems,
  orders,
} from '../../../db/schema';
import type { Menu } from '../../../domain/menu';
import type { PlacedOrder, PlaceOrderInput, TrackedOrder } from '../../../domain/order';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';
import {
  countRows,
  crustWithId,
  extraNamed,
  FRIDAY_EVENING,
  FRIDAY_MORNING,
  MARIA,
  newKey,
  postOrder,
  productNamed,
  readMenu,
  customerIdOf,
} from './order-test-kit';

describe(`POST /api/orders and GET /api/orders/:publicId on ${testDbKind}`, () => {
  let t: TestApp;
  let menu: Menu;
  let now = new Date(FRIDAY_EVENING);
  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    menu = await readMenu(t);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => {
    now = new Date(FRIDAY_EVENING);
  });

  /**
   * Two Calabresa/Quatro Queijos brotos with Cheddar and Bacon on a volcanic crust filled with
   * catupiry, and a Coca-Cola, as the cart sends them (with the prices it showed).
   */
  function halfAndHalfOrder(overrides: Partial<PlaceOrderInput> = {}): PlaceOrderInput {
    const calabresa = productNamed(menu, 'Calabresa');
    const quatroQueijos = productNamed(menu, 'Quatro Queijos');
    const coca = productNamed(menu, 'Coca-Cola 2L');
    return {
      customer: MARIA,
      items: [
        {
          productId: calabresa.id,
          size: 'broto',
          quantity: 2,
          extraIds: [extraNamed(menu, 'Cheddar').id, extraNamed(menu, 'Bacon').id],
          extraFlavourIds: [quatroQueijos.id],
          crustId: 'volcanic',
          fillingId: 'catupiry',
          notes: 'Sem cebola',
        },
        { productId: coca.id, size: 'normal', quantity: 1 },
      ],
      paymentMethod: 'Pix',
      ...overrides,
    };
  }

  /** Computed here from the seed menu, as the wizard shows it (docs/product/limits.md#prices, rule 'principal'). */
  function expectedHalfAndHalf() {
    const brotoBase = productNamed(menu, 'Calabresa').sizePrices.broto ?? 0;
    const extras = extraNamed(menu, 'Cheddar').priceCents + extraNamed(menu, 'Bacon').priceCents;
    const crust = crustWithId(menu, 'volcanic').priceCents;
    const pizzaLine = (brotoBase + extras + crust) * 2;
    const drinkLine = productNamed(menu, 'Coca-Cola 2L').priceCents;
    return { brotoBase, pizzaLine, drinkLine, total: pizzaLine + drinkLine };
  }

  it('places an order priced by the server: 201 with the order, its lines and totals', async () => {
    const expected = expectedHalfAndHalf();
    // R$ 35 + R$ 10 of extras + R$ 18 of crust, twice, and R$ 18 of Coca-Cola.
    expect(expected.total).toBe(14_400);
    const res = await postOrder(t, halfAndHalfOrder());
    expect(res.statusCode).toBe(201);
    const placed = res.json<PlacedOrder>();
    // never the customer's id: it would tell whether the phone was already a customer
    expect(Object.keys(placed)).toEqual(['order']);
    const { order } = placed;
    expect(order).toMatchObject({
      status: 'pendente',
      origin: 'online',
      subtotalCents: expected.total,
      deliveryFeeCents: null,
      totalCents: expected.total,
      paymentMethod: 'Pix',
      changeForCents: null,
      customerName: 'Maria Silva',
      customerPhone: '11987654321',
      deliveryAddress: 'Avenida Paulista, 1000 - Apto 12, Bela Vista, São Paulo/SP, CEP: 01310-100',
      placedAt: now.toISOString(),
    });
    expect(order.publicId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(order.items).toEqual([
      {
        productId: productNamed(menu, 'Calabresa').id,
        productName: 'Calabresa',
        categorySlug: 'mais_pedidas',
        size: 'broto',
        sizeName: 'Broto',
        sizeNote: '20cm',
        quantity: 2,
        basePriceCents: expected.brotoBase,
        extraFlavours: [
          {
            productId: productNamed(menu, 'Quatro Queijos').id,
            name: 'Quatro Queijos',
            priceCents: productNamed(menu, 'Quatro Queijos').sizePrices.broto ?? 0,
          },
        ],
        extras: [
          { extraId: extraNamed(menu, 'Cheddar').id, name: 'Cheddar', priceCents: 500 },
          { extraId: extraNamed(menu, 'Bacon').id, name: 'Bacon', priceCents: 500 },
        ],
        crustId: 'volcanic',
        crustName: 'Borda Vulcão',
        crustPriceCents: 1800,
        fillingId: 'catupiry',
        fillingName: 'Catupiry',
        notes: 'Sem cebola',
        lineTotalCents: expected.pizzaLine,
      },
      expect.objectContaining({
        productName: 'Coca-Cola 2L',
        size: 'normal',
        sizeName: '',
        quantity: 1,
        extras: [],
        extraFlavours: [],
        crustId: null,
        lineTotalCents: expected.drinkLine,
      }),
    ]);
  });

  it('writes the order, its items, their extras and the customer in the database', async () => {
    const expected = expectedHalfAndHalf();
    const key = newKey();
    const res = await postOrder(
      t,
      halfAndHalfOrder({ paymentMethod: 'Dinheiro', changeForCents: 20_000 }),
      key,
    );
    expect(res.statusCode).toBe(201);
    const placed = res.json<PlacedOrder>();
    const { db } = t.database;

    const [row] = await db.select().from(orders).where(eq(orders.id, placed.order.id));
    expect(row).toMatchObject({
      publicId: placed.order.publicId,
      idempotencyKey: key,
      customerId: await customerIdOf(db, placed.order.id),
      status: 'pendente',
      origin: 'online',
      subtotalCents: expected.total,
      deliveryFeeCents: null,
      totalCents: expected.total,
      paymentMethod: 'Dinheiro',
      changeForCents: 20_000,
      customerName: 'Maria Silva',
      customerPhone: '11987654321',
      deliveryAddressParts: {
        cep: '01310100',
        street: 'Avenida Paulista',
        number: '1000',
        complement: 'Apto 12',
        district: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
      },
      flavourPricingRule: 'principal',
      placedAt: now,
    });
    expect(row?.requestHash).toMatch(/^[0-9a-f]{64}$/);

    const items = await db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, placed.order.id))
      .orderBy(asc(orderItems.sortOrder));
    expect(
      items.map((i) => [
        i.productName,
        i.size,
        i.quantity,
        i.basePriceCents,
        i.lineTotalCents,
        i.sortOrder,
      ]),
    ).toEqual([
      ['Calabresa', 'broto', 2, expected.brotoBase, expected.pizzaLine, 0],
      ['Coca-Cola 2L', 'normal', 1, expected.drinkLine, expected.drinkLine, 1],
    ]);
    expect(items[0]).toMatchObject({
      crustId: 'volcanic',
      crustPriceCents: 1800,
      fillingId: 'catupiry',
      extraFlavours: [expect.objectContaining({ name: 'Quatro Queijos' })],
    });

    const extras = await db
      .select()
      .from(orderItemExtras)
      .where(eq(orderItemExtras.orderItemId, items[0]?.id ?? -1))
      .orderBy(asc(orderItemExtras.id));
    expect(extras.map((e) => [e.extraId, e.name, e.priceCents])).toEqual([
      [extraNamed(menu, 'Cheddar').id, 'Cheddar', 500],
      [extraNamed(menu, 'Bacon').id, 'Bacon', 500],
    ]);

    const [customer] = await db
      .select()
      .from(customers)
      .where(eq(customers.id, await customerIdOf(db, placed.order.id)));
    expect(customer).toMatchObject({
      phone: '11987654321',
      name: 'Maria Silva',
      address: 'Avenida Paulista, 1000 - Apto 12, Bela Vista, São Paulo/SP, CEP: 01310-100',
      cep: '01310100',
      state: 'SP',
    });
  });

  it('ignores the prices and total the client sent', async () => {
    const body = halfAndHalfOrder({ totalCents: 1 });
    body.items = body.items.map((item) => ({ ...item, unitPriceCents: 1 }));
    const res = await postOrder(t, body);
    expect(res.statusCode).toBe(201);
    const { order } = res.json<PlacedOrder>();
    expect(order.totalCents).toBe(expectedHalfAndHalf().total);
    expect(order.items[0]?.basePriceCents).toBe(expectedHalfAndHalf().brotoBase);
  });

  it("keeps one customer per phone without rewriting them, and prices by the shop's flavour rule", async () => {
    const { db } = t.database;
    await db
      .update(establishmentSettings)
      .set({ flavourPricingRule: 'maior' })
      .where(eq(establishmentSettings.id, 1));
    try {
      const calabresa = productNamed(menu, 'Calabresa');
      const camarao = productNamed(menu, 'Camarão');
      const res = await postOrder(t, {
        customer: { ...MARIA, name: 'Maria S. Oliveira', phone: '11987654321', number: '1200' },
        items: [
          { productId: calabresa.id, size: 'normal', quantity: 1, extraFlavourIds: [camarao.id] },
        ],
        paymentMethod: 'Cartão de Crédito',
      });
      expect(res.statusCode).toBe(201);
      const placed = res.json<PlacedOrder>();
      // 'maior': the most expensive flavour's price (docs/product/principles.md#prices).
      expect(placed.order.totalCents).toBe(Math.max(calabresa.priceCents, camarao.priceCents));
      // one customer per phone; an order alone does not rewrite what the CRM shows of them
      const rows = await db.select().from(customers).where(eq(customers.phone, '11987654321'));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        id: await customerIdOf(db, placed.order.id),
        name: 'Maria Silva',
        number: '1000',
      });
      expect(placed.order).toMatchObject({
        customerName: 'Maria S. Oliveira',
        deliveryAddress:
          'Avenida Paulista, 1200 - Apto 12, Bela Vista, São Paulo/SP, CEP: 01310-100',
      });
      const [row] = await db.select().from(orders).where(eq(orders.id, placed.order.id));
      expect(row?.flavourPricingRule).toBe('maior');
    } finally {
      await db
        .update(establishmentSettings)
        .set({ flavourPricingRule: 'principal' })
        .where(eq(establishmentSettings.id, 1));
    }
  });

  it('answers the same order with 200 when the same key comes again, and writes nothing more', async () => {
    const key = newKey();
    const first = await postOrder(t, halfAndHalfOrder(), key);
    expect(first.statusCode).toBe(201);
    const before = await countRows(t);
    // A retry whose first answer was lost: the client's shown prices may differ, the order not.
    const again = await postOrder(t, halfAndHalfOrder({ totalCents: 999 }), key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await countRows(t)).toEqual(before);
  });

  it('answers the online order when checkout queued it under the same key and syncs it later', async () => {
    const key = newKey();
    const first = await postOrder(t, halfAndHalfOrder(), key);
    expect(first.statusCode).toBe(201);
    const before = await countRows(t);
    // The answer never arrived: the device queued the order as offline and sends it again.
    now = new Date(FRIDAY_MORNING);
    const synced = await postOrder(
      t,
      halfAndHalfOrder({ origin: 'offline', placedAt: '2026-11-20T19:59:00-03:00' }),
      key,
    );
    expect(synced.statusCode).toBe(200);
    expect(synced.json<PlacedOrder>().order.id).toBe(first.json<PlacedOrder>().order.id);
    expect(await countRows(t)).toEqual(before);
  });

  it('refuses a key already used for another order with 409 IDEMPOTENCY_KEY_REUSED', async () => {
    const key = newKey();
    expect((await postOrder(t, halfAndHalfOrder(), key)).statusCode).toBe(201);
    const before = await countRows(t);
    const other = halfAndHalfOrder();
    other.items = other.items.slice(1);
    const res = await postOrder(t, other, key);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: { code: 'IDEMPOTENCY_KEY_REUSED', message: expect.any(String) },
    });
    expect(await countRows(t)).toEqual(before);
  });

  it('makes one order of 20 simultaneous requests with one key, and answers it 20 times', async () => {
    const key = newKey();
    const before = await countRows(t);
    const body = halfAndHalfOrder({ customer: { ...MARIA, phone: '(21) 99876-5432' } });
    const answers = await Promise.all(Array.from({ length: 20 }, () => postOrder(t, body, key)));
    const statuses = answers.map((res) => res.statusCode).sort((a, b) => a - b);
    expect(statuses).toEqual([...Array<number>(19).fill(200), 201]);
    const ids = new Set(answers.map((res) => res.json<PlacedOrder>().order.id));
    expect(ids.size).toBe(1);
    const publicIds = new Set(answers.map((res) => res.json<PlacedOrder>().order.publicId));
    expect(publicIds.size).toBe(1);
    const after = await countRows(t);
    expect(after).toEqual({
      orders: before.orders + 1,
      orderItems: before.orderItems + 2,
      orderItemExtras: before.orderItemExtras + 2,
      customers: before.customers + 1,
    });
    const rows = await t.database.db.select().from(orders).where(eq(orders.idempotencyKey, key));
    expect(rows).toHaveLength(1);
  });

  it('accepts an offline order while the shop is closed, keeping its time and origin', async () => {
    // Friday 00:30, closed; made on Thursday at 21:30, while the shop was open and the device
    // offline, with the pass the page held (docs/decisions/038)
    now = new Date('2026-11-20T00:30:00-03:00');
    const placedAt = '2026-11-20T00:30:00.000Z';
    const res = await postOrder(t, halfAndHalfOrder({ origin: 'offline', placedAt }));
    expect(res.statusCode).toBe(201);
    const { order } = res.json<PlacedOrder>();
    expect(order).toMatchObject({ origin: 'offline', placedAt, status: 'pendente' });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ origin: 'offline', placedAt: new Date(placedAt) });
  });

  it('places an online order at the server time, whatever placedAt the client sent', async () => {
    const res = await postOrder(t, halfAndHalfOrder({ placedAt: '2026-01-01T12:00:00-03:00' }));
    expect(res.statusCode).toBe(201);
    expect(res.json<PlacedOrder>().order.placedAt).toBe(now.toISOString());
  });

  describe('GET /api/orders/:publicId', () => {
    it("shows the customer's order without the phone, never from a cache", async () => {
      const placed = (await postOrder(t, halfAndHalfOrder())).json<PlacedOrder>();
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${placed.order.publicId}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const tracked = res.json<TrackedOrder>();
      expect(tracked).not.toHaveProperty('customerPhone');
      expect(res.body).not.toContain('98765');
      const { customerPhone: _phone, ...expected } = placed.order;
      // plus when the shop accepted it: not yet (decision 041)
      // no driver has it (decision 068)
      expect(tracked).toEqual({ ...expected, acceptedAt: null, pixCharge: null, driver: null });
    });

    it('answers 404 NOT_FOUND for an id no order has', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/orders/${'A'.repeat(22)}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: { code: 'NOT_FOUND', message: 'Pedido não encontrado.' },
      });
    });

    it.each([
      ['a short id', 'abc'],
      ['a long id', 'A'.repeat(23)],
      ['an order number', '1'],
      ['punctuation', 'AAAAAAAAAAAAAAAAAAAA%2E%2E'],
      ['a quote', "AAAAAAAAAAAAAAAAAAAAA'"],
      ['a NUL byte', 'AAAAAAAAAAAAAAAAAAAAA%00'],
      ['a path', '..%2F..%2Fetc%2Fpasswd'],
    ])('refuses %s with a 4xx, never a 500', async (_name, publicId) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/orders/${publicId}` });
      expect([400, 404]).toContain(res.statusCode);
      expect(res.json<{ error: { code: string } }>().error.code).toMatch(
        /^(VALIDATION_ERROR|NOT_FOUND|BAD_REQUEST)$/,
      );
    });
  });
});
