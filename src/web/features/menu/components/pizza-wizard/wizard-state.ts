import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { MenuProduct } from '../../../../../domain/menu';
import { initialWizardChoices, type WizardChoices } from '../../../../../domain/wizard';
import type { WizardDraft, WizardEntry } from './wizard-state-schema';
import { readSession, removeSession, writeSession } from '../../../../lib/session-store';

/** What the customer has chosen so far, with the menu's products as extra flavours. */
export type WizardState = WizardChoices<MenuProduct>;

/**
 * The size a just-opened wizard keeps before it has read the menu: none of the shop's, so that
 * `restoreWizardChoices` starts it on the product's first size (decision 046).
 */
const OPENING_SIZE = '';

export type UpdateWizard = (patch: Partial<WizardState>) => void;

/**
 * The open wizard lives in the browser's history (decision 020): opening it pushes an entry and
 * each step forward pushes one, all at the menu's own address, with `{ wizard: WizardEntry }` as
 * the entry's state. Back is the previous step, then the menu; forward brings it back; a reload
 * keeps the entries. The choices are kept per tab in session storage under WIZARD_DRAFT_KEY,
 * so they survive a reload too; adding to the cart throws them away.
 */
export const WIZARD_DRAFT_KEY = 'pizzaWizardDraft';

// What a history entry's wizard state and the draft must be: wizard-state-schema.ts. The page
// reads them by hand (`wizardEntryOf`, `wizardDraftOf`, checked against those schemas by
// wizard-state.test.tsx), so that the menu's first load does not carry zod (decision 013).
export type { WizardDraft, WizardEntry } from './wizard-state-schema';

/** The wizard entry a history entry's state holds, if any. */
export function wizardEntryOf(state: unknown): WizardEntry | null {
  if (typeof state !== 'object' || state === null || !('wizard' in state)) return null;
  const entry = state.wizard;
  if (!isFields(entry)) return null;
  const { id, productId, step } = entry;
  if (!isText(id) || id.length < 1 || !isInt(productId) || !isInt(step) || step < 0) return null;
  return { id, productId, step };
}

/** `WizardDraftSchema`'s parse by hand: null where it fails, unknown keys dropped. */
export function wizardDraftOf(value: unknown): WizardDraft | null {
  if (!isFields(value) || !isFields(value.choices)) return null;
  const { id, productId } = value;
  const { quantity, notes, size, extraFlavours, extraIds, crustId, fillingId } = value.choices;
  // absent in a draft kept before variants (decision 052)
  const variantId = value.choices.variantId ?? null;
  if (!isText(id) || !isInt(productId)) return null;
  if (!Number.isFinite(quantity) || typeof quantity !== 'number' || !isText(notes)) return null;
  if (!isSize(size) || !isIntList(extraFlavours) || !isIntList(extraIds)) return null;
  if (!isText(crustId) || (fillingId !== null && !isText(fillingId))) return null;
  if (variantId !== null && !isInt(variantId)) return null;
  return {
    id,
    productId,
    choices: {
      quantity,
      notes,
      size,
      extraFlavours: [...extraFlavours],
      extraIds: [...extraIds],
      crustId,
      fillingId,
      variantId,
    },
  };
}

function isFields(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
const isText = (value: unknown): value is string => typeof value === 'string';
const isInt = (value: unknown): value is number => Number.isSafeInteger(value);
const isIntList = (value: unknown): value is number[] => Array.isArray(value) && value.every(isInt);
// any size id: one the shop no longer sells is replaced by the default when the wizard restores it
const isSize = isText;

export function readWizardDraft(): WizardDraft | null {
  return readSession(WIZARD_DRAFT_KEY, wizardDraftOf);
}

// storage blocked or full: the wizard still works, without surviving a reload
function writeWizardDraft(draft: WizardDraft): void {
  writeSession(WIZARD_DRAFT_KEY, draft);
}

function clearWizardDraft(): void {
  removeSession(WIZARD_DRAFT_KEY);
}

/** The choices as kept aside: extra flavours by id. */
function keptChoices(state: WizardState): WizardChoices<number> {
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
      writeWizardDraft({ id, productId, choices: keptChoices(initialWizardChoices(OPENING_SIZE)) });
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
