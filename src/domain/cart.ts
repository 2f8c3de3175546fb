/**
 * The cart (spec §3 Cart item, §4 Cart): a list of lines kept on the device under 'cart'.
 * Every function returns a new list; storage itself is the caller's job.
 */
import { PRODUCT_SIZES, type ProductSize } from './catalogue';
import type { FlavourPricingRule } from './establishment';
import type { Menu } from './menu';
import type { Cart, CartCrust, CartExtra, CartItem, CartProduct } from './cart-schema';
import { formatBRL, type Centavos } from './money';
import type { OrderItem, OrderItemRequest } from './order';
import { priceOrder, type OrderCatalogue } from './order-pricing';
import { describeOrderItem, splitItemNotes, type OrderItemDescription } from './order-item';
import { unitPriceCents, type PricedProduct } from './pricing';
import { flavourNotes, NO_CRUST_ID } from './wizard';

/** spec §7: local storage key of the cart. */
export const CART_STORAGE_KEY = 'cart';

// The shape of a stored cart is `CartSchema` (cart-schema.ts); it is read here by hand, see
// `readCart`.
export type { Cart, CartCrust, CartExtra, CartItem, CartProduct } from './cart-schema';

export interface StoredCart {
  cart: CartItem[];
  /** True when something was stored but is not a valid cart: the caller logs and removes it. */
  isCorrupt: boolean;
}

/** spec §4: the stored cart is loaded only if it parses to a list of valid lines. */
export function parseStoredCart(raw: string | null): StoredCart {
  if (raw === null) return { cart: [], isCorrupt: false };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { cart: [], isCorrupt: true };
  }
  const cart = readCart(value);
  return cart ? { cart, isCorrupt: false } : { cart: [], isCorrupt: true };
}

/**
 * `CartSchema`'s parse (cart-schema.ts) written out by hand (null where it fails; unknown keys dropped, as zod
 * does), so that a page can read the stored cart for its badge without loading zod in its first
 * load (decision 013). cart.test.ts checks that both agree, valid and broken carts alike.
 */
export function readCart(value: unknown): Cart | null {
  return readList(value, readCartItem);
}

type Fields = Record<string, unknown>;

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isInt = (value: unknown): value is number => Number.isSafeInteger(value);
const isPrice = (value: unknown): value is number => isInt(value) && value >= 0;
const isText = (value: unknown): value is string => typeof value === 'string';
const isSize = (value: unknown): value is ProductSize =>
  PRODUCT_SIZES.some((size) => size === value);

function readCartProduct(value: unknown): CartProduct | null {
  if (!isFields(value)) return null;
  const { id, name, categorySlug, priceCents, brotoPriceCents } = value;
  if (!isInt(id) || !isText(name) || !isText(categorySlug)) return null;
  if (!isPrice(priceCents) || !isPrice(brotoPriceCents)) return null;
  return { id, name, categorySlug, priceCents, brotoPriceCents };
}

function readCartExtra(value: unknown): CartExtra | null {
  if (!isFields(value)) return null;
  const { id, name, priceCents } = value;
  return isInt(id) && isText(name) && isPrice(priceCents) ? { id, name, priceCents } : null;
}

function readCartCrust(value: unknown): CartCrust | null {
  if (!isFields(value)) return null;
  const { id, name, priceCents, filling } = value;
  if (!isText(id) || !isText(name) || !isPrice(priceCents)) return null;
  if (filling === null) return { id, name, priceCents, filling: null };
  if (!isFields(filling) || !isText(filling.id) || !isText(filling.name)) return null;
  return { id, name, priceCents, filling: { id: filling.id, name: filling.name } };
}

/** Every entry read by `read`, or null if one fails. */
function readList<T>(value: unknown, read: (entry: unknown) => T | null): T[] | null {
  if (!Array.isArray(value)) return null;
  const list: T[] = [];
  for (const entry of value) {
    const item = read(entry);
    if (item === null) return null;
    list.push(item);
  }
  return list;
}

function readCartItem(value: unknown): CartItem | null {
  if (!isFields(value)) return null;
  const { id, size, quantity, notes, unitPriceCents } = value;
  if (!isText(id) || id.length < 1) return null;
  if (!isSize(size)) return null;
  if (!isInt(quantity) || quantity < 1 || !isText(notes) || !isPrice(unitPriceCents)) return null;
  const product = readCartProduct(value.product);
  const extras = readList(value.extras, readCartExtra);
  const crust = value.crust === null ? null : readCartCrust(value.crust);
  const extraFlavours = readList(value.extraFlavours, readCartProduct);
  if (!product || !extras || (value.crust !== null && !crust) || !extraFlavours) return null;
  return {
    id,
    product,
    size,
    quantity,
    extras,
    notes,
    crust,
    extraFlavours,
    unitPriceCents,
  };
}

