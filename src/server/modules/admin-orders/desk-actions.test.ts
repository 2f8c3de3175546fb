import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminUsers, orderEvents, orderItems, orders } from '../../../db/schema';
import { SESSION_COOKIE } from '../../../domain/admin-accounts';
import type { AdminOrder } from '../../../domain/admin-orders';
import type { Menu } from '../../../domain/menu';
import type { TrackedOrder } from '../../../domain/order';
import type { OrderEvent } from '../../../domain/admin-order-events';
import { startSession } from '../auth/sessions';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';
import { FRIDAY_EVENING, readMenu } from '../orders/order-test-kit';
import { asAdmin, fullOrder, placeOrder, smallOrder } from './admin-test-kit';
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

/** A staff member with a session: `name` is the e-mail's local part the history shows. */
async function staff(t: TestApp, name: string, now: Date) {
  const [user] = await t.database.db
    .insert(adminUsers)
    .values({
      email: `${name}@forno.test`,
      passwordHash: 'not-a-hash: this account cannot log in with a password',
      role: 'attendant',
      status: 'active',
      approvedAt: now,
    })
    .returning({ id: adminUsers.id });
  if (!user) throw new Error('no admin user was inserted');
  const cookie = `${SESSION_COOKIE}=${await startSession(t.database.db, user.id, now)}`;
  return { id: user.id, ...asAdmin(t, cookie) };
}

