import { z } from 'zod';
import {
  INGREDIENT_MAX,
  INGREDIENTS_MAX,
  parseIngredients,
  ProductInputSchema,
  type AdminProduct,
  type ProductInput,
} from '../../../../domain/admin-catalogue';

/**
 * The product dialog's fields as typed (docs/product/screens.md#products, docs/product/rules.md#back-office-forms): the category as the select's value, prices in
 * centavos as the money inputs give them (null: empty; NaN: not an amount, see MoneyInput),
 * ingredients as comma-separated text. Each field carries the
 * name of the ProductInputSchema field it becomes, so that schema's messages land on the field.
 */
/** A money input's value; an empty or mistyped one becomes NaN, which the price schema refuses. */
const TYPED_PRICE = z.union([z.number(), z.nan(), z.null()]);

export const ProductFormSchema = z
  .object({
    name: z.string(),
    description: z.string(),
    categoryId: z.string(),
    priceCents: TYPED_PRICE,
    sizePrices: { normal: TYPED_PRICE, broto: TYPED_PRICE },
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
  })
  .transform((form): ProductInput => ({
    name: form.name,
    description: form.description,
    // '' (no category chosen) becomes 0, which the schema refuses with 'Categoria é obrigatória'
    categoryId: Number(form.categoryId),
    priceCents: form.priceCents ?? Number.NaN,
    sizePrices: {
      normal: form.priceCents ?? Number.NaN,
      broto: form.brotoPriceCents ?? Number.NaN,
    },
    ingredients: parseIngredients(form.ingredients),
    isAvailable: form.isAvailable,
  }))
  .pipe(ProductInputSchema);
export type ProductFormValues = z.input<typeof ProductFormSchema>;

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  description: '',
  categoryId: '',
  priceCents: null,
  sizePrices: { normal: null, broto: null },
  ingredients: '',
  isAvailable: true,
};

/** The dialog's starting values: empty for a new product, the product's own to edit it. */
export function productFormValues(product: AdminProduct | null): ProductFormValues {
  if (!product) return EMPTY_PRODUCT_FORM;
  return {
    name: product.name,
    description: product.description,
    categoryId: String(product.categoryId),
    priceCents: product.priceCents,
    sizePrices: { normal: product.priceCents, broto: product.brotoPriceCents },
    ingredients: product.ingredients.join(', '),
    isAvailable: product.isAvailable,
  };
}
