import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import * as schema from '../../../db/schema';

/** Every table the app reads or writes, from the drizzle schema itself. */
export const REQUIRED_TABLES: readonly string[] = (Object.values(schema) as unknown[])
  .flatMap((value) => (is(value, PgTable) ? [getTableName(value)] : []))
  .sort();

/** The app's tables that the database does not have (a damaged or foreign database). */
export async function findMissingTables(db: Executor): Promise<string[]> {
  const result = await db.execute<{ table_name: string }>(sql`
    select table_name from information_schema.tables
    where table_schema = current_schema()
      and table_name in (${sql.join(
        REQUIRED_TABLES.map((name) => sql`${name}`),
        sql`, `,
      )})`);
  // node-postgres and PGlite both answer { rows }
  const { rows } = result as unknown as { rows: { table_name: string }[] };
  const present = new Set(rows.map((row) => row.table_name));
  return REQUIRED_TABLES.filter((name) => !present.has(name));
}
