import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, orderEvents, orders, pixCharges, pixReceived } from '../../db/schema';
import { createServerTestDatabase, type ServerTestDatabase } from '../../db/test/test-database';
import type { TrackedOrder } from '../../domain/order';
import type { PixProviderConfig } from '../modules/pix/provider';
import { startFakeMercadoPago, type FakeMercadoPago } from '../test/fake-mercadopago';
import { connectTestPixProvider } from '../test/memory-pix-provider';
import { placeServedPixOrder } from '../test/served-order';
import { ServerProcess } from '../test/server-process';
import { TEST_SECRETS_KEY, testDbKind } from '../test/test-app';

/**
 * Issue 26's outbox promises with the built server as a child process and Mercado Pago's HTTP
 * fake (decision 062) as the shop's provider: the provider down while a Pix order waits for its
 * charge and the server killed meanwhile (nothing lost, nothing sent twice), and two instances on
 * one PostgreSQL running their job runners (each charge made once, each payment applied once).
 * Everything waits on what the processes log, never on a clock.
 */

/** A try of the charge job that failed, as the server logs it. */
const CHARGE_FAILED = /"kind":"pix\.create-charge"[^\n]*"msg":"job failed"/g;
/** The charge job marked done. */
const CHARGE_DONE = /"kind":"pix\.create-charge"[^\n]*"isMarked":true,"msg":"job done"/g;
/** A Mercado Pago notification's lookup, done. */
const LOOKUP_DONE = /"kind":"pix\.lookup-payment"[^\n]*"isMarked":true,"msg":"job done"/g;

const SERVER_ENV = {
  FORNO_SECRETS_KEY: TEST_SECRETS_KEY,
  JOBS_POLL_MS: '100',
  JOBS_LEASE_MS: '1500',
  LOG_LEVEL: 'info',
};

