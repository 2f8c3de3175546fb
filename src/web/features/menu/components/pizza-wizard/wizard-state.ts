import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod/mini';
import { PRODUCT_SIZES } from '../../../../../domain/catalogue';
import type { MenuProduct } from '../../../../../domain/menu';
import { initialWizardChoices, type WizardChoices } from '../../../../../domain/wizard';

/** What the customer has chosen so far, with the menu's products as extra flavours. */
export type WizardState = WizardChoices<MenuProduct>;

export type UpdateWizard = (patch: Partial<WizardState>) => void;

/**
 * The open wizard lives in the browser's history (decision 020): opening it pushes an entry and
 * each step forward pushes one, all at the menu's own address, with `{ wizard: WizardEntry }` as
 * the entry's state. Back is the previous step, then the menu; forward brings it back; a reload
 * keeps the entries. The choices are kept per tab in session storage under WIZARD_DRAFT_KEY,
 * so they survive a reload too; adding to the cart throws them away.
 */
export const WIZARD_DRAFT_KEY = 'pizzaWizardDraft';

const WizardEntrySchema = z.object({
  /** One opening of the wizard: its entries and its draft share it. */
  id: z.string().check(z.minLength(1)),
  productId: z.int(),
  step: z.int().check(z.minimum(0)),
});
export type WizardEntry = z.infer<typeof WizardEntrySchema>;

const WizardDraftSchema = z.object({
  id: z.string(),
  productId: z.int(),
  choices: z.object({
    quantity: z.number(),
    notes: z.string(),
    size: z.enum(PRODUCT_SIZES),
    extraFlavours: z.array(z.int()),
    extraIds: z.array(z.int()),
    crustId: z.string(),
    fillingId: z.nullable(z.string()),
  }),
});
export type WizardDraft = z.infer<typeof WizardDraftSchema>;

/** The wizard entry a history entry's state holds, if any. */
export function wizardEntryOf(state: unknown): WizardEntry | null {
  if (typeof state !== 'object' || state === null || !('wizard' in state)) return null;
  const parsed = z.safeParse(WizardEntrySchema, state.wizard);
  return parsed.success ? parsed.data : null;
}

export function readWizardDraft(): WizardDraft | null {
  let raw: string | null;
  try {
    raw = window.sessionStorage.getItem(WIZARD_DRAFT_KEY);
  } catch {
    return null; // storage blocked: the wizard still works, without surviving a reload
  }
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    value = undefined;
  }
  const parsed = z.safeParse(WizardDraftSchema, value);
  if (!parsed.success) {
    console.error(`Dados inválidos em '${WIZARD_DRAFT_KEY}'; foram descartados.`, raw);
    clearWizardDraft();
    return null;
  }
  return parsed.data;
}

function writeWizardDraft(draft: WizardDraft): void {
  try {
    window.sessionStorage.setItem(WIZARD_DRAFT_KEY, JSON.stringify(draft));
  } catch (error) {
    console.error(`Não foi possível salvar '${WIZARD_DRAFT_KEY}'.`, error);
  }
}

function clearWizardDraft(): void {
  try {
    window.sessionStorage.removeItem(WIZARD_DRAFT_KEY);
  } catch {
    // storage blocked: nothing was kept
  }
}

/** The choices as kept aside: extra flavours by id. */
export function keptChoices(state: WizardState): WizardChoices<number> {
  return { ...state, extraFlavours: state.extraFlavours.map((flavour) => flavour.id) };
}

/** The wizard that is open, with what was kept of it, and the moves the dialog makes. */
export interface OpenWizard {
  entry: WizardEntry;
  kept: WizardChoices<number>;
  /** One step on: a new history entry. */
  forward: () => void;
  /** One step back: the browser's back. */
  back: () => void;
  /** Back to an earlier step (the crust step, when the review finds its filling missing). */
  backTo: (step: number) => void;
  /** X, 'Fechar', Esc: back to the menu's entry; the choices stay, so forward reopens it. */
  close: () => void;
  /** Added to the cart: back to the menu's entry, and the choices are thrown away. */
  finish: () => void;
  /** Every change of the customer's, kept for a reload (the same function while it is open). */
  keep: (state: WizardState) => void;
}

/**
 * The menu's side of the wizard: which one is open (from the history entry and the tab's draft)
 * and `open(productId)` for 'Adicionar'. Both are read only after the page has mounted, never
 * while a server-rendered page is hydrated, so the first render is the same on both sides.
 */
export function useWizardHistory(): {
  current: OpenWizard | null;
  open: (productId: number) => void;
} {
  const location = useLocation();
  const navigate = useNavigate();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  // closed, waiting for the history to land on the menu's entry: hidden at once meanwhile
  const [closedAt, setClosedAt] = useState<string | null>(null);
  useEffect(() => {
    if (closedAt !== null && closedAt !== location.key) setClosedAt(null);
  }, [closedAt, location.key]);

  const entry = mounted ? wizardEntryOf(location.state) : null;
  // read on each render: a forward to the wizard after adding to the cart finds its draft gone
  const draft = entry ? readWizardDraft() : null;
  const kept = entry && draft?.id === entry.id ? draft.choices : null;
  const entryId = entry?.id;
  const entryProductId = entry?.productId;
  const keep = useCallback(
    (state: WizardState) => {
      if (entryId === undefined || entryProductId === undefined) return;
      writeWizardDraft({ id: entryId, productId: entryProductId, choices: keptChoices(state) });
    },
    [entryId, entryProductId],
  );

  const here = `${location.pathname}${location.search}${location.hash}`;
  const open = useCallback(
    (productId: number) => {
      const id = crypto.randomUUID();
      writeWizardDraft({ id, productId, choices: keptChoices(initialWizardChoices()) });
      // an entry of a wizard that is over (added to the cart) is reused, not stacked on
      navigate(here, {
        state: { wizard: { id, productId, step: 0 } },
        replace: entry !== null && kept === null,
      });
    },
    [navigate, here, entry, kept],
  );

  let current: OpenWizard | null = null;
  if (entry && kept && closedAt !== location.key) {
    const leave = () => {
      setClosedAt(location.key);
      void navigate(-(entry.step + 1));
    };
    current = {
      entry,
      kept,
      forward: () => void navigate(here, { state: { wizard: { ...entry, step: entry.step + 1 } } }),
      back: () => void navigate(-1),
      backTo: (step) => {
        if (step < entry.step) void navigate(step - entry.step);
      },
      close: leave,
      finish: () => {
        clearWizardDraft();
        leave();
      },
      keep,
    };
  }
  return { current, open };
}
