import {
  productTypeOf,
  type AdminProduct,
  type ProductType,
} from '../../../../domain/admin-catalogue';

export interface ProductFilters {
  search: string;
  /** null: 'Todas as categorias'. */
  categoryId: number | null;
  /** null: 'Todos os tipos'. */
  type: ProductType | null;
}

export const NO_FILTERS: ProductFilters = { search: '', categoryId: null, type: null };

/** Lower case without accents: 'camarao' finds 'Camarão'. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * docs/product/screens.md#products: the text matches the name or an ingredient, in any case; the category and the
 * type (salgado, doce, outro: the category's isSalgado true, false, null) narrow it down.
 */
export function filterProducts(
  products: readonly AdminProduct[],
  { search, categoryId, type }: ProductFilters,
): AdminProduct[] {
  const needle = fold(search.trim());
  return products.filter(
    (product) =>
      (categoryId === null || product.categoryId === categoryId) &&
      (type === null || productTypeOf(product.isSalgado) === type) &&
      (needle === '' ||
        fold(product.name).includes(needle) ||
        product.ingredients.some((ingredient) => fold(ingredient).includes(needle))),
  );
}

/** By name, as the spec's list (ordered by nome), in pt-BR collation. */
export function sortProducts(products: readonly AdminProduct[]): AdminProduct[] {
  return [...products].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}
