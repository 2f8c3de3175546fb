import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders } from '../../../db/schema';
import { CSRF_HEADER } from '../../../domain/admin-accounts';
import { type AdminOrder, type OrderFilter } from '../../../domain/admin-orders';
import type { Menu } from '../../../domain/menu';
import type { PlacedOrder } from '../../../domain/order';
import { canMoveOrder, ORDER_STATUSES, type OrderStatus } from '../../../domain/order-status';
import { loginAsAdmin } from '../../test/admin-session';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';
import { customerIdOf, FRIDAY_EVENING, readMenu } from '../orders/order-test-kit';
import { asAdmin, fullOrder, placeOrder, setStatus, smallOrder } from './admin-test-kit';
import type * as Repository from './repository';

/**
 * Two moves of one order at once, made deterministic: when a test sets `wait`, each move pauses
 * after reading the order's status, so both have read it before either writes.
 */
const race = vi.hoisted(() => ({ wait: null as null | (() => Promise<void>) }));
vi.mock('./repository', async (importOriginal) => {
  const original = await importOriginal<typeof Repository>();
  return {
    ...original,
    findOrderState: async (...args: Parameters<typeof original.findOrderState>) => {
      const state = await original.findOrderState(...args);
      await race.wait?.();
      return state;
    },
  };
});

interface OrderPage {
  orders: AdminOrder[];
  nextBefore: number | null;
  nextAfter: number | null;
}

