import { useSyncExternalStore } from 'react';
import { repriceCart, type CartPriceChange } from '../../domain/cart';
import type { FlavourPricingRule } from '../../domain/establishment';
import type { OrderCatalogue } from '../../domain/order-pricing';
import { cartActions, currentCart } from './cart-store';

/**
 * The cart against the current menu (docs/decisions/019): the price changes the customer has not
 * dismissed yet, and what each line that cannot be ordered is missing. Kept in memory: a reload
 * prices the stored cart again and finds what changed since.
 */
export interface CartReview {
  changes: CartPriceChange[];
  problems: Readonly<Record<string, readonly string[]>>;
}

export interface CartReviewNews {
  /** Prices that changed with this menu. */
  changes: CartPriceChange[];
  /** Lines that could be ordered before this menu and cannot now, with what they miss. */
  newlyBlocked: { productName: string; problems: readonly string[] }[];
}

const EMPTY_REVIEW: CartReview = { changes: [], problems: {} };
let review: CartReview = EMPTY_REVIEW;
const reviewListeners = new Set<() => void>();

function setReview(next: CartReview) {
  review = next;
  reviewListeners.forEach((listener) => listener());
}

function sameProblems(a: CartReview['problems'], b: CartReview['problems']): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Prices the stored cart again from `catalogue` and the shop's flavour rule, saves the new prices
 * and names, and answers what is new for the customer to be told.
 */
export function reviewCartAgainstMenu(
  catalogue: OrderCatalogue,
  rule: FlavourPricingRule,
): CartReviewNews {
  const current = currentCart();
  const { cart, changes, problems } = repriceCart(current, catalogue, rule);
  if (cart.some((line, index) => line !== current[index])) cartActions.replace(cart);

  const ids = new Set(cart.map((line) => line.id));
  const changed = new Set(changes.map((change) => change.lineId));
  const kept = review.changes.filter((c) => ids.has(c.lineId) && !changed.has(c.lineId));
  const newlyBlocked = cart
    .filter((line) => problems[line.id] && !review.problems[line.id])
    .map((line) => ({ productName: line.product.name, problems: problems[line.id] ?? [] }));
  if (
    changes.length > 0 ||
    kept.length !== review.changes.length ||
    !sameProblems(problems, review.problems)
  ) {
    setReview({ changes: [...kept, ...changes], problems });
  }
  return { changes, newlyBlocked };
}

/** 'Entendi': the customer has read the price changes. */
export function dismissCartPriceChanges(): void {
  if (review.changes.length > 0) setReview({ ...review, changes: [] });
}

function subscribeReview(listener: () => void) {
  reviewListeners.add(listener);
  return () => {
    reviewListeners.delete(listener);
  };
}

export function useCartReview(): CartReview {
  return useSyncExternalStore(
    subscribeReview,
    () => review,
    () => EMPTY_REVIEW,
  );
}
