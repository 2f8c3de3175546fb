import { describe, expect, it } from 'vitest';
import {
  businessDateOf,
  businessDayRange,
  businessDayRangeAt,
  businessDayRule,
  dayTurnMinutes,
  describeBusinessDay,
} from './business-day';
import { WEEKDAYS, type Weekday } from './opening-hours';

const SP = 'America/Sao_Paulo';
const every = (hours: string) =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, hours])) as Record<Weekday, string>;
const night = businessDayRule({ timeZone: SP, schedules: every('18:00 às 02:00') });

describe('dayTurnMinutes: the virada do dia from the opening hours', () => {
  it('is midnight for a shop whose hours never cross it', () => {
    expect(dayTurnMinutes(every('14:00 às 22:00'))).toBe(0);
  });

  it('is one hour after the latest closing past midnight, rounded up to the hour', () => {
    expect(dayTurnMinutes(every('18:00 às 02:00'))).toBe(3 * 60);
    expect(dayTurnMinutes({ ...every('18:00 às 23:00'), sexta: '18:00 às 01:30' })).toBe(3 * 60);
    expect(
      dayTurnMinutes({
        ...every('18:00 às 23:00'),
        sexta: '18:00 às 01:30',
        sábado: '18:00 às 03:15',
      }),
    ).toBe(5 * 60);
  });

  it('never cuts an opening in two: not later than the earliest opening of the week', () => {
    expect(
      dayTurnMinutes({ ...every('Fechado'), sexta: '19:00 às 04:00', domingo: '04:30 às 12:00' }),
    ).toBe(4 * 60 + 30);
  });

  it('ignores closed days', () => {
    expect(dayTurnMinutes({ ...every('Fechado'), sábado: '20:00 às 00:30' })).toBe(2 * 60);
  });
});

describe('businessDateOf: the night belongs to the day it started', () => {
  it('23:58 and 00:40 of a night are the same business day (São Paulo, UTC−3)', () => {
    // 27/11 23:58 local = 28/11 02:58Z; 28/11 00:40 local = 03:40Z
    expect(businessDateOf(new Date('2026-11-28T02:58:00Z'), night)).toBe('2026-11-27');
    expect(businessDateOf(new Date('2026-11-28T03:40:00Z'), night)).toBe('2026-11-27');
  });

  it('the day turns at 03:00: 02:59 is still the night before, 03:00 the new day', () => {
    expect(businessDateOf(new Date('2026-11-28T05:59:00Z'), night)).toBe('2026-11-27');
    expect(businessDateOf(new Date('2026-11-28T06:00:00Z'), night)).toBe('2026-11-28');
  });

  it('a Sunday→Monday night is Sunday’s', () => {
    const rule = businessDayRule({
      timeZone: SP,
      schedules: { ...every('Fechado'), domingo: '18:00 às 01:00' },
    });
    // Sunday 29/11 22:10 and Monday 30/11 00:55, local
    expect(businessDateOf(new Date('2026-11-30T01:10:00Z'), rule)).toBe('2026-11-29');
    expect(businessDateOf(new Date('2026-11-30T03:55:00Z'), rule)).toBe('2026-11-29');
    // Monday 10:00, the shop closed: Monday's day
    expect(businessDateOf(new Date('2026-11-30T13:00:00Z'), rule)).toBe('2026-11-30');
  });

  it('a shop of calendar days keeps them', () => {
    const rule = businessDayRule({ timeZone: SP, schedules: every('14:00 às 22:00') });
    expect(businessDateOf(new Date('2026-11-28T02:58:00Z'), rule)).toBe('2026-11-27');
    expect(businessDateOf(new Date('2026-11-28T03:00:00Z'), rule)).toBe('2026-11-28');
  });
});

describe('businessDayRange: where a business day starts and ends', () => {
  it('27/11 runs from 03:00 local (06:00Z) to 03:00 local of 28/11', () => {
    const { start, end } = businessDayRange('2026-11-27', night);
    expect(start.toISOString()).toBe('2026-11-27T06:00:00.000Z');
    expect(end.toISOString()).toBe('2026-11-28T06:00:00.000Z');
  });

  it('an instant after midnight reads the range of the night before', () => {
    const { start } = businessDayRangeAt(new Date('2026-11-28T03:40:00Z'), night);
    expect(start.toISOString()).toBe('2026-11-27T06:00:00.000Z');
  });

  it('a day of 25 hours when daylight saving ends (New York, 1 November 2026)', () => {
    const rule = { timeZone: 'America/New_York', turnMinutes: 3 * 60 };
    const { start, end } = businessDayRange('2026-10-31', rule);
    expect(start.toISOString()).toBe('2026-10-31T07:00:00.000Z');
    expect(end.toISOString()).toBe('2026-11-01T08:00:00.000Z');
  });
});

describe('describeBusinessDay', () => {
  it('says which hours a day crossing midnight covers', () => {
    expect(describeBusinessDay('2026-11-27', night.turnMinutes)).toBe(
      '03:00 de 27/11 às 03:00 de 28/11',
    );
  });

  it('says nothing for calendar days', () => {
    expect(describeBusinessDay('2026-11-27', 0)).toBeNull();
  });
});
