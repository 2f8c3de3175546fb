import { asc, count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, priceChanges, products } from '../../../db/schema';
import type { AdminOrder } from '../../../domain/admin-orders';
import type { PriceLog } from '../../../domain/admin-price-list';
import type {
  AdminCategory,
  AdminProduct,
  ProductData,
  ProductInput,
} from '../../../domain/admin-catalogue';
import type { PlacedOrder, TrackedOrder } from '../../../domain/order';
import { loginAsAdmin } from '../../test/admin-session';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';
import { asAdmin, fullOrder, placeOrder, smallOrder } from '../admin-orders/admin-test-kit';
import {
  countRows,
  extraNamed,
  FRIDAY_EVENING,
  postOrder,
  productNamed,
  readMenu,
} from '../orders/order-test-kit';

interface ProductList {
  products: AdminProduct[];
  categories: AdminCategory[];
}
interface ErrorAnswer {
  error: { code: string; message: string; details?: { path: string; message: string }[] };
}

const MINUTE = 60_000;

describe(`/api/admin/products on ${testDbKind}`, () => {
  let t: TestApp;
  let admin: ReturnType<typeof asAdmin>;
  let now = new Date(FRIDAY_EVENING);
  let categoryIdOf: (slug: string) => number;

  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    admin = asAdmin(t, await loginAsAdmin(t.app, t.database, now));
    const list = await readList();
    categoryIdOf = (slug) => {
      const category = list.categories.find((c) => c.slug === slug);
      if (!category) throw new Error(`the seed has no category ${slug}`);
      return category.id;
    };
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The clock moves on by `minutes` from Friday evening (the shop stays open). */
  function at(minutes: number): Date {
    now = new Date(new Date(FRIDAY_EVENING).getTime() + minutes * MINUTE);
    return now;
  }

  async function readList(): Promise<ProductList> {
    const res = await admin.get('/api/admin/products');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ProductList>();
  }

  function productRows() {
    return t.database.db.select().from(products).orderBy(asc(products.id));
  }

  async function productRow(id: number) {
    const [row] = await t.database.db.select().from(products).where(eq(products.id, id));
    return row;
  }

  async function productCount(): Promise<number> {
    const [row] = await t.database.db.select({ n: count() }).from(products);
    return row?.n ?? 0;
  }

  function newPizza(overrides: Partial<ProductInput> = {}): ProductInput {
    return {
      name: 'Abobrinha com Ricota',
      description: 'Molho de tomate, ricota, abobrinha grelhada e manjericão.',
      categoryId: categoryIdOf('peixes_vegetarianas'),
      priceCents: 5150,
      sizePrices: { normal: 5150, broto: 3650 },
      ingredients: ['ricota', 'abobrinha grelhada', 'manjericão'],
      ...overrides,
    };
  }

  async function create(input: ProductInput): Promise<AdminProduct> {
    const res = await admin.post('/api/admin/products', input);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<AdminProduct>();
  }

  /** A 400 whose details carry `message` for the field at `path`. */
  function expectFieldMessage(res: LightMyRequestResponse, path: string, message: string) {
    expect(res.statusCode).toBe(400);
    const body = res.json<ErrorAnswer>();
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.details).toContainEqual({ path, message });
  }

  // ---------------------------------------------------------------- list

  it('lists every product, paused ones too, by name, each with its category; the categories in menu order', async () => {
    const paused = (await productRows()).find((p) => p.name === 'Escarola');
    if (!paused) throw new Error('the seed has no Escarola');
    await t.database.db
      .update(products)
      .set({ isAvailable: false })
      .where(eq(products.id, paused.id));
    // 'Água' is read as 'Agua' by a Brazilian, not after 'Z' as a byte-wise collation puts it
    const water = await create(
      newPizza({ name: 'Água com Gás 500ml', categoryId: categoryIdOf('refrigerantes') }),
    );

    const list = await readList();
    expect(list.products).toHaveLength(await productCount());
    const names = list.products.map((p) => p.name);
    expect(names.slice(0, 3)).toEqual(['Água com Gás 500ml', 'Atum', 'Bacon']);
    const byName = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });
    expect(names).toEqual([...names].sort(byName.compare));
    expect(list.products.find((p) => p.id === paused.id)).toMatchObject({ isAvailable: false });
    expect(list.products.find((p) => p.name === 'Calabresa')).toMatchObject({
      description: 'Molho de tomate, mussarela, calabresa fatiada e orégano.',
      categoryId: categoryIdOf('mais_pedidas'),
      categoryName: 'Mais Pedidas',
      isSalgado: true,
      priceCents: 4900,
      sizePrices: { normal: 4900, broto: 3500 },
      ingredients: ['mussarela', 'calabresa fatiada', 'orégano'],
      isAvailable: true,
    });
    // every product carries its own category's name and type
    const categoryById = new Map(list.categories.map((c) => [c.id, c]));
    const mismatched = list.products.filter((p) => {
      const category = categoryById.get(p.categoryId);
      return category?.name !== p.categoryName || category.isSalgado !== p.isSalgado;
    });
    expect(mismatched).toEqual([]);
    expect(list.categories.map((c) => [c.slug, c.isSalgado])).toEqual([
      ['mais_pedidas', true],
      ['calabresa', true],
      ['queijos', true],
      ['frango', true],
      ['peixes_vegetarianas', true],
      ['bacon_lombo_presunto', true],
      ['pizzas_especiais', true],
      ['bordas', null],
      ['pizzas_doces', false],
      ['refrigerantes', null],
    ]);

    await t.database.db
      .update(products)
      .set({ isAvailable: true })
      .where(eq(products.id, paused.id));
    expect((await admin.delete(`/api/admin/products/${water.id}`)).statusCode).toBe(204);
  });

  // ---------------------------------------------------------------- create

  it('adds a product last in its category; the menu shows it and checkout sells it at its prices', async () => {
    const savedAt = at(1);
    const input = newPizza();
    const product = await create(input);
    expect(product).toEqual({
      id: expect.any(Number),
      ...input,
      categoryName: 'Peixes e Vegetarianas',
      isSalgado: true,
      isAvailable: true,
      variants: [],
      updatedAt: savedAt.toISOString(),
      photo: null,
    });
    const rows = await productRows();
    const row = rows.find((p) => p.id === product.id);
    const others = rows.filter((p) => p.categoryId === input.categoryId && p.id !== product.id);
    expect(others.length).toBeGreaterThan(0);
    expect(row?.sortOrder).toBeGreaterThan(Math.max(...others.map((p) => p.sortOrder)));
    expect(row?.createdAt).toEqual(savedAt);

    // the storefront reads the same table on its next load: last of its tab
    const menu = await readMenu(t);
    const tab = menu.products.filter((p) => p.categorySlug === 'peixes_vegetarianas');
    expect(tab.at(-1)).toEqual({
      id: product.id,
      name: input.name,
      description: input.description,
      categorySlug: 'peixes_vegetarianas',
      priceCents: 5150,
      sizePrices: { normal: 5150, broto: 3650 },
      ingredients: input.ingredients,
      isAvailable: true,
      variants: [],
      photo: null,
    });
    const placed = await placeOrder(
      t,
      smallOrder(menu, {
        items: [
          { productId: product.id, size: 'normal', quantity: 1 },
          { productId: product.id, size: 'broto', quantity: 2 },
        ],
      }),
    );
    expect(placed.order.items.map((item) => [item.productName, item.basePriceCents])).toEqual([
      [input.name, 5150],
      [input.name, 3650],
    ]);
    expect(placed.order.totalCents).toBe(5150 + 2 * 3650);
  });

  it('adds a product with no ingredients, and one created paused', async () => {
    const { ingredients: _ingredients, ...withoutIngredients } = newPizza({ name: 'Simples' });
    expect(await create(withoutIngredients)).toMatchObject({ ingredients: [], isAvailable: true });
    expect(await create(newPizza({ name: 'Em breve', isAvailable: false }))).toMatchObject({
      isAvailable: false,
    });
  });

  it.each([
    ['an empty name', { name: '' }, 'body/name', 'Nome é obrigatório'],
    ['a blank name', { name: '   ' }, 'body/name', 'Nome é obrigatório'],
    ['no name', { name: undefined }, 'body/name', 'Nome é obrigatório'],
    ['an empty description', { description: '' }, 'body/description', 'Descrição é obrigatória'],
    ['no description', { description: undefined }, 'body/description', 'Descrição é obrigatória'],
    ['no category', { categoryId: undefined }, 'body/categoryId', 'Categoria é obrigatória'],
    ['category 0', { categoryId: 0 }, 'body/categoryId', 'Categoria é obrigatória'],
    ['a null category', { categoryId: null }, 'body/categoryId', 'Categoria é obrigatória'],
    ['a price of zero', { priceCents: 0 }, 'body/priceCents', 'Preço deve ser maior que zero'],
    [
      'a pizza with no price in any size',
      { priceCents: undefined, sizePrices: {} },
      'body/sizePrices',
      'Informe o preço em pelo menos um tamanho',
    ],
    [
      'a negative broto price',
      { sizePrices: { normal: 5150, broto: -100 } },
      'body/sizePrices/broto',
      'Preço deve ser maior que zero',
    ],
  ])('refuses %s with the form message, and adds nothing', async (_case, change, path, message) => {
    const before = await productCount();
    const res = await admin.post('/api/admin/products', { ...newPizza(), ...change });
    expectFieldMessage(res, path, message);
    expect(await productCount()).toBe(before);
  });

  it('answers an empty form with the message of each required field (docs/product/rules.md#customer-data)', async () => {
    const before = await productCount();
    const res = await admin.post('/api/admin/products', {});
    expect(res.statusCode).toBe(400);
    const messages = res.json<ErrorAnswer>().error.details?.map((d) => d.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Nome é obrigatório',
        'Descrição é obrigatória',
        'Categoria é obrigatória',
      ]),
    );
    // the price a product needs depends on its category (decision 046): asked once it is known
    expect(await productCount()).toBe(before);
  });

  it('refuses prices in reais instead of centavos, and fields the form does not have', async () => {
    const before = await productCount();
    expect(
      (await admin.post('/api/admin/products', newPizza({ priceCents: 51.5 }))).statusCode,
    ).toBe(400);
    const extra = await admin.post('/api/admin/products', { ...newPizza(), sortOrder: 0 });
    expect(extra.statusCode).toBe(400);
    expect(await productCount()).toBe(before);
  });

  it("refuses a category that does not exist with 422 and the category field's message", async () => {
    const before = await productCount();
    const res = await admin.post('/api/admin/products', newPizza({ categoryId: 999_999 }));
    expect(res.statusCode).toBe(422);
    expect(res.json<ErrorAnswer>().error).toEqual({
      code: 'UNKNOWN_CATEGORY',
      message: 'Categoria é obrigatória',
      details: [{ path: 'body/categoryId', message: 'Categoria é obrigatória' }],
    });
    expect(await productCount()).toBe(before);
  });

  // ---------------------------------------------------------------- edit

  it('edits a product in place; the menu and the list show the change', async () => {
    const product = await create(newPizza({ name: 'Para editar' }));
    const placeBefore = (await productRow(product.id))?.sortOrder;
    const editedAt = at(5);
    const change: ProductData = {
      name: 'Abobrinha Especial',
      description: 'Ricota temperada, abobrinha, tomate seco e manjericão.',
      categoryId: product.categoryId,
      priceCents: 5490,
      sizePrices: { normal: 5490, broto: 3790 },
      ingredients: ['ricota', 'abobrinha', 'tomate seco'],
      isAvailable: true,
    };
    const res = await admin.put(`/api/admin/products/${product.id}`, change);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminProduct>()).toEqual({
      ...product,
      ...change,
      updatedAt: editedAt.toISOString(),
    });
    const { sizePrices: _sizePrices, ...columns } = change;
    expect(await productRow(product.id)).toMatchObject({
      ...columns,
      sortOrder: placeBefore,
      updatedAt: editedAt,
    });
    const menu = await readMenu(t);
    expect(menu.products.find((p) => p.id === product.id)).toMatchObject({
      name: 'Abobrinha Especial',
      priceCents: 5490,
      sizePrices: { normal: 5490, broto: 3790 },
    });
    expect((await readList()).products.find((p) => p.id === product.id)).toEqual(
      res.json<AdminProduct>(),
    );
  });

  it('moves a product to another category, last there', async () => {
    const product = await create(newPizza({ name: 'Vai mudar de aba' }));
    const sweet = categoryIdOf('pizzas_doces');
    const res = await admin.put(`/api/admin/products/${product.id}`, {
      ...newPizza({ name: 'Vai mudar de aba' }),
      categoryId: sweet,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminProduct>()).toMatchObject({
      categoryId: sweet,
      categoryName: 'Pizzas Doces',
      isSalgado: false,
    });
    const menu = await readMenu(t);
    const tab = menu.products.filter((p) => p.categorySlug === 'pizzas_doces');
    expect(tab.at(-1)?.id).toBe(product.id);
  });

  it('keeps a paused product paused when an edit leaves availability out', async () => {
    const product = await create(newPizza({ name: 'Pausada', isAvailable: false }));
    const { isAvailable: _isAvailable, ...form } = newPizza({
      name: 'Pausada',
      sizePrices: { normal: 6000, broto: 3650 },
    });
    const res = await admin.put(`/api/admin/products/${product.id}`, form);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminProduct>()).toMatchObject({ priceCents: 6000, isAvailable: false });
    const resumed = await admin.put(`/api/admin/products/${product.id}`, {
      ...form,
      isAvailable: true,
    });
    expect(resumed.json<AdminProduct>().isAvailable).toBe(true);
  });

  it('charges the new broto price on the next order; orders already placed keep theirs', async () => {
    at(10);
    const menu = await readMenu(t);
    const calabresa = productNamed(menu, 'Calabresa');
    const brotoOrder = smallOrder(menu, {
      items: [{ productId: calabresa.id, size: 'broto', quantity: 2 }],
    });
    const before = await placeOrder(t, brotoOrder);
    expect(before.order.items[0]?.basePriceCents).toBe(3500);

    const { categorySlug: _slug, id: _id, photo: _photo, ...details } = calabresa;
    const res = await admin.put(`/api/admin/products/${calabresa.id}`, {
      ...details,
      categoryId: categoryIdOf('mais_pedidas'),
      sizePrices: { ...calabresa.sizePrices, broto: 3900 },
    });
    expect(res.statusCode, res.body).toBe(200);

    const after = await placeOrder(t, brotoOrder);
    expect(after.order.items[0]).toMatchObject({ basePriceCents: 3900, lineTotalCents: 7800 });
    expect(after.order.totalCents).toBe(7800);
    const old = await admin.get(`/api/admin/orders/${before.order.id}`);
    expect(old.json<AdminOrder>().totalCents).toBe(7000);
  });

  it("logs each price the dialog changes in 'Alterações de preços', with who and when; creating logs nothing", async () => {
    const pizza = await create(newPizza({ name: 'Preço no histórico' }));
    const drink = await create({
      name: 'Guaraná 2L',
      description: 'Garrafa de 2 litros.',
      categoryId: categoryIdOf('refrigerantes'),
      priceCents: 1200,
      ingredients: [],
    });
    const linesOf = async (id: number) =>
      t.database.db
        .select()
        .from(priceChanges)
        .where(eq(priceChanges.itemId, String(id)))
        .orderBy(asc(priceChanges.id));
    // a new product had no price before: nothing changed
    expect(await linesOf(pizza.id)).toEqual([]);
    expect(await linesOf(drink.id)).toEqual([]);

    const editedAt = at(20);
    const pizzaEdit = await admin.put(`/api/admin/products/${pizza.id}`, {
      ...newPizza({ name: 'Preço no histórico' }),
      // Grande 51,50 → 54,90; Broto stays 36,50
      sizePrices: { normal: 5490, broto: 3650 },
    });
    expect(pizzaEdit.statusCode, pizzaEdit.body).toBe(200);
    const drinkEdit = await admin.put(`/api/admin/products/${drink.id}`, {
      name: 'Guaraná 2L',
      description: 'Garrafa de 2 litros.',
      categoryId: categoryIdOf('refrigerantes'),
      priceCents: 1350,
      ingredients: [],
    });
    expect(drinkEdit.statusCode, drinkEdit.body).toBe(200);

    const log = (await admin.get('/api/admin/price-list/log')).json<PriceLog>();
    const edition = {
      itemKind: 'produto',
      reason: 'Edição',
      at: editedAt.toISOString(),
      actorName: expect.stringMatching(/^admin-/) as unknown,
    };
    expect(log.entries.slice(0, 2)).toEqual([
      {
        ...edition,
        id: expect.any(Number) as unknown,
        itemName: 'Guaraná 2L',
        sizeLabel: '',
        oldPriceCents: 1200,
        newPriceCents: 1350,
      },
      {
        ...edition,
        id: expect.any(Number) as unknown,
        itemName: 'Preço no histórico',
        sizeLabel: 'Grande',
        oldPriceCents: 5150,
        newPriceCents: 5490,
      },
    ]);
    const [line] = await linesOf(pizza.id);
    expect(line).toMatchObject({ size: 'normal', actorId: expect.any(Number) as unknown });
    expect((await linesOf(drink.id))[0]?.size).toBeNull();

    // an edit that keeps the prices adds nothing; a refused one writes nothing
    at(21);
    const same = await admin.put(`/api/admin/products/${pizza.id}`, {
      ...newPizza({ name: 'Preço no histórico', description: 'Agora com outra descrição.' }),
      sizePrices: { normal: 5490, broto: 3650 },
    });
    expect(same.statusCode, same.body).toBe(200);
    const refused = await admin.put(`/api/admin/products/${pizza.id}`, {
      ...newPizza({ name: 'Preço no histórico' }),
      categoryId: 999_999,
      sizePrices: { normal: 9990, broto: 3650 },
    });
    expect(refused.statusCode).toBe(422);
    expect(await linesOf(pizza.id)).toHaveLength(1);
  });

  it('answers 404 for a product that does not exist and changes nothing', async () => {
    const before = await productRows();
    const res = await admin.put('/api/admin/products/999999', newPizza());
    expect(res.statusCode).toBe(404);
    expect(res.json<ErrorAnswer>().error).toEqual({
      code: 'NOT_FOUND',
      message: 'Produto não encontrado.',
    });
    expect(await productRows()).toEqual(before);
  });

  it('refuses an edit with an unknown category (422) or an invalid form (400), leaving the product as it was', async () => {
    const product = await create(newPizza({ name: 'Intocada' }));
    const before = await productRow(product.id);
    at(20);
    const unknown = await admin.put(
      `/api/admin/products/${product.id}`,
      newPizza({ categoryId: 999_999 }),
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json<ErrorAnswer>().error.code).toBe('UNKNOWN_CATEGORY');
    const invalid = await admin.put(
      `/api/admin/products/${product.id}`,
      newPizza({ name: '', description: '', priceCents: 0 }),
    );
    expectFieldMessage(invalid, 'body/name', 'Nome é obrigatório');
    expectFieldMessage(invalid, 'body/description', 'Descrição é obrigatória');
    expectFieldMessage(invalid, 'body/priceCents', 'Preço deve ser maior que zero');
    expect(await productRow(product.id)).toEqual(before);
    expect((await admin.put('/api/admin/products/abc', newPizza())).statusCode).toBe(400);
  });

  // ---------------------------------------------------------------- availability

  it('pauses a product: the menu still lists it as unavailable and checkout refuses it; resuming sells it again', async () => {
    const menu = await readMenu(t);
    const margherita = productNamed(menu, 'Margherita');
    const order = smallOrder(menu, {
      items: [{ productId: margherita.id, size: 'normal', quantity: 1 }],
    });
    const pausedAt = at(30);
    const paused = await admin.patch(`/api/admin/products/${margherita.id}/availability`, {
      isAvailable: false,
    });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json<AdminProduct>()).toMatchObject({
      id: margherita.id,
      isAvailable: false,
      updatedAt: pausedAt.toISOString(),
    });
    expect(productNamed(await readMenu(t), 'Margherita').isAvailable).toBe(false);

    const rowsBefore = await countRows(t);
    const refused = await postOrder(t, order);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ErrorAnswer>().error).toMatchObject({
      code: 'PRODUCT_UNAVAILABLE',
      message: 'O produto "Margherita" não está disponível no momento.',
    });
    expect(await countRows(t)).toEqual(rowsBefore);

    const resumed = await admin.patch(`/api/admin/products/${margherita.id}/availability`, {
      isAvailable: true,
    });
    expect(resumed.json<AdminProduct>().isAvailable).toBe(true);
    expect(productNamed(await readMenu(t), 'Margherita').isAvailable).toBe(true);
    await placeOrder(t, order);
  });

  it('refuses an availability change for a product that does not exist or with a bad body', async () => {
    const before = await productRows();
    const missing = await admin.patch('/api/admin/products/999999/availability', {
      isAvailable: false,
    });
    expect(missing.statusCode).toBe(404);
    const id = before[0]?.id ?? 0;
    for (const body of [{}, { isAvailable: 'não' }, { isAvailable: false, name: 'x' }]) {
      const res = await admin.patch(`/api/admin/products/${id}/availability`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await productRows()).toEqual(before);
  });

  // ---------------------------------------------------------------- delete

  it('deletes a product; an order placed with it still reads in full for the shop and the customer', async () => {
    at(40);
    const main = await create(
      newPizza({ name: 'Sabor da Semana', categoryId: categoryIdOf('mais_pedidas') }),
    );
    const flavour = await create(
      newPizza({
        name: 'Sabor do Mês',
        categoryId: categoryIdOf('mais_pedidas'),
        priceCents: 5800,
      }),
    );
    const menu = await readMenu(t);
    const full = fullOrder(menu);
    const [pizza, drink] = full.items;
    if (!pizza || !drink) throw new Error('fullOrder has two items');
    const placed: PlacedOrder = await placeOrder(t, {
      ...full,
      items: [{ ...pizza, productId: main.id, extraFlavourIds: [flavour.id] }, drink],
    });
    const shopBefore = (await admin.get(`/api/admin/orders/${placed.order.id}`)).json<AdminOrder>();
    const trackingUrl = `/api/orders/${placed.order.publicId}`;
    const customerBefore = (
      await t.app.inject({ method: 'GET', url: trackingUrl })
    ).json<TrackedOrder>();
    expect(shopBefore.items[0]).toMatchObject({
      productId: main.id,
      productName: 'Sabor da Semana',
      extraFlavours: [{ productId: flavour.id, name: 'Sabor do Mês', priceCents: 3650 }],
      extras: [
        expect.objectContaining({ name: 'Cheddar', extraId: extraNamed(menu, 'Cheddar').id }),
        expect.objectContaining({ name: 'Bacon' }),
      ],
      crustName: 'Borda Vulcão',
      fillingName: 'Catupiry',
      notes: 'Sem cebola',
    });

    for (const id of [main.id, flavour.id]) {
      const res = await admin.delete(`/api/admin/products/${id}`);
      expect(res.statusCode, res.body).toBe(204);
      expect(res.body).toBe('');
    }

    // gone from the catalogue: the admin list, the menu, the table
    const list = await readList();
    expect(list.products.map((p) => p.id)).not.toContain(main.id);
    expect((await readMenu(t)).products.map((p) => p.id)).not.toContain(main.id);
    expect(await productRow(main.id)).toBeUndefined();
    // the sold line stays, without its link to the product
    const lines = await t.database.db
      .select({ productId: orderItems.productId, productName: orderItems.productName })
      .from(orderItems)
      .where(eq(orderItems.orderId, placed.order.id))
      .orderBy(asc(orderItems.sortOrder));
    expect(lines).toEqual([
      { productId: null, productName: 'Sabor da Semana' },
      { productId: drink.productId, productName: 'Coca-Cola 2L' },
    ]);

    const unlinked = <T extends { items: { productId: number | null }[] }>(order: T): T => ({
      ...order,
      items: order.items.map((item, index) => (index === 0 ? { ...item, productId: null } : item)),
    });
    const shopAfter = await admin.get(`/api/admin/orders/${placed.order.id}`);
    expect(shopAfter.statusCode).toBe(200);
    expect(shopAfter.json<AdminOrder>()).toEqual(unlinked(shopBefore));
    const customerAfter = await t.app.inject({ method: 'GET', url: trackingUrl });
    expect(customerAfter.statusCode).toBe(200);
    expect(customerAfter.json<TrackedOrder>()).toEqual(unlinked(customerBefore));
    // the shop's order list reads it too
    const page = await admin.get('/api/admin/orders?limit=100');
    const listed = page
      .json<{ orders: AdminOrder[] }>()
      .orders.find((o) => o.id === placed.order.id);
    expect(listed).toEqual(unlinked(shopBefore));
  });

  it('answers 404 to a second delete, or to a product that never existed, and deletes nothing', async () => {
    const product = await create(newPizza({ name: 'Some uma vez' }));
    expect((await admin.delete(`/api/admin/products/${product.id}`)).statusCode).toBe(204);
    const before = await productRows();
    for (const url of [`/api/admin/products/${product.id}`, '/api/admin/products/999999']) {
      const res = await admin.delete(url);
      expect(res.statusCode).toBe(404);
      expect(res.json<ErrorAnswer>().error.code).toBe('NOT_FOUND');
    }
    expect((await admin.delete('/api/admin/products/abc')).statusCode).toBe(400);
    expect(await productRows()).toEqual(before);
  });
});
