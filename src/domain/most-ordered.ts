// The 'Mais Pedidas' tab that can follow the sales (decision 035). No schemas here: the menu page
// reads it in the storefront's first load, which stays free of zod (decision 013).
import type { Menu, MenuProduct } from './menu';

/** The category whose tab can follow the sales (decision 035). */
export const MOST_ORDERED_CATEGORY = 'mais_pedidas';
/** How many top sellers the automatic 'Mais Pedidas' tab lists before the hand-chosen ones. */
export const MOST_ORDERED_LIMIT = 8;
/** How far back the automatic 'Mais Pedidas' tab counts the sales. */
export const MOST_ORDERED_DAYS = 30;

/**
 * The products a category's tab lists: its own products; for 'Mais Pedidas' in automatic mode,
 * the products named by `mostOrderedIds`, in that order (each also stays in its own category).
 */
export function productsOfCategory(
  menu: Pick<Menu, 'products' | 'mostOrderedIds'>,
  slug: string | undefined,
): MenuProduct[] {
  if (slug === MOST_ORDERED_CATEGORY && menu.mostOrderedIds) {
    const byId = new Map(menu.products.map((product) => [product.id, product]));
    return menu.mostOrderedIds.flatMap((id) => byId.get(id) ?? []);
  }
  return menu.products.filter((product) => product.categorySlug === slug);
}

/**
 * The automatic tab's list: the top sellers still on the menu (at most `MOST_ORDERED_LIMIT`, best
 * first), then every hand-chosen product not already listed, so that none disappears.
 */
export function mostOrderedList(
  products: readonly Pick<MenuProduct, 'id' | 'categorySlug'>[],
  topSellerIds: readonly number[],
): number[] {
  const onMenu = new Set(products.map((product) => product.id));
  const top = topSellerIds.filter((id) => onMenu.has(id)).slice(0, MOST_ORDERED_LIMIT);
  const listed = new Set(top);
  const chosen = products
    .filter((product) => product.categorySlug === MOST_ORDERED_CATEGORY && !listed.has(product.id))
    .map((product) => product.id);
  return [...top, ...chosen];
}
