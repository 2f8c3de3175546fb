import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { WEEKDAYS, type Schedules } from '../../domain/opening-hours';
import { openDatabase, type Database, type DatabaseHandle } from '../client';
import { establishmentSettings } from '../schema';
import { databaseUrl, quoteIdentifier, withAdminClient } from './postgres-admin';
import type { TestDatabaseTemplate } from './test-database-template';

const template = inject('testDatabase');
if (!template) {
  throw new Error(
    'No test database template: run database tests through an api-* project of vitest.config.ts ' +
      "(npx vitest run --project 'api-pglite*'), whose global setup prepares it.",
  );
}

/** The database these tests run on, for test names: every database test runs on both. */
export const testDbKind: TestDatabaseTemplate['kind'] = template.kind;

export interface TestDatabase extends DatabaseHandle {
  /**
   * Makes the database stop answering, as a crashed or stopped server would. PGlite is closed for
   * good; PostgreSQL drops this database's connections and refuses new ones until `resume()`.
   */
  stop(): Promise<void>;
  /** PostgreSQL only: accept connections again after `stop()`. */
  resume?: () => Promise<void>;
}

/** A fresh, migrated and seeded database of its own; `close()` throws it away. */
export function createTestDatabase(): Promise<TestDatabase> {
  return template.kind === 'pglite'
    ? clonePglite(template.dumpFile)
    : clonePostgres(template.serverUrl, template.templateName);
}

async function clonePglite(dumpFile: string): Promise<TestDatabase> {
  const handle = await openDatabase({
    kind: 'pglite',
    loadDataDir: new Blob([readFileSync(dumpFile)]),
  });
  return { ...handle, stop: () => handle.close() };
}

async function clonePostgres(serverUrl: string, templateName: string): Promise<TestDatabase> {
  const name = `forno_test_${randomBytes(6).toString('hex')}`;
  const admin = (sql: string, params: unknown[] = []) =>
    withAdminClient(serverUrl, (client) => client.query(sql, params));
  await admin(`CREATE DATABASE ${quoteIdentifier(name)} TEMPLATE ${quoteIdentifier(templateName)}`);
  const handle = await openDatabase({
    kind: 'postgres',
    url: databaseUrl(serverUrl, name),
    poolSize: 4,
  });
  return {
    ...handle,
    async close() {
      try {
        await handle.close();
      } finally {
        await admin(`DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`);
      }
    },
    async stop() {
      await admin(`ALTER DATABASE ${quoteIdentifier(name)} ALLOW_CONNECTIONS false`);
      await admin(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [name],
      );
    },
    async resume() {
      await admin(`ALTER DATABASE ${quoteIdentifier(name)} ALLOW_CONNECTIONS true`);
    },
  };
}

/**
 * A fresh database for a server the test runs as a child process (`src/server/main.ts`): the
 * environment that points the child at it, and a way for the test to open it itself. On PGlite the
 * child owns the data directory while it runs: open it only while no child does.
 */
export interface ServerTestDatabase {
  kind: TestDatabaseTemplate['kind'];
  /** `DATA_DIR` (PGlite) or `DATABASE_URL` (PostgreSQL), and nothing else. */
  env: { DATA_DIR?: string; DATABASE_URL?: string };
  /** A handle of the test's own; its caller closes it. */
  open(): Promise<DatabaseHandle>;
  /** Throws the database away (the PGlite folder, the PostgreSQL database). */
  dispose(): Promise<void>;
}

/**
 * `openAllDay`: the shop's hours become 00:00 às 23:59 every day, so orders never depend on the
 * hour the test runs at. `setUp`: what the test adds before any server runs (a pending job, …).
 * Both run on the handle that makes the copy, so the folder is opened once, not once more per step.
 */
export async function createServerTestDatabase(
  options: { openAllDay?: boolean; setUp?: (db: Database) => Promise<void> } = {},
): Promise<ServerTestDatabase> {
  return createServerDatabase(async (db) => {
    if (options.openAllDay) await openShopAllDay(db);
    await options.setUp?.(db);
  });
}

/**
 * The shop opens 00:00 às 23:59 every day (the end minute is inside the hours): a test that places
 * orders on the real clock passes at any hour it runs.
 */
export async function openShopAllDay(db: Database): Promise<void> {
  await db.update(establishmentSettings).set({
    isActive: true,
    schedules: Object.fromEntries(WEEKDAYS.map((d) => [d, '00:00 às 23:59'])) as Schedules,
  });
}

async function createServerDatabase(
  prepare: (db: Database) => Promise<void>,
): Promise<ServerTestDatabase> {
  if (template.kind === 'postgres') {
    const { serverUrl, templateName } = template;
    const name = `forno_test_${randomBytes(6).toString('hex')}`;
    await withAdminClient(serverUrl, (client) =>
      client.query(
        `CREATE DATABASE ${quoteIdentifier(name)} TEMPLATE ${quoteIdentifier(templateName)}`,
      ),
    );
    const url = databaseUrl(serverUrl, name);
    const database: ServerTestDatabase = {
      kind: 'postgres',
      env: { DATABASE_URL: url },
      open: () => openDatabase({ kind: 'postgres', url, poolSize: 2 }),
      dispose: async () => {
        await withAdminClient(serverUrl, (client) =>
          client.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`),
        );
      },
    };
    try {
      const handle = await database.open();
      try {
        await prepare(handle.db);
      } finally {
        await handle.close();
      }
    } catch (error) {
      await database.dispose();
      throw error;
    }
    return database;
  }
  const dir = mkdtempSync(join(tmpdir(), 'forno-server-'));
  const dataDir = join(dir, 'data');
  try {
    // PGlite writes the migrated template into the empty folder, where the child finds it.
    const seeded = await openDatabase({
      kind: 'pglite',
      dataDir,
      loadDataDir: new Blob([readFileSync(template.dumpFile)]),
    });
    try {
      await prepare(seeded.db);
    } finally {
      await seeded.close();
    }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    kind: 'pglite',
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ kind: 'pglite', dataDir }),
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
}
