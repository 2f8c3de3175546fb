import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../../../db/schema';
import type { ProblemJobs } from '../../../domain/admin-jobs';
import { openSse, type SseReader } from '../../events/sse-test-reader';
import {
  enqueueJob,
  type JobKindOptions,
  type JobRunner,
  type JobSubject,
} from '../../jobs/job-queue';
import { loginAsAdmin } from '../../test/admin-session';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';
import { asAdmin } from '../admin-orders/admin-test-kit';

interface ErrorAnswer {
  error: { code: string; message: string };
}

describe(`'Tarefas com problema' (/api/admin/jobs) on ${testDbKind}`, () => {
  let t: TestApp;
  let runner: JobRunner;
  let owner: ReturnType<typeof asAdmin>;
  let cookie: string;
  let baseUrl: string;
  const readers: SseReader[] = [];
  /** Whether the printer answers; each run is recorded. */
  let isPrinterOn = false;
  const runs: number[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      jobs: {
        register(jobRunner) {
          runner = jobRunner;
          jobRunner.register(
            'test.print',
            async (_payload, { attempt }) => {
              runs.push(attempt);
              if (!isPrinterOn) throw new Error('Impressora 192.168.0.50:9100 não respondeu');
            },
            { label: 'Impressão', backoff: { baseMs: 60_000, maxMs: 60_000 } },
          );
          // a kind that names its own subject
          const tableSubject = (payload: unknown): JobSubject | null =>
            typeof payload === 'object' && payload !== null && 'table' in payload
              ? { text: `Mesa ${String(payload.table)}` }
              : null;
          const options: JobKindOptions = { label: 'Aviso', subject: tableSubject };
          jobRunner.register(
            'test.notice',
            async () => {
              throw new Error('sem sinal');
            },
            options,
          );
        },
      },
    });
    cookie = await loginAsAdmin(t.app, t.database);
    owner = asAdmin(t, cookie);
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const reader of readers) reader.close();
    await t?.close();
  });
  beforeEach(async () => {
    await t.database.db.delete(jobs);
    isPrinterOn = false;
    runs.length = 0;
  });

  /** Runs the job until its attempts are spent: each wait made due on the database's clock. */
  async function failUntilDead(key: string, maxAttempts: number) {
    await enqueueJob(t.database.db, {
      kind: 'test.print',
      key,
      payload: { orderId: 42, role: 'cozinha' },
      maxAttempts,
    });
    for (let run = 0; run < maxAttempts; run += 1) {
      await runner.drain();
      await t.database.db
        .update(jobs)
        .set({ runAt: sql`now()` })
        .where(eq(jobs.key, key));
    }
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.key, key));
    if (!row) throw new Error('no job');
    return row;
  }
  const problems = async () => {
    const res = await owner.get('/api/admin/jobs/problems');
    expect(res.statusCode).toBe(200);
    return (res.json() as ProblemJobs).jobs;
  };
  const problemCount = async () =>
    ((await owner.get('/api/admin/jobs/problems/count')).json() as { count: number }).count;

  it('lists a job that died, in pt-BR, with its order, last error and attempts', async () => {
    expect(await problems()).toEqual([]);
    const dead = await failUntilDead('order:42:cozinha', 3);
    expect(dead.status).toBe('dead');
    expect(await problems()).toEqual([
      {
        id: dead.id,
        kind: 'test.print',
        label: 'Impressão',
        subject: 'Pedido #42',
        orderId: 42,
        status: 'dead',
        attempts: 3,
        maxAttempts: 3,
        lastError: 'Impressora 192.168.0.50:9100 não respondeu',
        nextRunAt: null,
        createdAt: dead.createdAt.toISOString(),
        isRunning: false,
      },
    ]);
    expect(await problemCount()).toBe(1);
  });

  it('names what a job concerns as its kind says', async () => {
    await enqueueJob(t.database.db, {
      kind: 'test.notice',
      key: 'n',
      payload: { table: 4 },
      maxAttempts: 1,
    });
    await runner.drain();
    const [job] = await problems();
    expect(job).toMatchObject({ label: 'Aviso', subject: 'Mesa 4', orderId: null, status: 'dead' });
  });

  it('lists a job that keeps failing while it still retries, with its next try', async () => {
    await enqueueJob(t.database.db, { kind: 'test.print', key: 'k', payload: {}, maxAttempts: 10 });
    for (let run = 0; run < 2; run += 1) {
      await runner.drain();
      await t.database.db.update(jobs).set({ runAt: sql`now()` });
    }
    // two failures: a hiccup, not yet a problem
    expect(await problemCount()).toBe(0);
    await runner.drain();
    const [job] = await problems();
    expect(job).toMatchObject({ status: 'pending', attempts: 3, subject: null, orderId: null });
    expect(Date.parse(job?.nextRunAt ?? '')).toBeGreaterThan(Date.now() - 5_000);
  });

  it("'Tentar de novo' runs a dead job again at once, and the live screens hear of it", async () => {
    const stream = await openSse(`${baseUrl}/api/admin/events`, { cookie });
    readers.push(stream);
    const dead = await failUntilDead('again', 2);
    await stream.next('jobs.changed');
    isPrinterOn = true;
    const res = await owner.post(`/api/admin/jobs/${dead.id}/retry`);
    expect(res.statusCode).toBe(204);
    await stream.next('jobs.changed');
    expect(await problems()).toEqual([]);
    await runner.drain();
    expect(runs).toEqual([1, 2, 1]);
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, dead.id));
    expect(row).toMatchObject({ status: 'done', attempts: 1 });
    // done: neither retried nor discarded any more
    const again = await owner.post(`/api/admin/jobs/${dead.id}/retry`);
    expect(again.statusCode).toBe(409);
    expect((again.json() as ErrorAnswer).error).toEqual({
      code: 'JOB_NOT_RETRIABLE',
      message: 'Esta tarefa já foi concluída.',
    });
  });

  it("'Descartar' gives a job up for good: it leaves the list and never runs", async () => {
    const dead = await failUntilDead('drop', 1);
    const res = await owner.post(`/api/admin/jobs/${dead.id}/discard`);
    expect(res.statusCode).toBe(204);
    expect(await problems()).toEqual([]);
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, dead.id));
    expect(row?.status).toBe('discarded');
    const retry = await owner.post(`/api/admin/jobs/${dead.id}/retry`);
    expect((retry.json() as ErrorAnswer).error.message).toBe('Esta tarefa já foi descartada.');
    await runner.drain();
    expect(runs).toEqual([1]);
  });

  it('refuses to retry or discard a job an instance is running, and unknown ones', async () => {
    const dead = await failUntilDead('busy', 1);
    // an instance holds it (a lease on the database's clock)
    await t.database.db
      .update(jobs)
      .set({ status: 'pending', lockedBy: 'other', lockedUntil: sql`now() + interval '1 minute'` })
      .where(eq(jobs.id, dead.id));
    for (const action of ['retry', 'discard']) {
      const res = await owner.post(`/api/admin/jobs/${dead.id}/${action}`);
      expect(res.statusCode).toBe(409);
      expect((res.json() as ErrorAnswer).error).toEqual({
        code: 'JOB_RUNNING',
        message: 'Esta tarefa está rodando agora. Espere ela terminar.',
      });
    }
    const missing = await owner.post('/api/admin/jobs/999999/retry');
    expect(missing.statusCode).toBe(404);
    expect((missing.json() as ErrorAnswer).error.message).toBe('Tarefa não encontrada.');
    const bad = await owner.post('/api/admin/jobs/abc/retry');
    expect(bad.statusCode).toBe(400);
  });

  it('is for the owner and the manager only', async () => {
    const manager = asAdmin(t, await loginAsAdmin(t.app, t.database, new Date(), 'manager'));
    expect((await manager.get('/api/admin/jobs/problems')).statusCode).toBe(200);
    for (const role of ['attendant', 'kitchen'] as const) {
      const staff = asAdmin(t, await loginAsAdmin(t.app, t.database, new Date(), role));
      const res = await staff.get('/api/admin/jobs/problems/count');
      expect(res.statusCode).toBe(403);
      expect((await staff.post('/api/admin/jobs/1/retry')).statusCode).toBe(403);
    }
  });
});
