/**
 * The shop's business day (docs/decisions/048): a night that opens at 18:00 and closes at 02:00
 * belongs to the day it started. Every business day turns at the same local time, the 'virada do
 * dia', read from the opening hours: one hour after the latest closing past midnight of any
 * weekday, rounded up to the whole hour, and never later than the earliest opening. A shop whose
 * hours never cross midnight keeps calendar days (the day turns at 00:00).
 */
import { formatMinuteOfDay } from './date-format';
import { instantAtLocalTime, localIsoDateBefore, type TimeRange } from './local-day';
import { parseDayHours, WEEKDAYS, type Weekday } from './opening-hours';

/** Time left after the last closing for the last orders of the night, before the day turns. */
const CLOSING_MARGIN_MINUTES = 60;
const HOUR = 60;

/** Minutes after local midnight when one business day ends and the next begins. */
export function dayTurnMinutes(schedules: Partial<Record<Weekday, string>>): number {
  let latestClosing: number | null = null;
  let earliestOpening = 24 * HOUR;
  for (const weekday of WEEKDAYS) {
    const hours = parseDayHours(schedules[weekday]);
    if (!hours) continue;
    earliestOpening = Math.min(earliestOpening, hours.start);
    if (hours.end < hours.start) latestClosing = Math.max(latestClosing ?? 0, hours.end);
  }
  if (latestClosing === null) return 0;
  const turn = Math.ceil((latestClosing + CLOSING_MARGIN_MINUTES) / HOUR) * HOUR;
  return Math.min(turn, earliestOpening);
}

/** What a business day needs to know: the shop's zone and its 'virada do dia'. */
export interface BusinessDayRule {
  timeZone: string;
  turnMinutes: number;
}

export function businessDayRule(shop: {
  timeZone: string;
  schedules: Partial<Record<Weekday, string>>;
}): BusinessDayRule {
  return { timeZone: shop.timeZone, turnMinutes: dayTurnMinutes(shop.schedules) };
}

/** The business day `instant` belongs to, as 'YYYY-MM-DD' (the date it started). */
export function businessDateOf(instant: Date, rule: BusinessDayRule): string {
  return localIsoDateBefore(instant, rule.turnMinutes, rule.timeZone);
}

/** Where the business day `isoDate` starts and where the next one starts. */
export function businessDayRange(isoDate: string, rule: BusinessDayRule): TimeRange {
  return {
    start: instantAtLocalTime(isoDate, rule.turnMinutes, rule.timeZone),
    end: instantAtLocalTime(nextIsoDate(isoDate), rule.turnMinutes, rule.timeZone),
  };
}

/** The business day `instant` is in, as instants. */
export function businessDayRangeAt(instant: Date, rule: BusinessDayRule): TimeRange {
  return businessDayRange(businessDateOf(instant, rule), rule);
}

/**
 * What a day covers, for the screens, when it does not follow the calendar: '03:00 de 27/11 às
 * 03:00 de 28/11'. null for a shop that keeps calendar days.
 */
export function describeBusinessDay(isoDate: string, turnMinutes: number): string | null {
  if (turnMinutes === 0) return null;
  const time = formatMinuteOfDay(turnMinutes);
  return `${time} de ${dayMonth(isoDate)} às ${time} de ${dayMonth(nextIsoDate(isoDate))}`;
}

function dayMonth(isoDate: string): string {
  return `${isoDate.slice(8, 10)}/${isoDate.slice(5, 7)}`;
}

function nextIsoDate(isoDate: string): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}
