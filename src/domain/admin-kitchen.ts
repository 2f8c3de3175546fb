import { z } from 'zod';
import { AdminOrderSchema } from './admin-orders';
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

const KitchenOrderSchema = AdminOrderSchema.extend({
  /** When the order was accepted: the card counts the minutes since then. */
  acceptedAt: z.string(),
});
export type KitchenOrder = z.infer<typeof KitchenOrderSchema>;

export const KitchenOrderListSchema = z.object({ orders: z.array(KitchenOrderSchema) });
export type KitchenOrderList = z.infer<typeof KitchenOrderListSchema>;

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