describe(`GET /api/admin/orders on ${testDbKind}`, () => {
  let t: TestApp;
  let admin: ReturnType<typeof asAdmin>;
  /** What was seeded: each order's status and origin. */
  const seeded = new Map<number, { status: OrderStatus; origin: 'online' | 'offline' }>();

  beforeAll(async () => {
    const now = new Date(FRIDAY_EVENING);
    t = await createTestApp({ now: () => now });
    admin = asAdmin(t, await loginAsAdmin(t.app, t.database, now));
    const menu = await readMenu(t);
    // 35 orders, 5 of each status; every seventh came from the offline queue
    for (let i = 0; i < 35; i++) {
      const isOffline = i % 7 === 3;
      const placed = await placeOrder(
        t,
        isOffline
          ? smallOrder(menu, { origin: 'offline', placedAt: '2026-11-20T19:00:00-03:00' })
          : smallOrder(menu),
      );
      const status = ORDER_STATUSES[i % ORDER_STATUSES.length] ?? 'pendente';
      await setStatus(t, placed.order.id, status);
      seeded.set(placed.order.id, { status, origin: isOffline ? 'offline' : 'online' });
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Every page of a filter, `limit` at a time, following nextBefore (nextAfter for the queues). */
  async function readAllPages(filter: OrderFilter, limit: number) {
    const pages: OrderPage[] = [];
    let cursor = '';
    do {
      const res = await admin.get(`/api/admin/orders?filter=${filter}&limit=${limit}${cursor}`);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json<OrderPage>();
      pages.push(page);
      cursor =
        page.nextAfter !== null
          ? `&after=${page.nextAfter}`
          : page.nextBefore !== null
            ? `&before=${page.nextBefore}`
            : '';
    } while (cursor !== '' && pages.length < 50);
    return pages;
  }

  const idsWhere = (keep: (order: { status: OrderStatus; origin: string }) => boolean) =>
    [...seeded]
      .filter(([, order]) => keep(order))
      .map(([id]) => id)
      .sort((a, b) => b - a);

  const EXPECTED: Record<OrderFilter, number[]> = {
    todos: [],
    pendentes: [],
    em_andamento: [],
    entregues: [],
    rejeitados: [],
    offline: [],
    agendados: [],
  };
  beforeAll(() => {
    EXPECTED.todos = idsWhere(() => true);
    // the desk's queues: the order waiting longest first (decision 042)
    EXPECTED.pendentes = idsWhere((o) => o.status === 'pendente').reverse();
    EXPECTED.em_andamento = idsWhere((o) =>
      ['aprovado', 'em preparo', 'saiu para entrega'].includes(o.status),
    ).reverse();
    EXPECTED.entregues = idsWhere((o) => o.status === 'entregue' || o.status === 'finalizado');
    EXPECTED.rejeitados = idsWhere((o) => o.status === 'rejeitado');
    EXPECTED.offline = idsWhere((o) => o.origin === 'offline');
  });

  it.each([
    ['todos', 35],
    ['pendentes', 5],
    ['em_andamento', 15],
    ['entregues', 10],
    ['rejeitados', 5],
    ['offline', 5],
  ] as const)(
    "filter %s: its %i orders in the desk's order, 4 at a time",
    async (filter, total) => {
      const pages = await readAllPages(filter, 4);
      const ids = pages.flatMap((page) => page.orders.map((order) => order.id));
      expect(ids).toHaveLength(total);
      expect(ids).toEqual(EXPECTED[filter]);
      // every page but the last is full, and only the last says there is no next one
      expect(pages.slice(0, -1).every((page) => page.orders.length === 4)).toBe(true);
      expect(pages.at(-1)?.nextBefore).toBeNull();
      expect(pages.at(-1)?.nextAfter).toBeNull();
      expect(pages.length).toBe(Math.ceil(total / 4));
    },
  );

  it('answers the default filter (todos) 30 at a time', async () => {
    const res = await admin.get('/api/admin/orders');
    expect(res.statusCode).toBe(200);
    const page = res.json<OrderPage>();
    expect(page.orders).toHaveLength(30);
    expect(page.nextBefore).toBe(page.orders.at(-1)?.id);
  });

  it('shows each order with its customer, items, payment, time and origin', async () => {
    const res = await admin.get('/api/admin/orders?filter=offline&limit=1');
    const [order] = res.json<OrderPage>().orders;
    expect(order).toMatchObject({
      origin: 'offline',
      customerName: 'Maria Silva',
      customerPhone: '11987654321',
      deliveryAddress: 'Avenida Paulista, 1000 - Apto 12, Bela Vista, São Paulo/SP, CEP: 01310-100',
      paymentMethod: 'Pix',
      placedAt: new Date('2026-11-20T19:00:00-03:00').toISOString(),
      customerId: expect.any(Number),
      items: [expect.objectContaining({ productName: 'Calabresa', quantity: 1 })],
    });
  });

  it('refuses a filter it does not know and a limit above 100', async () => {
    expect((await admin.get('/api/admin/orders?filter=ontem')).statusCode).toBe(400);
    expect((await admin.get('/api/admin/orders?limit=101')).statusCode).toBe(400);
    expect((await admin.get('/api/admin/orders?before=abc')).statusCode).toBe(400);
  });

  it('answers 401 without an admin session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/orders' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
  });
});

describe(`GET /api/admin/orders/:id and POST /api/admin/orders/:id/status on ${testDbKind}`, () => {
  let t: TestApp;
  let menu: Menu;
  let admin: ReturnType<typeof asAdmin>;
  let cookie: string;
  let now = new Date(FRIDAY_EVENING);
  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    cookie = await loginAsAdmin(t.app, t.database, now);
    admin = asAdmin(t, cookie);
    menu = await readMenu(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const move = (id: number, status: string) =>
    admin.post(`/api/admin/orders/${id}/status`, { status });

  it('answers an order in full: what the customer was told, with the customer id', async () => {
    const placed: PlacedOrder = await placeOrder(t, fullOrder(menu));
    const res = await admin.get(`/api/admin/orders/${placed.order.id}`);
    expect(res.statusCode).toBe(200);
    const order = res.json<AdminOrder>();
    expect(order).toEqual({
      ...placed.order,
      customerId: await customerIdOf(t.database.db, placed.order.id),
      printedAt: null,
      printCount: 0,
      // not sent to the kitchen yet (decision 058)
      kitchenDoneAt: null,
      // never out with a driver (decision 068)
      delivery: null,
    });
    // the kitchen ticket's details, all there
    expect(order).toMatchObject({ paymentMethod: 'Dinheiro', changeForCents: 20_000 });
    expect(order.items[0]).toMatchObject({
      productName: 'Calabresa',
      size: 'broto',
      quantity: 2,
      extraFlavours: [expect.objectContaining({ name: 'Quatro Queijos' })],
      extras: [
        expect.objectContaining({ name: 'Cheddar' }),
        expect.objectContaining({ name: 'Bacon' }),
      ],
      crustName: 'Borda Vulcão',
      fillingName: 'Catupiry',
      notes: 'Sem cebola',
    });
    // the list shows the same order the same way
    const list = await admin.get('/api/admin/orders?limit=1');
    expect(list.json<OrderPage>().orders[0]).toEqual(order);
  });

  it('answers 404 for an order that does not exist and 400 for an id that cannot be one', async () => {
    const missing = await admin.get('/api/admin/orders/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expect((await admin.get('/api/admin/orders/abc')).statusCode).toBe(400);
    expect((await move(999_999, 'aprovado')).statusCode).toBe(404);
  });

  it('moves an order along the whole flow, one click at a time', async () => {
    const { order } = await placeOrder(t, smallOrder(menu));
    const flow: OrderStatus[] = ['aprovado', 'em preparo', 'saiu para entrega', 'entregue'];
    for (const [step, status] of flow.entries()) {
      now = new Date(new Date(FRIDAY_EVENING).getTime() + (step + 1) * 60_000);
      const res = await move(order.id, status);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<AdminOrder>()).toMatchObject({
        id: order.id,
        status,
        statusChangedAt: now.toISOString(),
        items: order.items,
      });
    }
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'entregue', updatedAt: now });
    now = new Date(FRIDAY_EVENING);
  });

  it.each(['pendente', 'aprovado', 'em preparo', 'saiu para entrega'] as const)(
    'rejects an order that is %s',
    async (from) => {
      const { order } = await placeOrder(t, smallOrder(menu));
      await setStatus(t, order.id, from);
      const res = await move(order.id, 'rejeitado');
      expect(res.statusCode).toBe(200);
      expect(res.json<AdminOrder>().status).toBe('rejeitado');
    },
  );

  it('refuses every move the flow does not allow with 409, and leaves the order as it was', async () => {
    const { order } = await placeOrder(t, smallOrder(menu));
    const wrong: string[] = [];
    let refused = 0;
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        if (canMoveOrder(from, to)) continue;
        await setStatus(t, order.id, from);
        const res = await move(order.id, to);
        const [row] = await t.database.db
          .select({ status: orders.status })
          .from(orders)
          .where(eq(orders.id, order.id));
        const body = res.json<{ error: { code: string; message: string } }>();
        const expected = `Não é possível mudar o pedido de "${from}" para "${to}".`;
        if (
          res.statusCode !== 409 ||
          body.error.code !== 'INVALID_STATUS_CHANGE' ||
          body.error.message !== expected ||
          row?.status !== from
        ) {
          wrong.push(`${from} → ${to}: ${res.statusCode} ${res.body}`);
        }
        refused++;
      }
    }
    expect(wrong).toEqual([]);
    // 7 × 7 pairs, of which 8 are moves of the flow
    expect(refused).toBe(41);
  });

  it('refuses to reject an order that was delivered', async () => {
    const { order } = await placeOrder(t, smallOrder(menu));
    await setStatus(t, order.id, 'entregue');
    const res = await move(order.id, 'rejeitado');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: {
        code: 'INVALID_STATUS_CHANGE',
        message: 'Não é possível mudar o pedido de "entregue" para "rejeitado".',
      },
    });
  });

  it('of two admins approving the same order at once, one wins and the other is told why', async () => {
    const { order } = await placeOrder(t, smallOrder(menu));
    // both read 'pendente' before either writes: only the database's check can refuse one
    let arrived = 0;
    let bothRead: () => void = () => undefined;
    const bothHaveRead = new Promise<void>((resolve) => (bothRead = resolve));
    race.wait = async () => {
      arrived += 1;
      if (arrived === 2) bothRead();
      await bothHaveRead;
    };
    const answers = await Promise.all([
      move(order.id, 'aprovado'),
      move(order.id, 'aprovado'),
    ]).finally(() => {
      race.wait = null;
    });
    // both read first, and the refused one read again to say what it found
    expect(arrived).toBe(3);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((res) => res.statusCode === 409);
    expect(refused?.json()).toMatchObject({
      error: { message: 'Outra pessoa já mudou este pedido: agora ele está "aprovado".' },
    });
  });

  it('refuses a status that does not exist, and a body with anything else', async () => {
    const { order } = await placeOrder(t, smallOrder(menu));
    expect((await move(order.id, 'cancelado')).statusCode).toBe(400);
    const extra = await admin.post(`/api/admin/orders/${order.id}/status`, {
      status: 'aprovado',
      totalCents: 1,
    });
    expect(extra.statusCode).toBe(400);
  });

  it('refuses a move without the CSRF header (403) or without a session (401)', async () => {
    const { order } = await placeOrder(t, smallOrder(menu));
    const request = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/status`,
        headers,
        payload: { status: 'aprovado' },
      });
    const noCsrf = await request({ cookie });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json()).toMatchObject({ error: { code: 'CSRF_REJECTED' } });
    expect((await request({ [CSRF_HEADER]: '1' })).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('pendente');
  });
});
