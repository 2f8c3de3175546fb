/**
 * The cart as stored on the device (docs/product/data.md#cart-item, docs/product/states.md#cart, docs/product/device-and-server.md): a list of lines under 'cart',
 * read back by hand, and the list's own changes. Every function returns a new list; storage
 * itself is the caller's job. Pricing a cart is cart.ts, which re-exports all of this.
 */
import { DRINKS_CATEGORY, type ProductSize } from './catalogue';
import { NO_SIZE, SAMPLE_SIZES, sizeRef } from './sizes';
import type { Cart, CartCrust, CartExtra, CartItem, CartProduct, CartVariant } from './cart-schema';

/** docs/product/device-and-server.md#device-storage: local storage key of the cart. */
export const CART_STORAGE_KEY = 'cart';

// The shape of a stored cart is `CartSchema` (cart-schema.ts); it is read here by hand, see
// `readCart`.
export type { Cart, CartItem };

export interface StoredCart {
  cart: CartItem[];
  /** True when something was stored but is not a valid cart: the caller logs and removes it. */
  isCorrupt: boolean;
}

/** docs/product/states.md#cart: the stored cart is loaded only if it parses to a list of valid lines. */
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
const isSize = (value: unknown): value is ProductSize => isText(value) && value.length > 0;

function readSizePrices(value: unknown): Record<ProductSize, number> | null {
  if (!isFields(value)) return null;
  const prices: Record<ProductSize, number> = {};
  for (const [size, price] of Object.entries(value)) {
    if (!isPrice(price)) return null;
    prices[size] = price;
  }
  return prices;
}

function readCartProduct(value: unknown): CartProduct | null {
  if (!isFields(value)) return null;
  const { id, name, categorySlug, priceCents, brotoPriceCents } = value;
  if (!isInt(id) || !isText(name) || !isText(categorySlug)) return null;
  if (!isPrice(priceCents)) return null;
  if (value.sizePrices === undefined && isPrice(brotoPriceCents)) {
    // a cart kept before the shop had sizes of its own (decision 046): Grande and Broto
    const sizePrices: Record<ProductSize, number> =
      categorySlug === DRINKS_CATEGORY ? {} : { normal: priceCents, broto: brotoPriceCents };
    return { id, name, categorySlug, priceCents, sizePrices };
  }
  const sizePrices = readSizePrices(value.sizePrices);
  return sizePrices ? { id, name, categorySlug, priceCents, sizePrices } : null;
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

function readCartVariant(value: unknown): CartVariant | null {
  if (!isFields(value)) return null;
  const { id, name } = value;
  return isInt(id) && isText(name) ? { id, name } : null;
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
  // absent on a line without variants (decision 052), as zod leaves an optional key out
  const variant =
    value.variant === undefined || value.variant === null
      ? value.variant
      : readCartVariant(value.variant);
  if (variant === null && value.variant !== null) return null;
  // a line kept before sizes had names of their own (decision 046) takes the sample's
  const { sizeName, sizeNote } = value;
  const known =
    isText(sizeName) && isText(sizeNote)
      ? { name: sizeName, note: sizeNote }
      : product.categorySlug === DRINKS_CATEGORY
        ? NO_SIZE
        : sizeRef(SAMPLE_SIZES, size);
  return {
    id,
    product,
    size,
    sizeName: known.name,
    sizeNote: known.note,
    ...(variant === undefined ? {} : { variant }),
    quantity,
    extras,
    notes,
    crust,
    extraFlavours,
    unitPriceCents,
  };
}

/**
 * docs/product/states.md#cart: add appends a line. Two lines made in the same millisecond would share an id, so a
 * taken id gets a '-2', '-3'… suffix: changing or removing one line never touches another.
 */
export function addCartItem(cart: readonly CartItem[], item: CartItem): CartItem[] {
  const ids = new Set(cart.map((line) => line.id));
  let id = item.id;
  for (let n = 2; ids.has(id); n += 1) id = `${item.id}-${n}`;
  return [...cart, id === item.id ? item : { ...item, id }];
}

/** docs/product/states.md#cart, docs/product/rules.md#cart-quantity: 0 or less removes the line; a non-whole number (typed garbage, NaN) is ignored. */
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
