import { DRINKS_CATEGORY, SIZE_LABELS } from '../../../domain/catalogue';
import type { OrderItem } from '../../../domain/order';
import { flavourNotes } from '../../../domain/wizard';

/** What the shop reads about one ordered item, on the order card and on the kitchen ticket. */
export interface OrderItemDescription {
  quantity: number;
  name: string;
  /** 'Grande (35cm)' or 'Broto (20cm)'; null for drinks, which have no size. */
  sizeLabel: string | null;
  extraFlavours: string[];
  extras: string[];
  /** 'Tradicional (Catupiry)'; null without a crust. */
  crust: string | null;
  /** The customer's own notes, without the 'Sabores: A + B' line that + Sabores already says. */
  notes: string;
  lineTotalCents: number;
}

export function describeOrderItem(item: OrderItem): OrderItemDescription {
  const extraFlavours = item.extraFlavours.map((flavour) => flavour.name);
  let notes = item.notes.trim();
  if (extraFlavours.length > 0) {
    const flavourLine = flavourNotes(item.productName, extraFlavours, '');
    if (notes.startsWith(flavourLine)) notes = notes.slice(flavourLine.length).trim();
  }
  return {
    quantity: item.quantity,
    name: item.productName,
    sizeLabel: item.categorySlug === DRINKS_CATEGORY ? null : SIZE_LABELS[item.size].name,
    extraFlavours,
    extras: item.extras.map((extra) => extra.name),
    crust: item.crustName
      ? item.fillingName
        ? `${item.crustName} (${item.fillingName})`
        : item.crustName
      : null,
    notes,
    lineTotalCents: item.lineTotalCents,
  };
}

/** '2x Calabresa, 1x Coca-Cola 2L': an order in one line, for the customer's history. */
export function summarizeItems(items: readonly OrderItem[]): string {
  return items.map((item) => `${item.quantity}x ${item.productName}`).join(', ');
}
