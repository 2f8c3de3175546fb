/**
 * 'Acerto dos entregadores' (docs/decisions/070): the night of each driver, the trips it is made
 * of, what is still out, and the parts already settled. The sums are `settleDriverNight`'s.
 */
import { z } from 'zod';
import { csvAmount } from './admin-reports';
import { DELIVERY_STATUS_LABELS, DELIVERY_STATUSES, type DriverNight } from './delivery-drivers';
import { formatBRL } from './money';
import { PAYMENT_STATUSES } from './payment-status';

const IsoDaySchema = z.iso.date({ error: 'Escolha um dia válido (AAAA-MM-DD).' });

export const DriverClosingQuerySchema = z.object({ day: IsoDaySchema.optional() });

export const SettleDriverSchema = z.object({
  driverId: z.number().int().positive({ error: 'Escolha um entregador.' }),
  day: IsoDaySchema,
});
export type SettleDriver = z.infer<typeof SettleDriverSchema>;

const DriverNightSchema = z.object({
  deliveries: z.number().int(),
  notDelivered: z.number().int(),
  feesOwedCents: z.number().int(),
  collected: z.array(
    z.object({
      paymentMethod: z.string(),
      orders: z.number().int(),
      amountCents: z.number().int(),
    }),
  ),
  cashCollectedCents: z.number().int(),
  changeGivenCents: z.number().int(),
  handOverCents: z.number().int(),
}) satisfies z.ZodType<DriverNight>;

const ClosingTripSchema = z.object({
  deliveryId: z.number().int(),
  orderId: z.number().int(),
  customerName: z.string(),
  deliveryZone: z.string().nullable(),
  status: z.enum(DELIVERY_STATUSES),
  assignedAt: z.iso.datetime(),
  endedAt: z.iso.datetime().nullable(),
  feeCents: z.number().int(),
  paymentMethod: z.string(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  totalCents: z.number().int(),
  /** What was taken at the door (0 for an order paid before, or not delivered). */
  collectedCents: z.number().int(),
  changeCents: z.number().int().nullable(),
  settlementId: z.number().int().nullable(),
});
export type ClosingTrip = z.infer<typeof ClosingTripSchema>;

const ClosingSettlementSchema = z.object({
  id: z.number().int(),
  settledAt: z.iso.datetime(),
  settledByName: z.string(),
  totals: DriverNightSchema,
});

const DriverClosingCardSchema = z.object({
  driverId: z.number().int(),
  driverName: z.string(),
  trips: z.array(ClosingTripSchema),
  /** The ended trips not settled yet: what is still to be handed over. */
  open: DriverNightSchema,
  /** Trips still out ('ainda na rua'): shown, they block nothing. */
  outCount: z.number().int(),
  settlements: z.array(ClosingSettlementSchema),
});
export type DriverClosingCard = z.infer<typeof DriverClosingCardSchema>;

export const DriverClosingSchema = z.object({
  day: z.string(),
  /** The shop's time zone: the screen shows times in it. */
  timeZone: z.string(),
  /** What the day covers when it does not follow the calendar ('03:00 de 27/11 às …'). */
  dayLabel: z.string().nullable(),
  drivers: z.array(DriverClosingCardSchema),
});
export type DriverClosing = z.infer<typeof DriverClosingSchema>;

export const NOTHING_TO_SETTLE =
  'Não há entregas encerradas a acertar para este entregador no dia.';

/** The bold line of a card: what the driver hands over, or what the shop pays the driver. */
export function handOverLine(handOverCents: number): string {
  return handOverCents >= 0
    ? `Entregar ao caixa: ${formatBRL(handOverCents)}`
    : `A pizzaria paga ao entregador: ${formatBRL(-handOverCents)}`;
}

/** Whether a card has ended trips still to settle. */
export function hasOpenTrips(card: Pick<DriverClosingCard, 'open'>): boolean {
  return card.open.deliveries + card.open.notDelivered > 0;
}

// ——— CSV ———

export const DRIVER_CLOSING_CSV_HEADER = [
  'Entregador',
  'Pedido',
  'Saída',
  'Fim',
  'Zona',
  'Forma de pagamento',
  'Recebido',
  'Troco',
  'Taxa',
  'Situação',
] as const;

export function driverClosingCsvFileName(day: string): string {
  return `acerto-entregadores-${day}.csv`;
}

/** One CSV line's fields for a trip; times are given already formatted in the shop's zone. */
export function closingTripFields(
  driverName: string,
  trip: ClosingTrip,
  times: { out: string; ended: string },
): string[] {
  return [
    driverName,
    String(trip.orderId),
    times.out,
    times.ended,
    trip.deliveryZone ?? '',
    trip.paymentMethod,
    csvAmount(trip.collectedCents),
    csvAmount(trip.changeCents),
    csvAmount(trip.feeCents),
    DELIVERY_STATUS_LABELS[trip.status],
  ];
}

/** The totals line of a driver in the CSV (over every ended trip of the day, settled or not). */
export function closingTotalFields(driverName: string, night: DriverNight): string[] {
  return [
    `Total ${driverName}`,
    `${night.deliveries} entregues, ${night.notDelivered} não entregues`,
    '',
    '',
    '',
    '',
    csvAmount(night.collected.reduce((sum, line) => sum + line.amountCents, 0)),
    csvAmount(night.changeGivenCents),
    csvAmount(night.feesOwedCents),
    handOverLine(night.handOverCents),
  ];
}
