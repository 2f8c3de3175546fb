/**
 * Opening hours (docs/product/data.md#establishment-data, docs/product/states.md#open-status). A day is 'HH:MM às HH:MM' or 'Fechado';
 * hours may cross midnight ('18:00 às 02:00' keeps the shop open until 02:00 of the next day).
 */
import { formatMinuteOfDay } from './date-format';

export const WEEKDAYS = [
  'domingo',
  'segunda',
  'terça',
  'quarta',
  'quinta',
  'sexta',
  'sábado',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export type Schedules = Record<Weekday, string>;

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  domingo: 'Domingo',
  segunda: 'Segunda-feira',
  terça: 'Terça-feira',
  quarta: 'Quarta-feira',
  quinta: 'Quinta-feira',
  sexta: 'Sexta-feira',
  sábado: 'Sábado',
};

export const CLOSED_DAY = 'Fechado';
export const DEFAULT_DAY_HOURS = '14:00 às 22:00'; // docs/product/limits.md#defaults: default hours 14:00 to 22:00
export const REOPENED_DAY_HOURS = '09:00 às 18:00'; // docs/product/states.md#settings: unmarking 'Fechado' in settings
export { DEFAULT_TIME_ZONE } from './date-format';
/** docs/product/states.md#open-status: the open status is recomputed every 60 s. */
export const OPEN_STATUS_REFRESH_MS = 60_000;

const TIME = '([01]\\d|2[0-3]):([0-5]\\d)';
export const DAY_HOURS_PATTERN = new RegExp(`^${TIME} às ${TIME}$`);

export interface DayHours {
  /** Minutes after midnight. */
  start: number;
  end: number;
}

/** 'HH:MM às HH:MM' → minutes; 'Fechado', missing or malformed → null (closed). */
export function parseDayHours(value: string | undefined | null): DayHours | null {
  if (typeof value !== 'string') return null;
  const match = DAY_HOURS_PATTERN.exec(value.trim());
  if (!match) return null;
  const [, sh, sm, eh, em] = match;
  return { start: Number(sh) * 60 + Number(sm), end: Number(eh) * 60 + Number(em) };
}

export function formatDayHours(start: string, end: string): string {
  return `${start} às ${end}`;
}

export interface LocalTime {
  weekday: Weekday;
  minutes: number;
}

const WEEKDAY_BY_SHORT: Record<string, Weekday> = {
  Sun: 'domingo',
  Mon: 'segunda',
  Tue: 'terça',
  Wed: 'quarta',
  Thu: 'quinta',
  Fri: 'sexta',
  Sat: 'sábado',
};

/** The weekday-and-time format of one zone, made once (as date-format.ts does for its own). */
const weekdayTimeFormats = new Map<string, Intl.DateTimeFormat>();

function weekdayTimeFormatIn(timeZone: string): Intl.DateTimeFormat {
  let format = weekdayTimeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    weekdayTimeFormats.set(timeZone, format);
  }
  return format;
}

/** The weekday and minute of the day of `instant` in `timeZone`. */
export function localTimeIn(instant: Date, timeZone: string): LocalTime {
  const parts = weekdayTimeFormatIn(timeZone).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  const weekday = WEEKDAY_BY_SHORT[get('weekday') ?? ''] ?? 'domingo';
  return { weekday, minutes: Number(get('hour')) * 60 + Number(get('minute')) };
}

function previousWeekday(day: Weekday): Weekday {
  const index = WEEKDAYS.indexOf(day);
  return WEEKDAYS[(index + WEEKDAYS.length - 1) % WEEKDAYS.length] as Weekday;
}

/**
 * Open when the local time lies within today's hours, start and end inclusive (docs/product/states.md#open-status), or within
 * the after-midnight part of yesterday's hours when those cross midnight.
 */
