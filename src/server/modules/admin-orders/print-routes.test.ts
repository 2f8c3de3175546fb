import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../db/schema';
import { CSRF_HEADER } from '../../../domain/admin-accounts';
import type { OrderEvent } from '../../../domain/admin-order-events';
import type { AdminOrder, PrintClaim } from '../../../domain/admin-orders';
import type { Menu } from '../../../domain/menu';
import { loginAsAdmin } from '../../test/admin-session';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';
import { FRIDAY_EVENING, readMenu } from '../orders/order-test-kit';
import { asAdmin, placeOrder, setStatus, smallOrder } from './admin-test-kit';

describe(`POST /api/admin/orders/:id/print on ${testDbKind}`, () => {
  let t: TestApp;
  let menu: Menu;
  let admin: ReturnType<typeof asAdmin>;
  let now = new Date(FRIDAY_EVENING);

  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    const cookie = await loginAsAdmin(t.app, t.database, now);
    admin = asAdmin(t, cookie);
    menu = await readMenu(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const print = (id: number, kind: unknown) =>
    admin.post(`/api/admin/orders/${id}/print`, { kind });
  const at = (minutes: number) => new Date(new Date(FRIDAY_EVENING).getTime() + minutes * 60_000);
  const row = async (id: number) => {
    const [found] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    return found;
  };
  async function acceptedOrder(): Promise<AdminOrder> {
    const { order } = await placeOrder(t, smallOrder(menu));
    await setStatus(t, order.id, 'aprovado');
    return { ...order, customerId: 0, printedAt: null, printCount: 0 };
  }

  const printsInHistory = async (id: number) => {
    const res = await admin.get(`/api/admin/orders/${id}/events`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ events: OrderEvent[] }>().events.filter((event) => event.kind === 'print');
  };

  it("writes each counted print in the order's history, with who and how, and no lost claim", async () => {
    const order = await acceptedOrder();
    now = at(6);
    await Promise.all([print(order.id, 'auto'), print(order.id, 'auto')]);
    now = at(7);
    await print(order.id, 'reprint');
    const prints = await printsInHistory(order.id);
    expect(prints.map(({ note, at: when }) => ({ note, at: when }))).toEqual([
      { note: 'impressão automática', at: at(6).toISOString() },
      { note: 'reimpressão', at: at(7).toISOString() },
    ]);
    expect(prints.every((event) => event.actorId !== null && event.actorName !== '')).toBe(true);
  });

  it('lets one of several desks printing at once claim the first print, and only one', async () => {
    const order = await acceptedOrder();
    now = at(3);
    const answers = await Promise.all(Array.from({ length: 4 }, () => print(order.id, 'auto')));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const claims = answers.map((res) => res.json<PrintClaim>());
    expect(claims.filter((claim) => claim.claimed)).toHaveLength(1);
    for (const claim of claims) {
      expect(claim.order).toMatchObject({
        id: order.id,
        printedAt: at(3).toISOString(),
        printCount: 1,
      });
    }
    expect(await row(order.id)).toMatchObject({ printedAt: at(3), printCount: 1 });
  });

  it('never claims an order already printed again, however late the desk asks', async () => {
    const order = await acceptedOrder();
    now = at(4);
    expect((await print(order.id, 'auto')).json<PrintClaim>().claimed).toBe(true);
    now = at(9);
    const late = await print(order.id, 'auto');
    expect(late.json<PrintClaim>()).toMatchObject({
      claimed: false,
      order: { printedAt: at(4).toISOString(), printCount: 1 },
    });
  });

  it("counts every 'Reimprimir' and keeps the first print's time", async () => {
    const order = await acceptedOrder();
    now = at(5);
    const first = await print(order.id, 'reprint');
    expect(first.json<PrintClaim>()).toMatchObject({
      claimed: true,
      order: { printedAt: at(5).toISOString(), printCount: 1 },
    });
    // an automatic print after a manual one does not print again
    expect((await print(order.id, 'auto')).json<PrintClaim>().claimed).toBe(false);
    now = at(8);
    const twice = await Promise.all([print(order.id, 'reprint'), print(order.id, 'reprint')]);
    for (const res of twice) expect(res.json<PrintClaim>().claimed).toBe(true);
    expect(await row(order.id)).toMatchObject({ printedAt: at(5), printCount: 3 });
    const read = await admin.get(`/api/admin/orders/${order.id}`);
    expect(read.json<AdminOrder>()).toMatchObject({
      printedAt: at(5).toISOString(),
      printCount: 3,
    });
  });

  it('answers 404 for an unknown order and 400 for another kind or field', async () => {
    const missing = await print(999_999, 'auto');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    const order = await acceptedOrder();
    for (const body of [{ kind: 'twice' }, { kind: 'auto', count: 2 }, {}]) {
      const res = await admin.post(`/api/admin/orders/${order.id}/print`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
    }
    expect(await row(order.id)).toMatchObject({ printedAt: null, printCount: 0 });
  });

  it('is refused without a session', async () => {
    const order = await acceptedOrder();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/print`,
      headers: { [CSRF_HEADER]: '1' },
      payload: { kind: 'auto' },
    });
    expect(res.statusCode).toBe(401);
    expect(await row(order.id)).toMatchObject({ printCount: 0 });
  });
});
