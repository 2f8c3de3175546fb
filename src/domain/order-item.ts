/**
 * One vocabulary for an ordered item (or a cart line): what the WhatsApp text, the desk card, the
 * kitchen ticket, the tracking page and the cart say about it. The only place that reads the
 * 'Sabores: A + B' line out of an item's notes.
 */
import { DRINKS_CATEGORY, type ProductSize } from './catalogue';
import { sizeLabel } from './sizes';
import { flavourNotes } from './wizard';

/** What describing an item needs: a stored `OrderItem` fits, a cart line through `describeCartItem`. */
export interface DescribableItem {
  productName: string;
  categorySlug: string;
  size: ProductSize;
  /** The size's name and note as ordered (decision 046). */
  sizeName: string;
  sizeNote: string;
  /** The variant's name as ordered (decision 052); absent or null without one. */
  variantName?: string | null | undefined;
  quantity: number;
  extraFlavours: readonly { name: string }[];
  extras: readonly { name: string }[];
  crustName: string | null;
  fillingName: string | null;
  /** As stored: with extra flavours they start with the 'Sabores: A + B' line (docs/product/limits.md#prices). */
  notes: string;
  lineTotalCents: number;
}

export interface OrderItemDescription {
  quantity: number;
  name: string;
  /**
   * The size's name and note as ordered, 'Grande (35cm)'; for a product sold without sizes, its
   * variant's name ('Lata 350 ml', decision 052) or null without one.
   */
  sizeLabel: string | null;
  /** The size's name, 'Grande', or the variant's; null for drinks without variants. */
  sizeShortLabel: string | null;
  /** 'Sabores: Calabresa + Mussarela' for a pizza with extra flavours, else null. */
  flavourLine: string | null;
  extraFlavours: string[];
  extras: string[];
  /** 'Borda Tradicional (Catupiry)'; null without a crust. */
  crust: string | null;
  /** The customer's own notes, as typed (several lines possible); '' when none. */
  notes: string;
  lineTotalCents: number;
}

export interface SplitNotes {
  flavourLine: string | null;
  customerNotes: string;
}

/**
 * Splits stored notes into the flavour line the wizard wrote and the customer's own notes. The
 * flavour line is recognised only as the exact line the item's own flavours make: a note of the
 * customer's that merely starts with 'Sabores:' (on a pizza with or without extra flavours) is
 * the customer's, and is kept.
 */
export function splitItemNotes(
  productName: string,
  flavourNames: readonly string[],
  notes: string,
): SplitNotes {
  const trimmed = notes.trim();
  if (flavourNames.length === 0) return { flavourLine: null, customerNotes: trimmed };
  const flavourLine = flavourNotes(productName, flavourNames, '');
  const [first = '', ...rest] = trimmed.split('\n');
  const customerNotes = first.trim() === flavourLine ? rest.join('\n').trim() : trimmed;
  return { flavourLine, customerNotes };
}

export function describeOrderItem(item: DescribableItem): OrderItemDescription {
  const extraFlavours = item.extraFlavours.map((flavour) => flavour.name);
  const { flavourLine, customerNotes } = splitItemNotes(
    item.productName,
    extraFlavours,
    item.notes,
  );
  const isDrink = item.categorySlug === DRINKS_CATEGORY;
  // a variant stands where a size would: '1x Refrigerante (Lata 350 ml)'
  const variantName = item.variantName ?? null;
  return {
    quantity: item.quantity,
    name: item.productName,
    sizeLabel:
      variantName ??
      (isDrink || !item.sizeName ? null : sizeLabel({ name: item.sizeName, note: item.sizeNote })),
    sizeShortLabel: variantName ?? (isDrink || !item.sizeName ? null : item.sizeName),
    flavourLine,
    extraFlavours,
    extras: item.extras.map((extra) => extra.name),
    crust: item.crustName
      ? item.fillingName
        ? `${item.crustName} (${item.fillingName})`
        : item.crustName
      : null,
    notes: customerNotes,
    lineTotalCents: item.lineTotalCents,
  };
}

/**
 * The words every view of an item uses for what goes under its name (desk card, order details,
 * kitchen, tracking page, printed ticket, WhatsApp text): one vocabulary, decision 042.
 */
const ITEM_DETAIL_LABELS = {
  flavours: '+ Sabores',
  extras: 'Adicionais',
  crust: 'Borda',
  notes: 'Observações',
} as const;

type ItemDetailKind = keyof typeof ITEM_DETAIL_LABELS;

export interface ItemDetailLine {
  kind: ItemDetailKind;
  /** 'Adicionais' (without the colon). */
  label: string;
  /** 'Catupiry, Cheddar'; the notes as typed, several lines possible. */
  text: string;
}

/** The lines under an item's name, in the order every view shows them. */
export function itemDetailLines(d: OrderItemDescription): ItemDetailLine[] {
  const lines: ItemDetailLine[] = [];
  const add = (kind: ItemDetailKind, text: string) =>
    lines.push({ kind, label: ITEM_DETAIL_LABELS[kind], text });
  if (d.extraFlavours.length > 0) add('flavours', d.extraFlavours.join(', '));
  if (d.extras.length > 0) add('extras', d.extras.join(', '));
  if (d.crust) add('crust', d.crust);
  if (d.notes) add('notes', d.notes);
  return lines;
}

/** 'Adicionais: Catupiry, Cheddar': a detail line as one text. */
export function itemDetailText(line: ItemDetailLine): string {
  return `${line.label}: ${line.text}`;
}

/** '2x Calabresa (Grande)'; a drink has no size. */
export function itemHeading(d: OrderItemDescription): string {
  return `${d.quantity}x ${d.name}${d.sizeShortLabel ? ` (${d.sizeShortLabel})` : ''}`;
}

/**
 * The item in one line for a glance (the desk's card): '1x Calabresa (Grande) · + Sabores:
 * Mussarela · Borda: Borda Tradicional (Catupiry)'. The customer's notes are left out: the card
 * shows them apart, where they cannot be missed.
 */
export function itemSummaryLine(d: OrderItemDescription): string {
  return [
    itemHeading(d),
    ...itemDetailLines(d)
      .filter((line) => line.kind !== 'notes')
      .map(itemDetailText),
  ].join(' · ');
}

/** True when a description has something to say under the item's name. */
export function hasItemDetails(d: OrderItemDescription): boolean {
  return d.extraFlavours.length > 0 || d.extras.length > 0 || d.crust !== null || d.notes !== '';
}

/** '2x Calabresa, 1x Coca-Cola 2L': an order in one line, for the customer's history. */
export function summarizeItems(
  items: readonly { quantity: number; productName: string }[],
): string {
  return items.map((item) => `${item.quantity}x ${item.productName}`).join(', ');
}
