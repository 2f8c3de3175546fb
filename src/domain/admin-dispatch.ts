import { z } from 'zod';
import { DRIVER_VEHICLES } from './delivery-drivers';
import { formatTime } from './date-format';
import { ORDER_STATUSES } from './order-status';

/**
 * 'Entregas' (docs/decisions/068-dispatch.md): the ready delivery orders, the active drivers with
 * what each has out, and the groups worth sending together.
 */

/** The most orders one 'Enviar com' sends at once. */
export const MAX_ORDERS_PER_ASSIGNMENT = 10;

const DispatchOrderSchema = z.object({
  id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  customerName: z.string(),
  /** The zone the fee came from, as the shop names it now; null: outside every zone. */
  zoneName: z.string().nullable(),
  bairro: z.string(),
  cep: z.string(),
  totalCents: z.number().int(),
  itemCount: z.number().int(),
  acceptedAt: z.string(),
  /** 'Pronto na cozinha': every station marked it. */
  kitchenDoneAt: z.string().nullable(),
  /** The last trip that came back without delivering it. */
  notDelivered: z
    .object({ driverName: z.string(), reason: z.string().nullable(), at: z.string() })
    .nullable(),
});
export type DispatchOrder = z.infer<typeof DispatchOrderSchema>;

const DispatchTripSchema = z.object({ orderId: z.number().int(), since: z.string() });

const DispatchDriverSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  vehicle: z.enum(DRIVER_VEHICLES),
  /** Its running trips, first sent first; none: 'livre'. */
  trips: z.array(DispatchTripSchema),
});
export type DispatchDriver = z.infer<typeof DispatchDriverSchema>;

export const DispatchBoardSchema = z.object({
  orders: z.array(DispatchOrderSchema),
  drivers: z.array(DispatchDriverSchema),
  suggestions: z.array(z.object({ orderIds: z.array(z.number().int()), label: z.string() })),
  /** The shop's time zone: 'na rua desde 20:31' is the shop's clock. */
  timeZone: z.string(),
});
export type DispatchBoard = z.infer<typeof DispatchBoardSchema>;

/** A record's id in a JSON body (PostgreSQL serial: int4). */
const BodyIdSchema = z.number().int().positive().max(2_147_483_647);

export const AssignOrdersSchema = z
  .object({
    driverId: BodyIdSchema,
    orderIds: z
      .array(BodyIdSchema)
      .min(1, 'Escolha ao menos um pedido.')
      .max(
        MAX_ORDERS_PER_ASSIGNMENT,
        `Envie no máximo ${MAX_ORDERS_PER_ASSIGNMENT} pedidos de uma vez.`,
      ),
  })
  .strict();
export type AssignOrders = z.infer<typeof AssignOrdersSchema>;

export const TakeBackSchema = z.object({ orderId: BodyIdSchema }).strict();

/** 'livre', or 'na rua desde 20:31' (since its first trip still out). */
export function driverAvailability(driver: DispatchDriver, timeZone: string): string {
  const first = driver.trips[0];
  return first ? `na rua desde ${formatTime(first.since, timeZone)}` : 'livre';
}

/** The history line of a trip that began: 'Enviado com Carlos'. */
export function sentWithNote(driverName: string): string {
  return `Enviado com ${driverName}`;
}

/** The history line of a reassignment: 'Reatribuído de João para Pedro'. */
export function reassignedNote(fromName: string, toName: string): string {
  return `Reatribuído de ${fromName} para ${toName}`;
}

/** The history line of an order the desk took back from a driver. */
export function takenBackNote(driverName: string): string {
  return `Retirado de ${driverName} pela loja`;
}

/** The error code of a take-back of an order no driver has. */
export const NOT_OUT_WITH_DRIVER = 'NOT_OUT_WITH_DRIVER' as const;
export const NOT_OUT_WITH_DRIVER_MESSAGE = 'Este pedido não está com nenhum entregador.';

/**
 * The desk card's line of the order's latest trip: 'Com Carlos desde 20:31', 'Não entregue:
 * Cliente não atende', 'Entregue por Carlos'; null when it has none to show (never sent, or taken
 * back by the shop).
 */
export function deliveryLine(
  trip:
    { driverName: string; status: string; since: string; reason: string | null } | null | undefined,
  timeZone: string,
): string | null {
  if (!trip) return null;
  const name = trip.driverName.trim().split(/\s+/)[0] ?? trip.driverName;
  switch (trip.status) {
    case 'em_rota':
      return `Com ${name} desde ${formatTime(trip.since, timeZone)}`;
    case 'nao_entregue':
      return `Não entregue${trip.reason ? `: ${trip.reason}` : ` por ${name}`}`;
    case 'entregue':
      return `Entregue por ${name}`;
    default:
      return null;
  }
}
