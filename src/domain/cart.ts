/**
 * Pricing the cart (docs/product/states.md#cart, docs/product/rules.md): a line's and the cart's totals, building a line from the
 * wizard's choices, and pricing a stored cart again from the menu. The stored cart itself and the
 * list's changes are stored-cart.ts, re-exported here. Every function returns a new value.
 */
import type { SizeRef } from './sizes';
import type { FlavourPricingRule } from './establishment';
import type { Menu } from './menu';
import type { CartCrust, CartExtra, CartItem, CartProduct } from './cart-schema';
import { ITEM_CUSTOMER_NOTES_MAX } from './item-notes';
import { crustWithFillingCents } from './crust-price';
import { formatBRL, type Centavos } from './money';
import type { OrderItem, OrderItemRequest } from './order';
import { onSaleCrust, priceOrder, type OrderCatalogue } from './order-pricing';
import { describeOrderItem, splitItemNotes, type OrderItemDescription } from './order-item';
import {
  extraPriceInSize,
  isSoldBySize,
  unitPriceCents,
  type PricedProduct,
  type SizePricedItem,
} from './pricing';
import { flavourNotes, NO_CRUST_ID } from './wizard';
import { soldOutInCart } from './sold-out';
import type { ProductVariant } from './variants';

// The stored cart, its reading and the list's own changes (add, change, remove, count): what
// every page needs for the cart's badge, in a module of its own so that a page's first load
// does not carry the cart's pricing (decision 013).

export {
  addCartItem,
  CART_STORAGE_KEY,
  cartItemCount,
  parseStoredCart,
  readCart,
  removeCartItem,
  updateCartItemQuantity,
  type CartItem,
} from './stored-cart';

export function cartLineTotal(item: CartItem): Centavos {
  return item.unitPriceCents * item.quantity;
}

/** The line in the words every order screen uses (see order-item.ts). */
export function describeCartItem(item: CartItem): OrderItemDescription {
  return describeOrderItem({
    productName: item.product.name,
    categorySlug: item.product.categorySlug,
    size: item.size,
    sizeName: item.sizeName,
    sizeNote: item.sizeNote,
    variantName: item.variant?.name ?? null,
    quantity: item.quantity,
    extraFlavours: item.extraFlavours,
    extras: item.extras,
    crustName: item.crust?.name ?? null,
    fillingName: item.crust?.filling?.name ?? null,
    notes: item.notes,
    lineTotalCents: cartLineTotal(item),
  });
}

export function cartSubtotal(cart: readonly CartItem[]): Centavos {
  return cart.reduce((sum, line) => sum + cartLineTotal(line), 0);
}

/** docs/product/screens.md#cart: the delivery fee reads 'A confirmar' and is not charged; the total is the subtotal. */
export function cartTotal(cart: readonly CartItem[]): Centavos {
  return cartSubtotal(cart);
}

/** The wizard's choices when the customer presses 'Adicionar ao Carrinho' (or 'Adicionar' in search). */
export interface CartItemInput {
  product: PricedProduct;
  /** The chosen size (decision 046); a drink's is `NO_SIZE`. */
  size: SizeRef;
  quantity: number;
  /** With their prices per size when they have them (decision 051): the line keeps the size's. */
  extras: readonly (CartExtra & SizePricedItem)[];
  crust: ({ id: string; name: string } & SizePricedItem) | null;
  /** Its own price, when it has one, is added to the crust's (decision 047). */
  filling: { id: string; name: string; priceCents?: Centavos } | null;
  extraFlavours: readonly PricedProduct[];
  notes: string;
  /** The variant chosen of a product with variants (decision 052). */
  variant?: ProductVariant | null;
}

function productSnapshot(product: PricedProduct): CartProduct {
  const { id, name, categorySlug, priceCents, sizePrices } = product;
  return { id, name, categorySlug, priceCents, sizePrices: { ...sizePrices } };
}

/**
 * A cart line from the wizard's choices, priced by the shop's flavour rule. `now` is the creation
 * time in ms (it makes the id). Validation (filling, flavour limit, quantity) is the wizard's job.
 */
