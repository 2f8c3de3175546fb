// The benchmarks' databases: a fresh PGlite folder, or a database on a throwaway PostgreSQL.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type DatabaseConfig } from '../../src/db/client';
import { establishmentSettings } from '../../src/db/schema';
import { databaseUrl, withAdminClient } from '../../src/db/test/postgres-admin';
import { startThrowawayPostgres } from '../../src/db/test/throwaway-postgres';
import { WEEKDAYS, type Schedules } from '../../src/domain/opening-hours';

export interface BenchDatabase {
  kind: DatabaseConfig['kind'];
  config: DatabaseConfig;
  /** What the built server needs to open the same database. */
  serverEnv: Record<string, string>;
  /**
   * A database this process may open while the server holds `config`: PostgreSQL serves both; an
   * embedded data folder belongs to one process, so PGlite gets a copy (made before the server
   * starts writing to the original). Removed with the rest.
   */
  secondConfig(name?: string): DatabaseConfig;
  remove(): Promise<void>;
}

/**
 * A migrated, seeded database with the shop open all day (as e2e/fixtures/prepare-database.ts does),
 * so that orders are accepted whatever the hour the benchmark runs at.
 */
export async function createBenchDatabase(kind: DatabaseConfig['kind']): Promise<BenchDatabase> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'forno-bench-pglite-'));
    const dataDir = join(dir, 'server');
    const config: DatabaseConfig = { kind: 'pglite', dataDir };
    await prepare(config);
    return {
      kind,
      config,
      // load from one address: the per-address limits would refuse it (decision 017)
      serverEnv: { DATA_DIR: dataDir, RATE_LIMITS: 'off' },
      secondConfig(name = 'second') {
        const copy = join(dir, name);
        cpSync(dataDir, copy, { recursive: true });
        return { kind: 'pglite', dataDir: copy };
      },
      remove: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const server = await startThrowawayPostgres();
  try {
    await withAdminClient(server.url, (client) => client.query('CREATE DATABASE forno'));
    const url = databaseUrl(server.url, 'forno');
    const config: DatabaseConfig = { kind: 'postgres', url, poolSize: 10 };
    await prepare(config);
    return {
      kind,
      config,
      serverEnv: { DATABASE_URL: url, RATE_LIMITS: 'off' },
      secondConfig: () => config,
      remove: () => server.stop(),
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

async function prepare(config: DatabaseConfig): Promise<void> {
  const database = await openDatabase(config);
  try {
    await database.migrate();
    await database.db.update(establishmentSettings).set({
      schedules: Object.fromEntries(WEEKDAYS.map((d) => [d, '00:00 às 23:59'])) as Schedules,
    });
  } finally {
    await database.close();
  }
}
