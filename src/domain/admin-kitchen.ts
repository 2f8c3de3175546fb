import { z } from 'zod';
import { AdminOrderSchema } from './admin-orders';
import { MAX_ORDER_ITEMS } from './order';
import type { OrderStatus } from './order-status';

/**
 * The kitchen view (decision 039): the accepted orders still to cook, oldest accepted first, and
 * the one move a cook makes, 'Começar preparo' (aprovado → em preparo).
 */
export const KITCHEN_STATUSES = [
  'aprovado',
  'em preparo',
] as const satisfies readonly OrderStatus[];
export const KITCHEN_START_FROM: OrderStatus = 'aprovado';
export const KITCHEN_START_TO: OrderStatus = 'em preparo';

/**
 * Where the order's status goes when every station is done and the shop's setting says 'pronto'
 * (decision 058): 'saiu para entrega', which reads 'Pronto' for an order picked up or eaten in.
 */
export const KITCHEN_DONE_STATUS: OrderStatus = 'saiu para entrega';

/**
 * Done in the kitchen and still waiting on the desk ('Pronto na cozinha'): every station marked
 * it, and its status was left for the desk to move (decision 058).
 */
export function isReadyInKitchen(order: { status: OrderStatus; kitchenDoneAt?: string | null }) {
  return (
    order.kitchenDoneAt != null &&
    (KITCHEN_STATUSES as readonly OrderStatus[]).includes(order.status)
  );
}

/** What the kitchen knows of one item (an order line), beside the order's `items` in the same order. */
const KitchenLineSchema = z.object({
  itemId: z.number().int(),
  /** The station that makes it (decision 058), from its category. */
  stationKey: z.string(),
  /** When it was marked ready, and by whom; null: still to make. */
  readyAt: z.string().nullable(),
  readyByName: z.string().nullable(),
});
type KitchenLine = z.infer<typeof KitchenLineSchema>;

const KitchenOrderSchema = AdminOrderSchema.extend({
  /** When the order was accepted: the card counts the minutes since then. */
  acceptedAt: z.string(),
  lines: z.array(KitchenLineSchema),
});
export type KitchenOrder = z.infer<typeof KitchenOrderSchema>;

/** `GET /api/admin/kitchen/orders`: the orders, the stations and the clock's limits. */
export const KitchenBoardSchema = z.object({
  orders: z.array(KitchenOrderSchema),
  stations: z.array(z.object({ key: z.string(), name: z.string() })),
  amberMinutes: z.number().int(),
  redMinutes: z.number().int(),
});
export type KitchenBoard = z.infer<typeof KitchenBoardSchema>;

/**
 * A bump (decision 058): some of an order's items marked ready, or back to be made ('Desfazer').
 * A whole order at a station is the list of its items there.
 */
export const BumpItemsSchema = z
  .object({
    itemIds: z
      .array(z.number().int().positive())
      .min(1, 'Escolha ao menos um item.')
      .max(MAX_ORDER_ITEMS),
    ready: z.boolean(),
  })
  .strict();

/** One order's items at one station: a card of the kitchen screen. */
export interface KitchenTicket {
  order: KitchenOrder;
  stationKey: string;
  lines: { item: KitchenOrder['items'][number]; line: KitchenLine }[];
}

/**
 * The cards of one station (or of every station, `stationKey` null), in the orders' arrival order:
 * an order's items at that station while any of them is still to make.
 */
export function kitchenTickets(
  orders: readonly KitchenOrder[],
  stationKey: string | null,
): KitchenTicket[] {
  const tickets: KitchenTicket[] = [];
  for (const order of orders) {
    const byStation = new Map<string, KitchenTicket>();
    order.lines.forEach((line, index) => {
      const item = order.items[index];
      if (!item || (stationKey !== null && line.stationKey !== stationKey)) return;
      const ticket = byStation.get(line.stationKey) ?? {
        order,
        stationKey: line.stationKey,
        lines: [],
      };
      ticket.lines.push({ item, line });
      byStation.set(line.stationKey, ticket);
    });
    for (const ticket of byStation.values()) {
      if (ticket.lines.some(({ line }) => line.readyAt === null)) tickets.push(ticket);
    }
  }
  return tickets;
}

/** Whole minutes since the order was accepted, as the card shows them ('há 12 min'). */
export function minutesSince(acceptedAt: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(acceptedAt).getTime()) / 60_000));
}

export function waitingLabel(minutes: number): string {
  if (minutes < 1) return 'agora';
  if (minutes < 60) return `há ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `há ${hours} h` : `há ${hours} h ${rest} min`;
}
