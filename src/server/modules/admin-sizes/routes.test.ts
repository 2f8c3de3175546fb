import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSize } from '../../../domain/admin-sizes';
import type { AdminProduct } from '../../../domain/admin-catalogue';
import { openSse, type SseReader } from '../../events/sse-test-reader';
import { loginAsAdmin } from '../../test/admin-session';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';
import { asAdmin, placeOrder, smallOrder } from '../admin-orders/admin-test-kit';
import { FRIDAY_EVENING, postOrder, productNamed, readMenu } from '../orders/order-test-kit';

interface ErrorAnswer {
  error: { code: string; message: string; details?: { path: string; message: string }[] };
}

const FAMILIA = { name: 'Família', slices: 12, note: '45cm', maxFlavours: 4, isActive: true };

describe(`the shop's sizes (/api/admin/sizes) on ${testDbKind}`, () => {
  let t: TestApp;
  let admin: ReturnType<typeof asAdmin>;
  let baseUrl: string;
  const now = new Date(FRIDAY_EVENING);
  const readers: SseReader[] = [];

  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    admin = asAdmin(t, await loginAsAdmin(t.app, t.database, now));
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const reader of readers) reader.close();
    await t?.close();
  });

  async function sizes(): Promise<AdminSize[]> {
    const res = await admin.get('/api/admin/sizes');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ sizes: AdminSize[] }>().sizes;
  }

  async function menuStream(): Promise<SseReader> {
    const reader = await openSse(`${baseUrl}/api/menu/events`);
    readers.push(reader);
    return reader;
  }

  /** Sets a product's prices per size through the product API, as the dialog does. */
  async function setPrices(name: string, sizePrices: Record<string, number>) {
    const products = (await admin.get('/api/admin/products')).json<{ products: AdminProduct[] }>();
    const product = products.products.find((p) => p.name === name);
    if (!product) throw new Error(`no product ${name}`);
    const res = await admin.put(`/api/admin/products/${product.id}`, {
      name: product.name,
      description: product.description,
      categoryId: product.categoryId,
      sizePrices: { ...product.sizePrices, ...sizePrices },
      ingredients: product.ingredients,
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  it('lists the sample shop’s Grande and Broto in order', async () => {
    expect(await sizes()).toMatchObject([
      { id: 'normal', name: 'Grande', slices: 8, note: '35cm', maxFlavours: 3, isActive: true },
      { id: 'broto', name: 'Broto', slices: 4, note: '20cm', maxFlavours: 2, isActive: true },
    ]);
  });

  it('adds Família last: the open menu follows, and a four-flavour Família is ordered at its price', async () => {
    const stream = await menuStream();
    const created = await admin.post('/api/admin/sizes', FAMILIA);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<AdminSize>()).toEqual({
      ...FAMILIA,
      id: 'familia',
      sortOrder: 2,
      usedByOrders: false,
    });
    await stream.next('menu');
    expect((await readMenu(t)).sizes.map((s) => s.name)).toEqual(['Grande', 'Broto', 'Família']);

    await setPrices('Calabresa', { familia: 8900 });
    await setPrices('Portuguesa', { familia: 9500 });
    await setPrices('Frango com Catupiry', { familia: 9200 });
    await setPrices('Quatro Queijos', { familia: 8700 });
    const menu = await readMenu(t);
    const [main, ...extra] = [
      'Calabresa',
      'Portuguesa',
      'Frango com Catupiry',
      'Quatro Queijos',
    ].map((name) => productNamed(menu, name));
    const placed = await placeOrder(
      t,
      smallOrder(menu, {
        items: [
          {
            productId: main!.id,
            size: 'familia',
            quantity: 1,
            extraFlavourIds: extra.map((p) => p!.id),
          },
        ],
      }),
    );
    // the sample shop prices by the main flavour ('principal'): R$ 89,00
    expect(placed.order.items[0]).toMatchObject({
      size: 'familia',
      sizeName: 'Família',
      basePriceCents: 8900,
    });
    expect((await sizes()).find((s) => s.id === 'familia')?.usedByOrders).toBe(true);
  });

  it('moves a size up and down the menu', async () => {
    const up = await admin.post('/api/admin/sizes/familia/move', { direction: 'up' });
    expect(up.statusCode, up.body).toBe(204);
    expect((await sizes()).map((s) => s.id)).toEqual(['normal', 'familia', 'broto']);
    await admin.post('/api/admin/sizes/familia/move', { direction: 'down' });
    expect((await readMenu(t)).sizes.map((s) => s.id)).toEqual(['normal', 'broto', 'familia']);
  });

  it('never deletes a size an order used; deactivated, it leaves the menu and orders in it are refused', async () => {
    const refused = await admin.delete('/api/admin/sizes/familia');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorAnswer>().error.message).toMatch(/Desative-o/);

    const off = await admin.put('/api/admin/sizes/familia', { ...FAMILIA, isActive: false });
    expect(off.statusCode, off.body).toBe(200);
    const menu = await readMenu(t);
    expect(menu.sizes.map((s) => s.id)).toEqual(['normal', 'broto']);
    const order = await postOrder(
      t,
      smallOrder(menu, {
        items: [{ productId: productNamed(menu, 'Calabresa').id, size: 'familia', quantity: 1 }],
      }),
    );
    expect(order.statusCode).toBe(422);
    expect(order.json<ErrorAnswer>().error.code).toBe('INVALID_SIZE');
    expect((await sizes()).find((s) => s.id === 'familia')).toMatchObject({ isActive: false });
  });

  it('deletes a size no order used, with its prices', async () => {
    const created = await admin.post('/api/admin/sizes', { ...FAMILIA, name: 'Média' });
    expect(created.json<AdminSize>().id).toBe('media');
    await setPrices('Calabresa', { media: 6500 });
    const res = await admin.delete('/api/admin/sizes/media');
    expect(res.statusCode, res.body).toBe(204);
    expect((await sizes()).map((s) => s.id)).not.toContain('media');
    expect(productNamed(await readMenu(t), 'Calabresa').sizePrices).not.toHaveProperty('media');
  });

  it('keeps one size on sale: turning off the last active one is refused', async () => {
    const broto = await admin.put('/api/admin/sizes/broto', {
      name: 'Broto',
      slices: 4,
      note: '20cm',
      maxFlavours: 2,
      isActive: false,
    });
    expect(broto.statusCode, broto.body).toBe(200);
    const last = await admin.put('/api/admin/sizes/normal', {
      name: 'Grande',
      slices: 8,
      note: '35cm',
      maxFlavours: 3,
      isActive: false,
    });
    expect(last.statusCode).toBe(409);
    expect(last.json<ErrorAnswer>().error.message).toBe(
      'A loja precisa de pelo menos um tamanho ativo no cardápio.',
    );
  });

  it('refuses a size with the form messages: no name, 0 slices, 5 flavours; an unknown one is 404', async () => {
    const res = await admin.post('/api/admin/sizes', {
      name: ' ',
      slices: 0,
      note: '',
      maxFlavours: 5,
      isActive: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorAnswer>().error.details?.map((d) => d.message)).toEqual(
      expect.arrayContaining([
        'Informe o nome do tamanho',
        'Pelo menos 1 fatia',
        'De 1 a 4 sabores',
      ]),
    );
    expect((await admin.put('/api/admin/sizes/nenhum', FAMILIA)).statusCode).toBe(404);
  });
});
