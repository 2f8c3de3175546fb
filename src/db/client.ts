import { mkdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { MIGRATIONS_DIR } from './migrations-dir';
import * as schema from './schema';
import { seedDatabase } from './seed/seed-database';

export type Schema = typeof schema;
/** The same drizzle API over PGlite and node-postgres: code above the client never knows which. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;
/** Repositories accept either, so a use case can run several of them in one transaction. */
export type Executor = Database | Transaction;

export type DatabaseConfig =
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string; poolSize?: number };

export interface DatabaseHandle {
  kind: DatabaseConfig['kind'];
  db: Database;
  /** Runs the committed migrations, then seeds an empty database. Safe to run on every start. */
  migrate(): Promise<void>;
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: a tarball of the data directory, to clone a migrated database in tests. */
  dump?(): Promise<Blob>;
  /** PostgreSQL only: the connection string, for a connection of its own (the event bus LISTENs). */
  url?: string;
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
}): Promise<DatabaseHandle> {
  if (config.dataDir) mkdirSync(config.dataDir, { recursive: true });
  // Each driver is loaded only when used: a server on PostgreSQL never holds PGlite in memory.
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = await PGlite.create({
    ...(config.dataDir ? { dataDir: config.dataDir } : {}),
    ...(config.loadDataDir ? { loadDataDir: config.loadDataDir } : {}),
  });
  // drizzle's PGlite and node-postgres databases share PgDatabase; only the result HKT differs.
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  let closed = false;
  return {
    kind: 'pglite',
    db,
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
      await seedDatabase(db);
    },
    async ping() {
      if (closed || client.closed) throw new Error('database closed');
      await withTimeout(client.query('select 1'), PING_TIMEOUT_MS);
    },
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
    dump: () => client.dumpDataDir('none') as Promise<Blob>,
  };
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
        await migrateNodePg(locked, { migrationsFolder: MIGRATIONS_DIR });
        await seedDatabase(locked as unknown as Database);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    async ping() {
      await withTimeout(db.execute(sql`select 1`), PING_TIMEOUT_MS);
    },
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
