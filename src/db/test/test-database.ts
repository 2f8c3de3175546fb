import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../client';
import { databaseUrl, quoteIdentifier, withAdminClient } from './postgres-admin';
import type { TestDatabaseTemplate } from './test-database-template';

const template = inject('testDatabase');
if (!template) {
  throw new Error(
    'No test database template: run database tests through an api-* project of vitest.config.ts ' +
      '(npx vitest run --project api-pglite), whose global setup prepares it.',
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
