import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../../db/schema';
import type { AdminCustomer } from '../../../domain/admin-customers';
import type { AdminOrder } from '../../../domain/admin-orders';
import {
  addressParts,
  composeAddress,
  CustomerSchema,
  type CustomerInput,
} from '../../../domain/customer';
import type { Menu } from '../../../domain/menu';
import { loginAsAdmin } from '../../test/admin-session';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';
import {
  asAdmin,
  customerWith,
  fullOrder,
  placeOrder,
  smallOrder,
} from '../admin-orders/admin-test-kit';
import { FRIDAY_EVENING, readMenu } from '../orders/order-test-kit';

interface CustomerPage {
  customers: AdminCustomer[];
  nextBefore: number | null;
}

const JOAO = customerWith({
  name: 'João da Silva',
  phone: '(11) 98765-0001',
  cep: '01305-000',
  street: 'Rua Augusta',
  number: '500',
  complement: '',
  district: 'Consolação',
});
const MARIA_SOUZA = customerWith({
  name: 'MARIA SOUZA',
  phone: '(21) 3333-4444',
  cep: '22041-001',
  street: 'Avenida Atlântica',
  number: '1702',
  complement: 'Cobertura',
  district: 'Copacabana',
  city: 'Rio de Janeiro',
  state: 'RJ',
});
const ANA: CustomerInput = customerWith({
  name: 'Ana Paula',
  phone: '(31) 99999-1234',
  street: 'Avenida Brasil',
  number: '10',
  city: 'Belo Horizonte',
  state: 'MG',
});

