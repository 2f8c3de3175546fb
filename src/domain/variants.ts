/**
 * Variants of a product sold without sizes (decision 052): 'Refrigerante' as 'Lata 350 ml',
 * '600 ml' or '2 L', each with its own price. The one home of the rule: which variant a line may
 * name, what it costs, and the 'a partir de' price a card shows. Pure, shared by the storefront,
 * the server's pricing and the back office.
 */
import type { Centavos } from './money';

export interface ProductVariant {
  id: number;
  name: string;
  priceCents: Centavos;
  /** Paused ('Acabou'): shown in the picker as sold out, refused by the server. */
  isActive: boolean;
}

/** What reading a product's variants needs; a product from before variants has none. */
export interface WithVariants {
  name: string;
  variants?: readonly ProductVariant[] | undefined;
}

export const VARIANT_NAME_MAX = 40;
export const VARIANTS_ONLY_UNSIZED =
  'Só produtos vendidos sem tamanhos (bebidas) têm opções; uma pizza tem preço por tamanho.';
/** Far above a real drink's sizes; keeps one product's list a list. */
export const VARIANTS_MAX = 20;

export function hasVariants(product: WithVariants): boolean {
  return (product.variants?.length ?? 0) > 0;
}

/** The variants on sale now, in the shop's order. */
export function activeVariants(product: WithVariants): ProductVariant[] {
  return (product.variants ?? []).filter((variant) => variant.isActive);
}

/**
 * The lowest price on sale, for the card's 'a partir de R$ X'; null for a product without variants
 * (its card shows its one price) or with every variant paused.
 */
export function fromPriceCents(product: WithVariants): Centavos | null {
  const prices = activeVariants(product).map((variant) => variant.priceCents);
  return prices.length > 0 ? Math.min(...prices) : null;
}

export type VariantCheck =
  | { ok: true; variant: ProductVariant | null }
  | { ok: false; code: 'VARIANT_REQUIRED' | 'INVALID_VARIANT'; message: string };

/**
 * The variant a line names, checked: a product with variants is sold only as one of its variants
 * on sale; a product without variants takes none.
 */
export function checkVariant(product: WithVariants, variantId: number | null): VariantCheck {
  if (!hasVariants(product)) {
    if (variantId === null) return { ok: true, variant: null };
    return {
      ok: false,
      code: 'INVALID_VARIANT',
      message: `O produto "${product.name}" não tem essa opção.`,
    };
  }
  if (variantId === null) {
    return {
      ok: false,
      code: 'VARIANT_REQUIRED',
      message: `Escolha uma opção de "${product.name}".`,
    };
  }
  const variant = product.variants?.find((v) => v.id === variantId);
  if (!variant) {
    return {
      ok: false,
      code: 'INVALID_VARIANT',
      message: `A opção escolhida de "${product.name}" não está mais no cardápio.`,
    };
  }
  if (!variant.isActive) {
    return {
      ok: false,
      code: 'INVALID_VARIANT',
      message: `"${product.name} ${variant.name}" não está disponível no momento.`,
    };
  }
  return { ok: true, variant };
}

/** The index of the first variant whose name an earlier one already has (case and spaces aside). */
export function duplicateVariantName(variants: readonly { name: string }[]): number | null {
  const seen = new Set<string>();
  for (const [index, variant] of variants.entries()) {
    const key = variant.name.trim().toLocaleLowerCase('pt-BR');
    if (seen.has(key)) return index;
    seen.add(key);
  }
  return null;
}

/**
 * The one price a product with variants keeps in `products.price_cents` (decision 052): its lowest,
 * the 'a partir de' of every list that reads one price.
 */
export function lowestVariantPriceCents(variants: readonly { priceCents: Centavos }[]): Centavos {
  return Math.min(...variants.map((variant) => variant.priceCents));
}

/**
 * A variant's price in the price list (decision 047) stands where a size would: its row's `size`
 * is 'variante:12', so its key (`produto:40:variante:12`) is its own and never a size's id.
 */
const VARIANT_PRICE_PREFIX = 'variante:';

export function variantPriceSize(variantId: number): string {
  return `${VARIANT_PRICE_PREFIX}${variantId}`;
}

/** The variant a price list row's `size` names, or null for a size or an item's one price. */
export function variantIdOfPriceSize(size: string | null): number | null {
  if (size === null || !size.startsWith(VARIANT_PRICE_PREFIX)) return null;
  const id = Number(size.slice(VARIANT_PRICE_PREFIX.length));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
