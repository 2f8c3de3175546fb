/**
 * How long deliveries take (docs/decisions/070): per zone and per driver, the orders delivered
 * and the average minutes from accepted to out, and from out to delivered. Accepted is the
 * order's move to 'aprovado' (its placement when accepted on arrival), out is when its trip was
 * assigned, delivered is when that trip ended 'entregue'.
 */

/** One delivered trip, as the reports read it. */
export interface DeliveredTrip {
  zone: string | null;
  driverId: number;
  driverName: string;
  acceptedAt: Date;
  outAt: Date;
  deliveredAt: Date;
}

interface DeliveryTimesLine {
  /** The zone's name or the driver's; null: orders without a zone. */
  name: string | null;
  orders: number;
  /** Average minutes, one decimal; null when no order of the line has that leg. */
  acceptedToOutMinutes: number | null;
  outToDeliveredMinutes: number | null;
}

export interface DeliveryTimes {
  byZone: DeliveryTimesLine[];
  byDriver: DeliveryTimesLine[];
}

const MINUTE_MS = 60_000;

function minutesBetween(from: Date, to: Date): number | null {
  const ms = to.getTime() - from.getTime();
  // a clock out of order (an order accepted after it left) is left out rather than counted < 0
  return ms < 0 ? null : ms / MINUTE_MS;
}

function average(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sum = values.reduce((total, value) => total + value, 0);
  return Math.round((sum / values.length) * 10) / 10;
}

function linesBy(
  trips: readonly DeliveredTrip[],
  keyOf: (trip: DeliveredTrip) => string,
  nameOf: (trip: DeliveredTrip) => string | null,
): DeliveryTimesLine[] {
  const groups = new Map<
    string,
    { name: string | null; toOut: number[]; toDoor: number[]; orders: number }
  >();
  for (const trip of trips) {
    const key = keyOf(trip);
    const group = groups.get(key) ?? { name: nameOf(trip), toOut: [], toDoor: [], orders: 0 };
    group.orders += 1;
    const toOut = minutesBetween(trip.acceptedAt, trip.outAt);
    const toDoor = minutesBetween(trip.outAt, trip.deliveredAt);
    if (toOut !== null) group.toOut.push(toOut);
    if (toDoor !== null) group.toDoor.push(toDoor);
    groups.set(key, group);
  }
  return [...groups.values()]
    .map((group) => ({
      name: group.name,
      orders: group.orders,
      acceptedToOutMinutes: average(group.toOut),
      outToDeliveredMinutes: average(group.toDoor),
    }))
    .sort(
      (a, b) =>
        b.orders - a.orders ||
        // orders without a zone last, the others by name
        (a.name === null ? 1 : 0) - (b.name === null ? 1 : 0) ||
        (a.name ?? '').localeCompare(b.name ?? '', 'pt-BR'),
    );
}

/** The period's delivery times per zone and per driver, the busiest first. */
export function deliveryTimes(trips: readonly DeliveredTrip[]): DeliveryTimes {
  return {
    byZone: linesBy(
      trips,
      (trip) => trip.zone ?? '\u0000none',
      (trip) => trip.zone,
    ),
    byDriver: linesBy(
      trips,
      (trip) => String(trip.driverId),
      (trip) => trip.driverName,
    ),
  };
}
