import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { establishmentSettings, orders, products } from '../../../db/schema';
import type { MostOrderedMode } from '../../../domain/establishment';
import type { Menu } from '../../../domain/menu';
import { productsOfCategory } from '../../../domain/most-ordered';
import { WEEKDAYS, type Schedules } from '../../../domain/opening-hours';
import type { OrderStatus } from '../../../domain/order-status';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';
import { placeOrder, smallOrder } from '../admin-orders/admin-test-kit';
import { productNamed, readMenu } from '../orders/order-test-kit';
import { TOP_SELLERS_TTL_MS } from './menu-cache';

/** Saturday noon in São Paulo. */
const NOW = new Date('2026-11-21T12:00:00-03:00');
const DAY_MS = 86_400_000;

/**
 * The 'Mais Pedidas' tab in automatic mode (decision 035): the products sold most in the last 30
 * days, by units, rejected orders left out, then the hand-chosen ones.
 */
describe(`GET /api/menu, 'Mais Pedidas' by sales, on ${testDbKind}`, () => {
  let t: TestApp;
  let now = NOW;
  let menu: Menu;

  const id = (name: string) => productNamed(menu, name).id;

  /** Placed as a customer would, then moved to its day and status by hand. */
  async function sell(lines: [string, number][], daysAgo: number, status: OrderStatus) {
    const body = smallOrder(menu, {
      items: lines.map(([name, quantity]) => ({ productId: id(name), size: 'normal', quantity })),
    });
    const { order } = await placeOrder(t, body);
    await t.database.db
      .update(orders)
      .set({ placedAt: new Date(NOW.getTime() - daysAgo * DAY_MS), status })
      .where(eq(orders.id, order.id));
  }

  async function setMode(mostOrdered: MostOrderedMode) {
    await t.database.db
      .update(establishmentSettings)
      .set({ mostOrdered })
      .where(eq(establishmentSettings.id, 1));
  }

  async function mostOrderedTab(): Promise<{ menu: Menu; names: string[] }> {
    const res = await t.app.inject({ method: 'GET', url: '/api/menu' });
    expect(res.statusCode, res.body).toBe(200);
    const read = res.json<Menu>();
    return { menu: read, names: productsOfCategory(read, 'mais_pedidas').map((p) => p.name) };
  }

  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    menu = await readMenu(t);
    await t.database.db
      .update(establishmentSettings)
      .set({
        schedules: Object.fromEntries(WEEKDAYS.map((d) => [d, '00:00 às 23:59'])) as Schedules,
      })
      .where(eq(establishmentSettings.id, 1));

    await sell(
      [
        ['Coca-Cola 2L', 3],
        ['Margherita', 1],
      ],
      2,
      'entregue',
    );
    await sell(
      [
        ['Margherita', 2],
        ['Chocolate', 1],
      ],
      29,
      'finalizado',
    );
    await sell([['Portuguesa', 1]], 1, 'pendente');
    // rejected: not a sale
    await sell([['Atum', 5]], 1, 'rejeitado');
    // 31 days ago: outside the 30 days
    await sell([['Palmito', 4]], 31, 'entregue');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the hand-chosen products in manual mode, the default', async () => {
    const { menu: read, names } = await mostOrderedTab();
    expect(read.mostOrderedIds).toBeUndefined();
    expect(names).toEqual(['Calabresa', 'Portuguesa', 'Frango com Catupiry', 'Quatro Queijos']);
  });

  it('lists the top sellers of the last 30 days by units, then the hand-chosen ones', async () => {
    await setMode('automatic');
    const { menu: read, names } = await mostOrderedTab();
    expect(names).toEqual([
      // the tab's own group only: the 3 Coca-Colas and the sweet Chocolate are not listed
      'Margherita',
      'Portuguesa',
      // fewer than 8 sold: the hand-chosen ones fill the tab, none twice
      'Calabresa',
      'Frango com Catupiry',
      'Quatro Queijos',
    ]);
    // each still in its own category too
    expect(productsOfCategory(read, 'queijos').map((p) => p.name)).toContain('Margherita');
    expect(productsOfCategory(read, 'refrigerantes').map((p) => p.name)).toContain('Coca-Cola 2L');
    // Atum (rejected) and Palmito (31 days ago) are not counted
    expect(names).not.toContain('Atum');
    expect(names).not.toContain('Palmito');
  });

  it('keeps the ranking for 10 minutes, then counts the new sales', async () => {
    await sell(
      [
        ['Mussarela', 1],
        ['Provolone', 1],
        ['Toscana', 1],
        ['Baiana', 1],
        ['Bacon', 1],
        ['Mista', 1],
      ],
      0,
      'aprovado',
    );
    const before = await mostOrderedTab();
    expect(before.names.slice(0, 2)).toEqual(['Margherita', 'Portuguesa']);

    now = new Date(NOW.getTime() + TOP_SELLERS_TTL_MS + 1000);
    const after = await mostOrderedTab();
    expect(after.names).toEqual([
      // the top 8: nine salty pizzas sold, ties by name
      'Margherita',
      'Bacon',
      'Baiana',
      'Mista',
      'Mussarela',
      'Portuguesa',
      'Provolone',
      'Toscana',
      // then the hand-chosen ones not already listed
      'Calabresa',
      'Frango com Catupiry',
      'Quatro Queijos',
    ]);
  });

  it('shows a paused top seller as the menu marks it, and leaves out a deleted one', async () => {
    await t.database.db
      .update(products)
      .set({ isAvailable: false })
      .where(eq(products.id, id('Margherita')));
    await t.database.db.delete(products).where(eq(products.id, id('Bacon')));
    const { menu: read, names } = await mostOrderedTab();
    expect(names.slice(0, 8)).toEqual([
      'Margherita',
      'Baiana',
      'Mista',
      'Mussarela',
      'Portuguesa',
      'Provolone',
      'Toscana',
      'Calabresa',
    ]);
    expect(productNamed(read, 'Margherita').isAvailable).toBe(false);
  });

  it('goes back to the hand-chosen products in manual mode', async () => {
    await setMode('manual');
    const { menu: read, names } = await mostOrderedTab();
    expect(read.mostOrderedIds).toBeUndefined();
    expect(names).toEqual(['Calabresa', 'Portuguesa', 'Frango com Catupiry', 'Quatro Queijos']);
  });
});
