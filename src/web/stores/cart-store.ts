import { useSyncExternalStore } from 'react';
import {
  addCartItem,
  CART_STORAGE_KEY,
  cartItemCount,
  parseStoredCart,
  removeCartItem,
  updateCartItemQuantity,
  type CartItem,
} from '../../domain/stored-cart';
import { createStoredValue, readStoredWith, writeStoredList } from '../lib/local-store';

/**
 * The cart lives in local storage under 'cart' (docs/product/data.md#cart-item) and in this module, which every screen
 * reads through useCart. Another tab's change arrives as a 'storage' event and is taken as is, so
 * two open tabs never disagree. The cart against the menu (its prices again) is cart-review.ts,
 * apart so that a page's first load, which reads the cart for its badge, does not carry pricing.
 */
function read(): CartItem[] {
  return readStoredWith(
    CART_STORAGE_KEY,
    [],
    (raw) => {
      const { cart, isCorrupt } = parseStoredCart(raw);
      return { value: cart, hadBadData: isCorrupt };
    },
    // docs/product/states.md#cart: a stored cart that does not parse to a list is logged and removed
    { badDataMessage: 'Carrinho salvo inválido; foi descartado.' },
  );
}

const store = createStoredValue<CartItem[]>(CART_STORAGE_KEY, read);

function commit(next: CartItem[]) {
  // docs/product/errors.md#cart: storage write failures are only logged; the cart still works for this page
  store.set(next, (cart) => writeStoredList(CART_STORAGE_KEY, cart));
}

export const cartActions = {
  add(item: CartItem) {
    commit(addCartItem(store.get(), item));
  },
  updateQuantity(id: string, quantity: number) {
    commit(updateCartItemQuantity(store.get(), id, quantity));
  },
  remove(id: string) {
    commit(removeCartItem(store.get(), id));
  },
  clear() {
    commit([]);
  },
  /** The whole list at once: the same lines priced again (cart-review.ts). */
  replace(cart: CartItem[]) {
    commit(cart);
  },
};

/** The cart now, outside React. */
export function currentCart(): CartItem[] {
  return store.get();
}

const EMPTY: CartItem[] = [];

export function useCart(): CartItem[] {
  return useSyncExternalStore(store.subscribe, store.get, () => EMPTY);
}

export function useCartCount(): number {
  return cartItemCount(useCart());
}
