import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { DataDirError } from './data-dir-error';
import {
  damagedDataDirError,
  inspectDataDir,
  readShopMarker,
  syncTree,
  writeShopMarker,
  type DataDirMode,
} from './data-dir';
import { lockDataDir, type DataDirLock } from './data-dir-lock';
import { checkShopIntegrity, dataChecksums, holdsShopTables } from './shop-integrity';
import { MIGRATIONS_DIR } from './migrations-dir';
import * as schema from './schema';
import { seedDatabase } from './seed/seed-database';

type Schema = typeof schema;
/** The same drizzle API over PGlite and node-postgres: code above the client never knows which. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories accept either, so a use case can run several of them in one transaction. */
export type Executor = Database | Transaction;

export type DatabaseConfig =
  | {
      kind: 'pglite';
      /** Omitted: in memory (tests). A folder is opened by one process at a time. */
      dataDir?: string;
      /** A tarball (a backup, a test template) to start a new folder from. */
      loadDataDir?: Blob;
      /** Who opens the folder, for the message another process gets: 'server', 'db:migrate', … */
      purpose?: string;
      /**
       * 'create' (the default) makes a new shop in a new folder; 'existing' refuses to (a backup
       * of nothing); 'restore' writes `loadDataDir` where a lost shop's folder was.
       */
      mode?: DataDirMode;
      /**
       * 'fsync' (the default): a commit returns once its WAL is on the disk (decision 016).
       * 'none' is PGlite's own behaviour, only for `npm run bench:api` to measure what fsync costs.
       */
      durability?: 'fsync' | 'none';
    }
  | { kind: 'postgres'; url: string; poolSize?: number };

export interface DatabaseHandle {
  kind: DatabaseConfig['kind'];
  db: Database;
  /** Runs the committed migrations, then seeds an empty database. Safe to run on every start. */
  migrate(): Promise<void>;
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  /** 'on' when PostgreSQL verifies each page's checksum as it reads it (docs/decisions/036). */
  dataChecksums(): Promise<string>;
  close(): Promise<void>;
  /** PGlite only: a tarball of the data directory, to clone a migrated database in tests. */
  dump?(): Promise<Blob>;
  /**
   * PGlite only: a consistent, gzipped copy of the data folder (`npm run backup`), taken between
   * two queries after a checkpoint, so it opens without recovery.
   */
  backup?(): Promise<Uint8Array>;
  /** PGlite with a folder: true when this open created a new, empty shop (a first start). */
  isNewDataDir?: boolean;
  /** PGlite with a folder: its absolute path. */
  dataDir?: string;
  /** PostgreSQL only: the connection string, for a connection of its own (the event bus LISTENs). */
  url?: string;
  /**
   * PGlite only: what its one connection hears on `channel` (NOTIFY, delivered on commit). The
   * job runner learns of new jobs this way (docs/decisions/049). Answers the unsubscribe.
   */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
}

/** Any number: the same key is used by every instance, so only one migrates at a time. */
const MIGRATION_LOCK_KEY = 7_202_611;
const PING_TIMEOUT_MS = 3_000;

export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  return config.kind === 'pglite' ? openPglite(config) : openPostgres(config);
}

