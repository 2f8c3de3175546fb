import { describe, expect, it } from 'vitest';
import {
  CLOSED_DAY,
  DEFAULT_TIME_ZONE,
  formatDayHours,
  isOpenAt,
  isOpenNow,
  localTimeIn,
  parseDayHours,
  WEEKDAYS,
  type Schedules,
  type Weekday,
} from './opening-hours';

function everyDay(hours: string): Schedules {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, hours])) as Schedules;
}

const at = (weekday: Weekday, hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return { weekday, minutes: (h ?? 0) * 60 + (m ?? 0) };
};

describe('parseDayHours', () => {
  it("reads 'HH:MM às HH:MM' as minutes after midnight", () => {
    expect(parseDayHours('14:00 às 22:00')).toEqual({ start: 840, end: 1320 });
    expect(parseDayHours(' 09:30 às 18:45 ')).toEqual({ start: 570, end: 1125 });
    expect(parseDayHours('18:00 às 02:00')).toEqual({ start: 1080, end: 120 });
  });

  it("treats 'Fechado', missing and malformed days as closed", () => {
    expect(parseDayHours(CLOSED_DAY)).toBeNull();
    expect(parseDayHours(undefined)).toBeNull();
    expect(parseDayHours(null)).toBeNull();
    expect(parseDayHours('')).toBeNull();
    expect(parseDayHours('14h às 22h')).toBeNull();
    expect(parseDayHours('14:00 - 22:00')).toBeNull();
    expect(parseDayHours('24:00 às 25:00')).toBeNull();
    expect(parseDayHours('14:60 às 22:00')).toBeNull();
    expect(parseDayHours('9:00 às 18:00')).toBeNull();
  });

  it('formats start and end back', () => {
    expect(formatDayHours('09:00', '18:00')).toBe('09:00 às 18:00');
  });
});

describe('isOpenAt', () => {
  const schedules = everyDay('14:00 às 22:00');

  it('is open within the hours, start and end inclusive', () => {
    expect(isOpenAt(schedules, at('quarta', '14:00'))).toBe(true);
    expect(isOpenAt(schedules, at('quarta', '18:30'))).toBe(true);
    expect(isOpenAt(schedules, at('quarta', '22:00'))).toBe(true);
  });

  it('is closed just outside the hours', () => {
    expect(isOpenAt(schedules, at('quarta', '13:59'))).toBe(false);
    expect(isOpenAt(schedules, at('quarta', '22:01'))).toBe(false);
    expect(isOpenAt(schedules, at('quinta', '01:00'))).toBe(false);
  });

  it("is closed all day on a 'Fechado', missing or malformed day", () => {
    expect(isOpenAt({ ...schedules, segunda: CLOSED_DAY }, at('segunda', '18:00'))).toBe(false);
    const { segunda: _missing, ...withoutMonday } = schedules;
    expect(isOpenAt(withoutMonday, at('segunda', '18:00'))).toBe(false);
    expect(isOpenAt({ ...schedules, segunda: 'das 14 às 22' }, at('segunda', '18:00'))).toBe(false);
    expect(isOpenAt({}, at('segunda', '18:00'))).toBe(false);
  });

  describe('hours crossing midnight', () => {
    const late = { ...everyDay(CLOSED_DAY), sexta: '18:00 às 02:00' };

    it('is open from the start until midnight of the same day', () => {
      expect(isOpenAt(late, at('sexta', '17:59'))).toBe(false);
      expect(isOpenAt(late, at('sexta', '18:00'))).toBe(true);
      expect(isOpenAt(late, at('sexta', '23:59'))).toBe(true);
    });

    it('stays open after midnight until the end, inclusive, on the next day', () => {
      expect(isOpenAt(late, at('sábado', '00:00'))).toBe(true);
      expect(isOpenAt(late, at('sábado', '02:00'))).toBe(true);
      expect(isOpenAt(late, at('sábado', '02:01'))).toBe(false);
      expect(isOpenAt(late, at('sábado', '19:00'))).toBe(false);
    });

    it('carries Saturday night into Sunday morning across the week wrap', () => {
      const saturday = { ...everyDay(CLOSED_DAY), sábado: '20:00 às 03:00' };
      expect(isOpenAt(saturday, at('sábado', '23:30'))).toBe(true);
      expect(isOpenAt(saturday, at('domingo', '01:00'))).toBe(true);
      expect(isOpenAt(saturday, at('domingo', '03:00'))).toBe(true);
      expect(isOpenAt(saturday, at('domingo', '03:01'))).toBe(false);
    });

    it("does not carry a day's own hours back from the next day", () => {
      const sunday = { ...everyDay(CLOSED_DAY), domingo: '18:00 às 02:00' };
      expect(isOpenAt(sunday, at('domingo', '01:00'))).toBe(false);
      expect(isOpenAt(sunday, at('segunda', '01:00'))).toBe(true);
    });

    it("a closed day still gets the previous night's hours after midnight", () => {
      const schedulesWithClosedSaturday = {
        ...everyDay('18:00 às 02:00'),
        sábado: CLOSED_DAY,
      };
      expect(isOpenAt(schedulesWithClosedSaturday, at('sábado', '01:00'))).toBe(true);
      expect(isOpenAt(schedulesWithClosedSaturday, at('sábado', '20:00'))).toBe(false);
      expect(isOpenAt(schedulesWithClosedSaturday, at('domingo', '01:00'))).toBe(false);
    });
  });
});

