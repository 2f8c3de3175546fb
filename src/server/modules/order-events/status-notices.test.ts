import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../../../db/schema';
import type { Menu } from '../../../domain/menu';
import type { OrderStatus } from '../../../domain/order-status';
import type { JobRunner } from '../../jobs/job-queue';
import { loginAsAdmin } from '../../test/admin-session';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';
import { asAdmin, placeOrder, smallOrder } from '../admin-orders/admin-test-kit';
import { readMenu } from '../orders/order-test-kit';
import type { StatusNotice } from './status-notice';
import { statusNotifierJobKind, type StatusNotifier } from './status-notifiers';

/**
 * Decision 071: every change of an order's status that commits is told, once, to each of the
 * notifiers (push, WhatsApp, iFood), through the job queue; a move that did not happen tells
 * nobody, and a notifier that fails is retried alone.
 */
describe(`status notices on ${testDbKind}`, () => {
  let t: TestApp;
  let menu: Menu;
  let runner: JobRunner;
  let admin: ReturnType<typeof asAdmin>;
  const now = new Date();
  const heard: { name: string; notice: StatusNotice }[] = [];
  let failuresLeft = 0;

  const recording = (name: string): StatusNotifier => ({
    name,
    label: `Teste ${name}`,
    backoff: { baseMs: 0, maxMs: 0 },
    async notify(notice) {
      if (name === 'flaky' && failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error('o serviço não respondeu');
      }
      heard.push({ name, notice });
    },
  });

  beforeAll(async () => {
    t = await createTestApp({
      now: () => now,
      openAllDay: true,
      statusNotifiers: [recording('steady'), recording('flaky')],
      jobs: { register: (r) => (runner = r) },
    });
    admin = asAdmin(t, await loginAsAdmin(t.app, t.database, now));
    menu = await readMenu(t);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => {
    heard.length = 0;
    failuresLeft = 0;
  });

  // jobs run side by side: a notifier is told each move, not in a promised order (decision 071)
  const sorted = (list: (OrderStatus | null)[][]) =>
    [...list].sort((a, b) => String(a).localeCompare(String(b)));
  const moves = (name: string, orderId: number) =>
    sorted(
      heard
        .filter((entry) => entry.name === name && entry.notice.orderId === orderId)
        .map(({ notice }) => [notice.from, notice.to]),
    );
  const move = (id: number, status: OrderStatus, expected?: OrderStatus) =>
    admin.post(`/api/admin/orders/${id}/status`, {
      status,
      ...(expected ? { from: expected } : {}),
    });

  it('tells each notifier of a new order and of every move the desk makes', async () => {
    const { order } = await placeOrder(t, smallOrder(menu));
    expect((await move(order.id, 'aprovado')).statusCode).toBe(200);
    expect((await move(order.id, 'em preparo')).statusCode).toBe(200);
    await runner.drain();
    for (const name of ['steady', 'flaky']) {
      expect(moves(name, order.id)).toEqual(
        sorted([
          [null, 'pendente'],
          ['pendente', 'aprovado'],
          ['aprovado', 'em preparo'],
        ]),
      );
    }
    expect(heard.find((entry) => entry.notice.orderId === order.id)?.notice.at).toEqual(now);
  });

  it('tells nobody of a move that lost to another one, and tells an undo as a move back', async () => {
    const { order } = await placeOrder(t, smallOrder(menu));
    expect((await move(order.id, 'aprovado')).statusCode).toBe(200);
    expect((await move(order.id, 'aprovado', 'pendente')).statusCode).toBe(409);
    const undo = await admin.post(`/api/admin/orders/${order.id}/status/undo`, {
      from: 'aprovado',
    });
    expect(undo.statusCode, undo.body).toBe(200);
    await runner.drain();
    expect(moves('steady', order.id)).toEqual(
      sorted([
        [null, 'pendente'],
        ['pendente', 'aprovado'],
        ['aprovado', 'pendente'],
      ]),
    );
  });

  it('retries a notifier that failed without telling the others twice', async () => {
    const { order } = await placeOrder(t, smallOrder(menu));
    failuresLeft = 1;
    await runner.drain();
    expect(moves('flaky', order.id)).toEqual([[null, 'pendente']]);
    expect(moves('steady', order.id)).toEqual([[null, 'pendente']]);
    const flakyJobs = await t.database.db
      .select({ attempts: jobs.attempts, status: jobs.status })
      .from(jobs)
      .where(eq(jobs.kind, statusNotifierJobKind('flaky')));
    expect(flakyJobs.some((job) => job.attempts === 2 && job.status === 'done')).toBe(true);
  });

  it('adds nothing new when a notice runs again: the same move is one job per notifier', async () => {
    const { order } = await placeOrder(t, smallOrder(menu));
    await runner.drain();
    const kinds = await t.database.db
      .select({ kind: jobs.kind })
      .from(jobs)
      .where(like(jobs.key, `order:${order.id}:%`));
    const names = kinds.map(({ kind }) => kind);
    // the app's own notifiers (push, WhatsApp, …) have theirs too: each kind once
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining([
        'order.status-notice',
        statusNotifierJobKind('flaky'),
        statusNotifierJobKind('steady'),
        statusNotifierJobKind('web-push'),
      ]),
    );
  });
});
