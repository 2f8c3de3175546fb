/** The shop's zone until its settings say otherwise (Brasília time). */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

/**
 * Every date and time a person reads (screens, the kitchen ticket, messages) is written here, in
 * pt-BR and in the shop's time zone, never the machine's: a page rendered on the server and the
 * same page in a phone abroad show the same text.
 */

/** An instant as the API sends it (ISO text), as a timestamp, or as a Date. */
export type Instant = string | number | Date;

/** The date ('21/11/2026') and the time ('19:32') formats of one zone, made once. */
const formats = new Map<string, readonly [date: Intl.DateTimeFormat, time: Intl.DateTimeFormat]>();

/** pt-BR in `timeZone`; an unknown zone reads as the default one. */
function formatsIn(timeZone: string): readonly [Intl.DateTimeFormat, Intl.DateTimeFormat] {
  let pair = formats.get(timeZone);
  if (!pair) {
    try {
      pair = [
        new Intl.DateTimeFormat('pt-BR', {
          timeZone,
          day: '2-digit',
          month: '2-digit',
          year: 'numeric',
        }),
        new Intl.DateTimeFormat('pt-BR', {
          timeZone,
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        }),
      ];
    } catch {
      return formatsIn(DEFAULT_TIME_ZONE);
    }
    formats.set(timeZone, pair);
  }
  return pair;
}

function toDate(at: Instant): Date | null {
  const date = at instanceof Date ? at : new Date(at);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** What an unreadable instant is shown as: the text as it came, nothing for anything else. */
function unreadable(at: Instant): string {
  return typeof at === 'string' ? at : '';
}

/** '21/11/2026'. */
export function formatDate(at: Instant, timeZone: string): string {
  const date = toDate(at);
  return date ? formatsIn(timeZone)[0].format(date) : unreadable(at);
}

/** '19:32'. */
export function formatTime(at: Instant, timeZone: string): string {
  const date = toDate(at);
  return date ? formatsIn(timeZone)[1].format(date) : unreadable(at);
}

/** '21/11/2026 às 19:32'. */
export function formatDateTime(at: Instant, timeZone: string): string {
  const date = toDate(at);
  return date ? `${formatDate(date, timeZone)} às ${formatTime(date, timeZone)}` : unreadable(at);
}

/** 'Hoje, 19:32' on the shop's today, '21/11/2026 às 19:32' on any other day. */
export function formatRecentDateTime(at: Instant, timeZone: string, now: Date): string {
  const date = toDate(at);
  if (!date) return unreadable(at);
  return formatDate(date, timeZone) === formatDate(now, timeZone)
    ? `Hoje, ${formatTime(date, timeZone)}`
    : formatDateTime(date, timeZone);
}

/** A minute of the day (0–1439, as the opening hours count them) as '18:00'. */
export function formatMinuteOfDay(minutes: number): string {
  const whole = ((Math.floor(minutes) % 1440) + 1440) % 1440;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`;
}
