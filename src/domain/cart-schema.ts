/**
 * The stored cart's shape as a schema (docs/product/data.md#cart-item): the types of cart.ts come from it, and
 * cart.test.ts checks that `readCart`, which reads a stored cart by hand so that a page's first
 * load does not carry zod (decision 013), agrees with it.
 */
import { z } from 'zod/mini';

const PriceSchema = z.int().check(z.nonnegative());

/** What a line keeps of a product: enough to show it and to price it again. */
const CartProductSchema = z.object({
  id: z.int(),
  name: z.string(),
  categorySlug: z.string(),
  priceCents: PriceSchema,
  /** Its price in each size it is sold in (decision 046). */
  sizePrices: z.record(z.string(), PriceSchema),
});
export type CartProduct = z.infer<typeof CartProductSchema>;

const CartExtraSchema = z.object({
  id: z.int(),
  name: z.string(),
  priceCents: PriceSchema,
});
export type CartExtra = z.infer<typeof CartExtraSchema>;

const CartCrustSchema = z.object({
  id: z.string(),
  name: z.string(),
  priceCents: PriceSchema,
  filling: z.nullable(z.object({ id: z.string(), name: z.string() })),
});
export type CartCrust = z.infer<typeof CartCrustSchema>;

const CartVariantSchema = z.object({ id: z.int(), name: z.string() });
export type CartVariant = z.infer<typeof CartVariantSchema>;

/** docs/product/rules.md#cart-quantity: a cart quantity is a whole number above 0. */
const CartQuantitySchema = z.int().check(z.minimum(1));

const CartItemSchema = z.object({
  /** Product id, size and creation time joined with '-'. */
  id: z.string().check(z.minLength(1)),
  product: CartProductSchema,
  /** The size's id, and its name and note as the menu showed them (decision 046). */
  size: z.string(),
  sizeName: z.string(),
  sizeNote: z.string(),
  /**
   * The variant chosen of a product with variants (decision 052), its name as the menu showed it;
   * absent on lines of products without variants and on carts kept before them.
   */
  variant: z.optional(z.nullable(CartVariantSchema)),
  quantity: CartQuantitySchema,
  extras: z.array(CartExtraSchema),
  notes: z.string(),
  /** null when no crust (or crust 'none') was chosen. */
  crust: z.nullable(CartCrustSchema),
  extraFlavours: z.array(CartProductSchema),
  unitPriceCents: PriceSchema,
});
export type CartItem = z.infer<typeof CartItemSchema>;

export const CartSchema = z.array(CartItemSchema);
export type Cart = z.infer<typeof CartSchema>;
