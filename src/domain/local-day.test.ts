import { describe, expect, it } from 'vitest';
import { localDayRange, localIsoDate } from './local-day';

const range = (instant: string, timeZone: string) => {
  const { start, end } = localDayRange(new Date(instant), timeZone);
  return { start: start.toISOString(), end: end.toISOString() };
};

describe('localDayRange: the shop’s day, in UTC', () => {
  it('São Paulo (UTC−3, no daylight saving since 2019): 03:00Z to 03:00Z', () => {
    expect(range('2026-11-20T20:00:00-03:00', 'America/Sao_Paulo')).toEqual({
      start: '2026-11-20T03:00:00.000Z',
      end: '2026-11-21T03:00:00.000Z',
    });
  });

  it('late at night the day is still the local one, though UTC has moved on', () => {
    // 23:30 in São Paulo is 02:30 the next day in UTC
    expect(range('2026-11-20T23:30:00-03:00', 'America/Sao_Paulo').start).toBe(
      '2026-11-20T03:00:00.000Z',
    );
    expect(range('2026-11-21T00:00:00-03:00', 'America/Sao_Paulo').start).toBe(
      '2026-11-21T03:00:00.000Z',
    );
  });

  it('a 25-hour day when daylight saving ends (New York, 1 November 2026)', () => {
    expect(range('2026-11-01T12:00:00-05:00', 'America/New_York')).toEqual({
      start: '2026-11-01T04:00:00.000Z',
      end: '2026-11-02T05:00:00.000Z',
    });
  });

  it('a 23-hour day when daylight saving starts (New York, 8 March 2026)', () => {
    expect(range('2026-03-08T12:00:00-04:00', 'America/New_York')).toEqual({
      start: '2026-03-08T05:00:00.000Z',
      end: '2026-03-09T04:00:00.000Z',
    });
  });

  it('a day whose midnight never happened starts at 01:00 (São Paulo, 4 November 2018)', () => {
    expect(range('2018-11-04T12:00:00-02:00', 'America/Sao_Paulo')).toEqual({
      start: '2018-11-04T03:00:00.000Z',
      end: '2018-11-05T02:00:00.000Z',
    });
  });

  it('east of UTC (Lisbon in summer, UTC+1)', () => {
    expect(range('2026-07-10T00:30:00+01:00', 'Europe/Lisbon')).toEqual({
      start: '2026-07-09T23:00:00.000Z',
      end: '2026-07-10T23:00:00.000Z',
    });
  });
});

describe("localIsoDate: the shop's calendar date", () => {
  it('is still the day before in São Paulo at 02:30 UTC, and the next day at 03:00 UTC', () => {
    expect(localIsoDate(new Date('2026-11-21T02:30:00Z'), 'America/Sao_Paulo')).toBe('2026-11-20');
    expect(localIsoDate(new Date('2026-11-21T03:00:00Z'), 'America/Sao_Paulo')).toBe('2026-11-21');
  });
});