describe(`GET /api/admin/customers and /api/admin/customers/:id/orders on ${testDbKind}`, () => {
  let t: TestApp;
  let menu: Menu;
  let now = new Date(FRIDAY_EVENING);
  let admin: ReturnType<typeof asAdmin>;
  let joaoLastOrder: AdminOrder;

  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    admin = asAdmin(t, await loginAsAdmin(t.app, t.database, now));
    menu = await readMenu(t);
    // 35 customers who only saved a profile long ago, then the three of these tests
    await t.database.db.insert(customers).values(
      Array.from({ length: 35 }, (_, i) => ({
        name: `Cliente ${String(i + 1).padStart(2, '0')}`,
        phone: `119000000${String(i + 1).padStart(2, '0')}`,
        address: `Rua Um, ${i + 1}, Centro, Campinas/SP, CEP: 13010-000`,
      })),
    );
    now = new Date('2026-11-20T19:00:00-03:00');
    await placeOrder(t, smallOrder(menu, { customer: JOAO }));
    now = new Date('2026-11-20T20:30:00-03:00');
    joaoLastOrder = {
      ...(await placeOrder(t, fullOrder(menu, { customer: JOAO }))).order,
      customerId: 0,
      printedAt: null,
      printCount: 0,
      // not sent to the kitchen yet (decision 058)
      kitchenDoneAt: null,
      // never out with a driver (decision 068)
      delivery: null,
    };
    await placeOrder(t, smallOrder(menu, { customer: MARIA_SOUZA }));
    // a customer from before orders made them: only a profile was saved (decision 017)
    const ana = CustomerSchema.parse(ANA);
    await t.database.db.insert(customers).values({
      phone: ana.phone,
      name: ana.name,
      address: composeAddress(ana),
      ...addressParts(ana),
    });
    now = new Date(FRIDAY_EVENING);
  });
  afterAll(async () => {
    await t?.close();
  });

  const search = async (query: string) => {
    const res = await admin.get(`/api/admin/customers?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CustomerPage>();
  };
  const namesFound = async (q: string) =>
    (await search(`q=${encodeURIComponent(q)}`)).customers.map((c) => c.name);

  it('lists customers newest first, with their order count and last order', async () => {
    const page = await search('limit=3');
    expect(page.customers).toEqual([
      {
        id: expect.any(Number),
        name: 'Ana Paula',
        phone: '31999991234',
        address: 'Avenida Brasil, 10 - Apto 12, Bela Vista, Belo Horizonte/MG, CEP: 01310-100',
        createdAt: expect.any(String),
        orderCount: 0,
        lastOrderAt: null,
        marketingOptIn: false,
        marketingOptInAt: null,
        anonymisedAt: null,
        whatsappOptedOutAt: null,
      },
      expect.objectContaining({ name: 'MARIA SOUZA', phone: '2133334444', orderCount: 1 }),
      expect.objectContaining({
        name: 'João da Silva',
        phone: '11987650001',
        orderCount: 2,
        lastOrderAt: joaoLastOrder.placedAt,
      }),
    ]);
    expect(page.nextBefore).toBe(page.customers[2]?.id);
  });

  it('pages through every customer, 10 at a time, each once', async () => {
    const seen: number[] = [];
    let before: number | null = null;
    let pages = 0;
    do {
      const page: CustomerPage = await search(`limit=10${before ? `&before=${before}` : ''}`);
      seen.push(...page.customers.map((c) => c.id));
      before = page.nextBefore;
      pages++;
    } while (before !== null && pages < 10);
    expect(pages).toBe(4);
    expect(seen).toHaveLength(38);
    expect(new Set(seen).size).toBe(38);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
  });

  it('finds a customer by name, whatever the case and accents', async () => {
    expect(await namesFound('joão')).toEqual(['João da Silva']);
    expect(await namesFound('JOÃO DA')).toEqual(['João da Silva']);
    expect(await namesFound('joao')).toEqual(['João da Silva']);
    expect(await namesFound('maria')).toEqual(['MARIA SOUZA']);
    expect(await namesFound('  Souza ')).toEqual(['MARIA SOUZA']);
  });

  it('finds a customer by phone, typed with or without the mask', async () => {
    expect(await namesFound('98765-0001')).toEqual(['João da Silva']);
    expect(await namesFound('(21) 3333')).toEqual(['MARIA SOUZA']);
    expect(await namesFound('31999991234')).toEqual(['Ana Paula']);
  });

  it('finds a customer by address, whatever the case', async () => {
    expect(await namesFound('rua augusta')).toEqual(['João da Silva']);
    expect(await namesFound('COPACABANA')).toEqual(['MARIA SOUZA']);
    expect(await namesFound('atlantica')).toEqual(['MARIA SOUZA']);
    expect(await namesFound('avenida brasil')).toEqual(['Ana Paula']);
  });

  it('reads % and _ as the letters typed, not as wildcards', async () => {
    expect(await namesFound('%')).toEqual([]);
    expect(await namesFound('_')).toEqual([]);
    expect(await namesFound('Cliente 0_')).toEqual([]);
    expect(await namesFound('nobody')).toEqual([]);
  });

  it('pages through a search too', async () => {
    const first = await search('q=cliente&limit=20');
    expect(first.customers).toHaveLength(20);
    expect(first.customers[0]?.name).toBe('Cliente 35');
    const second = await search(`q=cliente&limit=20&before=${first.nextBefore}`);
    expect(second.customers.map((c) => c.name).at(-1)).toBe('Cliente 01');
    expect(second.customers).toHaveLength(15);
    expect(second.nextBefore).toBeNull();
  });

  it("answers a customer's history: the customer and each order in full, newest first", async () => {
    const [joao] = (await search('q=augusta')).customers;
    if (!joao) throw new Error('João was not found');
    const res = await admin.get(`/api/admin/customers/${joao.id}/orders`);
    expect(res.statusCode).toBe(200);
    const history = res.json<{ customer: AdminCustomer; orders: AdminOrder[] }>();
    expect(history.customer).toEqual(joao);
    expect(history.orders).toHaveLength(2);
    expect(history.orders[0]).toEqual({ ...joaoLastOrder, customerId: joao.id });
    expect(history.orders[1]?.items).toEqual([
      expect.objectContaining({ productName: 'Calabresa', size: 'normal', quantity: 1 }),
    ]);
  });

  it('answers an empty history for a customer without orders, 404 for no customer', async () => {
    const [ana] = (await search('q=ana paula')).customers;
    const res = await admin.get(`/api/admin/customers/${ana?.id}/orders`);
    expect(res.json()).toMatchObject({
      customer: { name: 'Ana Paula', orderCount: 0 },
      orders: [],
    });
    const missing = await admin.get('/api/admin/customers/999999/orders');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('answers 401 without a session: no one reads customers without one', async () => {
    for (const url of ['/api/admin/customers', '/api/admin/customers/1/orders']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
    }
  });

  it('refuses a search longer than 100 characters and a limit above 100', async () => {
    expect((await admin.get(`/api/admin/customers?q=${'a'.repeat(101)}`)).statusCode).toBe(400);
    expect((await admin.get('/api/admin/customers?limit=500')).statusCode).toBe(400);
  });
});

/** docs/product/screens.md#customers: "lists page through large data (thousands of customers and orders stay fast)". */
describe(`the admin lists with thousands of customers and orders on ${testDbKind}`, () => {
  const CUSTOMERS = 3_000;
  const ORDERS_PER_CUSTOMER = 3;
  let t: TestApp;
  let admin: ReturnType<typeof asAdmin>;

  beforeAll(async () => {
    const now = new Date(FRIDAY_EVENING);
    t = await createTestApp({ now: () => now });
    admin = asAdmin(t, await loginAsAdmin(t.app, t.database, now));
    await t.database.db.execute(sql`
      insert into customers (name, phone, address)
      select 'Cliente ' || n, '11' || lpad(n::text, 9, '0'), 'Rua ' || n || ', Centro, São Paulo/SP'
      from generate_series(1, ${CUSTOMERS}) as n`);
    await t.database.db.execute(sql`
      insert into orders (public_id, idempotency_key, request_hash, customer_id, status,
        subtotal_cents, total_cents, payment_method, customer_name, customer_phone,
        delivery_address, delivery_address_parts, flavour_pricing_rule, placed_at)
      select 'pub' || lpad(o::text, 19, '0'), 'key' || lpad(o::text, 19, '0'), 'hash', c.id,
        (array['pendente','aprovado','entregue'])[1 + o % 3], 5000, 5000, 'Pix', c.name, c.phone,
        c.address, '{}'::jsonb, 'principal',
        timestamptz '2026-11-20 20:00-03' - (o || ' minutes')::interval
      from customers c, generate_series(1, ${ORDERS_PER_CUSTOMER}) as k,
        lateral (select (c.id - 1) * ${ORDERS_PER_CUSTOMER} + k as o) as numbered`);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function timed(url: string) {
    const started = performance.now();
    const res = await admin.get(url);
    const ms = performance.now() - started;
    expect(res.statusCode, res.body).toBe(200);
    return { body: res.json<Record<string, unknown>>(), ms };
  }

  it('answers a page of customers with their counts, a deep page and a search quickly', async () => {
    const first = await timed('/api/admin/customers?limit=50');
    const page = first.body as unknown as CustomerPage;
    expect(page.customers).toHaveLength(50);
    expect(page.customers.every((c) => c.orderCount === ORDERS_PER_CUSTOMER)).toBe(true);
    const deep = await timed('/api/admin/customers?limit=50&before=40');
    expect((deep.body as unknown as CustomerPage).customers.map((c) => c.id).at(-1)).toBe(1);
    const searched = await timed('/api/admin/customers?q=rua%202999');
    expect((searched.body as unknown as CustomerPage).customers).toHaveLength(1);
    for (const { ms } of [first, deep, searched]) expect(ms).toBeLessThan(1_500);
  });

  it('answers a page of orders, each in full, and the dashboard quickly', async () => {
    const orders = await timed('/api/admin/orders?filter=entregues&limit=100');
    expect((orders.body.orders as AdminOrder[]).length).toBe(100);
    const dashboard = await timed('/api/admin/dashboard?range=todos');
    expect(dashboard.body.total).toBe(CUSTOMERS * ORDERS_PER_CUSTOMER);
    for (const { ms } of [orders, dashboard]) expect(ms).toBeLessThan(1_500);
  });

  it('keeps each customer’s count beside the right customer', async () => {
    const [row] = await t.database.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.phone, '11000000007'));
    const res = await admin.get(`/api/admin/customers/${row?.id}/orders`);
    expect(res.json()).toMatchObject({ customer: { name: 'Cliente 7', orderCount: 3 } });
  });
});