export function buildCartItem(
  input: CartItemInput,
  rule: FlavourPricingRule,
  now: number,
): CartItem {
  const { product, quantity } = input;
  const size = input.size.id;
  const crust: CartCrust | null =
    input.crust && input.crust.id !== NO_CRUST_ID
      ? {
          id: input.crust.id,
          name: input.crust.name,
          priceCents: crustWithFillingCents(input.crust, input.filling, size),
          filling: input.filling ? { id: input.filling.id, name: input.filling.name } : null,
        }
      : null;
  // each extra keeps its price in the line's size (decision 051)
  const extras = input.extras.map((extra) => ({
    id: extra.id,
    name: extra.name,
    priceCents: extraPriceInSize(extra, size),
  }));
  const extraFlavours = input.extraFlavours.map(productSnapshot);
  const variant = input.variant ?? null;
  return {
    id: `${product.id}-${variant ? `v${variant.id}` : size}-${now}`,
    product: productSnapshot(product),
    size,
    // a drink has no size to show (docs/product/limits.md#sizes-and-steps)
    sizeName: isSoldBySize(product) ? input.size.name : '',
    sizeNote: isSoldBySize(product) ? input.size.note : '',
    ...(variant ? { variant: { id: variant.id, name: variant.name } } : {}),
    quantity,
    extras,
    notes: flavourNotes(
      product.name,
      extraFlavours.map((flavour) => flavour.name),
      // the wizard's field holds no more; a draft kept in the tab is held to the same rule
      input.notes.trim().slice(0, ITEM_CUSTOMER_NOTES_MAX),
    ),
    crust,
    extraFlavours,
    unitPriceCents: unitPriceCents(
      { product, size, quantity, extras, crust, extraFlavours, variant },
      rule,
    ),
  };
}

/** A line as `POST /api/orders` carries it: ids and choices; the price is only for the record. */
export function cartItemRequest(item: CartItem): OrderItemRequest {
  return {
    productId: item.product.id,
    size: item.size,
    quantity: item.quantity,
    extraIds: item.extras.map((e) => e.id),
    extraFlavourIds: item.extraFlavours.map((f) => f.id),
    crustId: item.crust?.id ?? null,
    fillingId: item.crust?.filling?.id ?? null,
    notes: item.notes,
    ...(item.variant ? { variantId: item.variant.id } : {}),
    unitPriceCents: item.unitPriceCents,
  };
}

/**
 * The catalogue pricing needs, from the storefront's menu (which lists only the extras, crusts and
 * fillings on sale now).
 */
export function catalogueFromMenu(menu: Menu): OrderCatalogue {
  return {
    products: menu.products,
    categories: menu.categories,
    sizes: menu.sizes,
    extras: menu.extras.map((extra) => ({ ...extra, isAvailable: true })),
    crusts: menu.crusts.map(onSaleCrust),
  };
}

/** A line whose unit price moved with the menu or the shop's flavour rule. */
export interface CartPriceChange {
  lineId: string;
  productName: string;
  fromCents: Centavos;
  toCents: Centavos;
}

/** The cart against the current menu: lines re-priced, what changed, and what cannot be sold. */
export interface RepricedCart {
  cart: CartItem[];
  changes: CartPriceChange[];
  /** By line id: what is missing (pt-BR sentences). A line listed here blocks the checkout. */
  problems: Record<string, string[]>;
}

/** 'O preço de Calabresa mudou para R$ 59,00'. */
export function describePriceChange(change: CartPriceChange): string {
  return `O preço de ${change.productName} mudou para ${formatBRL(change.toCents)}`;
}

function goneOrPaused(
  name: string,
  part: 'product' | 'flavour',
  found: { isAvailable: boolean } | undefined,
): string | null {
  if (!found) {
    return `${part === 'product' ? name : `O sabor ${name}`} não está mais no cardápio.`;
  }
  return found.isAvailable ? null : soldOutInCart(name, part);
}

