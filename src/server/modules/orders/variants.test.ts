import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProduct, AdminCategory, PauseHistory } from '../../../domain/admin-catalogue';
import { priceKey, type PriceLog, type PricePreview } from '../../../domain/admin-price-list';
import type { Menu } from '../../../domain/menu';
import type { Order, PlacedOrder, PlaceOrderInput } from '../../../domain/order';
import { loginAsAdmin } from '../../test/admin-session';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';
import { asAdmin } from '../admin-orders/admin-test-kit';
import { FRIDAY_EVENING, MARIA, postOrder, productNamed, readMenu } from './order-test-kit';

/**
 * Variants of a product sold without sizes (decision 052): the back office gives a drink its
 * variants, the menu lists them, the server prices a line by its variant and refuses a line
 * without one, with one that is gone or paused, or with one on a product that has none; orders
 * keep the variant's name when it is renamed or deleted.
 */
describe(`variants of a product without sizes on ${testDbKind}`, () => {
  let t: TestApp;
  let admin: ReturnType<typeof asAdmin>;
  let drinks: AdminCategory;
  let refri: AdminProduct;
  const now = new Date(FRIDAY_EVENING);

  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    admin = asAdmin(t, await loginAsAdmin(t.app, t.database, now));
    const list = (await admin.get('/api/admin/products')).json<{ categories: AdminCategory[] }>();
    const found = list.categories.find((c) => c.slug === 'refrigerantes');
    if (!found) throw new Error('the seed has no drinks');
    drinks = found;
    const res = await admin.post('/api/admin/products', {
      name: 'Refrigerante',
      description: 'Coca-Cola, Guaraná ou Fanta',
      categoryId: drinks.id,
      variants: [
        { name: 'Lata 350 ml', priceCents: 600 },
        { name: '600 ml', priceCents: 850 },
        { name: '2 L', priceCents: 1400 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    refri = res.json<AdminProduct>();
  });
  afterAll(async () => {
    await t?.close();
  });

  const variantNamed = (menu: Menu, name: string) => {
    const variant = productNamed(menu, 'Refrigerante').variants?.find((v) => v.name === name);
    if (!variant) throw new Error(`no variant ${name}`);
    return variant;
  };
  const order = (items: PlaceOrderInput['items']): PlaceOrderInput => ({
    customer: MARIA,
    items,
    paymentMethod: 'Pix',
  });

  it('keeps the lowest variant as the product one price and lists the variants in order on the menu', async () => {
    expect(refri.priceCents).toBe(600);
    expect(refri.variants?.map((v) => [v.name, v.priceCents, v.isActive])).toEqual([
      ['Lata 350 ml', 600, true],
      ['600 ml', 850, true],
      ['2 L', 1400, true],
    ]);
    const menu = await readMenu(t);
    expect(productNamed(menu, 'Refrigerante').variants?.map((v) => v.name)).toEqual([
      'Lata 350 ml',
      '600 ml',
      '2 L',
    ]);
    // the sample shop's drinks keep their one price
    expect(productNamed(menu, 'Coca-Cola 2L').variants).toEqual([]);
  });

  it('prices a line by its variant, whatever price the client sent, and keeps its name on the order and in the CSV', async () => {
    const menu = await readMenu(t);
    const res = await postOrder(
      t,
      order([
        {
          productId: refri.id,
          size: 'normal',
          quantity: 2,
          variantId: variantNamed(menu, '600 ml').id,
          unitPriceCents: 1,
        },
        { productId: productNamed(menu, 'Coca-Cola 2L').id, size: 'normal', quantity: 1 },
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json<PlacedOrder>();
    expect(placed.order.subtotalCents).toBe(
      2 * 850 + productNamed(menu, 'Coca-Cola 2L').priceCents,
    );
    const stored = (await admin.get(`/api/admin/orders/${placed.order.id}`)).json<Order>();
    expect(stored.items[0]).toMatchObject({
      productName: 'Refrigerante',
      variantName: '600 ml',
      basePriceCents: 850,
      lineTotalCents: 1700,
    });
    expect(stored.items[1]?.variantName).toBeUndefined();
    const csv = await admin.get(
      '/api/admin/reports/orders.csv?period=personalizado&from=2026-11-20&to=2026-11-20',
    );
    expect(csv.body).toContain('2x Refrigerante (600 ml), 1x Coca-Cola 2L');
  });

  it('refuses a line of a product with variants that names none, with a pt-BR message', async () => {
    const res = await postOrder(t, order([{ productId: refri.id, size: 'normal', quantity: 1 }]));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error: { code: 'VARIANT_REQUIRED', message: 'Escolha uma opção de "Refrigerante".' },
    });
  });

  it('refuses a variant that does not exist, and one on a product without variants', async () => {
    const menu = await readMenu(t);
    const unknown = await postOrder(
      t,
      order([{ productId: refri.id, size: 'normal', quantity: 1, variantId: 999_999 }]),
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      error: {
        code: 'INVALID_VARIANT',
        message: 'A opção escolhida de "Refrigerante" não está mais no cardápio.',
      },
    });
    const coke = await postOrder(
      t,
      order([
        {
          productId: productNamed(menu, 'Coca-Cola 2L').id,
          size: 'normal',
          quantity: 1,
          variantId: variantNamed(menu, '2 L').id,
        },
      ]),
    );
    expect(coke.statusCode).toBe(422);
    expect(coke.json()).toMatchObject({ error: { code: 'INVALID_VARIANT' } });
  });

  it('edits the variants in the dialog: renamed, re-priced, reordered, paused and deleted, each price change logged', async () => {
    const before = await readMenu(t);
    const lata = variantNamed(before, 'Lata 350 ml');
    const seiscentos = variantNamed(before, '600 ml');
    const dois = variantNamed(before, '2 L');
    // an order of the 2 L before it is deleted
    const old = await postOrder(
      t,
      order([{ productId: refri.id, size: 'normal', quantity: 1, variantId: dois.id }]),
    );
    expect(old.statusCode, old.body).toBe(201);

    const res = await admin.put(`/api/admin/products/${refri.id}`, {
      name: 'Refrigerante',
      description: 'Coca-Cola, Guaraná ou Fanta',
      categoryId: drinks.id,
      variants: [
        { id: seiscentos.id, name: 'Garrafa 600 ml', priceCents: 900, isActive: true },
        { id: lata.id, name: 'Lata 350 ml', priceCents: 650, isActive: false },
        { name: '1,5 L', priceCents: 1200 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json<AdminProduct>();
    expect(edited.variants?.map((v) => [v.name, v.priceCents, v.isActive])).toEqual([
      ['Garrafa 600 ml', 900, true],
      ['Lata 350 ml', 650, false],
      ['1,5 L', 1200, true],
    ]);
    expect(edited.priceCents).toBe(650);
    // the pause made in the dialog is in the pause history, as from 'Acabou?'; the others are not
    const history = (await admin.get('/api/admin/sold-out/history')).json<PauseHistory>();
    expect(
      history.events
        .filter((event) => event.itemKind === 'variante')
        .map(({ itemName, isAvailable, actorName }) => [itemName, isAvailable, actorName]),
    ).toEqual([['Refrigerante Lata 350 ml', false, expect.any(String)]]);

    const log = (await admin.get('/api/admin/price-list/log')).json<PriceLog>();
    const edits = log.entries
      .filter((entry) => entry.itemName === 'Refrigerante')
      .map((entry) => [entry.sizeLabel, entry.oldPriceCents, entry.newPriceCents, entry.reason]);
    expect(edits).toEqual(
      expect.arrayContaining([
        ['Garrafa 600 ml', 850, 900, 'Edição'],
        ['Lata 350 ml', 600, 650, 'Edição'],
      ]),
    );
    expect(edits).toHaveLength(2);

    // a paused variant is refused by name
    const paused = await postOrder(
      t,
      order([{ productId: refri.id, size: 'normal', quantity: 1, variantId: lata.id }]),
    );
    expect(paused.statusCode).toBe(422);
    expect(paused.json()).toMatchObject({
      error: {
        code: 'INVALID_VARIANT',
        message: '"Refrigerante Lata 350 ml" não está disponível no momento.',
      },
    });
    // the deleted one too, and its old order keeps its name
    const gone = await postOrder(
      t,
      order([{ productId: refri.id, size: 'normal', quantity: 1, variantId: dois.id }]),
    );
    expect(gone.json()).toMatchObject({ error: { code: 'INVALID_VARIANT' } });
    const kept = (
      await admin.get(`/api/admin/orders/${old.json<PlacedOrder>().order.id}`)
    ).json<Order>();
    expect(kept.items[0]?.variantName).toBe('2 L');
    // the renamed one sells at its new price under its new name
    const renamed = await postOrder(
      t,
      order([{ productId: refri.id, size: 'normal', quantity: 1, variantId: seiscentos.id }]),
    );
    expect(renamed.statusCode, renamed.body).toBe(201);
    expect(renamed.json<PlacedOrder>().order.items[0]).toMatchObject({
      variantName: 'Garrafa 600 ml',
      lineTotalCents: 900,
    });
  });

  it('refuses variants on a pizza, and two variants of one name', async () => {
    const menu = await readMenu(t);
    const calabresa = productNamed(menu, 'Calabresa');
    const list = (await admin.get('/api/admin/products')).json<{ products: AdminProduct[] }>();
    const pizza = list.products.find((p) => p.id === calabresa.id);
    if (!pizza) throw new Error('no Calabresa');
    const onPizza = await admin.put(`/api/admin/products/${pizza.id}`, {
      name: pizza.name,
      description: pizza.description,
      categoryId: pizza.categoryId,
      sizePrices: pizza.sizePrices,
      variants: [{ name: 'Pedaço', priceCents: 900 }],
    });
    expect(onPizza.statusCode).toBe(400);
    expect(onPizza.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
    expect(onPizza.body).toContain('Só produtos vendidos sem tamanhos');

    const twice = await admin.put(`/api/admin/products/${refri.id}`, {
      name: 'Refrigerante',
      description: 'Coca-Cola, Guaraná ou Fanta',
      categoryId: drinks.id,
      variants: [
        { name: '2 L', priceCents: 1400 },
        { name: '2 l ', priceCents: 1500 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.body).toContain('Já existe uma opção com esse nome');
  });
  it('lists each variant in the price list, and a bulk change re-prices them and logs it', async () => {
    const change = {
      target: 'category',
      categoryId: drinks.id,
      direction: 'up',
      mode: 'percent',
      percent: 10,
      rounding: 'none',
    };
    const preview = await admin.post('/api/admin/price-list/preview', change);
    expect(preview.statusCode, preview.body).toBe(200);
    const rows = preview.json<PricePreview>().rows;
    const mine = rows.filter((row) => row.name === 'Refrigerante');
    expect(mine.map((row) => [row.sizeLabel, row.priceCents])).toEqual([
      ['Garrafa 600 ml', 900],
      ['Lata 350 ml', 650],
      ['1,5 L', 1200],
    ]);
    const saved = await admin.post('/api/admin/price-list/changes', {
      change,
      seen: rows.map((row) => ({ key: priceKey(row), priceCents: row.priceCents })),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const menu = await readMenu(t);
    const refrigerante = productNamed(menu, 'Refrigerante');
    expect(refrigerante.variants?.map((v) => [v.name, v.priceCents])).toEqual([
      ['Garrafa 600 ml', 990],
      ['Lata 350 ml', 715],
      ['1,5 L', 1320],
    ]);
    // its one price stays its lowest variant's
    expect(refrigerante.priceCents).toBe(715);
    const log = (await admin.get('/api/admin/price-list/log')).json<PriceLog>();
    expect(
      log.entries
        .filter((entry) => entry.itemName === 'Refrigerante' && entry.reason !== 'Edição')
        .map((entry) => [entry.sizeLabel, entry.oldPriceCents, entry.newPriceCents]),
    ).toEqual(
      expect.arrayContaining([
        ['Garrafa 600 ml', 900, 990],
        ['Lata 350 ml', 650, 715],
        ['1,5 L', 1200, 1320],
      ]),
    );
  });
});
