import type { Executor } from '../../../db/client';
import { describeBusinessDay } from '../../../domain/business-day';
import { settleDriverNight } from '../../../domain/delivery-drivers';
import type {
  ClosingTrip,
  DriverClosing,
  DriverClosingCard,
} from '../../../domain/admin-driver-closing';
import { closingDay } from './closing-day';
import { listDaySettlements, listDayTrips, type DayTripRow } from './repository';

export function toClosingTrip(row: DayTripRow): ClosingTrip {
  return {
    deliveryId: row.deliveryId,
    orderId: row.orderId,
    customerName: row.customerName,
    deliveryZone: row.deliveryZone,
    status: row.status,
    assignedAt: row.assignedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    feeCents: row.feeCents,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    totalCents: row.totalCents,
    collectedCents: row.collectedCents ?? 0,
    changeCents: row.changeCents,
    settlementId: row.settlementId,
  };
}

/**
 * The closing of a business day: a card per driver who had trips in it, with the sums of the
 * ended trips not settled yet, what is still out, and the parts already settled (decision 070).
 * A settled part's sums are read as they were settled; an order paid since does not move them.
 */
export async function getDriverClosing(
  db: Executor,
  day: string | undefined,
  now: Date,
): Promise<DriverClosing> {
  const closing = await closingDay(db, day, now);
  const [trips, settlements] = await Promise.all([
    listDayTrips(db, closing.range),
    listDaySettlements(db, closing.day),
  ]);
  const cards = new Map<number, { card: DriverClosingCard; open: DayTripRow[] }>();
  for (const row of trips) {
    const entry = cards.get(row.driverId) ?? {
      card: {
        driverId: row.driverId,
        driverName: row.driverName,
        trips: [],
        open: settleDriverNight([]),
        outCount: 0,
        settlements: [],
      },
      open: [],
    };
    entry.card.trips.push(toClosingTrip(row));
    if (row.status === 'em_rota') entry.card.outCount += 1;
    if (row.settlementId === null) entry.open.push(row);
    cards.set(row.driverId, entry);
  }
  for (const settlement of settlements) {
    cards.get(settlement.driverId)?.card.settlements.push({
      id: settlement.id,
      settledAt: settlement.settledAt.toISOString(),
      settledByName: settlement.settledByName,
      totals: settlement.totals,
    });
  }
  return {
    day: closing.day,
    timeZone: closing.timeZone,
    dayLabel: describeBusinessDay(closing.day, closing.rule.turnMinutes),
    drivers: [...cards.values()].map(({ card, open }) => ({
      ...card,
      open: settleDriverNight(open),
    })),
  };
}