export function isOpenAt(schedules: Partial<Record<Weekday, string>>, at: LocalTime): boolean {
  const today = parseDayHours(schedules[at.weekday]);
  if (today) {
    const crossesMidnight = today.end < today.start;
    if (
      crossesMidnight
        ? at.minutes >= today.start
        : at.minutes >= today.start && at.minutes <= today.end
    ) {
      return true;
    }
  }
  const yesterday = parseDayHours(schedules[previousWeekday(at.weekday)]);
  return yesterday !== null && yesterday.end < yesterday.start && at.minutes <= yesterday.end;
}

export function isOpenNow(
  schedules: Partial<Record<Weekday, string>>,
  now: Date,
  timeZone: string,
): boolean {
  return isOpenAt(schedules, localTimeIn(now, timeZone));
}

/** When a closed shop opens again, in its own time zone. */
export interface NextOpening {
  /** 0 for later today, 1 for tomorrow, up to 7 for the same weekday next week. */
  daysAhead: number;
  weekday: Weekday;
  /** Minutes after midnight, local time. */
  minutes: number;
}

/**
 * When the shop opens next, read from the hours alone: today's start if it is still ahead, else
 * the first later day with hours (a week at most). null when no day has hours. Meant for a shop
 * that is closed now; a day whose hours cross midnight opens at its start like any other.
 */
export function nextOpeningAt(
  schedules: Partial<Record<Weekday, string>>,
  at: LocalTime,
): NextOpening | null {
  const todayIndex = WEEKDAYS.indexOf(at.weekday);
  for (let daysAhead = 0; daysAhead <= WEEKDAYS.length; daysAhead++) {
    const weekday = WEEKDAYS[(todayIndex + daysAhead) % WEEKDAYS.length] as Weekday;
    const hours = parseDayHours(schedules[weekday]);
    if (!hours) continue;
    if (daysAhead === 0 && hours.start <= at.minutes) continue;
    return { daysAhead, weekday, minutes: hours.start };
  }
  return null;
}

/**
 * Whether the shop takes orders now, for the storefront's screens: `inactive` when the owner
 * switched it off (no hours apply then), `closed` with the next opening by the hours, or `open`.
 */
export type ShopStatus =
  { kind: 'open' } | { kind: 'closed'; nextOpening: NextOpening | null } | { kind: 'inactive' };

export function shopStatusAt(
  shop: { isActive: boolean; schedules: Partial<Record<Weekday, string>>; timeZone: string },
  now: Date,
): ShopStatus {
  if (!shop.isActive) return { kind: 'inactive' };
  const local = localTimeIn(now, shop.timeZone);
  if (isOpenAt(shop.schedules, local)) return { kind: 'open' };
  return { kind: 'closed', nextOpening: nextOpeningAt(shop.schedules, local) };
}

/** What a customer is told when the shop does not take orders now: one sentence, everywhere. */
export function describeShopNotOpen(status: Exclude<ShopStatus, { kind: 'open' }>): string {
  if (status.kind === 'inactive') return 'A pizzaria não está recebendo pedidos no momento.';
  return status.nextOpening
    ? `A pizzaria está fechada agora. ${describeNextOpening(status.nextOpening)}.`
    : 'A pizzaria está fechada agora.';
}

/** Saturday and Sunday are masculine in Portuguese; the other days ('segunda-feira') feminine. */
const NEXT_WEEK_DAY: Record<Weekday, string> = {
  domingo: 'no próximo domingo',
  segunda: 'na próxima segunda',
  terça: 'na próxima terça',
  quarta: 'na próxima quarta',
  quinta: 'na próxima quinta',
  sexta: 'na próxima sexta',
  sábado: 'no próximo sábado',
};

/**
 * 'Abrimos hoje às 18:00', 'Abrimos amanhã às 18:00', 'Abrimos sexta às 18:00'; a week ahead is
 * 'Abrimos na próxima sexta às 18:00', so it is not read as today.
 */
export function describeNextOpening(next: NextOpening): string {
  const day =
    next.daysAhead === 0
      ? 'hoje'
      : next.daysAhead === 1
        ? 'amanhã'
        : next.daysAhead >= WEEKDAYS.length
          ? NEXT_WEEK_DAY[next.weekday]
          : next.weekday;
  return `Abrimos ${day} às ${formatMinuteOfDay(next.minutes)}`;
}
