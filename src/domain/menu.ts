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
  /** Unavailable products are listed too, so the menu can show them as 'Esgotado'. */
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
