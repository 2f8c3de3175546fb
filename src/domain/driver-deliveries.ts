import { z } from 'zod/mini';
import { AddressPartsSchema } from './customer';
import { DELIVERY_STATUSES } from './delivery-drivers';

/**
 * One trip as the driver's phone shows it (docs/decisions/069): who to ring, where to go, what to
 * collect and, for Pix, the code to show at the door. Read by the driver's page, outside the back
 * office (zod/mini).
 */
const DriverDeliverySchema = z.object({
  /** The trip's id (a trip of `deliveries`), what the phone's taps name. */
  id: z.number(),
  orderId: z.number(),
  status: z.enum(DELIVERY_STATUSES),
  assignedAt: z.string(),
  endedAt: z.nullable(z.string()),
  notDeliveredReason: z.nullable(z.string()),
  customerFirstName: z.string(),
  customerPhone: z.string(),
  address: z.string(),
  addressParts: AddressPartsSchema,
  /** What helps find the door: the complement the customer typed ('fundos, portão azul'). */
  reference: z.string(),
  itemsCount: z.number(),
  collection: z.object({
    amountCents: z.number(),
    paymentMethod: z.string(),
    changeCents: z.nullable(z.number()),
    isPaid: z.boolean(),
    isCash: z.boolean(),
  }),
  /** A Pix order's code to show at the door (the live charge's, else the static one); else null. */
  pixCode: z.nullable(z.string()),
  isPaid: z.boolean(),
});
export type DriverDelivery = z.infer<typeof DriverDeliverySchema>;

export const DriverDeliveriesSchema = z.object({
  /** Out now, oldest first; then the trips ended this business day, latest first. */
  deliveries: z.array(DriverDeliverySchema),
});
export type DriverDeliveries = z.infer<typeof DriverDeliveriesSchema>;

/** What a tap did, answered the same however many times the phone sends it. */
export const DriverActionResultSchema = z.object({
  delivery: z.object({
    id: z.number(),
    orderId: z.number(),
    status: z.enum(DELIVERY_STATUSES),
    endedAt: z.nullable(z.string()),
  }),
});
export type DriverActionResult = z.infer<typeof DriverActionResultSchema>;

/** The first word of a name, as the driver calls the customer ('Maria'). */
export function customerFirstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

/** 'Não entregue por João: Cliente não atende', the line of the order's history. */
export function notDeliveredNote(driverName: string, reason: string): string {
  return `Não entregue por ${driverName}: ${reason}`;
}

export const DELIVERY_ENDED_MESSAGE = 'Esta entrega já foi encerrada.';

/** Google Maps and Waze open the address from one tap (no key needed). */
export function mapsLinks(address: string): { google: string; waze: string } {
  const query = encodeURIComponent(address);
  return {
    google: `https://www.google.com/maps/search/?api=1&query=${query}`,
    waze: `https://waze.com/ul?q=${query}&navigate=yes`,
  };
}