describe(`the desk's moves, undo, history and rejection reason on ${testDbKind}`, () => {
  let t: TestApp;
  let menu: Menu;
  let ana: Awaited<ReturnType<typeof staff>>;
  let bruno: Awaited<ReturnType<typeof staff>>;
  let now = new Date(FRIDAY_EVENING);
  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    ana = await staff(t, 'ana', now);
    bruno = await staff(t, 'bruno', now);
    menu = await readMenu(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const later = (minutes: number) => {
    now = new Date(now.getTime() + minutes * 60_000);
    return now;
  };
  /** The changes in the order's history: the first opening is a line of its own (decision 026). */
  const historyOf = async (id: number) => {
    const res = await ana.get(`/api/admin/orders/${id}/events`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ events: OrderEvent[] }>().events.filter((event) => event.kind !== 'opened');
  };

  it('records who moved the order and who marked it paid, when, from what to what', async () => {
    const { order } = await placeOrder(t, smallOrder(menu));
    const approvedAt = later(1);
    const approved = await ana.post(`/api/admin/orders/${order.id}/status`, {
      status: 'aprovado',
      from: 'pendente',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const paidAt = later(2);
    expect(
      (await bruno.post(`/api/admin/orders/${order.id}/payment`, { paymentStatus: 'pago' }))
        .statusCode,
    ).toBe(200);
    // the same state again changes nothing, and is no line of the history
    await bruno.post(`/api/admin/orders/${order.id}/payment`, { paymentStatus: 'pago' });

    expect(await historyOf(order.id)).toEqual([
      expect.objectContaining({
        kind: 'status',
        actorId: ana.id,
        actorName: 'ana',
        from: 'pendente',
        to: 'aprovado',
        at: approvedAt.toISOString(),
      }),
      expect.objectContaining({
        kind: 'payment',
        actorId: bruno.id,
        actorName: 'bruno',
        from: 'a_receber',
        to: 'pago',
        at: paidAt.toISOString(),
      }),
    ]);
  });

  it('keeps the name in the history after the account is gone', async () => {
    const { order } = await placeOrder(t, smallOrder(menu));
    const carla = await staff(t, 'carla', now);
    await carla.post(`/api/admin/orders/${order.id}/status`, { status: 'aprovado' });
    await t.database.db.delete(adminUsers).where(eq(adminUsers.id, carla.id));
    expect(await historyOf(order.id)).toEqual([
      expect.objectContaining({ actorId: null, actorName: 'carla', to: 'aprovado' }),
    ]);
  });

  it('writes no history for a move that was refused', async () => {
    const { order } = await placeOrder(t, smallOrder(menu));
    const res = await ana.post(`/api/admin/orders/${order.id}/status`, { status: 'entregue' });
    expect(res.statusCode).toBe(409);
    expect(await historyOf(order.id)).toEqual([]);
  });

  it('refuses, in the database itself, a status, an origin or a size it does not know', async () => {
    const { order } = await placeOrder(t, smallOrder(menu));
    const db = t.database.db;
    const refusedBy = async (write: Promise<unknown>, constraint: string) => {
      const error = await write.then(
        () => null,
        (e: unknown) => e,
      );
      expect(error, constraint).toBeInstanceOf(Error);
      // drizzle wraps the driver's error: the constraint's name is in the chain
      const text = `${String(error)} ${String((error as { cause?: unknown }).cause)}`;
      expect(text).toContain(constraint);
    };
    await refusedBy(
      db.execute(sql`update orders set status = 'cancelado' where id = ${order.id}`),
      'orders_status_known',
    );
    await refusedBy(
      db.execute(sql`update orders set origin = 'telefone' where id = ${order.id}`),
      'orders_origin_known',
    );
    await refusedBy(
      db.execute(sql`update order_items set size = 'Gigante!' where order_id = ${order.id}`),
      'order_items_size_id_format',
    );
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'pendente', origin: 'online' });
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(items.map((item) => item.size)).toEqual(['normal']);
  });

  it('of two staff moving the same order at once, exactly one wins; the other is told the status it found', async () => {
    const { order } = await placeOrder(t, smallOrder(menu));
    // both read 'pendente' before either writes: only the compare-and-set can refuse one
    let arrived = 0;
    let bothRead: () => void = () => undefined;
    const bothHaveRead = new Promise<void>((resolve) => (bothRead = resolve));
    race.wait = async () => {
      arrived += 1;
      if (arrived === 2) bothRead();
      await bothHaveRead;
    };
    const answers = await Promise.all([
      ana.post(`/api/admin/orders/${order.id}/status`, { status: 'aprovado', from: 'pendente' }),
      bruno.post(`/api/admin/orders/${order.id}/status`, {
        status: 'rejeitado',
        from: 'pendente',
        reason: 'Produto esgotado',
      }),
    ]).finally(() => {
      race.wait = null;
    });
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((res) => res.statusCode === 200)?.json<AdminOrder>();
    const loser = answers
      .find((res) => res.statusCode === 409)
      ?.json<{
        error: { code: string; message: string; details: { from: string } };
      }>();
    if (!winner || !loser) throw new Error('one answer of each was expected');
    expect(loser.error).toMatchObject({
      code: 'INVALID_STATUS_CHANGE',
      details: { from: winner.status },
      message: `Outra pessoa já mudou este pedido: agora ele está "${winner.status}".`,
    });
    // one move happened: one line of history, and the loser's reason was not kept
    const history = await historyOf(order.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ from: 'pendente', to: winner.status });
    expect(winner.rejectionReason).toBe(winner.status === 'rejeitado' ? 'Produto esgotado' : null);
  });

  it('refuses a move from a status the order no longer has', async () => {
    const { order } = await placeOrder(t, smallOrder(menu));
    await ana.post(`/api/admin/orders/${order.id}/status`, { status: 'aprovado' });
    // bruno's screen still shows it pending: his 'Rejeitar' must not reject an approved order
    const res = await bruno.post(`/api/admin/orders/${order.id}/status`, {
      status: 'rejeitado',
      from: 'pendente',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: { details: { from: 'aprovado' } } });
  });

  it('undoes the last move, records the undo, and refuses a second undo', async () => {
    const { order } = await placeOrder(t, smallOrder(menu));
    await ana.post(`/api/admin/orders/${order.id}/status`, { status: 'aprovado' });
    await ana.post(`/api/admin/orders/${order.id}/status`, { status: 'em preparo' });
    later(1);
    const undone = await bruno.post(`/api/admin/orders/${order.id}/status/undo`, {
      from: 'em preparo',
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json<AdminOrder>().status).toBe('aprovado');
    expect((await historyOf(order.id)).at(-1)).toMatchObject({
      kind: 'undo',
      actorName: 'bruno',
      from: 'em preparo',
      to: 'aprovado',
      at: now.toISOString(),
    });
    // the undo is not itself a move to undo; nor is the move before it
    const again = await bruno.post(`/api/admin/orders/${order.id}/status/undo`, {
      from: 'aprovado',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: {
        code: 'UNDO_NOT_ALLOWED',
        details: { from: 'aprovado' },
        message: 'Só é possível desfazer a última mudança deste pedido.',
      },
    });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('aprovado');
  });

  it('refuses an undo once the order moved on, and for an order never moved', async () => {
    const { order } = await placeOrder(t, smallOrder(menu));
    expect(
      (await ana.post(`/api/admin/orders/${order.id}/status/undo`, { from: 'pendente' }))
        .statusCode,
    ).toBe(409);
    await ana.post(`/api/admin/orders/${order.id}/status`, { status: 'aprovado' });
    await bruno.post(`/api/admin/orders/${order.id}/status`, { status: 'em preparo' });
    // ana's toast still offers to undo her approval: the order is no longer where she left it
    const stale = await ana.post(`/api/admin/orders/${order.id}/status/undo`, {
      from: 'aprovado',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      error: { code: 'UNDO_NOT_ALLOWED', details: { from: 'em preparo' } },
    });
  });

  it('undoing a delivery paid in cash leaves the money to be received again', async () => {
    const { order } = await placeOrder(t, fullOrder(menu));
    for (const status of ['aprovado', 'em preparo', 'saiu para entrega', 'entregue']) {
      await ana.post(`/api/admin/orders/${order.id}/status`, { status });
    }
    const [delivered] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(delivered?.paymentStatus).toBe('pago');
    later(1);
    const undone = await ana.post(`/api/admin/orders/${order.id}/status/undo`, {
      from: 'entregue',
    });
    expect(undone.json<AdminOrder>()).toMatchObject({
      status: 'saiu para entrega',
      paymentStatus: 'a_receber',
      paidAt: null,
    });
    expect((await historyOf(order.id)).slice(-3)).toEqual([
      expect.objectContaining({ kind: 'payment', to: 'pago', note: 'na entrega' }),
      expect.objectContaining({ kind: 'undo', from: 'entregue', to: 'saiu para entrega' }),
      expect.objectContaining({ kind: 'payment', to: 'a_receber', note: 'entrega desfeita' }),
    ]);
  });

  it('keeps the reason of a rejection, shows it on the tracking page, and drops it on undo', async () => {
    const { order } = await placeOrder(t, smallOrder(menu));
    const rejected = await ana.post(`/api/admin/orders/${order.id}/status`, {
      status: 'rejeitado',
      from: 'pendente',
      reason: '  Fora da área de entrega ',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json<AdminOrder>().rejectionReason).toBe('Fora da área de entrega');
    const tracked = await t.app.inject({ method: 'GET', url: `/api/orders/${order.publicId}` });
    expect(tracked.json<TrackedOrder>()).toMatchObject({
      status: 'rejeitado',
      rejectionReason: 'Fora da área de entrega',
    });
    expect((await historyOf(order.id)).at(-1)).toMatchObject({
      to: 'rejeitado',
      note: 'Fora da área de entrega',
    });
    const undone = await ana.post(`/api/admin/orders/${order.id}/status/undo`, {
      from: 'rejeitado',
    });
    expect(undone.json<AdminOrder>()).toMatchObject({ status: 'pendente', rejectionReason: null });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.rejectionReason).toBeNull();
  });

  it('refuses a reason that is blank or too long', async () => {
    const { order } = await placeOrder(t, smallOrder(menu));
    for (const reason of ['   ', 'x'.repeat(201)]) {
      const res = await ana.post(`/api/admin/orders/${order.id}/status`, {
        status: 'rejeitado',
        reason,
      });
      expect(res.statusCode).toBe(400);
    }
    const events = await t.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id));
    expect(events).toEqual([]);
  });
});
