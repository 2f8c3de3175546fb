import { z } from 'zod';
import type { Weekday } from '../../../../domain/opening-hours';
import {
  CouponInputSchema,
  DISCOUNT_KINDS,
  type Coupon,
  type CouponFields,
  type CouponInput,
} from '../../../../domain/promotions';
import { WEEKDAYS } from '../../../../domain/opening-hours';
import { countFromText } from './count';

/** A money input's value (centavos; null empty; NaN not an amount): the schema refuses NaN. */
const TYPED_MONEY = z.union([z.number(), z.nan(), z.null()]);

/**
 * The coupon dialog's fields as typed: the percent and the counts as text, amounts in centavos as
 * the money inputs give them. Turned into the API's own CouponInputSchema, whose messages land on
 * the fields by name ('value' under whichever of the two value fields is shown).
 */
export const CouponFormSchema = z
  .object({
    code: z.string(),
    description: z.string(),
    kind: z.enum(DISCOUNT_KINDS),
    percent: z.string(),
    amountCents: TYPED_MONEY,
    minOrderCents: TYPED_MONEY,
    firstOrderOnly: z.boolean(),
    usageLimit: z.string(),
    perPhoneLimit: z.string(),
    isPublic: z.boolean(),
    isActive: z.boolean(),
    validFrom: z.string(),
    validUntil: z.string(),
    weekdays: z.array(z.enum(WEEKDAYS)),
  })
  .transform((form): CouponInput => ({
    code: form.code,
    description: form.description,
    kind: form.kind,
    // not a number (NaN) is refused by the schema with 'Informe o valor do desconto'
    value: (form.kind === 'percent' ? countFromText(form.percent) : form.amountCents) ?? 0,
    minOrderCents: form.minOrderCents,
    firstOrderOnly: form.firstOrderOnly,
    usageLimit: countFromText(form.usageLimit),
    perPhoneLimit: countFromText(form.perPhoneLimit),
    isPublic: form.isPublic,
    isActive: form.isActive,
    validFrom: form.validFrom || null,
    validUntil: form.validUntil || null,
    weekdays: form.weekdays,
  }))
  .pipe(CouponInputSchema);
export type CouponFormValues = z.input<typeof CouponFormSchema>;
export type CouponFormOutput = CouponFields;

const countText = (count: number | null) => (count === null ? '' : String(count));

/** The dialog's starting values: empty for a new coupon, the coupon's own to edit it. */
export function couponFormValues(coupon: Coupon | null): CouponFormValues {
  const weekdays: Weekday[] = coupon ? [...coupon.weekdays] : [];
  return {
    code: coupon?.code ?? '',
    description: coupon?.description ?? '',
    kind: coupon?.kind ?? 'percent',
    percent: coupon?.kind === 'percent' ? String(coupon.value) : '',
    amountCents: coupon?.kind === 'fixed' ? coupon.value : null,
    minOrderCents: coupon?.minOrderCents ?? null,
    firstOrderOnly: coupon?.firstOrderOnly ?? false,
    usageLimit: countText(coupon?.usageLimit ?? null),
    perPhoneLimit: countText(coupon?.perPhoneLimit ?? null),
    isPublic: coupon?.isPublic ?? false,
    isActive: coupon?.isActive ?? true,
    validFrom: coupon?.validFrom ?? '',
    validUntil: coupon?.validUntil ?? '',
    weekdays,
  };
}