async function openPglite(config: {
  dataDir?: string;
  loadDataDir?: Blob;
  purpose?: string;
  mode?: DataDirMode;
  durability?: 'fsync' | 'none';
}): Promise<DatabaseHandle> {
  // Each driver is loaded only when used: a server on PostgreSQL never holds PGlite in memory.
  const [
    { PGlite },
    { drizzle: drizzlePglite },
    { migrate: migratePglite },
    { DurableNodeFS, durableStartParams },
  ] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
    import('./durable-node-fs'),
  ]);

  let client: InstanceType<typeof PGlite>;
  let lock: DataDirLock | null = null;
  let isNewDataDir = false;
  const dataDir = config.dataDir ? resolve(config.dataDir) : undefined;
  if (dataDir) {
    // never initialise over a folder that held a shop, nor share one (docs/decisions/016)
    const mode = config.mode ?? 'create';
    inspectDataDir(dataDir, mode);
    lock = await lockDataDir(dataDir, config.purpose ?? 'server');
    const stderr: string[] = [];
    let isOpening = true;
    try {
      // again, now that no other process can change it
      isNewDataDir = inspectDataDir(dataDir, mode).kind === 'new';
      if (config.loadDataDir && !isNewDataDir) {
        throw new Error(`refusing to load a tarball into ${dataDir}, which already holds data`);
      }
      client = await PGlite.create({
        ...(config.durability === 'none'
          ? { dataDir }
          : {
              fs: new DurableNodeFS(dataDir),
              startParams: durableStartParams(PGlite.defaultStartParams),
            }),
        ...(config.loadDataDir ? { loadDataDir: config.loadDataDir } : {}),
        // a new folder checks every page it reads (an existing one keeps what it was made with)
        initDbStartParams: ['--data-checksums'],
        // PostgreSQL's own lines while opening become one readable reason if it fails
        onStderr: (text) => {
          if (!isOpening) return false;
          stderr.push(text);
          return true;
        },
      });
      isOpening = false;
      // PostgreSQL's routine LOG lines (recovery of a hot copy, …) are not news; problems are
      for (const line of stderr) {
        if (/\b(WARNING|ERROR|FATAL|PANIC):/.test(line))
          process.stderr.write(`${line.trimEnd()}\n`);
      }
    } catch (error) {
      await lock.release();
      if (error instanceof DataDirError) throw error;
      throw damagedDataDirError(dataDir, stderr, error);
    }
  } else {
    client = await PGlite.create({
      ...(config.loadDataDir ? { loadDataDir: config.loadDataDir } : {}),
    });
  }

  // drizzle's PGlite and node-postgres databases share PgDatabase; only the result HKT differs.
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  let closed = false;
  const handle: DatabaseHandle = {
    kind: 'pglite',
    db,
    isNewDataDir,
    ...(dataDir ? { dataDir } : {}),
    async migrate() {
      // a folder that held a shop (its marker says so), or a copy of one, must still hold it all
      const holdsShop =
        (dataDir !== undefined && readShopMarker(dataDir) !== null) || (await holdsShopTables(db));
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
      if (holdsShop) await checkShopIntegrity(db, dataDir ?? 'memória');
      await seedDatabase(db);
      if (dataDir && isNewDataDir) {
        // files PostgreSQL did not write itself (initdb, a loaded tarball) reach the disk too
        await client.exec('CHECKPOINT');
        syncTree(dataDir);
      }
      // from now on a missing folder is a lost shop, not a first start
      if (dataDir) writeShopMarker(dataDir, new Date());
    },
    async ping() {
      if (closed || client.closed) throw new Error('database closed');
      await withTimeout(client.query('select 1'), PING_TIMEOUT_MS);
    },
    dataChecksums: () => dataChecksums(db),
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        await lock?.release();
      }
    },
    dump: () => client.dumpDataDir('none') as Promise<Blob>,
    async listen(channel, onPayload) {
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        if (!closed && !client.closed) await unlisten();
      };
    },
    async backup() {
      if (closed || client.closed) throw new Error('database closed');
      await client.exec('CHECKPOINT');
      const tarball = await client.dumpDataDir('gzip');
      return new Uint8Array(await tarball.arrayBuffer());
    },
  };
  lock?.handleControl(async () => {
    if (!handle.backup) throw new Error('no backup');
    return handle.backup();
  });
  return handle;
}

async function openPostgres(config: { url: string; poolSize?: number }): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle: drizzleNodePg }, { migrate: migrateNodePg }] =
    await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
  const pool = new pg.Pool({
    connectionString: config.url,
    max: config.poolSize ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // A server that goes away must not crash the process: requests fail and /api/health says so.
  pool.on('error', () => undefined);
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  let closed = false;
  return {
    kind: 'postgres',
    db,
    url: config.url,
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        const locked = drizzleNodePg(client, { schema });
        const holdsShop = await holdsShopTables(locked as unknown as Database);
        await migrateNodePg(locked, { migrationsFolder: MIGRATIONS_DIR });
        if (holdsShop) await checkShopIntegrity(locked as unknown as Database, 'DATABASE_URL');
        await seedDatabase(locked as unknown as Database);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    async ping() {
      await withTimeout(db.execute(sql`select 1`), PING_TIMEOUT_MS);
    },
    dataChecksums: () => dataChecksums(db),
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
