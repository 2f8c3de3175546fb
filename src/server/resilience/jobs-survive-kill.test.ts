import { createServer, type Server, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import { createServerTestDatabase, type ServerTestDatabase } from '../../db/test/test-database';
import { enqueueJob } from '../jobs/job-queue';
import { testDbKind } from '../test/test-app';
import { ServerProcess } from '../test/server-process';

/**
 * A kill in the middle of a job loses nothing and does nothing twice (docs/decisions/049): the
 * built server is killed with SIGKILL while a job's handler runs (the test kind `test.block`,
 * which waits on this test's TCP server), started again, and the job runs to its end once, on
 * the next instance, after the dead one's lease has passed on the database's clock.
 */

/** A TCP peer for `test.block`: each connection is one run, told to finish with `go`. */
class BlockPeer {
  readonly lines: string[] = [];
  private readonly sockets: Socket[] = [];
  private readonly waiters = new Set<() => void>();
  private server: Server | undefined;
  port = 0;

  async listen(): Promise<void> {
    const server = createServer((socket) => {
      this.sockets.push(socket);
      let pending = '';
      socket.setEncoding('utf8');
      socket.on('data', (text: string) => {
        pending += text;
        let end: number;
        while ((end = pending.indexOf('\n')) >= 0) {
          this.lines.push(pending.slice(0, end));
          pending = pending.slice(end + 1);
        }
        for (const wake of [...this.waiters]) wake();
      });
      socket.on('error', () => undefined);
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
  }

  /** Resolves once a line matching `pattern` has arrived. */
  waitFor(pattern: RegExp): Promise<string> {
    return new Promise((resolve) => {
      const check = () => {
        const line = this.lines.find((l) => pattern.test(l));
        if (line === undefined) return;
        this.waiters.delete(check);
        resolve(line);
      };
      this.waiters.add(check);
      check();
    });
  }

  /** Tells the latest run to finish. */
  go(): void {
    this.sockets.at(-1)?.write('go\n');
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}

describe(`a job cut by a kill on ${testDbKind}`, () => {
  let database: ServerTestDatabase;
  let server: ServerProcess | undefined;
  const peer = new BlockPeer();

  beforeAll(async () => {
    await peer.listen();
    // added while no server runs, as a committed change would have added it
    database = await createServerTestDatabase({
      setUp: (db) =>
        enqueueJob(db, { kind: 'test.block', key: 'once', payload: { port: peer.port } }),
    });
  });
  afterAll(async () => {
    await server?.kill();
    await peer.close();
    await database?.dispose();
  });

  it('runs again on the next instance after the lease, and completes exactly once', async () => {
    const env = {
      FORNO_TEST_JOBS: 'on',
      JOBS_LEASE_MS: '1500',
      JOBS_POLL_MS: '100',
      LOG_LEVEL: 'info',
    };
    const proc = new ServerProcess({ ...database.env, ...env });
    server = proc;
    await proc.start();
    await peer.waitFor(/^started \d+ 1$/);
    // killed while the handler waits: no shutdown hook gives the job back
    await proc.kill();

    const afterKill = await database.open();
    try {
      const [row] = await afterKill.db.select().from(jobs).where(eq(jobs.key, 'once'));
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row?.lockedBy).not.toBeNull();
    } finally {
      await afterKill.close();
    }

    await proc.start();
    // the dead instance's lease passes, then the new one runs the job
    await peer.waitFor(/^started \d+ 2$/);
    const done = proc.waitForOutput(/"msg":"job done"/);
    peer.go();
    await peer.waitFor(/^finished \d+ 2$/);
    await done;
    // a clean stop: nothing left to give back
    await proc.kill('SIGTERM');

    expect(peer.lines.filter((line) => line.startsWith('started'))).toHaveLength(2);
    expect(peer.lines.filter((line) => line.startsWith('finished'))).toEqual([
      expect.stringMatching(/ 2$/),
    ]);
    const after = await database.open();
    try {
      const [row] = await after.db.select().from(jobs).where(eq(jobs.key, 'once'));
      expect(row).toMatchObject({ status: 'done', attempts: 2, lockedBy: null, lastError: null });
    } finally {
      await after.close();
    }
  }, 120_000);
});
