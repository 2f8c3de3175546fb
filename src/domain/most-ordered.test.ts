import { describe, expect, it } from 'vitest';
import type { MenuProduct } from './menu';
import { mostOrderedList, productsOfCategory } from './most-ordered';

function product(id: number, categorySlug: string): MenuProduct {
  return {
    id,
    name: `Produto ${id}`,
    description: '',
    categorySlug,
    priceCents: 4000,
    sizePrices: { normal: 4000, broto: 3000 },
    ingredients: [],
    isAvailable: true,
  };
}

const PRODUCTS = [
  product(1, 'mais_pedidas'),
  product(2, 'mais_pedidas'),
  ...[3, 4, 5, 6, 7, 8, 9, 10, 11].map((id) => product(id, 'queijos')),
];

describe("the 'Mais Pedidas' tab", () => {
  it('lists its own products when it is chosen by hand', () => {
    expect(productsOfCategory({ products: PRODUCTS }, 'mais_pedidas').map((p) => p.id)).toEqual([
      1, 2,
    ]);
  });

  it('lists the given ids in order when it follows the sales, the others tabs unchanged', () => {
    const menu = { products: PRODUCTS, mostOrderedIds: [5, 1, 3] };
    expect(productsOfCategory(menu, 'mais_pedidas').map((p) => p.id)).toEqual([5, 1, 3]);
    expect(productsOfCategory(menu, 'queijos').map((p) => p.id)).toContain(5);
  });

  it('takes at most 8 top sellers still on the menu, then the hand-chosen ones not listed', () => {
    expect(mostOrderedList(PRODUCTS, [99, 3, 2, 4, 5, 6, 7, 8, 9, 10, 11])).toEqual([
      3, 2, 4, 5, 6, 7, 8, 9, 1,
    ]);
    // nothing sold: the hand-chosen ones
    expect(mostOrderedList(PRODUCTS, [])).toEqual([1, 2]);
  });
});
