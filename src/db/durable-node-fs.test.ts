import type * as NodeFs from 'node:fs';
import { mkdtempSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';
import { testDbKind } from './test/test-database';

/** Every fsync(2) this process makes, by the path of the file it names. */
const synced = vi.hoisted(() => [] as string[]);

vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof NodeFs>();
  const fsyncSync = (fd: number) => {
    let path = `fd ${fd}`;
    try {
      path = readlinkSync(`/proc/self/fd/${fd}`);
    } catch {
      // not Linux: the count still tells
    }
    synced.push(path);
    fs.fsyncSync(fd);
  };
  return { ...fs, default: { ...fs, fsyncSync }, fsyncSync };
});

/**
 * An order answered 201 must survive a power cut (docs/decisions/016): PGlite's folder storage
 * must flush PostgreSQL's WAL to the disk before a commit returns.
 */
describe.skipIf(testDbKind !== 'pglite')('the embedded database on disk', () => {
  let dir: string;
  let database: DatabaseHandle;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'forno-durable-'));
    database = await openDatabase({ kind: 'pglite', dataDir: join(dir, 'data') });
    await database.db.execute(sql`create table t (id serial primary key, v text)`);
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs PostgreSQL with fsync on, syncing the WAL with fsync', async () => {
    const setting = async (name: string) =>
      (
        (await database.db.execute(sql.raw(`show ${name}`))) as unknown as {
          rows: Record<string, string>[];
        }
      ).rows[0]?.[name];
    expect(await setting('fsync')).toBe('on');
    expect(await setting('wal_sync_method')).toBe('fsync');
    expect(await setting('synchronous_commit')).toBe('on');
  });

  it('flushes the WAL to the disk before each commit returns', async () => {
    for (let i = 0; i < 3; i++) {
      synced.length = 0;
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into t (v) values (${`order ${i}`})`);
        await tx.execute(sql`insert into t (v) values (${`its item ${i}`})`);
        // nothing reaches the disk before the commit
        expect(synced).toEqual([]);
      });
      const walSyncs = synced.filter((path) => path.includes('/pg_wal/'));
      expect(walSyncs.length, `fsyncs: ${synced.join(', ')}`).toBeGreaterThanOrEqual(1);
    }
  });

  it('does not sync for a read', async () => {
    synced.length = 0;
    await database.db.execute(sql`select count(*) from t`);
    expect(synced).toEqual([]);
  });
});
