import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { jobs } from '../../db/schema';
import { createInProcessEventBus, type BusEvent, type EventBus } from '../events/event-bus';
import { createTestDatabase, testDbKind, type TestDatabase } from '../test/test-app';
import { createJobRunner, enqueueJob, type JobRunner, type JobRunnerOptions } from './job-queue';

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

  beforeEach(async () => {
    database = await createTestDatabase();
    events = createInProcessEventBus();
    published.length = 0;
    events.subscribe((event) => published.push(event));
  });
  afterEach(async () => {
    for (const runner of runners.splice(0)) await runner.stop();
    for (const handle of extraHandles.splice(0)) await handle.close();
    await events.close();
    await database.close();
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
    expect(row).toMatchObject({ status: 'done', attempts: 1, lockedBy: null });
    // done is for good: adding it again later runs nothing
    await enqueueJob(database.db, { kind: 'test.note', key: 'a', payload: { n: 4 } });
    await runner.drain();
    expect(calls).toEqual([{ n: 1 }]);
  });

  it('wakes up when a job is committed, long before its next poll', async () => {
    const runner = runnerOn(database, { pollMs: 600_000 });
    const ran = signal<unknown>();
    runner.register('test.note', async (payload) => ran.settle(payload));
    runner.start();
    // the first look, at start, finds nothing; the job added next is told by NOTIFY on commit
    await database.db.transaction(async (tx) => {
      await enqueueJob(tx, { kind: 'test.note', key: 'late', payload: { n: 'late' } });
    });
    expect(await ran.promise).toEqual({ n: 'late' });
  });
});
