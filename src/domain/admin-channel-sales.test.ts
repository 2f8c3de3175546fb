import { describe, expect, it } from 'vitest';
import { ChannelSalesSchema, salesByChannel } from './admin-channel-sales';

describe('sales by channel', () => {
  it('lists every channel once, in order, a channel without sales as zeros', () => {
    expect(salesByChannel([{ channel: 'mesa', orders: 2, revenueCents: 9000 }])).toEqual([
      { channel: 'site', orders: 0, revenueCents: 0 },
      { channel: 'telefone', orders: 0, revenueCents: 0 },
      { channel: 'balcao', orders: 0, revenueCents: 0 },
      { channel: 'mesa', orders: 2, revenueCents: 9000 },
      { channel: 'ifood', orders: 0, revenueCents: 0 },
    ]);
    expect(salesByChannel([]).map((row) => row.orders)).toEqual([0, 0, 0, 0, 0]);
  });

  it('adds up the groups of one channel (a query groups by payment and fulfilment too)', () => {
    const rows = salesByChannel([
      { channel: 'telefone', orders: 1, revenueCents: 5000 },
      { channel: 'site', orders: 3, revenueCents: 12_000 },
      { channel: 'telefone', orders: 2, revenueCents: 7550 },
      { channel: 'site', orders: 1, revenueCents: 4000 },
    ]);
    expect(rows).toEqual([
      { channel: 'site', orders: 4, revenueCents: 16_000 },
      { channel: 'telefone', orders: 3, revenueCents: 12_550 },
      { channel: 'balcao', orders: 0, revenueCents: 0 },
      { channel: 'mesa', orders: 0, revenueCents: 0 },
      { channel: 'ifood', orders: 0, revenueCents: 0 },
    ]);
    expect(ChannelSalesSchema.parse(rows)).toEqual(rows);
  });

  it('refuses a channel the shop does not have', () => {
    expect(
      ChannelSalesSchema.safeParse([{ channel: 'rappi', orders: 1, revenueCents: 100 }]).success,
    ).toBe(false);
  });
});
