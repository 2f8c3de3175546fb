import { describe, expect, it } from 'vitest';
import {
  PRICE_REQUIRED,
  type AdminCategory,
  type AdminProduct,
} from '../../../../domain/admin-catalogue';
import { SAMPLE_SIZES } from '../../../../domain/sizes';
import { productFormSchema, productFormValues, type ProductFormValues } from './product-form';

const CATEGORIES: Pick<AdminCategory, 'id' | 'slug'>[] = [
  { id: 3, slug: 'tradicionais' },
  { id: 7, slug: 'especiais' },
  { id: 9, slug: 'refrigerantes' },
];
const schema = productFormSchema(CATEGORIES, SAMPLE_SIZES);
const EMPTY = productFormValues(null, SAMPLE_SIZES);

function messages(values: ProductFormValues): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('the product form', () => {
  it('refuses an empty form with the spec messages on each field, the price on the first size', () => {
    expect(messages(EMPTY)).toEqual({
      name: 'Nome é obrigatório',
      description: 'Descrição é obrigatória',
      categoryId: 'Categoria é obrigatória',
      'sizePrices.normal': PRICE_REQUIRED,
    });
  });

  it('refuses blank text, a price of zero and one typed wrong, each under its size', () => {
    expect(
      messages({
        ...EMPTY,
        name: '   ',
        description: 'Boa',
        categoryId: '3',
        sizePrices: { normal: 0, broto: Number.NaN },
      }),
    ).toEqual({
      name: 'Nome é obrigatório',
      'sizePrices.normal': PRICE_REQUIRED,
      'sizePrices.broto': PRICE_REQUIRED,
    });
  });

  it('asks a drink for its one price', () => {
    expect(messages({ ...EMPTY, name: 'Guaraná', description: 'Lata', categoryId: '9' })).toEqual({
      priceCents: PRICE_REQUIRED,
    });
  });

  it('turns the typed text into the API input: a price per size sold, a trimmed ingredient list', () => {
    const result = schema.parse({
      name: '  Pizza da Casa ',
      description: 'Receita da casa',
      categoryId: '7',
      priceCents: null,
      // not sold as a broto: no price sent for it
      sizePrices: { normal: 5290, broto: null },
      ingredients: ' Mussarela, , Tomate ,Manjericão,',
      isAvailable: false,
      variants: [],
    });
    expect(result).toEqual({
      name: 'Pizza da Casa',
      description: 'Receita da casa',
      categoryId: 7,
      sizePrices: { normal: 5290 },
      ingredients: ['Mussarela', 'Tomate', 'Manjericão'],
      isAvailable: false,
      // a pizza has no variants (decision 052)
      variants: [],
    });
  });

  it('sends a drink its one price and no size prices', () => {
    const result = schema.parse({
      ...EMPTY,
      name: 'Guaraná',
      description: 'Lata',
      categoryId: '9',
      priceCents: 700,
      sizePrices: { normal: 900, broto: null },
    });
    expect(result).toMatchObject({ priceCents: 700, sizePrices: {} });
  });

  it('starts an edit from the product, one field per size of the shop, and a new product empty', () => {
    const product: AdminProduct = {
      id: 9,
      name: 'Calabresa',
      description: 'Calabresa e cebola',
      categoryId: 3,
      categoryName: 'Calabresa',
      isSalgado: true,
      priceCents: 4900,
      sizePrices: { normal: 4900 },
      ingredients: ['Calabresa', 'Cebola'],
      isAvailable: true,
      updatedAt: '2025-01-01T00:00:00.000Z',
    };
    expect(productFormValues(product, SAMPLE_SIZES)).toEqual({
      name: 'Calabresa',
      description: 'Calabresa e cebola',
      categoryId: '3',
      priceCents: 4900,
      sizePrices: { normal: 4900, broto: null },
      ingredients: 'Calabresa, Cebola',
      isAvailable: true,
      variants: [],
    });
    expect(EMPTY.sizePrices).toEqual({ normal: null, broto: null });
    expect(schema.parse(productFormValues(product, SAMPLE_SIZES))).toMatchObject({
      sizePrices: { normal: 4900 },
    });
  });
});

describe('the product form ingredients', () => {
  it('says so under the field when an ingredient is too long or there are too many', () => {
    const base = {
      ...EMPTY,
      name: 'Pizza',
      description: 'Boa',
      categoryId: '3',
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
