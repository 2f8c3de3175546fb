import { useSyncExternalStore } from 'react';
import {
  COUPON_CODE_MAX,
  COUPON_ERROR_CODES,
  normaliseCouponCode,
} from '../../../../domain/promotions';
import { readStoredWith, removeStored, writeStored } from '../../../lib/local-store';

/**
 * The coupon applied to the cart, kept on the device beside the cart (decision 040): a new tab or
 * a reload finds it, and the cart page checks it with the server again, saying why when it no
 * longer applies. Cleared with the cart when the order goes.
 */
export const CART_COUPON_KEY = 'cart_coupon';

function readStoredCoupon(): string | null {
  return readStoredWith<string | null>(CART_COUPON_KEY, null, (raw) => {
    const code = normaliseCouponCode(raw);
    const isValid = code !== '' && code.length <= COUPON_CODE_MAX;
    return { value: isValid ? code : null, hadBadData: !isValid };
  });
}

/**
 * The coupon of the checkout (docs/decisions/032): what the customer typed, the code applied
 * (sent with the order) and why the last one tried does not apply. Kept outside the form so the
 * summary, the field and checkout read the same answer; the applied code is also kept on the
 * device (CART_COUPON_KEY).
 */
export interface CouponChoice {
  /** The code applied; null: none. */
  applied: string | null;
  /** Why the code tried does not apply (the server's pt-BR reason); null: nothing to say. */
  error: string | null;
  /** The code being checked now. */
  checking: string | null;
}

const INITIAL: CouponChoice = { applied: null, error: null, checking: null };
/** Read from the device on first use (never while the server renders). */
let choice: CouponChoice | null = null;
const listeners = new Set<() => void>();

function current(): CouponChoice {
  choice ??= { ...INITIAL, applied: readStoredCoupon() };
  return choice;
}

function update(next: Partial<CouponChoice>) {
  const before = current();
  choice = { ...before, ...next };
  if (choice.applied !== before.applied) {
    if (choice.applied === null) removeStored(CART_COUPON_KEY);
    else writeStored(CART_COUPON_KEY, choice.applied);
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // another tab applied or removed a coupon: this one follows
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== CART_COUPON_KEY) return;
    choice = { ...current(), applied: readStoredCoupon() };
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useCouponChoice(): CouponChoice {
  return useSyncExternalStore(subscribe, current, () => INITIAL);
}

export function currentCoupon(): string | null {
  return current().applied;
}

export const couponChoiceActions = {
  checking(code: string) {
    update({ checking: normaliseCouponCode(code), error: null });
  },
  applied(code: string) {
    update({ applied: code, error: null, checking: null });
  },
  /** The coupon does not apply (when tried, when the cart changed, or when the order was sent). */
  refused(message: string) {
    update({ applied: null, error: message, checking: null });
  },
  /** Offline: the code goes with the order and the shop checks it when it arrives. */
  keptUnchecked(code: string) {
    update({ applied: normaliseCouponCode(code), error: null, checking: null });
  },
  remove() {
    update({ ...INITIAL });
  },
};

/** The order's refusals of its coupon: the field shows why and the coupon is dropped. */
export const COUPON_REFUSAL_CODES: ReadonlySet<string> = new Set(COUPON_ERROR_CODES);
