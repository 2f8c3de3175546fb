import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { jobs } from '../../db/schema';
import {
  createEventBus,
  createInProcessEventBus,
  type BusEvent,
  type EventBus,
} from '../events/event-bus';
import { createTestDatabase, testDbKind, type TestDatabase } from '../test/test-app';
import {
  createJobRunner,
  DEFAULT_MAX_ATTEMPTS,
  enqueueJob,
  type JobContext,
  type JobHandler,
  type JobRunner,
  type JobRunnerOptions,
} from './job-queue';

const silent = { info: () => undefined, warn: () => undefined };

/** A promise and the function that settles it: tests wait on what happens, never on a clock. */
function signal<T = void>() {
  let settle!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (settle = resolve));
  return { promise, settle };
}

describe(`the job queue on ${testDbKind}`, () => {
  let database: TestDatabase;
  let events: EventBus;
  const published: BusEvent[] = [];
  const runners: JobRunner[] = [];
  const extraHandles: DatabaseHandle[] = [];

  // one database for the file (a new one takes seconds): each test starts with no job
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    await database.db.delete(jobs);
    events = createInProcessEventBus();
    published.length = 0;
    events.subscribe((event) => published.push(event));
  });
  afterEach(async () => {
    for (const runner of runners.splice(0)) await runner.stop();
    for (const handle of extraHandles.splice(0)) await handle.close();
    await events.close();
  });

  const runnerOn = (handle: DatabaseHandle, options: JobRunnerOptions = {}) => {
    const runner = createJobRunner(
      { database: handle, events, log: silent },
      { stopGraceMs: 100, ...options },
    );
    runners.push(runner);
    return runner;
  };
  const jobRows = () => database.db.select().from(jobs).orderBy(jobs.id);

  it('adds nothing when the transaction that added the job rolls back', async () => {
    const runner = runnerOn(database);
    const calls: unknown[] = [];
    runner.register('test.note', async (payload) => void calls.push(payload));
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueJob(tx, { kind: 'test.note', key: 'a', payload: { n: 1 } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await runner.drain();
    expect(await jobRows()).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('runs a committed job once, and keeps one job for the same kind and key', async () => {
    const runner = runnerOn(database);
    const calls: unknown[] = [];
    runner.register('test.note', async (payload) => void calls.push(payload));
    await database.db.transaction(async (tx) => {
      await enqueueJob(tx, { kind: 'test.note', key: 'a', payload: { n: 1 } });
      await enqueueJob(tx, { kind: 'test.note', key: 'a', payload: { n: 2 } });
    });
    await enqueueJob(database.db, { kind: 'test.note', key: 'a', payload: { n: 3 } });
    await runner.drain();
    await runner.drain();
    expect(calls).toEqual([{ n: 1 }]);
    const [row] = await jobRows();
    expect(row).toMatchObject({
      status: 'done',
      attempts: 1,
      maxAttempts: DEFAULT_MAX_ATTEMPTS,
      lockedBy: null,
    });
    // done is for good: adding it again later runs nothing
    await enqueueJob(database.db, { kind: 'test.note', key: 'a', payload: { n: 4 } });
    await runner.drain();
    expect(calls).toEqual([{ n: 1 }]);
  });

  it('forgets finished jobs after the days it keeps them, and nothing still to do', async () => {
    const runner = runnerOn(database, { keepFinishedDays: 30 });
    runner.register('test.note', async () => undefined);
    for (const key of ['old-done', 'recent-done', 'old-discarded', 'old-dead', 'pending']) {
      await enqueueJob(database.db, { kind: 'test.note', key, payload: {} });
    }
    await runner.drain();
    const finishedDaysAgo = (key: string, status: 'done' | 'discarded' | 'dead', days: number) =>
      database.db
        .update(jobs)
        .set({ status, finishedAt: sql`now() - ${days} * interval '1 day'` })
        .where(eq(jobs.key, key));
    await finishedDaysAgo('old-done', 'done', 31);
    await finishedDaysAgo('recent-done', 'done', 29);
    await finishedDaysAgo('old-discarded', 'discarded', 45);
    await finishedDaysAgo('old-dead', 'dead', 45);
    await database.db
      .update(jobs)
      .set({ status: 'pending', finishedAt: null, runAt: sql`now() + interval '1 day'` })
      .where(eq(jobs.key, 'pending'));

    expect(await runner.sweepFinished()).toBe(2);
    expect((await jobRows()).map((row) => [row.key, row.status])).toEqual([
      ['recent-done', 'done'],
      ['old-dead', 'dead'],
      ['pending', 'pending'],
    ]);
    expect(await runner.sweepFinished()).toBe(0);
  });

  it('forgets old finished jobs as soon as it starts', async () => {
    await enqueueJob(database.db, { kind: 'test.note', key: 'old', payload: {} });
    await database.db
      .update(jobs)
      .set({ status: 'done', finishedAt: sql`now() - interval '40 days'` })
      .where(eq(jobs.key, 'old'));
    const forgotten = signal<object>();
    const runner = createJobRunner(
      {
        database,
        events,
        log: {
          info: (details, message) => {
            if (message === 'finished jobs forgotten') forgotten.settle(details);
          },
          warn: () => undefined,
        },
      },
      { stopGraceMs: 100 },
    );
    runners.push(runner);
    runner.start();
    expect(await forgotten.promise).toEqual({ deleted: 1 });
    expect(await jobRows()).toEqual([]);
  });

  it('wakes up when a job is committed, long before its next poll', async () => {
    // the server's bus: on PostgreSQL, NOTIFY reaches it through LISTEN
    const bus = await createEventBus(database);
    const runner = createJobRunner(
      { database, events: bus, log: silent },
      { pollMs: 600_000, stopGraceMs: 100 },
    );
    const ran = signal<unknown>();
    runner.register('test.note', async (payload) => ran.settle(payload));
    runner.start();
    // listening, and the first look (at start) found nothing: only NOTIFY on commit can wake it
    await runner.drain();
    await database.db.transaction(async (tx) => {
      await enqueueJob(tx, { kind: 'test.note', key: 'late', payload: { n: 'late' } });
    });
    expect(await ran.promise).toEqual({ n: 'late' });
    await runner.stop();
    await bus.close();
  });

  /** Due now, as if its wait had passed: the database's clock decides, not the test's. */
  const makeDue = (id: number) =>
    database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.id, id));
  /** How far ahead of the database's clock the job's next run is, in ms. */
  const waitOf = async (id: number) => {
    const [row] = await database.db
      .select({ ms: sql<number>`extract(epoch from (${jobs.runAt} - now())) * 1000` })
      .from(jobs)
      .where(eq(jobs.id, id));
    return Number(row?.ms);
  };

  it('retries a failing job with growing waits, up to the cap, then marks it dead', async () => {
    const runner = runnerOn(database);
    const attempts: number[] = [];
    runner.register(
      'test.fail',
      async (_payload, { attempt }) => {
        attempts.push(attempt);
        throw new Error(`impressora desligada (${attempt})`);
      },
      { backoff: { baseMs: 60_000, maxMs: 240_000 } },
    );
    await enqueueJob(database.db, {
      kind: 'test.fail',
      key: 'k',
      payload: { orderId: 7 },
      maxAttempts: 5,
    });
    const [job] = await jobRows();
    if (!job) throw new Error('no job');
    const waits: number[] = [];
    for (let run = 1; run <= 4; run += 1) {
      await runner.drain();
      // not due yet: a drain runs nothing more
      await runner.drain();
      expect(attempts).toHaveLength(run);
      waits.push(await waitOf(job.id));
      await makeDue(job.id);
    }
    // 60 s doubling, capped at 240 s, each with jitter between half and all of it
    const bounds = [60_000, 120_000, 240_000, 240_000];
    waits.forEach((wait, index) => {
      const full = bounds[index] ?? 0;
      // a few seconds of slack: the database's clock moved on between the failure and the read
      expect(wait).toBeGreaterThan(full / 2 - 5_000);
      expect(wait).toBeLessThanOrEqual(full);
    });
    expect(waits[1]).toBeGreaterThanOrEqual((waits[0] ?? 0) - 5_000);
    expect(published.filter((event) => event.type === 'jobs.changed').length).toBeGreaterThan(0);
    published.length = 0;

    await runner.drain();
    expect(attempts).toEqual([1, 2, 3, 4, 5]);
    const [dead] = await jobRows();
    expect(dead).toMatchObject({
      status: 'dead',
      attempts: 5,
      lastError: 'impressora desligada (5)',
      lockedBy: null,
    });
    // its death is told to the admin screens
    expect(published).toContainEqual({ type: 'jobs.changed' });
    // dead is for good: making it "due" runs nothing
    await makeDue(job.id);
    await runner.drain();
    expect(attempts).toHaveLength(5);
  });

  it('never runs one job twice at once with two instances on the same database', async () => {
    // on PostgreSQL the second runner has a pool of its own, as a second server would
    const second =
      database.kind === 'postgres' && database.url
        ? await openDatabase({ kind: 'postgres', url: database.url, poolSize: 4 })
        : database;
    if (second !== database) extraHandles.push(second);
    const calls = new Map<number, number>();
    let runningNow = new Set<number>();
    let overlaps = 0;
    const contexts: JobContext[] = [];
    const handler =
      (runnerName: string): JobHandler =>
      async (payload, context) => {
        contexts.push(context);
        const n = (payload as { n: number }).n;
        if (runningNow.has(n)) overlaps += 1;
        runningNow = new Set([...runningNow, n]);
        calls.set(n, (calls.get(n) ?? 0) + 1);
        // yield to the other runner while this one holds the job
        await new Promise((resolve) => setImmediate(resolve));
        runningNow.delete(n);
        void runnerName;
      };
    const a = runnerOn(database, { concurrency: 3, worker: 'a' });
    const b = runnerOn(second, { concurrency: 3, worker: 'b' });
    a.register('test.count', handler('a'));
    b.register('test.count', handler('b'));
    const total = 40;
    // added concurrently, some while the runners already claim
    const adding = Promise.all(
      Array.from({ length: total }, (_, n) =>
        enqueueJob(database.db, { kind: 'test.count', key: `n${n}`, payload: { n } }),
      ),
    );
    await Promise.all([a.drain(), b.drain(), adding]);
    await Promise.all([a.drain(), b.drain()]);
    expect(overlaps).toBe(0);
    expect([...calls.keys()].sort((x, y) => x - y)).toEqual(
      Array.from({ length: total }, (_, n) => n),
    );
    expect([...calls.values()].every((count) => count === 1)).toBe(true);
    expect(new Set(contexts.map((context) => context.jobId)).size).toBe(total);
    expect(contexts.every((context) => context.attempt === 1)).toBe(true);
    const rows = await jobRows();
    expect(rows.every((row) => row.status === 'done' && row.attempts === 1)).toBe(true);
  });

  it('gives a job whose instance died to another once its lease has passed', async () => {
    const dying = runnerOn(database, { worker: 'dying', leaseMs: 60_000 });
    const started = signal();
    dying.register('test.once', async (_payload, { signal: aborted }) => {
      started.settle();
      // a dead instance never finishes: this one waits until it is told it lost the job
      await new Promise((_resolve, reject) =>
        aborted.addEventListener('abort', () => reject(aborted.reason as Error)),
      );
    });
    await enqueueJob(database.db, { kind: 'test.once', key: 'x', payload: { orderId: 3 } });
    const dyingDrain = dying.drain();
    await started.promise;

    const other = runnerOn(database, { worker: 'other' });
    const effects: number[] = [];
    other.register('test.once', async (_payload, { attempt }) => void effects.push(attempt));
    // within the lease: the other instance leaves it alone
    await other.drain();
    expect(effects).toEqual([]);
    // the lease passes on the database's clock
    await database.db
      .update(jobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.key, 'x'));
    await other.drain();
    expect(effects).toEqual([2]);
    const [row] = await jobRows();
    expect(row).toMatchObject({ status: 'done', attempts: 2, lockedBy: null });

    // the first instance, if it ever comes back, finds the job is no longer its own
    await dying.stop();
    await dyingDrain;
    const [after] = await jobRows();
    expect(after).toMatchObject({ status: 'done', attempts: 2, lastError: null });
  });

  it('gives its running jobs back when it stops, so another instance runs them at once', async () => {
    const stopping = runnerOn(database, { worker: 'stopping', stopGraceMs: 50 });
    const started = signal();
    stopping.register('test.slow', async (_payload, { signal: aborted }) => {
      started.settle();
      await new Promise((_resolve, reject) =>
        aborted.addEventListener('abort', () => reject(aborted.reason as Error)),
      );
    });
    await enqueueJob(database.db, { kind: 'test.slow', key: 's', payload: {} });
    void stopping.drain();
    await started.promise;
    await stopping.stop();
    const [released] = await jobRows();
    expect(released).toMatchObject({ status: 'pending', attempts: 0, lockedBy: null });

    const other = runnerOn(database, { worker: 'other' });
    const effects: number[] = [];
    other.register('test.slow', async (_payload, { attempt }) => void effects.push(attempt));
    await other.drain();
    expect(effects).toEqual([1]);
  });
});
