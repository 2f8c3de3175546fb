import { describe, expect, it } from 'vitest';
import type { AdminProduct } from '../../../../domain/admin-catalogue';
import { filterProducts, NO_FILTERS, sortProducts } from './filter-products';

function product(overrides: Partial<AdminProduct>): AdminProduct {
  return {
    id: 1,
    name: 'Calabresa',
    description: 'Calabresa fatiada e cebola',
    categoryId: 1,
    categoryName: 'Calabresa',
    isSalgado: true,
    priceCents: 4900,
    sizePrices: { normal: 4900, broto: 3500 },
    ingredients: ['Calabresa', 'Cebola', 'Mussarela'],
    isAvailable: true,
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const CALABRESA = product({});
const CAMARAO = product({
  id: 2,
  name: 'Camarão',
  categoryId: 2,
  ingredients: ['Camarão', 'Catupiry'],
});
const CHOCOLATE = product({
  id: 3,
  name: 'Chocolate',
  categoryId: 3,
  isSalgado: false,
  ingredients: ['Chocolate ao leite'],
});
const BORDA = product({
  id: 4,
  name: 'Borda Tradicional',
  categoryId: 4,
  isSalgado: null,
  ingredients: ['Requeijão'],
});
const ALL = [CALABRESA, CAMARAO, CHOCOLATE, BORDA];

describe('filterProducts', () => {
  it('keeps everything without filters', () => {
    expect(filterProducts(ALL, NO_FILTERS)).toEqual(ALL);
  });

  it('matches the name or an ingredient, in any case and without accents', () => {
    expect(filterProducts(ALL, { ...NO_FILTERS, search: 'CATUPIRY' })).toEqual([CAMARAO]);
    expect(filterProducts(ALL, { ...NO_FILTERS, search: '  camarao ' })).toEqual([CAMARAO]);
    expect(filterProducts(ALL, { ...NO_FILTERS, search: 'cebola' })).toEqual([CALABRESA]);
    expect(filterProducts(ALL, { ...NO_FILTERS, search: 'pepperoni' })).toEqual([]);
  });

  it('narrows by category and by type (salgado, doce, outro)', () => {
    expect(filterProducts(ALL, { ...NO_FILTERS, categoryId: 2 })).toEqual([CAMARAO]);
    expect(filterProducts(ALL, { ...NO_FILTERS, type: 'salgado' })).toEqual([CALABRESA, CAMARAO]);
    expect(filterProducts(ALL, { ...NO_FILTERS, type: 'doce' })).toEqual([CHOCOLATE]);
    expect(filterProducts(ALL, { ...NO_FILTERS, type: 'outro' })).toEqual([BORDA]);
    expect(filterProducts(ALL, { search: 'c', categoryId: 3, type: 'salgado' })).toEqual([]);
  });
});

describe('sortProducts', () => {
  it('orders by name in pt-BR', () => {
    expect(sortProducts([CHOCOLATE, CAMARAO, BORDA, CALABRESA]).map((p) => p.name)).toEqual([
      'Borda Tradicional',
      'Calabresa',
      'Camarão',
      'Chocolate',
    ]);
  });
});
