import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extraIngredients, products } from '../../../db/schema';
import { CATEGORY_SLUGS } from '../../../domain/catalogue';
import type { Menu } from '../../../domain/menu';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';

describe(`GET /api/menu on ${testDbKind}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function getMenu(): Promise<Menu> {
    const res = await t.app.inject({ method: 'GET', url: '/api/menu' });
    expect(res.statusCode).toBe(200);
    return res.json<Menu>();
  }

  it("lists the categories in the spec's menu order, each under its tab", async () => {
    const menu = await getMenu();
    // docs/product/screens.md#menu: Salgadas tabs, then Doces, then Bebidas.
    expect(menu.categories.map((c) => [c.slug, c.group])).toEqual([
      ['mais_pedidas', 'salgada'],
      ['calabresa', 'salgada'],
      ['queijos', 'salgada'],
      ['frango', 'salgada'],
      ['peixes_vegetarianas', 'salgada'],
      ['bacon_lombo_presunto', 'salgada'],
      ['pizzas_especiais', 'salgada'],
      ['bordas', 'salgada'],
      ['pizzas_doces', 'doce'],
      ['refrigerantes', 'bebida'],
    ]);
  });

  it('lists products with whole-centavo prices above zero, each in a known category', async () => {
    const menu = await getMenu();
    const knownSlugs = new Set<string>(CATEGORY_SLUGS);
    const isPrice = (cents: number) => Number.isInteger(cents) && cents > 0;
    const wrong = menu.products.filter(
      (p) =>
        !isPrice(p.priceCents) ||
        !Object.values(p.sizePrices).every(isPrice) ||
        !knownSlugs.has(p.categorySlug),
    );
    expect(wrong).toEqual([]);
    const emptyCategories = menu.categories.filter(
      (c) => !menu.products.some((p) => p.categorySlug === c.slug),
    );
    expect(emptyCategories).toEqual([]);
    expect(menu.products.every((p) => p.isAvailable)).toBe(true);
  });

  it('offers 39 extra ingredients at R$ 5,00: Queijos 7, Carnes 10, Vegetais 12, Doces 10', async () => {
    const menu = await getMenu();
    expect(menu.extras).toHaveLength(39);
    const perGroup = Object.fromEntries(
      ['Queijos', 'Carnes', 'Vegetais', 'Doces'].map((group) => [
        group,
        menu.extras.filter((e) => e.displayGroup === group).length,
      ]),
    );
    expect(perGroup).toEqual({ Queijos: 7, Carnes: 10, Vegetais: 12, Doces: 10 });
    expect(menu.extras.filter((e) => e.priceCents !== 500)).toEqual([]);
    // Sweet pizzas offer the sweet extras, savoury pizzas the savoury ones (docs/product/screens.md#menu).
    expect(menu.extras.filter((e) => (e.type === 'doce') !== (e.displayGroup === 'Doces'))).toEqual(
      [],
    );
  });

  it('offers no crust, the traditional (R$ 10) and the volcanic (R$ 18) with their fillings', async () => {
    const menu = await getMenu();
    expect(
      menu.crusts.map((c) => ({
        id: c.id,
        priceCents: c.priceCents,
        fillings: c.fillings.map((f) => [f.id, f.name, f.priceCents]),
      })),
    ).toEqual([
      { id: 'none', priceCents: 0, fillings: [] },
      {
        id: 'traditional',
        priceCents: 1000,
        fillings: [
          ['cheddar', 'Cheddar', 0],
          ['catupiry', 'Catupiry', 0],
        ],
      },
      {
        id: 'volcanic',
        priceCents: 1800,
        fillings: [
          ['catupiry', 'Catupiry', 0],
          ['cheddar', 'Cheddar', 0],
          ['chocolate_morango', 'Chocolate com Morango', 0],
        ],
      },
    ]);
  });

  it('still lists a product the shop made unavailable, marked as unavailable', async () => {
    const before = await getMenu();
    const product = before.products[1];
    if (!product) throw new Error('the sample menu has no products');
    await t.database.db
      .update(products)
      .set({ isAvailable: false })
      .where(eq(products.id, product.id));
    try {
      const after = await getMenu();
      expect(after.products.map((p) => p.id)).toEqual(before.products.map((p) => p.id));
      expect(after.products.find((p) => p.id === product.id)).toMatchObject({
        name: product.name,
        isAvailable: false,
      });
      expect(after.products.filter((p) => !p.isAvailable).map((p) => p.id)).toEqual([product.id]);
    } finally {
      await t.database.db
        .update(products)
        .set({ isAvailable: true })
        .where(eq(products.id, product.id));
    }
  });

  it('stops offering an extra ingredient the shop made unavailable', async () => {
    const before = await getMenu();
    const extra = before.extras.find((e) => e.name === 'Cheddar');
    if (!extra) throw new Error('the sample menu has no Cheddar extra');
    const setAvailable = (isAvailable: boolean) =>
      t.database.db
        .update(extraIngredients)
        .set({ isAvailable })
        .where(eq(extraIngredients.id, extra.id));
    await setAvailable(false);
    try {
      const after = await getMenu();
      expect(after.extras).toHaveLength(38);
      expect(after.extras.map((e) => e.id)).not.toContain(extra.id);
    } finally {
      await setAvailable(true);
    }
  });
});
