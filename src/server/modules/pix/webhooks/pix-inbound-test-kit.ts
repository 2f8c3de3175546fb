import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { jobs, orderEvents, orders, pixCharges, pixReceived } from '../../../../db/schema';
import type { PixAutomationChoices } from '../../../../domain/pix-automation';
import type { PlacedOrder } from '../../../../domain/order';
import { openSse, type SseReader } from '../../../events/sse-test-reader';
import type { JobRunner } from '../../../jobs/job-queue';
import { loginAsAdmin } from '../../../test/admin-session';
import {
  connectTestPixProvider,
  createMemoryPixProvider,
  type MemoryPixProvider,
} from '../../../test/memory-pix-provider';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { asAdmin, placeOrder, smallOrder } from '../../admin-orders/admin-test-kit';
import { readMenu } from '../../orders/order-test-kit';
import type { ReceivedPix } from '../provider';

export interface PixShop {
  t: TestApp;
  memory: MemoryPixProvider;
  token: string;
  owner: ReturnType<typeof asAdmin>;
  /** The admin screens' live stream, as the desk reads it (over a real socket). */
  openDeskStream(): Promise<SseReader>;
  /** Runs the app's due jobs until none is due. */
  drain(): Promise<void>;
  /** The pending jobs of `kind` are due now (the database's clock is not the test's). */
  makeDue(kind: string): Promise<void>;
  pendingJobs(kind: string): Promise<(typeof jobs.$inferSelect)[]>;
  /** A Pix order with an active charge at the provider, its polling scheduled. */
  orderWithCharge(): Promise<{ order: PlacedOrder['order']; txid: string; chargeId: number }>;
  postWebhook(
    payments: readonly ReceivedPix[],
    options?: { token?: string; suffix?: string; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  orderRow(id: number): Promise<typeof orders.$inferSelect>;
  history(
    id: number,
    kind: 'pix' | 'refund' | 'status',
  ): Promise<(typeof orderEvents.$inferSelect)[]>;
  received(): Promise<(typeof pixReceived.$inferSelect)[]>;
  close(): Promise<void>;
}

/** A shop connected to an in-memory Pix provider, with the app's job runner in the test's hands. */
export async function openPixShop(choices: Partial<PixAutomationChoices> = {}): Promise<PixShop> {
  const memory = createMemoryPixProvider();
  let runner: JobRunner | undefined;
  const t = await createTestApp({
    openAllDay: true,
    pixProviderFactory: () => memory,
    jobs: {
      register: (appRunner) => {
        runner = appRunner;
      },
    },
  });
  const token = await connectTestPixProvider(t.database.db, choices);
  const cookie = await loginAsAdmin(t.app, t.database, new Date());
  const owner = asAdmin(t, cookie);
  const menu = await readMenu(t);
  const readers: SseReader[] = [];
  let baseUrl: string | null = null;
  const pendingJobs = (kind: string) =>
    t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, kind), eq(jobs.status, 'pending')))
      .orderBy(jobs.id);
  return {
    t,
    memory,
    token,
    owner,
    openDeskStream: async () => {
      baseUrl ??= await t.app.listen({ port: 0, host: '127.0.0.1' });
      const reader = await openSse(`${baseUrl}/api/admin/events`, { cookie });
      readers.push(reader);
      return reader;
    },
    drain: async () => {
      if (!runner) throw new Error('the app registered no job runner');
      await runner.drain();
    },
    makeDue: async (kind) => {
      await t.database.db
        .update(jobs)
        .set({ runAt: sql`now() - interval '1 second'` })
        .where(and(eq(jobs.kind, kind), eq(jobs.status, 'pending')));
    },
    pendingJobs,
    orderWithCharge: async () => {
      // placed as a customer does: the charges make its charge and start its polling
      const { order } = await placeOrder(t, smallOrder(menu));
      if (!runner) throw new Error('the app registered no job runner');
      await runner.drain();
      const [charge] = await t.database.db
        .select()
        .from(pixCharges)
        .where(and(eq(pixCharges.orderId, order.id), eq(pixCharges.status, 'ativa')));
      if (!charge) throw new Error('the order has no active charge');
      return { order, txid: charge.txid, chargeId: charge.id };
    },
    postWebhook: (payments, options = {}) => {
      const { body, headers } = memory.webhookOf(payments);
      return t.app.inject({
        method: 'POST',
        url: `/api/pix/webhook/${options.token ?? token}${options.suffix ?? ''}`,
        headers: { ...headers, ...options.headers },
        payload: body,
      });
    },
    orderRow: async (id) => {
      const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
      expect(row).toBeDefined();
      return row!;
    },
    history: (id, kind) =>
      t.database.db
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, id), eq(orderEvents.kind, kind)))
        .orderBy(orderEvents.id),
    received: () => t.database.db.select().from(pixReceived).orderBy(pixReceived.id),
    close: async () => {
      for (const reader of readers) reader.close();
      await t.close();
    },
  };
}
