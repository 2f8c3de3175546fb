/**
 * The storefront's product search (docs/product/screens.md#search): a case-insensitive substring match over the
 * product's name and description. Accents are ignored both ways: customers often type without
 * them on a phone ('guarana' finds 'Guaraná', 'guaraná' finds 'Guarana').
 */

/** What the search reads of a product: fits a `MenuProduct`. */
export interface SearchableProduct {
  name: string;
  description: string;
}

/** Lower case without diacritics: 'Guaraná' → 'guarana', 'Açaí' → 'acai'. */
function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase('pt-BR');
}

/**
 * The products whose name or description contains the trimmed text, in their menu order. An empty
 * (or blank) text finds nothing: the page asks the customer to type instead of listing the menu.
 */
export function searchProducts<P extends SearchableProduct>(
  products: readonly P[],
  text: string,
): P[] {
  const needle = normalise(text.trim());
  if (needle === '') return [];
  return products.filter(
    (product) =>
      normalise(product.name).includes(needle) || normalise(product.description).includes(needle),
  );
}
