/**
 * An order's total, in one place (decision 040): the items' subtotal, less what the offers and the
 * coupon take off, plus the delivery fee. A fee still 'A confirmar' or 'a combinar' (null) adds
 * nothing until the shop says it. The server stores this; the cart, the checkout, the offline
 * queue and the WhatsApp text show the same figure.
 */
import type { Centavos } from './money';

export interface OrderTotalParts {
  subtotalCents: Centavos;
  /** null: 'A confirmar' / 'a combinar'; 0 for a pickup. */
  deliveryFeeCents: Centavos | null;
  /** What the offers and the coupon take off the items (never more than the subtotal). */
  discountCents: Centavos;
}

export function orderTotalCents({
  subtotalCents,
  deliveryFeeCents,
  discountCents,
}: OrderTotalParts): Centavos {
  return subtotalCents - Math.min(discountCents, subtotalCents) + (deliveryFeeCents ?? 0);
}

/** What a list of discount lines takes off together. */
export function discountTotalCents(lines: readonly { amountCents: Centavos }[]): Centavos {
  return lines.reduce((sum, line) => sum + line.amountCents, 0);
}
