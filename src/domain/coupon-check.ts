/**
 * `POST /api/coupons/check`: what the checkout asks before the order is placed. The same items as
 * the order, priced and discounted by the server with the same rules (src/domain/promotions.ts).
 */
import { z } from 'zod/mini';
import { MAX_ORDER_ITEMS, OrderItemRequestSchema } from './order';
import { COUPON_CODE_MAX, COUPON_ERROR_CODES, DiscountLineSchema } from './promotions';

export const CouponCheckSchema = z.strictObject({
  items: z
    .array(OrderItemRequestSchema)
    .check(z.minLength(1, 'O carrinho está vazio.'), z.maxLength(MAX_ORDER_ITEMS)),
  /** Empty: only the automatic offers are worked out. */
  couponCode: z._default(z.string().check(z.maxLength(COUPON_CODE_MAX * 2)), ''),
  /**
   * Accepted from older pages and ignored: the check answers alike for every phone, so that it
   * never tells whether one has ordered; the order applies the per-phone rules (decision 038).
   */
  phone: z._default(z.string().check(z.maxLength(40)), ''),
});
export type CouponCheckInput = z.input<typeof CouponCheckSchema>;
export type CouponCheckRequest = z.output<typeof CouponCheckSchema>;

export const CouponCheckResultSchema = z.object({
  subtotalCents: z.int(),
  discountCents: z.int(),
  discountLines: z.array(DiscountLineSchema),
  /** The coupon asked about: applied (with its code as stored) or refused and why; null: none. */
  coupon: z.nullable(
    z.union([
      z.object({
        applies: z.literal(true),
        code: z.string(),
        /** A rule the order checks for this phone (first order only, uses per phone); null: none. */
        notice: z._default(z.nullable(z.string()), null),
      }),
      z.object({
        applies: z.literal(false),
        code: z.string(),
        reason: z.enum(COUPON_ERROR_CODES),
        message: z.string(),
      }),
    ]),
  ),
});
export type CouponCheckResult = z.infer<typeof CouponCheckResultSchema>;
