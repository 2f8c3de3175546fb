import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { cartItemRequest, type CartItem } from '../../domain/cart';
import {
  CouponCheckResultSchema,
  type CouponCheckInput,
  type CouponCheckResult,
} from '../../domain/coupon-check';
import { apiRequest } from '../lib/api-client';

/** `POST /api/coupons/check`: the cart's discount as the server works it out. */
export function checkCoupon(
  body: CouponCheckInput,
  signal?: AbortSignal,
): Promise<CouponCheckResult> {
  return apiRequest('/coupons/check', CouponCheckResultSchema, { method: 'POST', body, signal });
}

export function couponCheckBody(
  cart: readonly CartItem[],
  couponCode: string | null,
  phone: string | null,
): CouponCheckInput {
  return {
    // the prices the customer saw mean nothing to the check: leaving them out keeps the key stable
    items: cart.map((item) => ({ ...cartItemRequest(item), unitPriceCents: undefined })),
    couponCode: couponCode ?? '',
    phone: phone ?? '',
  };
}

export const couponCheckQueryKey = ['coupon-check'] as const;

/**
 * The discount of the cart as it is now (the automatic offer, and the applied coupon when it
 * still applies), asked again when the cart or the coupon changes. Offline, nothing: the order
 * is checked when it arrives (docs/decisions/032).
 */
export function useCartDiscount(
  cart: readonly CartItem[],
  couponCode: string | null,
  phone: string | null,
) {
  const body = couponCheckBody(cart, couponCode, phone);
  return useQuery({
    queryKey: [...couponCheckQueryKey, body],
    queryFn: ({ signal }) => checkCoupon(body, signal),
    enabled: cart.length > 0,
    staleTime: 30_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
}