/** What of the line the catalogue no longer has, by the names the customer chose. */
function missingParts(item: CartItem, catalogue: OrderCatalogue): string[] {
  const product = (id: number) => catalogue.products.find((p) => p.id === id);
  const missing: string[] = [];
  const main = goneOrPaused(item.product.name, 'product', product(item.product.id));
  if (main) missing.push(main);
  for (const flavour of item.extraFlavours) {
    const problem = goneOrPaused(flavour.name, 'flavour', product(flavour.id));
    if (problem) missing.push(problem);
  }
  for (const extra of item.extras) {
    if (!catalogue.extras.some((e) => e.id === extra.id && e.isAvailable)) {
      missing.push(`O adicional ${extra.name} não está mais disponível.`);
    }
  }
  if (item.crust) {
    const crust = catalogue.crusts.find((c) => c.id === item.crust?.id);
    if (!crust) {
      missing.push(`A ${item.crust.name} não está mais disponível.`);
    } else if (item.crust.filling) {
      const fillingId = item.crust.filling.id;
      if (!crust.fillings.some((f) => f.id === fillingId)) {
        missing.push(`O recheio ${item.crust.filling.name} não está mais disponível.`);
      }
    }
  }
  return missing;
}

/**
 * Prices every line again as the server will (`priceOrder`, the shop's flavour rule) and takes the
 * catalogue's current names and prices into the line's snapshot. A line the server would refuse
 * keeps its old snapshot and is listed in `problems`, saying what is missing.
 */
export function repriceCart(
  cart: readonly CartItem[],
  catalogue: OrderCatalogue,
  rule: FlavourPricingRule,
): RepricedCart {
  const changes: CartPriceChange[] = [];
  const problems: Record<string, string[]> = {};
  const next = cart.map((item) => {
    const priced = priceOrder([cartItemRequest(item)], catalogue, rule);
    if (!priced.ok) {
      const missing = missingParts(item, catalogue);
      problems[item.id] = missing.length > 0 ? missing : [priced.message];
      return item;
    }
    const [line] = priced.lines;
    if (!line) return item;
    const repriced = repricedItem(item, line, catalogue);
    if (repriced.unitPriceCents !== item.unitPriceCents) {
      changes.push({
        lineId: item.id,
        productName: repriced.product.name,
        fromCents: item.unitPriceCents,
        toCents: repriced.unitPriceCents,
      });
    }
    return sameLine(item, repriced) ? item : repriced;
  });
  return { cart: next, changes, problems };
}

/** The line with the catalogue's names and prices; its notes keep the customer's own words. */
function repricedItem(item: CartItem, line: OrderItem, catalogue: OrderCatalogue): CartItem {
  const product = (id: number) => catalogue.products.find((p) => p.id === id);
  const snapshot = (old: CartProduct): CartProduct => {
    const found = product(old.id);
    return found ? productSnapshot(found) : old;
  };
  const extraFlavours = item.extraFlavours.map(snapshot);
  const { customerNotes } = splitItemNotes(
    item.product.name,
    item.extraFlavours.map((flavour) => flavour.name),
    item.notes,
  );
  const productNow = snapshot(item.product);
  const crustNow = item.crust && catalogue.crusts.find((c) => c.id === item.crust?.id);
  const fillingNow =
    item.crust?.filling && crustNow?.fillings.find((f) => f.id === item.crust?.filling?.id);
  return {
    ...item,
    product: productNow,
    sizeName: line.sizeName,
    sizeNote: line.sizeNote,
    // the variant's name as the menu has it now (decision 052)
    ...(item.variant && line.variantId && line.variantName
      ? { variant: { id: line.variantId, name: line.variantName } }
      : {}),
    extraFlavours,
    // priced as the server prices the line: in its size (decision 051)
    extras: item.extras.map((extra) => {
      const now = line.extras.find((e) => e.extraId === extra.id);
      return now ? { id: extra.id, name: now.name, priceCents: now.priceCents } : extra;
    }),
    crust:
      item.crust && crustNow
        ? {
            id: crustNow.id,
            name: crustNow.name,
            priceCents: crustWithFillingCents(crustNow, fillingNow, item.size),
            filling: fillingNow ? { id: fillingNow.id, name: fillingNow.name } : null,
          }
        : item.crust,
    notes: flavourNotes(
      productNow.name,
      extraFlavours.map((flavour) => flavour.name),
      customerNotes,
    ),
    unitPriceCents:
      line.basePriceCents +
      line.extras.reduce((sum, extra) => sum + extra.priceCents, 0) +
      line.crustPriceCents,
  };
}

function sameLine(a: CartItem, b: CartItem): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
