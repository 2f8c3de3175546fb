import { z } from 'zod/mini';
import { CATEGORY_GROUPS, EXTRA_GROUPS, EXTRA_TYPES } from './catalogue';
import { OFFER_KINDS, type OfferRule } from './offer-savings';
import { WEEKDAYS } from './opening-hours';
import type { ProductPhoto } from './product-photo';
import type { Size } from './sizes';
import type { ProductVariant } from './variants';

/** What `GET /api/menu` answers: everything the storefront needs in one response. */
const MenuCategorySchema = z.object({
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

/** One of the shop's sizes (decision 046, src/domain/sizes.ts). */
const SizeSchema = z.object({
  id: z.string(),
  name: z.string(),
  slices: z.int(),
  note: z.string(),
  maxFlavours: z.int(),
  sortOrder: z.int(),
  isActive: z.boolean(),
}) satisfies z.ZodMiniType<Size>;

/** A variant of a product sold without sizes (decision 052); paused ones too, as sold out. */
const ProductVariantSchema = z.object({
  id: z.int(),
  name: z.string(),
  priceCents: z.int(),
  isActive: z.boolean(),
}) satisfies z.ZodMiniType<ProductVariant>;

const MenuProductSchema = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  categorySlug: z.string(),
  /** A drink's one price; for a product sold by size, its price in its first size. */
  priceCents: z.int(),
  /** Its price in each size it is sold in, by size id (decision 046); none for a drink. */
  sizePrices: z.record(z.string(), z.int()),
  ingredients: z.array(z.string()),
  isAvailable: z.boolean(),
  /** Its variants in the shop's order (decision 052); none or absent: sold at its one price. */
  variants: z.optional(z.array(ProductVariantSchema)),
  /** Its photo's addresses (decision 031); null or absent: none, the card draws its placeholder. */
  photo: z.optional(z.nullable(ProductPhotoSchema)),
});
export type MenuProduct = z.infer<typeof MenuProductSchema>;

const ExtraIngredientSchema = z.object({
  id: z.int(),
  name: z.string(),
  /** Its one price, in every size without a price of its own. */
  priceCents: z.int(),
  /** Its price in the sizes where the shop set one (decision 051), by size id; absent: none. */
  sizePrices: z.optional(z.record(z.string(), z.int())),
  type: z.enum(EXTRA_TYPES),
  displayGroup: z.enum(EXTRA_GROUPS),
});
export type ExtraIngredient = z.infer<typeof ExtraIngredientSchema>;

const CrustFillingSchema = z.object({
  id: z.string(),
  name: z.string(),
  priceCents: z.int(),
});
export type CrustFilling = z.infer<typeof CrustFillingSchema>;

const CrustSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Its one price, in every size without a price of its own. */
  priceCents: z.int(),
  /** Its price in the sizes where the shop set one (decision 051), by size id; absent: none. */
  sizePrices: z.optional(z.record(z.string(), z.int())),
  fillings: z.array(CrustFillingSchema),
});
export type Crust = z.infer<typeof CrustSchema>;

/**
 * An automatic offer as the menu carries it (decision 041): its rule and when it holds, so the
 * cards and the wizard show it, priced by `productOffer` (offer-savings.ts) at the device's clock
 * in the shop's time zone, as the order will be.
 */
const MenuOfferSchema = z.object({
  id: z.int(),
  name: z.string(),
  kind: z.enum(OFFER_KINDS),
  categorySlugs: z.array(z.string()),
  percent: z.nullable(z.int()),
  pairedCategorySlugs: z.array(z.string()),
  comboPriceCents: z.nullable(z.int()),
  validFrom: z.nullable(z.string()),
  validUntil: z.nullable(z.string()),
  weekdays: z.array(z.enum(WEEKDAYS)),
  isActive: z.boolean(),
}) satisfies z.ZodMiniType<OfferRule>;
export type MenuOffer = z.infer<typeof MenuOfferSchema>;

export const MenuSchema = z.object({
  /** In menu order (docs/product/screens.md#menu): the storefront's tabs follow it. */
  categories: z.array(MenuCategorySchema),
  /** The shop's sizes on sale, in menu order (decision 046). */
  sizes: z.array(SizeSchema),
  /** Unavailable products are listed too, so the menu can show them as 'Esgotado'. */
  products: z.array(MenuProductSchema),
  extras: z.array(ExtraIngredientSchema),
  crusts: z.array(CrustSchema),
  /**
   * Only when the shop lets the 'Mais Pedidas' tab follow the sales (decision 035): the ids of
   * the products that tab lists, in order: the top sellers, then the hand-chosen ones.
   */
  mostOrderedIds: z.optional(z.array(z.int())),
  /** The automatic offers that are running or still to come; absent: none. */
  offers: z.optional(z.array(MenuOfferSchema)),
});
export type Menu = z.infer<typeof MenuSchema>;
