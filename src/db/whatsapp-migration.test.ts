import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from './migrations-dir';
import { establishmentSettings } from './schema';
import { createTestDatabase, testDbKind, type TestDatabase } from './test/test-database';

/** Migration 0004 on a shop that stored its WhatsApp as typed, before it was normalised. */
describe(`the WhatsApp migration on ${testDbKind}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  const migration = readFileSync(
    join(MIGRATIONS_DIR, '0004_whatsapp_with_country_code.sql'),
    'utf8',
  );

  it.each([
    ['11987654321', '5511987654321'],
    ['1134567890', '551134567890'],
    ['5511987654321', '5511987654321'],
    ['', ''],
    ['123', '123'],
  ])('turns a stored %s into %s', async (stored, expected) => {
    const { db } = database;
    await db
      .update(establishmentSettings)
      .set({ whatsapp: stored })
      .where(eq(establishmentSettings.id, 1));
    await db.execute(sql.raw(migration));
    const [row] = await db.select().from(establishmentSettings);
    expect(row?.whatsapp).toBe(expected);
  });
});
