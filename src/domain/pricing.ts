/**
 * Prices of a cart line (docs/product/limits.md#prices, docs/product/principles.md#prices). One pure module, used by the wizard's
 * 'Resumo do Pedido', the cart and the server, which recomputes every price from the database.
 * All amounts are integer centavos.
 */
import { DRINKS_CATEGORY, type ProductSize } from './catalogue';
import type { FlavourPricingRule } from './establishment';
import type { Centavos } from './money';

/** What pricing needs of a product: fits a `MenuProduct` and a cart line's product snapshot. */
export interface PricedProduct {
  id: number;
  name: string;
  categorySlug: string;
  /** The one price of a product sold without sizes (a drink); for one sold by size, its first size's. */
  priceCents: Centavos;
  /** Its price in each size it is sold in (decision 046); a size missing: not sold in it. */
  sizePrices: Readonly<Record<ProductSize, Centavos>>;
}

export interface PriceSelection {
  product: PricedProduct;
  size: ProductSize;
  quantity: number;
  /** Each priced in the size by `extraPriceInSize` (decision 051). */
  extras: readonly SizePricedItem[];
  /** null for no crust; the 'none' crust costs its own price, 0. Already priced in the size. */
  crust: { priceCents: Centavos } | null;
  extraFlavours: readonly PricedProduct[];
  /** The variant chosen of a product sold without sizes (decision 052): its price is the base. */
  variant?: { priceCents: Centavos } | null;
}

export interface PriceBreakdown {
  /** The pizza's price before extras and crust, after the shop's flavour rule. */
  baseCents: Centavos;
  /** The main flavour's price in the chosen size, to show what the flavour rule changed. */
  mainSizePriceCents: Centavos;
  /** Sum of the chosen extra ingredients, per unit. */
  extrasCents: Centavos;
  crustCents: Centavos;
  unitCents: Centavos;
  quantity: number;
  totalCents: Centavos;
}

export const FLAVOUR_RULE_LABELS: Readonly<Record<FlavourPricingRule, string>> = {
  principal: 'Preço do sabor principal',
  maior: 'Preço do sabor mais caro',
  media: 'Média dos sabores',
};

const FLAVOUR_RULE_DESCRIPTIONS: Readonly<Record<FlavourPricingRule, string>> = {
  principal:
    'A pizza com mais de um sabor custa o preço do sabor principal; os sabores adicionais não alteram o valor.',
  maior: 'A pizza com mais de um sabor custa o preço do sabor mais caro entre os escolhidos.',
  media: 'A pizza com mais de um sabor custa a média dos preços dos sabores escolhidos.',
};

/** One pt-BR sentence explaining the shop's rule, shown in the wizard and in settings. */
export function describeFlavourRule(rule: FlavourPricingRule): string {
  return FLAVOUR_RULE_DESCRIPTIONS[rule];
}

/** Drinks have no size and keep their one price (docs/product/limits.md#prices); everything else is priced by size. */
export function isSoldBySize(product: Pick<PricedProduct, 'categorySlug'>): boolean {
  return product.categorySlug !== DRINKS_CATEGORY;
}

/**
 * The product's price in the size (decision 046), or null when it is not sold in that size. A
 * product without sizes has its one price in any size.
 */
export function priceInSize(
  product: Pick<PricedProduct, 'categorySlug' | 'priceCents' | 'sizePrices'>,
  size: ProductSize,
): Centavos | null {
  if (!isSoldBySize(product)) return product.priceCents;
  return product.sizePrices[size] ?? null;
}

/**
 * An extra or a crust (decision 051): one price, and the sizes where the shop set another. A cart
 * line's extra keeps only the price it was given, already in its size.
 */
export interface SizePricedItem {
  priceCents: Centavos;
  sizePrices?: Readonly<Record<ProductSize, Centavos>> | undefined;
}

/** An extra's price in the size (decision 051): its price there if the shop set one, else its one price. */
export function extraPriceInSize(extra: SizePricedItem, size: ProductSize): Centavos {
  return extra.sizePrices?.[size] ?? extra.priceCents;
}

/**
 * docs/product/limits.md#prices: the product's price in the size. Only for a size it is sold in
 * (the wizard offers no other, the server refuses any other first): anything else is a bug.
 */
export function sizePriceCents(product: PricedProduct, size: ProductSize): Centavos {
  const price = priceInSize(product, size);
  if (price === null) {
    throw new Error(`Product ${product.id} is not sold in size ${size}`);
  }
  return price;
}

/** The base price of a pizza with extra flavours, by the shop's rule (docs/product/principles.md#prices). */
export function basePriceCents(
  product: PricedProduct,
  size: ProductSize,
  extraFlavours: readonly PricedProduct[],
  rule: FlavourPricingRule,
): Centavos {
  const main = sizePriceCents(product, size);
  if (extraFlavours.length === 0) return main;
  const prices = [main, ...extraFlavours.map((flavour) => sizePriceCents(flavour, size))];
  switch (rule) {
    case 'principal':
      return main;
    case 'maior':
      return Math.max(...prices);
    case 'media':
      return Math.round(prices.reduce((sum, price) => sum + price, 0) / prices.length);
  }
}

/**
 * What one more extra flavour changes in the pizza's base price under the shop's rule, given the
 * flavours already chosen: 0 under 'principal', the difference to the dearest under 'maior', and
 * under 'media' possibly less than 0, as a cheaper flavour lowers the average.
 */
export function extraFlavourPriceChangeCents(
  product: PricedProduct,
  size: ProductSize,
  chosen: readonly PricedProduct[],
  flavour: PricedProduct,
  rule: FlavourPricingRule,
): Centavos {
  return (
    basePriceCents(product, size, [...chosen, flavour], rule) -
    basePriceCents(product, size, chosen, rule)
  );
}

export function priceBreakdown(
  selection: PriceSelection,
  rule: FlavourPricingRule,
): PriceBreakdown {
  const { product, size, quantity, extras, crust, extraFlavours, variant } = selection;
  const baseCents = variant
    ? variant.priceCents
    : basePriceCents(product, size, extraFlavours, rule);
  const extrasCents = extras.reduce((sum, extra) => sum + extraPriceInSize(extra, size), 0);
  const crustCents = crust?.priceCents ?? 0;
  const unitCents = baseCents + extrasCents + crustCents;
  return {
    baseCents,
    mainSizePriceCents: variant ? variant.priceCents : sizePriceCents(product, size),
    extrasCents,
    crustCents,
    unitCents,
    quantity,
    totalCents: unitCents * quantity,
  };
}

/** docs/product/limits.md#prices: base + extras + crust, per unit. */
export function unitPriceCents(selection: PriceSelection, rule: FlavourPricingRule): Centavos {
  return priceBreakdown(selection, rule).unitCents;
}

/** docs/product/limits.md#prices: (base + extras + crust) × quantity. */
export function lineTotalCents(selection: PriceSelection, rule: FlavourPricingRule): Centavos {
  return priceBreakdown(selection, rule).totalCents;
}