describe(`Pix charges through the outbox of the built server (${testDbKind})`, () => {
  let fake: FakeMercadoPago;
  const servers: ServerProcess[] = [];
  const databases: ServerTestDatabase[] = [];

  beforeAll(async () => {
    fake = await startFakeMercadoPago();
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.kill()));
    await fake?.close();
    await Promise.all(databases.map((database) => database.dispose()));
  });

  const connection = (): PixProviderConfig => ({
    kind: 'mercadopago',
    baseUrl: fake.baseUrl,
    credentials: { accessToken: fake.accessToken, webhookSecret: fake.webhookSecret },
  });

  /** A shop open all day, connected to the fake; answers the database and the webhook token. */
  async function connectedShop() {
    let token = '';
    const database = await createServerTestDatabase({
      openAllDay: true,
      setUp: async (db) => {
        token = await connectTestPixProvider(db, {}, connection());
      },
    });
    databases.push(database);
    return { database, token };
  }

  function serverOn(database: ServerTestDatabase): ServerProcess {
    const server = new ServerProcess({ ...database.env, ...SERVER_ENV });
    servers.push(server);
    return server;
  }

  async function tracked(on: ServerProcess, publicId: string): Promise<TrackedOrder> {
    const res = await fetch(`${on.baseUrl}/api/orders/${publicId}`);
    expect(res.status).toBe(200);
    return (await res.json()) as TrackedOrder;
  }

  /** The calls that asked the fake to create a charge for this txid. */
  const creationCalls = (txid: string) =>
    fake.requests.filter(
      (r) =>
        r.method === 'POST' &&
        r.url === '/v1/payments' &&
        (r.body as { external_reference?: string } | undefined)?.external_reference === txid,
    );
  const chargesAtFake = (txid: string) =>
    [...fake.payments.values()].filter((p) => p.external_reference === txid);

  /** Resolves once `pattern` was logged `total` times by the servers together, from `marks` on. */
  async function loggedTogether(
    procs: readonly ServerProcess[],
    pattern: RegExp,
    total: number,
    marks: readonly number[],
  ): Promise<void> {
    for (;;) {
      const counts = procs.map((p, i) => p.countOutput(pattern, marks[i]));
      if (counts.reduce((sum, n) => sum + n, 0) >= total) return;
      // the next line of either server, whichever comes first
      const next = procs.map((p, i) => p.waitForOutputCount(pattern, counts[i]! + 1, marks[i]));
      for (const waiting of next) waiting.catch(() => undefined);
      await Promise.race(next);
    }
  }

  it('the provider down and the server killed while the charge job fails: one charge once it is back', async () => {
    const { database } = await connectedShop();
    const server = serverOn(database);
    fake.setDown('unavailable');
    await server.start();
    const failures = server.waitForOutputCount(CHARGE_FAILED, 2);
    const order = await placeServedPixOrder(server, 1);
    await failures;
    // killed between two tries: no shutdown hook runs
    await server.kill();

    // nothing lost: the order, its charge still being made, its job still waiting
    const handle = await database.open();
    let txid: string;
    try {
      const [charge] = await handle.db
        .select()
        .from(pixCharges)
        .where(eq(pixCharges.orderId, order.id));
      expect(charge).toMatchObject({ status: 'criando', copiaECola: null });
      txid = charge!.txid;
      const [job] = await handle.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, 'pix.create-charge'), eq(jobs.key, txid)));
      expect(job?.status).toBe('pending');
      expect(job?.attempts).toBeGreaterThanOrEqual(2);
    } finally {
      await handle.close();
    }
    const triedWhileDown = creationCalls(txid).length;
    expect(triedWhileDown).toBeGreaterThanOrEqual(2);
    expect(chargesAtFake(txid)).toHaveLength(0);

    fake.setUp();
    const mark = server.outputMark();
    await server.start();
    await server.waitForOutputCount(CHARGE_DONE, 1, mark);

    // exactly one charge at the provider, asked under one idempotency key every time
    const made = chargesAtFake(txid);
    expect(made).toHaveLength(1);
    const calls = creationCalls(txid);
    expect(calls).toHaveLength(triedWhileDown + 1);
    expect(new Set(calls.map((c) => c.headers['x-idempotency-key'])).size).toBe(1);
    // and the customer's page has its code
    const page = await tracked(server, order.publicId);
    expect(page.pixCharge).toMatchObject({
      status: 'ativa',
      copiaECola: made[0]!.point_of_interaction.transaction_data.qr_code,
    });
    await server.kill('SIGTERM');
  }, 120_000);

  it.runIf(testDbKind === 'postgres')(
    'two instances on one PostgreSQL: each charge made once, each payment applied once',
    async () => {
      const { database, token } = await connectedShop();
      const pair = [serverOn(database), serverOn(database)] as const;
      await Promise.all(pair.map((server) => server.start()));
      const marks = pair.map((server) => server.outputMark());

      const placed = [];
      for (let n = 0; n < 6; n += 1) placed.push(await placeServedPixOrder(pair[n % 2]!, 10 + n));
      await loggedTogether(pair, CHARGE_DONE, placed.length, marks);

      const handle = await database.open();
      try {
        const charges = await handle.db.select().from(pixCharges);
        expect(charges).toHaveLength(placed.length);
        for (const charge of charges) {
          expect(charge.status).toBe('ativa');
          expect(creationCalls(charge.txid)).toHaveLength(1);
          expect(chargesAtFake(charge.txid)).toHaveLength(1);
        }

        // every payment told to both instances (a provider retrying on another address behind
        // the load balancer): each notification looked up by one of them, applied once
        for (const charge of charges) {
          const payment = fake.approve(charge.txid, { payerName: `PAGADOR ${charge.orderId}` });
          for (const server of pair) {
            const res = await fake.notify(`${server.baseUrl}/api/pix/webhook/${token}`, payment.id);
            expect(res.status, res.body).toBe(200);
          }
        }
        await loggedTogether(pair, LOOKUP_DONE, charges.length * 2, marks);

        for (const charge of charges) {
          const [order] = await handle.db
            .select()
            .from(orders)
            .where(eq(orders.id, charge.orderId));
          expect(order).toMatchObject({
            paymentStatus: 'pago',
            pixPayerName: `PAGADOR ${charge.orderId}`,
          });
          const received = await handle.db
            .select()
            .from(pixReceived)
            .where(eq(pixReceived.orderId, charge.orderId));
          expect(received).toHaveLength(1);
          const lines = await handle.db
            .select()
            .from(orderEvents)
            .where(and(eq(orderEvents.orderId, charge.orderId), eq(orderEvents.kind, 'pix')));
          expect(lines).toHaveLength(1);
        }
      } finally {
        await handle.close();
      }
      await Promise.all(pair.map((server) => server.kill('SIGTERM')));
    },
    120_000,
  );
});
