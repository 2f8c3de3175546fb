import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME_MAX } from './catalogue';
import { FLAVOUR_LINE_MAX, ITEM_CUSTOMER_NOTES_MAX, ITEM_NOTES_MAX } from './item-notes';
import { OrderItemRequestSchema } from './order';
import { MAX_FLAVOURS_PER_SIZE } from './sizes';
import { flavourNotes } from './wizard';

const longName = (letter: string) => letter.repeat(PRODUCT_NAME_MAX);

describe('the notes of an item', () => {
  // the longest notes the wizard can write: the most flavours with the longest names, and the
  // customer's notes as long as 'Observações' takes them
  const flavours = Array.from({ length: MAX_FLAVOURS_PER_SIZE - 1 }, (_, i) => longName('BCD'[i]!));
  const longest = flavourNotes(longName('A'), flavours, 'x'.repeat(ITEM_CUSTOMER_NOTES_MAX));

  it('hold the longest flavour line and the longest customer notes', () => {
    expect(longest.split('\n')[0]).toHaveLength(FLAVOUR_LINE_MAX);
    expect(longest).toHaveLength(ITEM_NOTES_MAX);
  });

  it('the server takes whatever the wizard wrote', () => {
    const line = { productId: 1, size: 'normal', quantity: 1, notes: longest };
    expect(OrderItemRequestSchema.safeParse(line).success).toBe(true);
    expect(OrderItemRequestSchema.safeParse({ ...line, notes: `${longest}x` }).success).toBe(false);
  });
});
