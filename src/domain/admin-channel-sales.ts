import { z } from 'zod';
import { ORDER_CHANNELS, type OrderChannel } from './order-channel';

/**
 * Sales split by the channel an order came through (docs/decisions/059): the reports' 'Vendas por
 * canal' and the dashboard's 'Hoje por canal'. An order from the offline queue was made on the
 * site, so it is a 'site' order (decision 055).
 */

export const ChannelSalesSchema = z.array(
  z.object({
    channel: z.enum(ORDER_CHANNELS),
    /** Sales: orders not rejected. */
    orders: z.number().int().nonnegative(),
    /** Their totals (delivery fees included, discounts taken off), in centavos. */
    revenueCents: z.number().int(),
  }),
);
export type ChannelSales = z.infer<typeof ChannelSalesSchema>;

/** A group of sales of one channel, as a query answers it (a channel may come in several groups). */
export interface ChannelGroup {
  channel: OrderChannel;
  orders: number;
  revenueCents: number;
}

/**
 * Every channel once, in the shop's channel order, a channel without sales as zeros: the owner
 * reads 'Mesa: 0' rather than wonder whether tables are counted at all.
 */
export function salesByChannel(groups: readonly ChannelGroup[]): ChannelSales {
  return ORDER_CHANNELS.map((channel) => {
    const mine = groups.filter((group) => group.channel === channel);
    return {
      channel,
      orders: mine.reduce((sum, group) => sum + group.orders, 0),
      revenueCents: mine.reduce((sum, group) => sum + group.revenueCents, 0),
    };
  });
}
