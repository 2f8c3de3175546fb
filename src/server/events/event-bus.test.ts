import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminEvent } from '../../domain/admin-orders';
import { createTestDatabase, testDbKind, type TestDatabase } from '../test/test-app';
import { createEventBus, EVENTS_CHANNEL, type BusEvent, type EventBus } from './event-bus';

const created = (orderId: number): AdminEvent => ({
  type: 'order.created',
  orderId,
  origin: 'online',
});

describe.skipIf(testDbKind !== 'postgres')('the PostgreSQL event bus (LISTEN/NOTIFY)', () => {
  let database: TestDatabase;
  const buses: EventBus[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
    await database?.close();
  });

  async function openBus(errors: string[] = [], onListening?: () => void) {
    const bus = await createEventBus(database, {
      onError: (_error, message) => errors.push(message),
      reconnectMs: { initial: 20, max: 200 },
      onListening,
    });
    buses.push(bus);
    return bus;
  }

  function collect(bus: EventBus): BusEvent[] {
    const heard: BusEvent[] = [];
    bus.subscribe((event) => heard.push(event));
    return heard;
  }

  it('delivers an event published by one instance to both, once each', async () => {
    const one = await openBus();
    const two = await openBus();
    const heardByOne = collect(one);
    const heardByTwo = collect(two);
    await one.publish(created(41));
    await expect.poll(() => heardByTwo, { timeout: 2_000 }).toEqual([created(41)]);
    await expect.poll(() => heardByOne, { timeout: 2_000 }).toEqual([created(41)]);
    // the publisher hears its own event through LISTEN only, never a second time: the next
    // event comes in order, after any copy of the first would have
    await one.publish(created(42));
    await expect.poll(() => heardByOne, { timeout: 2_000 }).toEqual([created(41), created(42)]);
  });

  it('ignores, and reports, a notification on its channel that is not an event', async () => {
    const errors: string[] = [];
    const bus = await openBus(errors);
    const heard = collect(bus);
    await database.db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, 'not json')`);
    // only an instance itself says it resumed: one claimed through NOTIFY is not an event
    await database.db.execute(
      sql`select pg_notify(${EVENTS_CHANNEL}, '{"type":"events.resumed"}')`,
    );
    await database.db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, '{"type":"order.eaten"}')`);
    await bus.publish(created(5));
    await expect.poll(() => heard, { timeout: 2_000 }).toEqual([created(5)]);
    expect(errors.filter((message) => message.includes('not an event'))).toHaveLength(3);
  });

  it('LISTENs again after its connection is killed, and delivers what is published then', async () => {
    const errors: string[] = [];
    let listens = 0;
    let listeningAgain: () => void = () => undefined;
    const isListeningAgain = new Promise<void>((resolve) => (listeningAgain = resolve));
    const bus = await openBus(errors, () => {
      listens += 1;
      if (listens === 2) listeningAgain();
    });
    const heard = collect(bus);
    // as a failover or an idle-connection reaper would
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      const killed = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen%'`,
      );
      expect(killed.rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    await expect
      .poll(() => errors.includes('event bus: LISTEN connection lost'), { timeout: 2_000 })
      .toBe(true);
    // events sent while the connection is down are lost, by design; once it LISTENs again the
    // instance's own listeners are told to read the state again, and what is published is heard
    await isListeningAgain;
    await bus.publish(created(100));
    await expect
      .poll(() => heard, { timeout: 2_000 })
      .toEqual([{ type: 'events.resumed' }, created(100)]);
  });
});
