import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUIRED_TABLES } from './repository';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';

describe(`GET /api/health on ${testDbKind}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const getHealth = () => t.app.inject({ method: 'GET', url: '/api/health' });

  it('says the server and its database are up, and is never cached', async () => {
    const res = await getHealth();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', databaseKind: testDbKind });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  if (testDbKind === 'postgres') {
    it('answers ok again once a stopped PostgreSQL accepts connections again', async () => {
      expect((await getHealth()).statusCode).toBe(200);
      await t.database.stop();
      expect((await getHealth()).statusCode).toBe(503);
      await t.database.resume?.();
      const res = await getHealth();
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'ok', database: 'ok' });
    });
  }

  it('knows every table of the schema', () => {
    expect(REQUIRED_TABLES).toEqual(expect.arrayContaining(['orders', 'order_items', 'customers']));
  });

  // A database that answers `select 1` but lost its tables is not a working shop.
  it('answers 503 with database "incomplete" and the missing tables when one is gone', async () => {
    await t.database.db.execute(
      sql`alter table order_item_extras rename to order_item_extras_gone`,
    );
    try {
      const res = await getHealth();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'error',
        database: 'incomplete',
        databaseKind: testDbKind,
        missingTables: ['order_item_extras'],
      });
    } finally {
      await t.database.db.execute(
        sql`alter table order_item_extras_gone rename to order_item_extras`,
      );
    }
    expect((await getHealth()).statusCode).toBe(200);
  });

  // Last: on PGlite, stopping the database is for good.
  it('answers 503 with database "unavailable" while the database is stopped', async () => {
    await t.database.stop();
    const res = await getHealth();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'error',
      database: 'unavailable',
      databaseKind: testDbKind,
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('makes the data routes answer 503 DATABASE_UNAVAILABLE, never a 500, while it is stopped', async () => {
    for (const url of ['/api/menu', '/api/establishment']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(503);
      expect(res.json().error.code, url).toBe('DATABASE_UNAVAILABLE');
    }
  });
});
