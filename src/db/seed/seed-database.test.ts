import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDbKind, type TestDatabase } from '../test/test-database';
import {
  categories,
  crustFillings,
  crusts,
  establishmentSettings,
  extraIngredients,
  products,
} from '../schema';

describe(`seeding a database on ${testDbKind}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  async function rowCounts() {
    const { db } = database;
    return {
      categories: await db.$count(categories),
      products: await db.$count(products),
      extras: await db.$count(extraIngredients),
      crusts: await db.$count(crusts),
      crustFillings: await db.$count(crustFillings),
      settings: await db.$count(establishmentSettings),
    };
  }

  it('loads the sample menu once: a restart (migrate again) adds no second copy', async () => {
    const first = await rowCounts();
    expect(first).toMatchObject({
      categories: 10,
      extras: 39,
      crusts: 3,
      crustFillings: 5,
      settings: 1,
    });
    expect(first.products).toBeGreaterThan(0);

    await database.migrate();
    expect(await rowCounts()).toEqual(first);
  });

  it("keeps the owner's changed settings across a restart", async () => {
    const savedAt = new Date('2026-11-18T10:15:00.000Z');
    await database.db
      .update(establishmentSettings)
      .set({ name: 'Pizzaria do Bairro', isActive: false, lastUpdated: savedAt })
      .where(eq(establishmentSettings.id, 1));

    await database.migrate();

    const rows = await database.db.select().from(establishmentSettings);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Pizzaria do Bairro',
      isActive: false,
      lastUpdated: savedAt,
    });
  });
});
