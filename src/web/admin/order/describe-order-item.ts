import type { OrderItem } from '../../../domain/order';

/** '2x Calabresa, 1x Coca-Cola 2L': an order in one line, for the customer's history. */
export function summarizeItems(items: readonly OrderItem[]): string {
  return items.map((item) => `${item.quantity}x ${item.productName}`).join(', ');
}
