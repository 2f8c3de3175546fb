/**
 * How long an item's notes may be: one rule for the wizard, the cart, the checkout and the server
 * (docs/decisions/040). The stored notes are the flavour line the wizard writes
 * ('Sabores: A + B + C', wizard.ts) and, on the next line, the customer's own notes. The wizard
 * caps the customer's notes; the server takes the longest flavour line the menu can make on top
 * of them, so nothing the wizard accepts is refused later, online or from the offline queue.
 */
import { PRODUCT_NAME_MAX } from './catalogue';
import { MAX_FLAVOURS_PER_SIZE } from './sizes';

/** What the customer may type in 'Observações'. */
export const ITEM_CUSTOMER_NOTES_MAX = 500;

export const FLAVOUR_LINE_PREFIX = 'Sabores: ';
export const FLAVOUR_SEPARATOR = ' + ';

/** The most flavours any size allows (decision 046). */
const MOST_FLAVOURS = MAX_FLAVOURS_PER_SIZE;

/** The longest flavour line: the most flavours a pizza takes, each with the longest name. */
export const FLAVOUR_LINE_MAX =
  FLAVOUR_LINE_PREFIX.length +
  MOST_FLAVOURS * PRODUCT_NAME_MAX +
  (MOST_FLAVOURS - 1) * FLAVOUR_SEPARATOR.length;

/** An item's stored notes: the flavour line, a line break and the customer's notes. */
export const ITEM_NOTES_MAX = FLAVOUR_LINE_MAX + 1 + ITEM_CUSTOMER_NOTES_MAX;
