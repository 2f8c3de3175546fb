import { useSyncExternalStore } from 'react';
import {
  addCartItem,
  CART_STORAGE_KEY,
  cartItemCount,
  parseStoredCart,
  removeCartItem,
  updateCartItemQuantity,
  type CartItem,
} from '../../domain/cart';

/**
 * The cart lives in local storage under 'cart' (spec §3) and in this module, which every screen
 * reads through useCart. Another tab's change arrives as a 'storage' event and is taken as is, so
 * two open tabs never disagree.
 */
let cart: CartItem[] | null = null;
const listeners = new Set<() => void>();

function load(): CartItem[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(CART_STORAGE_KEY);
  } catch (error) {
    console.error('Não foi possível ler o carrinho salvo.', error);
    return [];
  }
  const { cart: parsed, isCorrupt } = parseStoredCart(raw);
  if (isCorrupt) {
    // spec §4: a stored cart that does not parse to a list is logged and removed
    console.error('Carrinho salvo inválido; foi descartado.', raw);
    try {
      window.localStorage.removeItem(CART_STORAGE_KEY);
    } catch {
      // storage unavailable: nothing more to do
    }
  }
  return parsed;
}

function current(): CartItem[] {
  cart ??= load();
  return cart;
}

function notify() {
  for (const listener of listeners) listener();
}

function commit(next: CartItem[]) {
  cart = next;
  try {
    if (next.length === 0) window.localStorage.removeItem(CART_STORAGE_KEY);
    else window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(next));
  } catch (error) {
    // spec §8: storage write failures are only logged; the cart still works for this page
    console.error('Não foi possível salvar o carrinho.', error);
  }
  notify();
}

function onStorage(event: StorageEvent) {
  if (event.key !== null && event.key !== CART_STORAGE_KEY) return;
  cart = load();
  notify();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export const cartActions = {
  add(item: CartItem) {
    commit(addCartItem(current(), item));
  },
  updateQuantity(id: string, quantity: number) {
    commit(updateCartItemQuantity(current(), id, quantity));
  },
  remove(id: string) {
    commit(removeCartItem(current(), id));
  },
  clear() {
    commit([]);
  },
};

const EMPTY: CartItem[] = [];

export function useCart(): CartItem[] {
  return useSyncExternalStore(subscribe, current, () => EMPTY);
}

export function useCartCount(): number {
  return cartItemCount(useCart());
}
