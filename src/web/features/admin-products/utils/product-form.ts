import { z } from 'zod';
import {
  INGREDIENT_MAX,
  INGREDIENTS_MAX,
  parseIngredients,
  ProductInputSchema,
  type AdminCategory,
  type AdminProduct,
  type ProductInput,
} from '../../../../domain/admin-catalogue';
import { DRINKS_CATEGORY } from '../../../../domain/catalogue';
import type { Size } from '../../../../domain/sizes';

/**
 * The product dialog's fields as typed (docs/product/screens.md#products, docs/product/rules.md#back-office-forms): the category as the select's value, prices in
 * centavos as the money inputs give them (null: empty; NaN: not an amount, see MoneyInput),
 * ingredients as comma-separated text. Each field carries the
 * name of the ProductInputSchema field it becomes, so that schema's messages land on the field.
 * A drink has its one price; anything else a price per size of the shop's, an empty one meaning
 * 'not sold in this size' (decision 046).
 */
/** A money input's value; an empty or mistyped one becomes NaN, which the price schema refuses. */
const TYPED_PRICE = z.union([z.number(), z.nan(), z.null()]);

const ProductFieldsSchema = z.object({
  name: z.string(),
  description: z.string(),
  categoryId: z.string(),
  priceCents: TYPED_PRICE,
  sizePrices: z.record(z.string(), TYPED_PRICE),
  // checked on the text, so the message sits under the one field (the list has no field per item)
  ingredients: z
    .string()
    .refine((text) => parseIngredients(text).every((item) => item.length <= INGREDIENT_MAX), {
      message: `Cada ingrediente pode ter no máximo ${INGREDIENT_MAX} caracteres.`,
    })
    .refine((text) => parseIngredients(text).length <= INGREDIENTS_MAX, {
      message: `Informe no máximo ${INGREDIENTS_MAX} ingredientes.`,
    }),
  isAvailable: z.boolean(),
  /** A product sold without sizes may have variants (decision 052), in the shop's order. */
  variants: z.array(
    z.object({
      /** The saved variant's id; none for one added in this dialog. */
      variantId: z.number().optional(),
      name: z.string(),
      priceCents: TYPED_PRICE,
      isActive: z.boolean(),
    }),
  ),
});
export type ProductFormValues = z.input<typeof ProductFieldsSchema>;

/** Whether the chosen category sells by size: all but drinks (none chosen yet: by size). */
export function isSoldBySizeIn(
  categories: readonly Pick<AdminCategory, 'id' | 'slug'>[],
  categoryId: string,
): boolean {
  return categories.find((c) => String(c.id) === categoryId)?.slug !== DRINKS_CATEGORY;
}

/**
 * The dialog's schema for the shop's categories and sizes. A product sold by size with every
 * price empty gets the required-price message on its first size; a drink on its one price.
 */
export function productFormSchema(
  categories: readonly Pick<AdminCategory, 'id' | 'slug'>[],
  sizes: readonly Pick<Size, 'id'>[],
) {
  return ProductFieldsSchema.transform((form): ProductInput => {
    const bySize = isSoldBySizeIn(categories, form.categoryId);
    const sizePrices: Record<string, number> = {};
    if (bySize) {
      for (const size of sizes) {
        const price = form.sizePrices[size.id] ?? null;
        if (price !== null) sizePrices[size.id] = price;
      }
      const first = sizes[0];
      // none typed: NaN, which the price schema refuses under the first size's field
      if (first && Object.keys(sizePrices).length === 0) sizePrices[first.id] = Number.NaN;
    }
    // a product sold by size has no variants: switching a drink to a pizza category drops them
    const variants = bySize
      ? []
      : form.variants.map((variant) => ({
          ...(variant.variantId === undefined ? {} : { id: variant.variantId }),
          name: variant.name,
          priceCents: variant.priceCents ?? Number.NaN,
          isActive: variant.isActive,
        }));
    return {
      name: form.name,
      description: form.description,
      // '' (no category chosen) becomes 0, which the schema refuses with 'Categoria é obrigatória'
      categoryId: Number(form.categoryId),
      // with variants, its one price is their lowest (the server's): none to type
      ...(bySize || variants.length > 0 ? {} : { priceCents: form.priceCents ?? Number.NaN }),
      sizePrices,
      ingredients: parseIngredients(form.ingredients),
      isAvailable: form.isAvailable,
      variants,
    };
  }).pipe(ProductInputSchema);
}

/** The dialog's starting values: empty for a new product, the product's own to edit it. */
export function productFormValues(
  product: AdminProduct | null,
  sizes: readonly Pick<Size, 'id'>[],
): ProductFormValues {
  const sizePrices = Object.fromEntries(
    sizes.map((size) => [size.id, product?.sizePrices[size.id] ?? null]),
  );
  if (!product) {
    return {
      name: '',
      description: '',
      categoryId: '',
      priceCents: null,
      sizePrices,
      ingredients: '',
      isAvailable: true,
      variants: [],
    };
  }
  return {
    name: product.name,
    description: product.description,
    categoryId: String(product.categoryId),
    priceCents: product.priceCents,
    sizePrices,
    ingredients: product.ingredients.join(', '),
    isAvailable: product.isAvailable,
    variants: (product.variants ?? []).map(({ id, name, priceCents, isActive }) => ({
      variantId: id,
      name,
      priceCents,
      isActive,
    })),
  };
}
