import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { establishmentSettings } from '../../../db/schema';
import type { AdminProduct } from '../../../domain/admin-catalogue';
import { ORDERS_CSV_HEADER, type Report } from '../../../domain/admin-reports';
import type { PlaceOrderInput } from '../../../domain/order';
import { WEEKDAYS, type Schedules } from '../../../domain/opening-hours';
import { loginAsAdmin } from '../../test/admin-session';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';
import { asAdmin, customerWith, placeOrder, setStatus } from '../admin-orders/admin-test-kit';

/**
 * docs/decisions/053: the reports count pizzas by the size they were ordered in, under the name the
 * size had then, and the drinks apart. A night open 18:00–02:00 (the day turns at 03:00) with
 * Grande, Broto and a Família size; Broto is renamed 'Pequena' in the middle of the night.
 * Prices set through the product dialog's API: Calabresa Grande R$ 50,00, Broto R$ 35,00,
 * Família R$ 70,00; Quatro Queijos Grande R$ 55,00, Família R$ 80,00; Coca-Cola 2L R$ 15,00.
 */
describe(`sales by size in the reports on ${testDbKind}`, () => {
  let t: TestApp;
  let now = new Date('2026-11-19T18:00:00-03:00');
  let admin: ReturnType<typeof asAdmin>;
  const ids: Record<string, number> = {};
  const subtotals: number[] = [];

  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    admin = asAdmin(t, await loginAsAdmin(t.app, t.database, now));
    await t.database.db
      .update(establishmentSettings)
      .set({
        schedules: Object.fromEntries(WEEKDAYS.map((d) => [d, '18:00 às 02:00'])) as Schedules,
      })
      .where(eq(establishmentSettings.id, 1));

    const familia = await admin.post('/api/admin/sizes', {
      name: 'Família',
      slices: 12,
      note: '45cm',
      maxFlavours: 4,
      isActive: true,
    });
    expect(familia.statusCode, familia.body).toBe(201);
    expect(familia.json<{ id: string }>().id).toBe('familia');

    const list = (await admin.get('/api/admin/products')).json<{ products: AdminProduct[] }>();
    const reprice = async (
      name: string,
      prices: { priceCents?: number; sizePrices: Record<string, number> },
    ) => {
      const product = list.products.find((p) => p.name === name);
      if (!product) throw new Error(`the seed has no ${name}`);
      const res = await admin.put(`/api/admin/products/${product.id}`, {
        name: product.name,
        description: product.description,
        categoryId: product.categoryId,
        ingredients: product.ingredients,
        ...prices,
      });
      expect(res.statusCode, res.body).toBe(200);
      ids[name] = product.id;
    };
    await reprice('Calabresa', {
      sizePrices: { normal: 5000, broto: 3500, familia: 7000 },
    });
    await reprice('Quatro Queijos', { sizePrices: { normal: 5500, familia: 8000 } });
    await reprice('Coca-Cola 2L', { priceCents: 1500, sizePrices: {} });

    const item = (name: string, size: string, quantity: number) => ({
      productId: ids[name] ?? 0,
      size,
      quantity,
    });
    const place = async (at: string, items: PlaceOrderInput['items'], customer: string) => {
      now = new Date(at);
      const { order } = await placeOrder(t, {
        customer: customerWith({ name: customer }),
        items,
        paymentMethod: 'Pix',
        fulfilment: 'retirada',
      });
      return order;
    };

    // the night of Thursday 19/11
    const o1 = await place(
      '2026-11-19T20:00:00-03:00',
      [item('Calabresa', 'normal', 2), item('Coca-Cola 2L', 'normal', 1)],
      'Ana',
    );
    const o2 = await place(
      '2026-11-19T23:58:00-03:00',
      [item('Calabresa', 'broto', 1), item('Quatro Queijos', 'familia', 1)],
      'Bia',
    );
    const o3 = await place(
      '2026-11-20T00:40:00-03:00',
      [item('Calabresa', 'familia', 1), item('Coca-Cola 2L', 'normal', 2)],
      'Caio',
    );
    // Broto is renamed at 01:00: the orders before keep 'Broto', the next ones read 'Pequena'
    now = new Date('2026-11-20T01:00:00-03:00');
    const renamed = await admin.put('/api/admin/sizes/broto', {
      name: 'Pequena',
      slices: 4,
      note: '20cm',
      maxFlavours: 2,
      isActive: true,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const o4 = await place('2026-11-20T01:30:00-03:00', [item('Calabresa', 'broto', 2)], 'Davi');
    // rejected: no sale
    const o5 = await place('2026-11-19T21:00:00-03:00', [item('Calabresa', 'normal', 3)], 'Eva');
    await setStatus(t, o5.id, 'rejeitado');
    // Friday night: the next business day
    await place('2026-11-20T18:30:00-03:00', [item('Calabresa', 'familia', 1)], 'Fábio');

    subtotals.push(o1.subtotalCents, o2.subtotalCents, o3.subtotalCents, o4.subtotalCents);
    Object.assign(ids, { o1: o1.id, o2: o2.id, o3: o3.id, o4: o4.id, o5: o5.id });
    now = new Date('2026-11-20T12:00:00-03:00');
  });
  afterAll(async () => {
    await t?.close();
  });

  const report = async (day: string) => {
    const res = await admin.get(`/api/admin/reports?period=personalizado&from=${day}&to=${day}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Report>();
  };

  it("counts the night's pizzas by the size they were ordered in, the renamed one under each name", async () => {
    const r = await report('2026-11-19');
    expect(r.bySize).toEqual([
      // 2 × 50,00
      { sizeName: 'Grande', pizzas: 2, revenueCents: 10_000 },
      // ordered at 23:58, before the rename
      { sizeName: 'Broto', pizzas: 1, revenueCents: 3500 },
      // the same size after it: 2 × 35,00
      { sizeName: 'Pequena', pizzas: 2, revenueCents: 7000 },
      // Quatro Queijos 80,00 (23:58) + Calabresa 70,00 (00:40, the same night)
      { sizeName: 'Família', pizzas: 2, revenueCents: 15_000 },
    ]);
    // three Coca-Colas at 15,00, apart from the pizzas
    expect(r.unsized).toEqual({ items: 3, revenueCents: 4500 });
    // the sizes and the drinks add up to the items of the night's sales
    expect(subtotals.reduce((sum, s) => sum + s, 0)).toBe(10_000 + 3500 + 7000 + 15_000 + 4500);
  });

  it('ranks the products within each size, the drinks last', async () => {
    expect((await report('2026-11-19')).topProductsBySize).toEqual([
      { name: 'Calabresa', sizeName: 'Grande', quantity: 2, revenueCents: 10_000 },
      { name: 'Calabresa', sizeName: 'Broto', quantity: 1, revenueCents: 3500 },
      { name: 'Calabresa', sizeName: 'Pequena', quantity: 2, revenueCents: 7000 },
      { name: 'Quatro Queijos', sizeName: 'Família', quantity: 1, revenueCents: 8000 },
      { name: 'Calabresa', sizeName: 'Família', quantity: 1, revenueCents: 7000 },
      { name: 'Coca-Cola 2L', sizeName: null, quantity: 3, revenueCents: 4500 },
    ]);
  });

  it('puts the next night on its own business day', async () => {
    const r = await report('2026-11-20');
    expect(r.bySize).toEqual([{ sizeName: 'Família', pizzas: 1, revenueCents: 7000 }]);
    expect(r.unsized).toEqual({ items: 0, revenueCents: 0 });
    expect(r.topProductsBySize).toEqual([
      { name: 'Calabresa', sizeName: 'Família', quantity: 1, revenueCents: 7000 },
    ]);
  });

  it('names every pizza’s size in the CSV’s items, as ordered; a drink has none', async () => {
    const res = await admin.get(
      '/api/admin/reports/orders.csv?period=personalizado&from=2026-11-19&to=2026-11-19',
    );
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.body.split('\r\n');
    const itemsOf = (order: string) =>
      lines.find((line) => line.startsWith(`${ids[order] ?? 0};`))?.split(';')[
        ORDERS_CSV_HEADER.indexOf('Itens')
      ];
    expect(itemsOf('o1')).toBe('2x Calabresa (grande), 1x Coca-Cola 2L');
    expect(itemsOf('o2')).toBe('1x Calabresa (broto), 1x Quatro Queijos (família)');
    expect(itemsOf('o3')).toBe('1x Calabresa (família), 2x Coca-Cola 2L');
    expect(itemsOf('o4')).toBe('2x Calabresa (pequena)');
    // the rejected order is in the file too, with its size
    expect(itemsOf('o5')).toBe('3x Calabresa (grande)');
  });
});
