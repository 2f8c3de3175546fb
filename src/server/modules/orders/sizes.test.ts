import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../../db/migrations-dir';
import { establishmentSettings, orderItems, sizes } from '../../../db/schema';
import type { AdminProduct } from '../../../domain/admin-catalogue';
import type { FlavourPricingRule } from '../../../domain/establishment';
import type { Menu } from '../../../domain/menu';
import type { Order, PlacedOrder, PlaceOrderInput } from '../../../domain/order';
import { loginAsAdmin } from '../../test/admin-session';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';
import { asAdmin } from '../admin-orders/admin-test-kit';
import { FRIDAY_EVENING, MARIA, newKey, postOrder, productNamed, readMenu } from './order-test-kit';

/**
 * A shop with four sizes of its own (decision 046): the menu lists them, the server prices up to
 * four flavours by each split rule from the database, refuses a flavour in a size it skips, and
 * the orders placed before sizes were the shop's still read as Grande and Broto.
 */
describe(`the shop's sizes on ${testDbKind}`, () => {
  let t: TestApp;
  let admin: ReturnType<typeof asAdmin>;
  let menu: Menu;
  const now = new Date(FRIDAY_EVENING);

  /** Família prices of the four flavours; the sample's Grande and Broto prices stay. */
  const FAMILIA: Record<string, number> = {
    Calabresa: 6500,
    'Quatro Queijos': 7290,
    Mussarela: 5990,
    'Frango com Catupiry': 6900,
  };
  const MEDIA: Record<string, number> = { Calabresa: 4200, Mussarela: 4000 };

  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    admin = asAdmin(t, await loginAsAdmin(t.app, t.database, now));
    // the sizes the owner added (their screen is tested with the back office)
    await t.database.db.insert(sizes).values([
      { id: 'media', name: 'Média', slices: 6, note: '30cm', maxFlavours: 2, sortOrder: 1 },
      { id: 'familia', name: 'Família', slices: 12, note: '45cm', maxFlavours: 4, sortOrder: 3 },
    ]);
    await t.database.db.update(sizes).set({ sortOrder: 2 }).where(eq(sizes.id, 'normal'));
    await t.database.db.update(sizes).set({ sortOrder: 0 }).where(eq(sizes.id, 'broto'));
    const list = (await admin.get('/api/admin/products')).json<{ products: AdminProduct[] }>()
      .products;
    // each flavour's new prices through the product dialog's API
    for (const name of new Set([...Object.keys(FAMILIA), ...Object.keys(MEDIA)])) {
      const product = list.find((p) => p.name === name);
      if (!product) throw new Error(`no product ${name}`);
      const sizePrices: Record<string, number> = { ...product.sizePrices };
      const familia = FAMILIA[name];
      const media = MEDIA[name];
      if (familia !== undefined) sizePrices.familia = familia;
      if (media !== undefined) sizePrices.media = media;
      const res = await admin.put(`/api/admin/products/${product.id}`, {
        name: product.name,
        description: product.description,
        categoryId: product.categoryId,
        sizePrices,
        ingredients: product.ingredients,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    menu = await readMenu(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function setRule(rule: FlavourPricingRule) {
    await t.database.db.update(establishmentSettings).set({ flavourPricingRule: rule });
  }
  const id = (name: string) => productNamed(menu, name).id;
  function order(items: PlaceOrderInput['items']): PlaceOrderInput {
    return { customer: MARIA, items, paymentMethod: 'Pix' };
  }
  const familia = (extra: string[] = []) => ({
    productId: id('Calabresa'),
    size: 'familia',
    quantity: 1,
    extraFlavourIds: extra.map(id),
  });

  it('lists the active sizes in their order and each flavour’s price in them', () => {
    expect(menu.sizes.map((size) => [size.id, size.name, size.maxFlavours])).toEqual([
      ['broto', 'Broto', 2],
      ['media', 'Média', 2],
      ['normal', 'Grande', 3],
      ['familia', 'Família', 4],
    ]);
    expect(productNamed(menu, 'Calabresa').sizePrices).toEqual({
      broto: 3500,
      media: 4200,
      normal: 4900,
      familia: 6500,
    });
    // the card's price: the one in the first size it is sold in
    expect(productNamed(menu, 'Calabresa').priceCents).toBe(3500);
  });

  it.each([
    // the main flavour: 65,00
    ['principal', 6500],
    // the dearest of 65,00 / 72,90 / 59,90 / 69,00
    ['maior', 7290],
    // (6500 + 7290 + 5990 + 6900) / 4 = 6670
    ['media', 6670],
  ] as const)('prices a four-flavour Família by the %s rule: %i', async (rule, expected) => {
    await setRule(rule);
    const res = await postOrder(
      t,
      order([familia(['Quatro Queijos', 'Mussarela', 'Frango com Catupiry'])]),
      newKey(),
    );
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json<PlacedOrder>();
    expect(placed.order.subtotalCents).toBe(expected);
    const stored = (await admin.get(`/api/admin/orders/${placed.order.id}`)).json<Order>();
    expect(stored.items[0]).toMatchObject({
      size: 'familia',
      sizeName: 'Família',
      sizeNote: '45cm',
      basePriceCents: expected,
    });
  });

  it('prices a two-flavour Média by the average: (4200 + 4000) / 2 = 4100', async () => {
    await setRule('media');
    const res = await postOrder(
      t,
      order([
        {
          productId: id('Calabresa'),
          size: 'media',
          quantity: 2,
          extraFlavourIds: [id('Mussarela')],
        },
      ]),
      newKey(),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<PlacedOrder>().order.subtotalCents).toBe(8200);
  });

  it('refuses a fifth flavour, and a flavour in a size it is not sold in', async () => {
    const five = await postOrder(
      t,
      order([familia(['Quatro Queijos', 'Mussarela', 'Frango com Catupiry', 'Portuguesa'])]),
    );
    expect(five.statusCode).toBe(422);
    expect(five.json()).toMatchObject({ error: { code: 'TOO_MANY_FLAVOURS' } });
    // Portuguesa was given no Família price
    const skipped = await postOrder(
      t,
      order([{ productId: id('Portuguesa'), size: 'familia', quantity: 1 }]),
    );
    expect(skipped.statusCode).toBe(422);
    expect(skipped.json()).toMatchObject({
      error: {
        code: 'SIZE_NOT_OFFERED',
        message: 'O sabor "Portuguesa" não é vendido no tamanho Família.',
      },
    });
    const asExtra = await postOrder(t, order([familia(['Portuguesa'])]));
    expect(asExtra.statusCode).toBe(422);
    expect(asExtra.json()).toMatchObject({ error: { code: 'SIZE_NOT_OFFERED' } });
  });

  it('refuses a product left without any size price, with the field named', async () => {
    const product = productNamed(menu, 'Portuguesa');
    const res = await admin.put(`/api/admin/products/${product.id}`, {
      name: product.name,
      description: product.description || 'Portuguesa',
      categoryId: 2,
      sizePrices: {},
      ingredients: [],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: { message: 'Informe o preço em pelo menos um tamanho' },
    });
  });

  it('reads and reprints an order placed before the shop had sizes of its own as Grande and Broto', async () => {
    await setRule('principal');
    const res = await postOrder(
      t,
      order([
        { productId: id('Calabresa'), size: 'broto', quantity: 1 },
        { productId: id('Calabresa'), size: 'normal', quantity: 1 },
        { productId: id('Coca-Cola 2L'), size: 'normal', quantity: 1 },
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json<PlacedOrder>();
    // as the order was stored before: no size name
    await t.database.db
      .update(orderItems)
      .set({ sizeName: '', sizeNote: '' })
      .where(eq(orderItems.orderId, placed.order.id));
    const migration = readFileSync(
      join(MIGRATIONS_DIR, '0024_sizes_and_product_prices.sql'),
      'utf8',
    );
    const backfill = migration
      .split('--> statement-breakpoint')
      .filter((statement) => statement.trim().startsWith('UPDATE "order_items"'));
    expect(backfill).toHaveLength(1);
    for (const statement of backfill) await t.database.db.execute(sql.raw(statement));

    const stored = (await admin.get(`/api/admin/orders/${placed.order.id}`)).json<Order>();
    expect(stored.items.map((item) => [item.size, item.sizeName, item.sizeNote])).toEqual([
      ['broto', 'Broto', '20cm'],
      ['normal', 'Grande', '35cm'],
      ['normal', '', ''],
    ]);
    const reprint = await admin.post(`/api/admin/orders/${placed.order.id}/print`, {
      kind: 'reprint',
    });
    expect(reprint.statusCode, reprint.body).toBeLessThan(300);
  });
});
