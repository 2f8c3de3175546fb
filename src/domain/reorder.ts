/**
 * 'Pedir de novo' (docs/decisions/033): an order's snapshot back into cart lines, priced from
 * today's menu by the same rules as the wizard and the server. What the shop no longer sells, or
 * has paused ('Esgotado'), is left out and named.
 */
import { NO_SIZE, sizeRef } from './sizes';
import { buildCartItem, cartItemRequest, type CartItem } from './cart';
import type { FlavourPricingRule } from './establishment';
import type { OrderItem } from './order';
import { priceOrder, type OrderCatalogue } from './order-pricing';
import { splitItemNotes } from './order-item';
import { productKind } from './wizard';
import { isSoldBySize } from './pricing';

/** What a reorder reads of an order's item: the snapshot the tracking link gives back. */
export type ReorderableItem = Pick<
  OrderItem,
  | 'productId'
  | 'productName'
  | 'categorySlug'
  | 'size'
  | 'sizeName'
  | 'variantId'
  | 'variantName'
  | 'quantity'
  | 'extraFlavours'
  | 'extras'
  | 'crustId'
  | 'crustName'
  | 'fillingId'
  | 'fillingName'
  | 'notes'
>;

export interface ReorderResult {
  /** The lines to add to the cart, at today's prices. */
  lines: CartItem[];
  /** What was left out, as the customer knew it: 'Pizza de Rúcula (Grande)', 'Bacon (adicional)'. */
  dropped: string[];
}

/** 'Calabresa + Mussarela (Grande)'; a drink by its name alone. */
function itemLabel(item: ReorderableItem, catalogue: OrderCatalogue): string {
  const category = catalogue.categories.find((c) => c.slug === item.categorySlug);
  const names = [item.productName, ...item.extraFlavours.map((flavour) => flavour.name)];
  const name = names.join(' + ');
  // 'Refrigerante (Lata 350 ml)': the variant as it was ordered (decision 052)
  if (item.variantName) return `${name} (${item.variantName})`;
  if (productKind(category) === 'drink') return name;
  // the size's name as it was ordered (decision 046)
  const sizeName = item.sizeName || sizeRef(catalogue.sizes, item.size).name;
  return sizeName ? `${name} (${sizeName})` : name;
}

/**
 * One line of an order, as it can be bought today: null when the product or one of its flavours
 * is gone or paused (a half-and-half pizza without one half is another pizza). An extra, crust or
 * filling that is gone is left off the line and named.
 */
function reorderItem(
  item: ReorderableItem,
  catalogue: OrderCatalogue,
  rule: FlavourPricingRule,
  now: number,
  dropped: string[],
): CartItem | null {
  const label = itemLabel(item, catalogue);
  const sellable = (id: number | null) =>
    catalogue.products.find((p) => p.id === id && p.isAvailable);
  const product = sellable(item.productId);
  const flavours = item.extraFlavours.map((flavour) => sellable(flavour.productId));
  if (!product || flavours.some((flavour) => flavour === undefined)) {
    dropped.push(label);
    return null;
  }
  const extras = [];
  for (const extra of item.extras) {
    const now = catalogue.extras.find((e) => e.id === extra.extraId && e.isAvailable);
    if (now) extras.push(now);
    else dropped.push(`${extra.name} (adicional de ${label})`);
  }
  let crust = null;
  let filling = null;
  if (item.crustId !== null) {
    const crustNow = catalogue.crusts.find((c) => c.id === item.crustId && c.isAvailable);
    const fillingNow =
      item.fillingId === null
        ? null
        : crustNow?.fillings.find((f) => f.id === item.fillingId && f.isAvailable);
    const crustName = item.crustName ?? 'Borda';
    if (!crustNow || fillingNow === undefined) {
      const what = item.fillingName ? `${crustName} de ${item.fillingName}` : crustName;
      dropped.push(`${what} (em ${label})`);
    } else {
      crust = crustNow;
      filling = fillingNow ? { id: fillingNow.id, name: fillingNow.name } : null;
    }
  }
  const { customerNotes } = splitItemNotes(
    item.productName,
    item.extraFlavours.map((flavour) => flavour.name),
    item.notes,
  );
  const line = buildCartItem(
    {
      product,
      size: isSoldBySize(product)
        ? sizeRef(catalogue.sizes, item.size)
        : { ...NO_SIZE, id: item.size },
      quantity: item.quantity,
      extras,
      crust,
      filling,
      extraFlavours: flavours.filter((flavour) => flavour !== undefined),
      notes: customerNotes,
      // the same variant while it is on sale; the server refuses the line without it
      variant: product.variants?.find((v) => v.id === item.variantId && v.isActive) ?? null,
    },
    rule,
    now,
  );
  // anything else the server would refuse today (a size or extra no longer offered for it)
  if (!priceOrder([cartItemRequest(line)], catalogue, rule).ok) {
    dropped.push(label);
    return null;
  }
  return line;
}

/**
 * The items of a past order as new cart lines at today's prices, and what could not come back.
 * `now` (ms) makes the lines' ids, one apart for each line.
 */
export function reorderFromSnapshot(
  items: readonly ReorderableItem[],
  catalogue: OrderCatalogue,
  rule: FlavourPricingRule,
  now: number,
): ReorderResult {
  const dropped: string[] = [];
  const lines: CartItem[] = [];
  for (const [index, item] of items.entries()) {
    const line = reorderItem(item, catalogue, rule, now + index, dropped);
    if (line) lines.push(line);
  }
  return { lines, dropped };
}

/** 'Não está mais disponível: Pizza de Rúcula (Grande)'; null when nothing was left out. */
export function describeDropped(dropped: readonly string[]): string | null {
  if (dropped.length === 0) return null;
  return `Não está mais disponível: ${dropped.join('; ')}`;
}
