import type { Size, SizeId } from './sizes';

/**
 * A product's prices edited in its dialog, as lines of 'Alterações de preços' (decision 053):
 * one per price that was there before and after and changed. A size the product starts or stops
 * being sold in is not a change of price (as creating a product is not), nor is a product moved
 * between a category sold by size and the drinks: there is no price on one side to compare.
 */

/** A product's prices as stored: a drink's one price, or one per size it is sold in. */
export interface ProductPrices {
  isSoldBySize: boolean;
  priceCents: number;
  sizePrices: Readonly<Record<SizeId, number>>;
  /**
   * A drink sold in variants (decision 052): its one price is only its lowest variant's, and each
   * variant's price is logged by itself, so the one price is not.
   */
  hasVariants?: boolean;
}

interface ProductPriceEdit {
  /** The size's id, or null for a drink's one price. */
  size: SizeId | null;
  /** The size's name now ('' for the one price). */
  sizeLabel: string;
  oldPriceCents: number;
  newPriceCents: number;
}

/** The prices that changed, in the shop's size order (then by id, for a size it no longer has). */
export function productPriceEdits(
  before: ProductPrices,
  after: ProductPrices,
  sizes: readonly Pick<Size, 'id' | 'name' | 'sortOrder'>[],
): ProductPriceEdit[] {
  if (before.isSoldBySize !== after.isSoldBySize) return [];
  if (!after.isSoldBySize) {
    return before.priceCents === after.priceCents || before.hasVariants || after.hasVariants
      ? []
      : [
          {
            size: null,
            sizeLabel: '',
            oldPriceCents: before.priceCents,
            newPriceCents: after.priceCents,
          },
        ];
  }
  const order = (id: SizeId) => sizes.find((size) => size.id === id)?.sortOrder ?? Infinity;
  return Object.keys(after.sizePrices)
    .filter((id) => before.sizePrices[id] !== undefined)
    .sort((a, b) => order(a) - order(b) || a.localeCompare(b))
    .flatMap((id) => {
      const oldPriceCents = before.sizePrices[id] ?? 0;
      const newPriceCents = after.sizePrices[id] ?? 0;
      if (oldPriceCents === newPriceCents) return [];
      const name = sizes.find((size) => size.id === id)?.name ?? id;
      return [{ size: id, sizeLabel: name, oldPriceCents, newPriceCents }];
    });
}
