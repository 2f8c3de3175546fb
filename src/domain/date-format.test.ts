import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatMinuteOfDay,
  formatRecentDateTime,
  formatTime,
} from './date-format';

const SAO_PAULO = 'America/Sao_Paulo';
// 22:15 UTC on 20 November is 19:15 in São Paulo (UTC−3) and 18:15 in Manaus (UTC−4)
const PLACED = '2026-11-20T22:15:00.000Z';

describe('dates in the shop’s time zone, whatever the machine’s', () => {
  it('writes the date, the time, and both', () => {
    expect(formatDate(PLACED, SAO_PAULO)).toBe('20/11/2026');
    expect(formatTime(PLACED, SAO_PAULO)).toBe('19:15');
    expect(formatDateTime(PLACED, SAO_PAULO)).toBe('20/11/2026 às 19:15');
  });

  it('follows the zone it is given, not the one the process runs in', () => {
    expect(formatDateTime(PLACED, 'America/Manaus')).toBe('20/11/2026 às 18:15');
    expect(formatDateTime(PLACED, 'UTC')).toBe('20/11/2026 às 22:15');
    // late at night the date is the shop's, though UTC is on the next day
    expect(formatDateTime('2026-11-21T02:30:00.000Z', SAO_PAULO)).toBe('20/11/2026 às 23:30');
    expect(formatDate('2026-11-21T02:30:00.000Z', SAO_PAULO)).toBe('20/11/2026');
  });

  it('takes ISO text, a timestamp or a Date', () => {
    const date = new Date(PLACED);
    expect(formatDateTime(date, SAO_PAULO)).toBe('20/11/2026 às 19:15');
    expect(formatTime(date.getTime(), SAO_PAULO)).toBe('19:15');
  });

  it('midnight is 00:00, never 24:00', () => {
    expect(formatTime('2026-11-21T03:00:00.000Z', SAO_PAULO)).toBe('00:00');
  });

  it('shows unreadable text as it came, and never throws', () => {
    expect(formatDateTime('ontem', SAO_PAULO)).toBe('ontem');
    expect(formatDate('', SAO_PAULO)).toBe('');
    expect(formatTime(Number.NaN, SAO_PAULO)).toBe('');
  });

  it('an unknown zone reads as the default one (São Paulo) instead of failing', () => {
    expect(formatDateTime(PLACED, 'Mars/Olympus')).toBe('20/11/2026 às 19:15');
  });
});

describe('formatRecentDateTime: the orders desk', () => {
  it("says 'Hoje' on the shop's today", () => {
    const now = new Date('2026-11-20T23:00:00.000Z'); // 20:00 in São Paulo
    expect(formatRecentDateTime(PLACED, SAO_PAULO, now)).toBe('Hoje, 19:15');
  });

  it("is still 'Hoje' after midnight UTC while the shop's day goes on", () => {
    const now = new Date('2026-11-21T02:50:00.000Z'); // 23:50 on the 20th in São Paulo
    expect(formatRecentDateTime('2026-11-21T02:30:00.000Z', SAO_PAULO, now)).toBe('Hoje, 23:30');
  });

  it('writes the date on any other day', () => {
    const nextDay = new Date('2026-11-21T12:00:00.000Z');
    expect(formatRecentDateTime(PLACED, SAO_PAULO, nextDay)).toBe('20/11/2026 às 19:15');
    // 01:00 on the 21st in São Paulo is not the 20th's 'Hoje', though UTC says the 21st for both
    expect(formatRecentDateTime('2026-11-21T04:00:00.000Z', SAO_PAULO, new Date(PLACED))).toBe(
      '21/11/2026 às 01:00',
    );
  });
});

describe('formatMinuteOfDay: the opening hours’ minutes', () => {
  it('writes HH:MM', () => {
    expect(formatMinuteOfDay(0)).toBe('00:00');
    expect(formatMinuteOfDay(18 * 60)).toBe('18:00');
    expect(formatMinuteOfDay(23 * 60 + 59)).toBe('23:59');
    expect(formatMinuteOfDay(9 * 60 + 5)).toBe('09:05');
  });

  it('wraps past midnight', () => {
    expect(formatMinuteOfDay(24 * 60 + 30)).toBe('00:30');
  });
});
