import { describe, expect, it } from 'vitest';
import { kitchenTickets, type KitchenOrder } from './admin-kitchen';

type Line = KitchenOrder['lines'][number];

/** Only what the tickets read of an order: its id, items and lines. */
function order(id: number, lines: Omit<Line, 'readyByName'>[]): KitchenOrder {
  return {
    id,
    items: lines.map((line) => ({ productName: `Item ${line.itemId}` })),
    lines: lines.map((line) => ({ ...line, readyByName: null })),
  } as unknown as KitchenOrder;
}

describe('the kitchen cards (docs/decisions/058)', () => {
  const first = order(1, [
    { itemId: 11, stationKey: 'forno', readyAt: null },
    { itemId: 12, stationKey: 'balcao', readyAt: null },
    { itemId: 13, stationKey: 'forno', readyAt: '2026-11-27T20:00:00.000Z' },
  ]);
  const second = order(2, [
    { itemId: 21, stationKey: 'balcao', readyAt: '2026-11-27T20:00:00.000Z' },
    { itemId: 22, stationKey: 'forno', readyAt: null },
  ]);

  it("makes one card per order and station, in the orders' arrival order", () => {
    const cards = kitchenTickets([first, second], null);
    expect(cards.map((c) => [c.order.id, c.stationKey])).toEqual([
      [1, 'forno'],
      [1, 'balcao'],
      [2, 'forno'],
    ]);
    // a card keeps its ready lines, for the undo
    expect(cards[0]?.lines.map(({ line }) => line.itemId)).toEqual([11, 13]);
    expect(cards[0]?.lines[0]?.item).toBe(first.items[0]);
  });

  it("shows one station's cards, and none whose items are all ready", () => {
    expect(kitchenTickets([first, second], 'balcao').map((c) => c.order.id)).toEqual([1]);
    expect(kitchenTickets([first, second], 'forno').map((c) => c.order.id)).toEqual([1, 2]);
  });
});
