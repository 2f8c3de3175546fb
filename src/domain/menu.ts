import { z } from 'zod/mini';
import { CATEGORY_GROUPS, EXTRA_GROUPS, EXTRA_TYPES } from './catalogue';
import type { ProductPhoto } from './product-photo';

/** What `GET /api/menu` answers: everything the storefront needs in one response. */
export const MenuCategorySchema = z.object({
  id: z.int(),
  slug: z.string(),
  name: z.string(),
  group: z.enum(CATEGORY_GROUPS),
  isSalgado: z.nullable(z.boolean()),
});
export type MenuCategory = z.infer<typeof MenuCategorySchema>;

/** A product's photo (decision 031): domain/product-photo.ts makes it. */
export const ProductPhotoSchema = z.object({
  hash: z.string(),
  avif: z.string(),
  webp: z.string(),
  fallback: z.string(),
}) satisfies z.ZodMiniType<ProductPhoto>;

export const MenuProductSchema = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  categorySlug: z.string(),
  priceCents: z.int(),
  brotoPriceCents: z.int(),
  ingredients: z.array(z.string()),
  isAvailable: z.boolean(),
  /** Its photo's addresses (decision 031); null or absent: none, the card draws its placeholder. */
  photo: z.optional(z.nullable(ProductPhotoSchema)),
});
export type MenuProduct = z.infer<typeof MenuProductSchema>;

export const ExtraIngredientSchema = z.object({
  id: z.int(),
  name: z.string(),
  priceCents: z.int(),
  type: z.enum(EXTRA_TYPES),
  displayGroup: z.enum(EXTRA_GROUPS),
});
export type ExtraIngredient = z.infer<typeof ExtraIngredientSchema>;

export const CrustFillingSchema = z.object({
  id: z.string(),
  name: z.string(),
  priceCents: z.int(),
});
export type CrustFilling = z.infer<typeof CrustFillingSchema>;

export const CrustSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  priceCents: z.int(),
  fillings: z.array(CrustFillingSchema),
});
export type Crust = z.infer<typeof CrustSchema>;

export const MenuSchema = z.object({
  /** In menu order (spec §2): the storefront's tabs follow it. */
  categories: z.array(MenuCategorySchema),
  /** Unavailable products are listed too, so the menu can show them as 'Indisponível'. */
  products: z.array(MenuProductSchema),
  extras: z.array(ExtraIngredientSchema),
  crusts: z.array(CrustSchema),
  /**
   * Only when the shop lets the 'Mais Pedidas' tab follow the sales (decision 035): the ids of
   * the products that tab lists, in order: the top sellers, then the hand-chosen ones.
   */
  mostOrderedIds: z.optional(z.array(z.int())),
});
export type Menu = z.infer<typeof MenuSchema>;

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
