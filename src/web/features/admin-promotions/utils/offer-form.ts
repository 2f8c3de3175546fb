import { z } from 'zod';
import { WEEKDAYS, type Weekday } from '../../../../domain/opening-hours';
import {
  OFFER_KINDS,
  OfferInputSchema,
  type Offer,
  type OfferFields,
  type OfferInput,
} from '../../../../domain/promotions';
import { countFromText } from './count';

/** A money input's value (centavos; null empty; NaN not an amount): the schema refuses NaN. */
const TYPED_MONEY = z.union([z.number(), z.nan(), z.null()]);

/**
 * The offer dialog's fields as typed: the percent as text, the combo's price in centavos as the
 * money input gives it. Turned into the API's own OfferInputSchema, whose messages land on the
 * fields by name.
 */
export const OfferFormSchema = z
  .object({
    name: z.string(),
    description: z.string(),
    kind: z.enum(OFFER_KINDS),
    categorySlugs: z.array(z.string()),
    percent: z.string(),
    pairedCategorySlugs: z.array(z.string()),
    comboPriceCents: TYPED_MONEY,
    isActive: z.boolean(),
    validFrom: z.string(),
    validUntil: z.string(),
    weekdays: z.array(z.enum(WEEKDAYS)),
  })
  .transform((form): OfferInput => {
    const isCombo = form.kind === 'combo';
    return {
      name: form.name,
      description: form.description,
      kind: form.kind,
      categorySlugs: form.categorySlugs,
      // what the other kind had typed is not sent
      percent: isCombo ? null : countFromText(form.percent),
      pairedCategorySlugs: isCombo ? form.pairedCategorySlugs : [],
      comboPriceCents: isCombo ? form.comboPriceCents : null,
      isActive: form.isActive,
      validFrom: form.validFrom || null,
      validUntil: form.validUntil || null,
      weekdays: form.weekdays,
    };
  })
  .pipe(OfferInputSchema);
export type OfferFormValues = z.input<typeof OfferFormSchema>;
export type OfferFormOutput = OfferFields;

/** The dialog's starting values: empty for a new offer, the offer's own to edit it. */
export function offerFormValues(offer: Offer | null): OfferFormValues {
  const weekdays: Weekday[] = offer ? [...offer.weekdays] : [];
  return {
    name: offer?.name ?? '',
    description: offer?.description ?? '',
    kind: offer?.kind ?? 'category_percent',
    categorySlugs: offer ? [...offer.categorySlugs] : [],
    percent: offer?.percent == null ? '' : String(offer.percent),
    pairedCategorySlugs: offer ? [...offer.pairedCategorySlugs] : [],
    comboPriceCents: offer?.comboPriceCents ?? null,
    isActive: offer?.isActive ?? true,
    validFrom: offer?.validFrom ?? '',
    validUntil: offer?.validUntil ?? '',
    weekdays,
  };
}
