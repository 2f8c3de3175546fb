import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../../db/schema';
import { CSRF_HEADER } from '../../../domain/admin-accounts';
import type { Menu } from '../../../domain/menu';
import type { PlacedOrder } from '../../../domain/order';
import { loginAsAdmin } from '../../test/admin-session';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';
import { FRIDAY_EVENING, MARIA, newKey, postOrder } from '../orders/order-test-kit';
import { pickEncoding } from './menu-cache';

describe(`GET /api/menu, cached for a few seconds (decision 011), on ${testDbKind}`, () => {
  let t: TestApp;
  const now = new Date(FRIDAY_EVENING);
  beforeAll(async () => {
    t = await createTestApp({ now: () => now, menuCacheTtlMs: 5_000 });
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/menu', headers });

  it('sends an ETag, and 304 with no body to a client that has that menu', async () => {
    const first = await get();
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const again = await get({ 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const other = await get({ 'if-none-match': 'W/"another-menu"' });
    expect(other.statusCode).toBe(200);
    expect(other.json<Menu>()).toEqual(first.json<Menu>());
  });

  it('sends the same menu in the encoding the browser asks for', async () => {
    const plain = await get();
    const brotli = await get({ 'accept-encoding': 'gzip, deflate, br, zstd' });
    const gzipped = await get({ 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    for (const res of [plain, brotli, gzipped]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers.etag).toBe(plain.headers.etag);
    }
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
  });

  it('serves the menu it read until the TTL ends, or until an admin changes something here', async () => {
    const before = (await get()).json<Menu>();
    const [product, other] = before.products;
    if (!product || !other) throw new Error('the sample menu has no products');
    // a change made elsewhere (another instance, SQL by hand): within the TTL, not yet seen
    await t.database.db
      .update(products)
      .set({ isAvailable: false })
      .where(eq(products.id, product.id));
    try {
      expect((await get()).json<Menu>()).toEqual(before);

      const cookie = await loginAsAdmin(t.app, t.database, now);
      const adminPost = (url: string, payload: Record<string, unknown>) =>
        t.app.inject({
          method: 'POST',
          url,
          headers: { cookie, [CSRF_HEADER]: '1' },
          payload,
        });
      // a refused admin request changed nothing
      const refused = await adminPost('/api/admin/orders/999999/status', { status: 'aprovado' });
      expect(refused.statusCode).toBe(404);
      expect((await get()).json<Menu>()).toEqual(before);

      // any admin change that succeeds: the next menu is read again
      const placed = await postOrder(
        t,
        {
          customer: MARIA,
          items: [{ productId: other.id, size: 'normal', quantity: 1 }],
          paymentMethod: 'Pix',
        },
        newKey(),
      );
      expect(placed.statusCode, placed.body).toBe(201);
      const { order } = placed.json<PlacedOrder>();
      const moved = await adminPost(`/api/admin/orders/${order.id}/status`, { status: 'aprovado' });
      expect(moved.statusCode, moved.body).toBe(200);
      const after = (await get()).json<Menu>();
      expect(after.products.find((p) => p.id === product.id)).toMatchObject({ isAvailable: false });
    } finally {
      await t.database.db
        .update(products)
        .set({ isAvailable: true })
        .where(eq(products.id, product.id));
    }
  });
});

describe('pickEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['deflate', null],
  ] as const)('Accept-Encoding %j sends %j', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});
