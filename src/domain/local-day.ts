/** A span of time, start included, end excluded. */
export interface TimeRange {
  start: Date;
  end: Date;
}

interface LocalDate {
  year: number;
  month: number;
  day: number;
}

/**
 * The local calendar day of `instant` in `timeZone`, as the UTC instants where it starts and where
 * the next day starts. Read from the time-zone database (Intl), so a day of 23 or 25 hours, or
 * one whose midnight does not exist because clocks jumped to 01:00, is measured right.
 */
export function localDayRange(instant: Date, timeZone: string): TimeRange {
  const today = localDateOf(instant, timeZone);
  return {
    start: startOfLocalDay(today, timeZone),
    end: startOfLocalDay({ ...today, day: today.day + 1 }, timeZone),
  };
}

/** The shop's calendar date at `instant`, as 'YYYY-MM-DD'. */
export function localIsoDate(instant: Date, timeZone: string): string {
  const { year, month, day } = localDateOf(instant, timeZone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function startOfLocalDay(date: LocalDate, timeZone: string): Date {
  return instantOfWallTime(date, 0, timeZone);
}

/**
 * The instant when the shop's clock reads `minutes` after midnight of `isoDate` ('YYYY-MM-DD').
 * A time the clocks skipped is where the jump lands; a time they showed twice is its first showing.
 */
export function instantAtLocalTime(isoDate: string, minutes: number, timeZone: string): Date {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return instantOfWallTime({ year, month, day }, minutes, timeZone);
}

function instantOfWallTime(date: LocalDate, minutes: number, timeZone: string): Date {
  // the wall-clock time read as if it were UTC, then moved by the zone's offset around then
  const wallClock = Date.UTC(date.year, date.month - 1, date.day, 0, minutes);
  const first = wallClock - offsetMs(new Date(wallClock), timeZone);
  const second = wallClock - offsetMs(new Date(first), timeZone);
  // Of the candidates, the earliest whose local clock already reads that time or later. When the
  // time was skipped (clocks jumped from 00:00 to 01:00) neither reads it exactly: the jump's landing.
  const candidates = [...new Set([first, second])].sort((a, b) => a - b);
  for (const candidate of candidates) {
    if (wallClockOf(new Date(candidate), timeZone) >= wallClock) return new Date(candidate);
  }
  return new Date(Math.max(...candidates));
}

/** The local date and time of `instant` in `timeZone`, read as if it were UTC (ms). */
function wallClockOf(instant: Date, timeZone: string): number {
  const parts = partsIn(instant, timeZone);
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/** The local date of `instant` once `minutes` are taken off its wall clock, as 'YYYY-MM-DD'. */
export function localIsoDateBefore(instant: Date, minutes: number, timeZone: string): string {
  return new Date(wallClockOf(instant, timeZone) - minutes * 60_000).toISOString().slice(0, 10);
}

/** How far local time in `timeZone` is ahead of UTC at `instant`, in ms (negative west). */
function offsetMs(instant: Date, timeZone: string): number {
  const parts = partsIn(instant, timeZone);
  const asUtc = Date.UTC(
    parts.year,
    parts.month - 1,
    parts.day,
    parts.hour,
    parts.minute,
    parts.second,
  );
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

function localDateOf(instant: Date, timeZone: string): LocalDate {
  const { year, month, day } = partsIn(instant, timeZone);
  return { year, month, day };
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(instant: Date, timeZone: string) {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}
