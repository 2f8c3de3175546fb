import { DEFAULT_TIME_ZONE } from './opening-hours';

/**
 * Every date and time a person reads (screens, the kitchen ticket, messages) is written here, in
 * pt-BR and in the shop's time zone, never the machine's: a page rendered on the server and the
 * same page in a phone abroad show the same text.
 */

/** An instant as the API sends it (ISO text), as a timestamp, or as a Date. */
export type Instant = string | number | Date;

interface WallClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The date and time on a wall clock in `timeZone`; an unknown zone reads as the default one. */
function wallClock(date: Date, timeZone: string): WallClock {
  let format: Intl.DateTimeFormat;
  try {
    format = formatterFor(timeZone);
  } catch {
    format = formatterFor(DEFAULT_TIME_ZONE);
  }
  const parts = format.formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((part) => part.type === type)?.value ?? '';
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
  };
}

function toDate(at: Instant): Date | null {
  const date = at instanceof Date ? at : new Date(at);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** What an unreadable instant is shown as: the text as it came, nothing for anything else. */
function unreadable(at: Instant): string {
  return typeof at === 'string' ? at : '';
}

const dateOf = (clock: WallClock) => `${clock.day}/${clock.month}/${clock.year}`;
const timeOf = (clock: WallClock) => `${clock.hour}:${clock.minute}`;

/** '21/11/2026'. */
export function formatDate(at: Instant, timeZone: string): string {
  const date = toDate(at);
  return date ? dateOf(wallClock(date, timeZone)) : unreadable(at);
}

/** '19:32'. */
export function formatTime(at: Instant, timeZone: string): string {
  const date = toDate(at);
  return date ? timeOf(wallClock(date, timeZone)) : unreadable(at);
}

/** '21/11/2026 às 19:32'. */
export function formatDateTime(at: Instant, timeZone: string): string {
  const date = toDate(at);
  if (!date) return unreadable(at);
  const clock = wallClock(date, timeZone);
  return `${dateOf(clock)} às ${timeOf(clock)}`;
}

/** 'Hoje, 19:32' on the shop's today, '21/11/2026 às 19:32' on any other day. */
export function formatRecentDateTime(at: Instant, timeZone: string, now: Date): string {
  const date = toDate(at);
  if (!date) return unreadable(at);
  const clock = wallClock(date, timeZone);
  if (dateOf(clock) === dateOf(wallClock(now, timeZone))) return `Hoje, ${timeOf(clock)}`;
  return `${dateOf(clock)} às ${timeOf(clock)}`;
}

/** A minute of the day (0–1439, as the opening hours count them) as '18:00'. */
export function formatMinuteOfDay(minutes: number): string {
  const whole = ((Math.floor(minutes) % 1440) + 1440) % 1440;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`;
}
