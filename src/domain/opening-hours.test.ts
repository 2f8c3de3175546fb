import { describe, expect, it } from 'vitest';
import {
  CLOSED_DAY,
  DEFAULT_TIME_ZONE,
  describeNextOpening,
  formatDayHours,
  nextOpeningAt,
  shopStatusAt,
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

describe('nextOpeningAt', () => {
  const evenings = everyDay('18:00 às 23:00');

  it("is later today while today's start is still ahead", () => {
    expect(nextOpeningAt(evenings, at('quarta', '09:00'))).toEqual({
      daysAhead: 0,
      weekday: 'quarta',
      minutes: 18 * 60,
    });
    expect(nextOpeningAt(evenings, at('quarta', '17:59'))?.daysAhead).toBe(0);
  });

  it("is tomorrow once today's hours are over", () => {
    expect(nextOpeningAt(evenings, at('quarta', '23:30'))).toEqual({
      daysAhead: 1,
      weekday: 'quinta',
      minutes: 18 * 60,
    });
  });

  it('skips closed days, wrapping around the week', () => {
    const weekends = { ...everyDay(CLOSED_DAY), sexta: '18:00 às 02:00', sábado: '19:30 às 23:00' };
    expect(nextOpeningAt(weekends, at('segunda', '12:00'))).toEqual({
      daysAhead: 4,
      weekday: 'sexta',
      minutes: 18 * 60,
    });
    expect(nextOpeningAt(weekends, at('sábado', '23:30'))).toEqual({
      daysAhead: 6,
      weekday: 'sexta',
      minutes: 18 * 60,
    });
  });

  it("after a night crossing midnight, the next opening is that day's own start", () => {
    // Friday 18:00 às 02:00: Saturday 03:00 is closed; Saturday opens at 19:30
    const late = { ...everyDay(CLOSED_DAY), sexta: '18:00 às 02:00', sábado: '19:30 às 01:00' };
    expect(isOpenAt(late, at('sábado', '03:00'))).toBe(false);
    expect(nextOpeningAt(late, at('sábado', '03:00'))).toEqual({
      daysAhead: 0,
      weekday: 'sábado',
      minutes: 19 * 60 + 30,
    });
    // Sunday 02:00, after Saturday's night: next Friday
    expect(nextOpeningAt(late, at('domingo', '02:00'))).toEqual({
      daysAhead: 5,
      weekday: 'sexta',
      minutes: 18 * 60,
    });
  });

  it('is a week ahead when the only open day is today and its hours are over', () => {
    const fridays = { ...everyDay(CLOSED_DAY), sexta: '18:00 às 22:00' };
    expect(nextOpeningAt(fridays, at('sexta', '22:30'))).toEqual({
      daysAhead: 7,
      weekday: 'sexta',
      minutes: 18 * 60,
    });
  });

  it('is null when no day has hours', () => {
    expect(nextOpeningAt(everyDay(CLOSED_DAY), at('sexta', '12:00'))).toBeNull();
    expect(nextOpeningAt({}, at('sexta', '12:00'))).toBeNull();
  });
});

describe('describeNextOpening', () => {
  it('says today, tomorrow, a weekday, or next week', () => {
    expect(describeNextOpening({ daysAhead: 0, weekday: 'quarta', minutes: 1080 })).toBe(
      'Abrimos hoje às 18:00',
    );
    expect(describeNextOpening({ daysAhead: 1, weekday: 'quinta', minutes: 1080 })).toBe(
      'Abrimos amanhã às 18:00',
    );
    expect(describeNextOpening({ daysAhead: 2, weekday: 'sexta', minutes: 1080 })).toBe(
      'Abrimos sexta às 18:00',
    );
    expect(describeNextOpening({ daysAhead: 4, weekday: 'sábado', minutes: 570 })).toBe(
      'Abrimos sábado às 09:30',
    );
    expect(describeNextOpening({ daysAhead: 7, weekday: 'sexta', minutes: 1080 })).toBe(
      'Abrimos na próxima sexta às 18:00',
    );
    expect(describeNextOpening({ daysAhead: 7, weekday: 'domingo', minutes: 0 })).toBe(
      'Abrimos no próximo domingo às 00:00',
    );
  });
});

describe("shopStatusAt, in the shop's time zone", () => {
  const shop = {
    isActive: true,
    schedules: { ...everyDay('18:00 às 02:00'), segunda: CLOSED_DAY },
    timeZone: DEFAULT_TIME_ZONE,
  };

  it('is open inside the hours, after midnight included', () => {
    // 2024-06-07 is a Friday; 23:00 UTC = 20:00 in São Paulo
    expect(shopStatusAt(shop, new Date('2024-06-07T23:00:00Z'))).toEqual({ kind: 'open' });
    // Saturday 04:30 UTC = Saturday 01:30 local, Friday's night
    expect(shopStatusAt(shop, new Date('2024-06-08T04:30:00Z'))).toEqual({ kind: 'open' });
  });

  it("gives today's opening from the local day, not UTC's", () => {
    // 2024-06-08 05:30 UTC = Saturday 02:30 local (closed), opens Saturday 18:00
    expect(shopStatusAt(shop, new Date('2024-06-08T05:30:00Z'))).toEqual({
      kind: 'closed',
      nextOpening: { daysAhead: 0, weekday: 'sábado', minutes: 18 * 60 },
    });
    // 2024-06-05 02:30 UTC is already Wednesday in UTC, but Tuesday 23:30 local: open
    expect(shopStatusAt(shop, new Date('2024-06-05T02:30:00Z'))).toEqual({ kind: 'open' });
  });

  it('skips a closed Monday: Tuesday is "amanhã" on Monday, two days ahead on Sunday', () => {
    // 2024-06-10 is a Monday; 15:00 UTC = 12:00 local
    const monday = shopStatusAt(shop, new Date('2024-06-10T15:00:00Z'));
    expect(monday).toEqual({
      kind: 'closed',
      nextOpening: { daysAhead: 1, weekday: 'terça', minutes: 18 * 60 },
    });
    // Monday 03:00 local (06:00 UTC): Sunday's night is over, Monday is closed
    const mondayNight = shopStatusAt(shop, new Date('2024-06-10T06:00:00Z'));
    expect(mondayNight).toEqual({
      kind: 'closed',
      nextOpening: { daysAhead: 1, weekday: 'terça', minutes: 18 * 60 },
    });
  });

  it('is inactive when the owner switched the shop off, whatever the hours say', () => {
    expect(shopStatusAt({ ...shop, isActive: false }, new Date('2024-06-07T23:00:00Z'))).toEqual({
      kind: 'inactive',
    });
  });
});
