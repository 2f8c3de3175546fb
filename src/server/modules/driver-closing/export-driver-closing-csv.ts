import type { Executor } from '../../../db/client';
import { formatDate, formatTime } from '../../../domain/date-format';
import { CSV_BOM, csvLine } from '../../../domain/admin-reports';
import { settleDriverNight } from '../../../domain/delivery-drivers';
import {
  closingTotalFields,
  closingTripFields,
  DRIVER_CLOSING_CSV_HEADER,
  driverClosingCsvFileName,
} from '../../../domain/admin-driver-closing';
import { closingDay } from './closing-day';
import { toClosingTrip } from './get-driver-closing';
import { listDayTrips, type DayTripRow } from './repository';

/**
 * The day's closing as CSV for Brazilian Excel, as the reports' export: a line per trip, then a
 * totals line per driver over all the driver's ended trips of the day, settled or not.
 */
export async function exportDriverClosingCsv(
  db: Executor,
  day: string | undefined,
  now: Date,
): Promise<{ fileName: string; body: string }> {
  const closing = await closingDay(db, day, now);
  const trips = await listDayTrips(db, closing.range);
  const byDriver = new Map<number, DayTripRow[]>();
  for (const row of trips) byDriver.set(row.driverId, [...(byDriver.get(row.driverId) ?? []), row]);
  const time = (at: Date | null) =>
    at ? `${formatDate(at, closing.timeZone)} ${formatTime(at, closing.timeZone)}` : '';
  let body = CSV_BOM + csvLine(DRIVER_CLOSING_CSV_HEADER);
  for (const rows of byDriver.values()) {
    const name = rows[0]?.driverName ?? '';
    for (const row of rows) {
      body += csvLine(
        closingTripFields(name, toClosingTrip(row), {
          out: time(row.assignedAt),
          ended: time(row.endedAt),
        }),
      );
    }
    body += csvLine(closingTotalFields(name, settleDriverNight(rows)));
  }
  return { fileName: driverClosingCsvFileName(closing.day), body };
}