/**
 * spec §4: add appends a line. Two lines made in the same millisecond would share an id, so a
 * taken id gets a '-2', '-3'… suffix: changing or removing one line never touches another.
 */
export function addCartItem(cart: readonly CartItem[], item: CartItem): CartItem[] {
  const ids = new Set(cart.map((line) => line.id));
  let id = item.id;
  for (let n = 2; ids.has(id); n += 1) id = `${item.id}-${n}`;
  return [...cart, id === item.id ? item : { ...item, id }];
}

/** spec §4, §5: 0 or less removes the line; a non-whole number (typed garbage, NaN) is ignored. */
export function updateCartItemQuantity(
  cart: readonly CartItem[],
  id: string,
  quantity: number,
): CartItem[] {
  if (!Number.isInteger(quantity)) return [...cart];
  if (quantity <= 0) return removeCartItem(cart, id);
  return cart.map((line) => (line.id === id ? { ...line, quantity } : line));
}

export function removeCartItem(cart: readonly CartItem[], id: string): CartItem[] {
  return cart.filter((line) => line.id !== id);
}

/** The navbar badge: number of pizzas, drinks… (sum of quantities). */
export function cartItemCount(cart: readonly CartItem[]): number {
  return cart.reduce((count, line) => count + line.quantity, 0);
}

export function cartLineTotal(item: CartItem): Centavos {
  return item.unitPriceCents * item.quantity;
}

/** The line in the words every order screen uses (see order-item.ts). */
export function describeCartItem(item: CartItem): OrderItemDescription {
  return describeOrderItem({
    productName: item.product.name,
    categorySlug: item.product.categorySlug,
    size: item.size,
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

/** spec §2: the delivery fee reads 'A confirmar' and is not charged; the total is the subtotal. */
export function cartTotal(cart: readonly CartItem[]): Centavos {
  return cartSubtotal(cart);
}

/** The wizard's choices when the customer presses 'Adicionar ao Carrinho' (or 'Adicionar' in search). */
export interface CartItemInput {
  product: PricedProduct;
  size: ProductSize;
  quantity: number;
  extras: readonly CartExtra[];
  crust: { id: string; name: string; priceCents: Centavos } | null;
  filling: { id: string; name: string } | null;
  extraFlavours: readonly PricedProduct[];
  notes: string;
}

function productSnapshot(product: PricedProduct): CartProduct {
  const { id, name, categorySlug, priceCents, brotoPriceCents } = product;
  return { id, name, categorySlug, priceCents, brotoPriceCents };
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
  const { product, size, quantity } = input;
  const crust: CartCrust | null =
    input.crust && input.crust.id !== NO_CRUST_ID
      ? {
          id: input.crust.id,
          name: input.crust.name,
          priceCents: input.crust.priceCents,
          filling: input.filling ? { id: input.filling.id, name: input.filling.name } : null,
        }
      : null;
  const extras = input.extras.map(({ id, name, priceCents }) => ({ id, name, priceCents }));
  const extraFlavours = input.extraFlavours.map(productSnapshot);
  return {
    id: `${product.id}-${size}-${now}`,
    product: productSnapshot(product),
    size,
    quantity,
    extras,
    notes: flavourNotes(
      product.name,
      extraFlavours.map((flavour) => flavour.name),
      input.notes,
    ),
    crust,
    extraFlavours,
    unitPriceCents: unitPriceCents({ product, size, quantity, extras, crust, extraFlavours }, rule),
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
    unitPriceCents: item.unitPriceCents,
  };
}

/** The catalogue pricing needs, from the storefront's menu (which lists only available extras). */
export function catalogueFromMenu(menu: Menu): OrderCatalogue {
  return {
    products: menu.products,
    categories: menu.categories,
    extras: menu.extras.map((extra) => ({ ...extra, isAvailable: true })),
    crusts: menu.crusts,
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
  label: string,
  found: { isAvailable: boolean } | undefined,
  unavailable = 'está indisponível no momento',
): string | null {
  if (!found) return `${label} não está mais no cardápio.`;
  return found.isAvailable ? null : `${label} ${unavailable}.`;
}

/** What of the line the catalogue no longer has, by the names the customer chose. */
function missingParts(item: CartItem, catalogue: OrderCatalogue): string[] {
  const product = (id: number) => catalogue.products.find((p) => p.id === id);
  const missing: string[] = [];
  const main = goneOrPaused(item.product.name, product(item.product.id));
  if (main) missing.push(main);
  for (const flavour of item.extraFlavours) {
    const problem = goneOrPaused(`O sabor ${flavour.name}`, product(flavour.id));
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
    extraFlavours,
    extras: item.extras.map((extra) => {
      const now = catalogue.extras.find((e) => e.id === extra.id);
      return now ? { id: now.id, name: now.name, priceCents: now.priceCents } : extra;
    }),
    crust:
      item.crust && crustNow
        ? {
            id: crustNow.id,
            name: crustNow.name,
            priceCents: crustNow.priceCents,
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