describe('isOpenNow in America/Sao_Paulo (UTC-3)', () => {
  const schedules = everyDay('14:00 às 22:00');

  it("reads the shop's local weekday and time", () => {
    // 2024-06-05 is a Wednesday; 17:00 UTC is 14:00 in São Paulo.
    expect(localTimeIn(new Date('2024-06-05T17:00:00Z'), DEFAULT_TIME_ZONE)).toEqual(
      at('quarta', '14:00'),
    );
    // 02:00 UTC on Thursday is still 23:00 on Wednesday in São Paulo.
    expect(localTimeIn(new Date('2024-06-06T02:00:00Z'), DEFAULT_TIME_ZONE)).toEqual(
      at('quarta', '23:00'),
    );
  });

  it('opens and closes on local time, not UTC', () => {
    expect(isOpenNow(schedules, new Date('2024-06-05T16:59:00Z'), DEFAULT_TIME_ZONE)).toBe(false);
    expect(isOpenNow(schedules, new Date('2024-06-05T17:00:00Z'), DEFAULT_TIME_ZONE)).toBe(true);
    // 01:00 UTC Thursday = 22:00 Wednesday local: still open (end inclusive).
    expect(isOpenNow(schedules, new Date('2024-06-06T01:00:00Z'), DEFAULT_TIME_ZONE)).toBe(true);
    expect(isOpenNow(schedules, new Date('2024-06-06T01:01:00Z'), DEFAULT_TIME_ZONE)).toBe(false);
    // The same instant read in UTC would be 17:00, inside the hours.
    expect(isOpenNow(schedules, new Date('2024-06-05T17:00:00Z'), 'UTC')).toBe(true);
    expect(isOpenNow(schedules, new Date('2024-06-05T23:30:00Z'), 'UTC')).toBe(false);
    expect(isOpenNow(schedules, new Date('2024-06-05T23:30:00Z'), DEFAULT_TIME_ZONE)).toBe(true);
  });

  it("keeps Saturday night's hours open into Sunday local time", () => {
    const saturday = { ...everyDay(CLOSED_DAY), sábado: '18:00 às 02:00' };
    // 2024-06-09 04:30 UTC = Sunday 01:30 in São Paulo.
    expect(isOpenNow(saturday, new Date('2024-06-09T04:30:00Z'), DEFAULT_TIME_ZONE)).toBe(true);
    // 2024-06-09 05:30 UTC = Sunday 02:30: closed.
    expect(isOpenNow(saturday, new Date('2024-06-09T05:30:00Z'), DEFAULT_TIME_ZONE)).toBe(false);
  });

  it("is closed on a local 'Fechado' day even when it is another weekday in UTC", () => {
    const closedWednesday = { ...schedules, quarta: CLOSED_DAY };
    // 2024-06-06 01:00 UTC is Thursday in UTC but Wednesday 22:00 in São Paulo.
    expect(isOpenNow(closedWednesday, new Date('2024-06-06T01:00:00Z'), DEFAULT_TIME_ZONE)).toBe(
      false,
    );
  });
});
