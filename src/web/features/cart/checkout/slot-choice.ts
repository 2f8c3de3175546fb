import { SLOT_ERROR_CODES } from '../../../../domain/order';
import { useSyncExternalStore } from 'react';

/**
 * The customer's answer to 'Quando você quer o pedido?' in the checkout (docs/decisions/023):
 * 'O quanto antes' or one time slot. Kept outside the form so the form, the picker and checkout
 * read the same answer; gone with the page, as the slots may have changed by the next visit.
 */
export type SlotMode = 'asap' | 'agendar';

export interface SlotChoice {
  mode: SlotMode;
  /** The chosen slot's start (ISO), when scheduling. */
  slot: string | null;
  /** Why the choice is refused (none chosen, the slot became full), shown by the picker. */
  error: string | null;
  /** Whether 'O quanto antes' is offered now (the shop is open). */
  asapOffered: boolean;
}

const INITIAL: SlotChoice = { mode: 'asap', slot: null, error: null, asapOffered: true };
let choice: SlotChoice = INITIAL;
const listeners = new Set<() => void>();

function update(next: Partial<SlotChoice>) {
  choice = { ...choice, ...next };
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSlotChoice(): SlotChoice {
  return useSyncExternalStore(
    subscribe,
    () => choice,
    () => INITIAL,
  );
}

export const slotChoiceActions = {
  chooseMode(mode: SlotMode) {
    update({ mode, error: null });
  },
  chooseSlot(slot: string) {
    update({ mode: 'agendar', slot, error: null });
  },
  /** The offer changed: without 'O quanto antes' only a slot is possible; a slot gone is dropped. */
  offerChanged(asapOffered: boolean, slots: readonly string[], goneMessage: string) {
    const mode = asapOffered ? choice.mode : 'agendar';
    const isGone = choice.slot !== null && !slots.includes(choice.slot);
    update({
      asapOffered,
      mode,
      slot: isGone ? null : choice.slot,
      error: isGone ? goneMessage : choice.error,
    });
  },
  /** The server refused the slot: the picker shows why and asks again. */
  refused(message: string) {
    update({ slot: null, error: message });
  },
  reset() {
    update({ ...INITIAL });
  },
};

/** The slot to send: null for 'o quanto antes'. */
export function scheduledForOf(current: SlotChoice = choice): string | null {
  return current.mode === 'agendar' ? current.slot : null;
}

/** Whether the choice can be sent; if not, the picker is told why. */
export function confirmSlotChoice(): boolean {
  if (choice.mode === 'agendar' && choice.slot === null) {
    update({ error: 'Escolha um horário para o seu pedido.' });
    return false;
  }
  return true;
}

/** The refusals of a chosen slot: the list is asked again and the customer picks another. */
export const SLOT_REFUSAL_CODES: ReadonlySet<string> = new Set(SLOT_ERROR_CODES);
