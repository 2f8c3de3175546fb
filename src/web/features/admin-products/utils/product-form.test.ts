import { describe, expect, it } from 'vitest';
import { PRICE_REQUIRED, type AdminProduct } from '../../../../domain/admin-catalogue';
import { EMPTY_PRODUCT_FORM, ProductFormSchema, productFormValues } from './product-form';

function messages(values: typeof EMPTY_PRODUCT_FORM): Record<string, string> {
  const result = ProductFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('ProductFormSchema', () => {
  it('refuses an empty form with the spec messages on each field', () => {
    expect(messages(EMPTY_PRODUCT_FORM)).toEqual({
      name: 'Nome é obrigatório',
      description: 'Descrição é obrigatória',
      categoryId: 'Categoria é obrigatória',
      priceCents: PRICE_REQUIRED,
      sizePrices: { normal: PRICE_REQUIRED, broto: PRICE_REQUIRED },
    });
  });

  it('refuses blank text, a price of zero and one typed wrong', () => {
    expect(
      messages({
        ...EMPTY_PRODUCT_FORM,
        name: '   ',
        description: 'Boa',
        categoryId: '3',
        priceCents: 0,
        sizePrices: { normal: 0, broto: Number.NaN },
      }),
    ).toEqual({
      name: 'Nome é obrigatório',
      priceCents: PRICE_REQUIRED,
      sizePrices: { normal: PRICE_REQUIRED, broto: PRICE_REQUIRED },
    });
  });

  it('turns the typed text into the API input: centavos, a trimmed ingredient list', () => {
    const result = ProductFormSchema.parse({
      name: '  Pizza da Casa ',
      description: 'Receita da casa',
      categoryId: '7',
      priceCents: 5290,
      sizePrices: { normal: 5290, broto: 1 },
      ingredients: ' Mussarela, , Tomate ,Manjericão,',
      isAvailable: false,
    });
    expect(result).toEqual({
      name: 'Pizza da Casa',
      description: 'Receita da casa',
      categoryId: 7,
      priceCents: 5290,
      sizePrices: { normal: 5290, broto: 1 },
      ingredients: ['Mussarela', 'Tomate', 'Manjericão'],
      isAvailable: false,
    });
  });

  it('starts an edit from the product, and a new product empty', () => {
    const product: AdminProduct = {
      id: 9,
      name: 'Calabresa',
      description: 'Calabresa e cebola',
      categoryId: 2,
      categoryName: 'Calabresa',
      isSalgado: true,
      priceCents: 4900,
      sizePrices: { normal: 4900, broto: 3500 },
      ingredients: ['Calabresa', 'Cebola'],
      isAvailable: true,
      updatedAt: '2025-01-01T00:00:00.000Z',
    };
    expect(productFormValues(product)).toEqual({
      name: 'Calabresa',
      description: 'Calabresa e cebola',
      categoryId: '2',
      priceCents: 4900,
      sizePrices: { normal: 4900, broto: 3500 },
      ingredients: 'Calabresa, Cebola',
      isAvailable: true,
    });
    expect(productFormValues(null)).toBe(EMPTY_PRODUCT_FORM);
    expect(ProductFormSchema.parse(productFormValues(product))).toMatchObject({
      priceCents: 4900,
      sizePrices: { normal: 4900, broto: 3500 },
    });
  });
});

describe('ProductFormSchema ingredients', () => {
  it('says so under the field when an ingredient is too long or there are too many', () => {
    const base = {
      ...EMPTY_PRODUCT_FORM,
      name: 'Pizza',
      description: 'Boa',
      categoryId: '1',
      priceCents: 4000,
      sizePrices: { normal: 4000, broto: 3000 },
    };
    expect(messages({ ...base, ingredients: `Queijo, ${'x'.repeat(61)}` })).toEqual({
      ingredients: 'Cada ingrediente pode ter no máximo 60 caracteres.',
    });
    const many = Array.from({ length: 31 }, (_, i) => `Item ${i}`).join(', ');
    expect(messages({ ...base, ingredients: many })).toEqual({
      ingredients: 'Informe no máximo 30 ingredientes.',
    });
  });
});
