import { useSyncExternalStore } from 'react';
import { COUPON_ERROR_CODES, normaliseCouponCode } from '../../../../domain/promotions';

/**
 * The coupon of the checkout (docs/decisions/032): what the customer typed, the code applied
 * (sent with the order) and why the last one tried does not apply. Kept outside the form so the
 * summary, the field and checkout read the same answer; gone with the page.
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
let choice: CouponChoice = INITIAL;
const listeners = new Set<() => void>();

function update(next: Partial<CouponChoice>) {
  choice = { ...choice, ...next };
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCouponChoice(): CouponChoice {
  return useSyncExternalStore(
    subscribe,
    () => choice,
    () => INITIAL,
  );
}

export function currentCoupon(): string | null {
  return choice.applied;
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
