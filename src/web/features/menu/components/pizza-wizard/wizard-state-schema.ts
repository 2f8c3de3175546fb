/**
 * The open wizard's history state and its stored draft (wizard-state.ts), as schemas: their types
 * come from here, and wizard-state.test.tsx checks that the hand-written reads of wizard-state.ts
 * agree with them.
 */
import { z } from 'zod/mini';

/** What a history entry's state holds while the wizard is open. */
export const WizardEntrySchema = z.object({
  /** One opening of the wizard: its entries and its draft share it. */
  id: z.string().check(z.minLength(1)),
  productId: z.int(),
  step: z.int().check(z.minimum(0)),
});
export type WizardEntry = z.infer<typeof WizardEntrySchema>;

export const WizardDraftSchema = z.object({
  id: z.string(),
  productId: z.int(),
  choices: z.object({
    quantity: z.number(),
    notes: z.string(),
    /** A size id of the shop's (decision 046); one no longer sold is replaced on restore. */
    size: z.string(),
    extraFlavours: z.array(z.int()),
    extraIds: z.array(z.int()),
    crustId: z.string(),
    fillingId: z.nullable(z.string()),
    /** The drink's variant (decision 052); absent in a draft kept before variants. */
    variantId: z._default(z.nullable(z.int()), null),
  }),
});
export type WizardDraft = z.infer<typeof WizardDraftSchema>;
