import { describe, expect, it } from 'vitest';
import { CLOSED_DAY, WEEKDAYS, type Schedules } from './opening-hours';
import { refuseOfflineOrder, refuseOnlineOrder } from './order-policy';
import {
  checkScheduledFor,
  deskReleaseAt,
  formatSlot,
  offeredSlots,
  refuseFullSlot,
  withRemainingPlaces,
  type SchedulingShop,
} from './scheduling';

const everyDay = (hours: string) =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, hours])) as Schedules;
const TZ = 'America/Sao_Paulo';

/** São Paulo has kept UTC−3 all year since 2019: local times below are read with that offset. */
const sp = (date: string, time: string) => new Date(`${date}T${time}:00-03:00`);
/** Friday 20 November 2026. */
const FRIDAY = '2026-11-20';
const SATURDAY = '2026-11-21';
const times = (slots: { start: Date }[]) =>
  slots.map((s) =>
    s.start.toLocaleTimeString('pt-BR', { timeZone: TZ, hour: '2-digit', minute: '2-digit' }),
  );

const SHOP: SchedulingShop = {
  isActive: true,
  schedules: everyDay('18:00 às 23:00'),
  timeZone: TZ,
  scheduling: { enabled: true, slotMinutes: 30, leadMinutes: 45, slotCapacity: 3 },
};

describe('offeredSlots', () => {
  it("offers 'o quanto antes' and tonight's slots from now + lead time, on the clock's grid", () => {
    const offer = offeredSlots(SHOP, sp(FRIDAY, '20:10'));
    expect(offer.asap).toBe(true);
    // 20:10 + 45 min = 20:55: the first slot on the grid from there is 21:00; the last ends at 23:00
    expect(times(offer.slots)).toEqual(['21:00', '21:30', '22:00', '22:30']);
    expect(offer.slots[0]?.end).toEqual(sp(FRIDAY, '21:30'));
  });

  it('cuts slots of 15 minutes, each inside the hours', () => {
    const offer = offeredSlots(
      { ...SHOP, scheduling: { ...SHOP.scheduling, slotMinutes: 15, leadMinutes: 0 } },
      sp(FRIDAY, '22:20'),
    );
    expect(times(offer.slots)).toEqual(['22:30', '22:45']);
  });

  it('follows hours across midnight: the slots after midnight belong to the evening before', () => {
    const late = { ...SHOP, schedules: { ...everyDay(CLOSED_DAY), sexta: '18:00 às 02:00' } };
    const evening = offeredSlots(late, sp(FRIDAY, '23:00'));
    expect(evening.asap).toBe(true);
    expect(times(evening.slots)).toEqual(['00:00', '00:30', '01:00', '01:30']);
    expect(evening.slots[0]?.start).toEqual(sp(SATURDAY, '00:00'));
    // Saturday 00:40: still Friday's opening, open, with its last slots
    const afterMidnight = offeredSlots(late, sp(SATURDAY, '00:40'));
    expect(afterMidnight.asap).toBe(true);
    expect(times(afterMidnight.slots)).toEqual(['01:30']);
  });

  it('offers the next opening when closed and scheduling is on, without o quanto antes', () => {
    const offer = offeredSlots(SHOP, sp(FRIDAY, '10:00'));
    expect(offer.asap).toBe(false);
    expect(offer.slots[0]?.start).toEqual(sp(FRIDAY, '18:00'));
    expect(offer.slots).toHaveLength(10);
    // after closing: tomorrow's opening
    const night = offeredSlots(SHOP, sp(FRIDAY, '23:30'));
    expect(night.slots[0]?.start).toEqual(sp(SATURDAY, '18:00'));
  });

  it('skips closed days to the next opening', () => {
    const shop = {
      ...SHOP,
      schedules: { ...everyDay(CLOSED_DAY), terça: '18:00 às 23:00' },
    };
    // Friday: next Tuesday (24 November)
    const offer = offeredSlots(shop, sp(FRIDAY, '20:00'));
    expect(offer.asap).toBe(false);
    expect(offer.slots[0]?.start).toEqual(sp('2026-11-24', '18:00'));
  });

  it('applies the lead time to the next opening too', () => {
    const offer = offeredSlots(SHOP, sp(FRIDAY, '17:40'));
    // 17:40 + 45 = 18:25: 18:30 is the first
    expect(offer.slots[0]?.start).toEqual(sp(FRIDAY, '18:30'));
  });

  it("offers only 'o quanto antes' when scheduling is off, and nothing while switched off", () => {
    const off = { ...SHOP, scheduling: { ...SHOP.scheduling, enabled: false } };
    expect(offeredSlots(off, sp(FRIDAY, '20:00'))).toEqual({ asap: true, slots: [] });
    expect(offeredSlots(off, sp(FRIDAY, '10:00'))).toEqual({ asap: false, slots: [] });
    expect(offeredSlots({ ...SHOP, isActive: false }, sp(FRIDAY, '20:00'))).toEqual({
      asap: false,
      slots: [],
    });
    expect(offeredSlots({ ...SHOP, schedules: everyDay(CLOSED_DAY) }, sp(FRIDAY, '20:00'))).toEqual(
      { asap: false, slots: [] },
    );
  });

  it('leaves out full slots and tells the places left', () => {
    const { slots } = offeredSlots(SHOP, sp(FRIDAY, '20:10'));
    const taken = new Map([
      [sp(FRIDAY, '21:00').getTime(), 3],
      [sp(FRIDAY, '21:30').getTime(), 2],
    ]);
    const left = withRemainingPlaces(slots, taken, 3);
    expect(times(left)).toEqual(['21:30', '22:00', '22:30']);
    expect(left.map((s) => s.remaining)).toEqual([1, 3, 3]);
  });
});

describe('checkScheduledFor', () => {
  const check = (start: Date, now: Date, shop: SchedulingShop = SHOP) =>
    checkScheduledFor(start.toISOString(), shop, now);
  const code = (result: ReturnType<typeof checkScheduledFor>) =>
    'code' in result ? result.code : 'ok';

  it('takes an offered slot, written in any offset', () => {
    expect(check(sp(FRIDAY, '21:00'), sp(FRIDAY, '20:10'))).toEqual({
      slot: { start: sp(FRIDAY, '21:00'), end: sp(FRIDAY, '21:30') },
    });
    expect(code(checkScheduledFor('2026-11-21T00:00:00Z', SHOP, sp(FRIDAY, '20:10')))).toBe('ok');
  });

  it('refuses when scheduling is off or the shop is switched off', () => {
    const off = { ...SHOP, scheduling: { ...SHOP.scheduling, enabled: false } };
    expect(code(check(sp(FRIDAY, '21:00'), sp(FRIDAY, '20:10'), off))).toBe('SCHEDULING_DISABLED');
    expect(
      code(check(sp(FRIDAY, '21:00'), sp(FRIDAY, '20:10'), { ...SHOP, isActive: false })),
    ).toBe('SCHEDULING_DISABLED');
  });

  it('refuses a time off the grid', () => {
    expect(code(check(sp(FRIDAY, '21:15'), sp(FRIDAY, '20:10')))).toBe('SLOT_NOT_ON_GRID');
    expect(code(check(new Date(sp(FRIDAY, '21:00').getTime() + 1000), sp(FRIDAY, '20:10')))).toBe(
      'SLOT_NOT_ON_GRID',
    );
    expect(code(checkScheduledFor('amanhã', SHOP, sp(FRIDAY, '20:10')))).toBe('SLOT_NOT_ON_GRID');
  });

  it('refuses a past slot or one before now + lead, with a grace of a few minutes', () => {
    expect(code(check(sp(FRIDAY, '19:00'), sp(FRIDAY, '20:10')))).toBe('SLOT_IN_PAST');
    expect(code(check(sp(FRIDAY, '20:30'), sp(FRIDAY, '20:10')))).toBe('SLOT_IN_PAST');
    // picked at 20:15 (earliest 21:00); sent at 20:24, when now + lead is 21:09: still taken
    expect(code(check(sp(FRIDAY, '21:00'), sp(FRIDAY, '20:24')))).toBe('ok');
    // more than the grace late: refused
    expect(code(check(sp(FRIDAY, '21:00'), sp(FRIDAY, '20:26')))).toBe('SLOT_IN_PAST');
  });

  it('refuses a slot outside the hours, or ending after closing', () => {
    expect(code(check(sp(FRIDAY, '23:00'), sp(FRIDAY, '20:10')))).toBe('SLOT_OUTSIDE_HOURS');
    expect(code(check(sp(FRIDAY, '23:30'), sp(FRIDAY, '20:10')))).toBe('SLOT_OUTSIDE_HOURS');
    expect(code(check(sp(SATURDAY, '03:00'), sp(FRIDAY, '20:10')))).toBe('SLOT_OUTSIDE_HOURS');
  });

  it('takes a slot after midnight of hours crossing it', () => {
    const late = { ...SHOP, schedules: { ...everyDay(CLOSED_DAY), sexta: '18:00 às 02:00' } };
    expect(code(check(sp(SATURDAY, '01:30'), sp(FRIDAY, '23:00'), late))).toBe('ok');
    expect(code(check(sp(SATURDAY, '02:00'), sp(FRIDAY, '23:00'), late))).toBe(
      'SLOT_OUTSIDE_HOURS',
    );
  });

  it('takes the next opening when closed, but not a later one', () => {
    expect(code(check(sp(FRIDAY, '19:00'), sp(FRIDAY, '10:00')))).toBe('ok');
    // open now: tomorrow is not yet offered
    expect(code(check(sp(SATURDAY, '19:00'), sp(FRIDAY, '20:00')))).toBe('SLOT_UNAVAILABLE');
    // closed now: the opening after the next is not offered either
    expect(code(check(sp('2026-11-22', '19:00'), sp(FRIDAY, '23:30')))).toBe('SLOT_UNAVAILABLE');
  });

  it('refuses a full slot', () => {
    expect(refuseFullSlot(2, 3)).toBeNull();
    expect(refuseFullSlot(3, 3)?.code).toBe('SLOT_FULL');
    expect(refuseFullSlot(3, 3)?.message).toBe(
      'Este horário acabou de lotar. Escolha um dos horários da lista.',
    );
  });
});

describe('a scheduled order while the shop is closed', () => {
  it('passes the opening-hours rule when scheduling is on, only for a slot', () => {
    const now = sp(FRIDAY, '10:00');
    const slot = sp(FRIDAY, '19:00').toISOString();
    expect(refuseOnlineOrder(now, SHOP, slot)).toBeNull();
    expect(refuseOnlineOrder(now, SHOP)?.code).toBe('SHOP_CLOSED');
    const off = { ...SHOP, scheduling: { ...SHOP.scheduling, enabled: false } };
    expect(refuseOnlineOrder(now, off, slot)?.code).toBe('SHOP_CLOSED');
    expect(refuseOnlineOrder(now, { ...SHOP, isActive: false }, slot)?.code).toBe('SHOP_INACTIVE');
  });

  it('from the offline queue, likewise', () => {
    const placed = sp(FRIDAY, '10:00');
    const slot = sp(FRIDAY, '19:00').toISOString();
    expect(refuseOfflineOrder(placed, SHOP)?.code).toBe('PLACED_WHILE_CLOSED');
    expect(refuseOfflineOrder(placed, SHOP, { scheduledFor: slot, schedulingEnabled: true })).toBe(
      null,
    );
    expect(
      refuseOfflineOrder(placed, SHOP, { scheduledFor: slot, schedulingEnabled: false })?.code,
    ).toBe('PLACED_WHILE_CLOSED');
  });
});

describe('formatSlot', () => {
  const now = sp(FRIDAY, '17:00');
  it("says 'Hoje', 'Amanhã' or the weekday and date, in the shop's zone", () => {
    expect(formatSlot(sp(FRIDAY, '20:30'), 30, TZ, now)).toBe('Hoje, 20:30 – 21:00');
    expect(formatSlot(sp(SATURDAY, '00:30').toISOString(), 30, TZ, now)).toBe(
      'Amanhã, 00:30 – 01:00',
    );
    expect(formatSlot(sp('2026-11-27', '19:00'), 30, TZ, now)).toBe('Sexta, 27/11, 19:00 – 19:30');
    expect(formatSlot(sp(FRIDAY, '23:45'), 15, TZ, now)).toBe('Hoje, 23:45 – 00:00');
  });

  it('reads the day in the shop’s zone, not UTC', () => {
    // 23:30 in São Paulo is already Saturday in UTC
    expect(formatSlot('2026-11-21T02:30:00.000Z', 30, TZ, now)).toBe('Hoje, 23:30 – 00:00');
    expect(formatSlot('2026-11-21T02:30:00.000Z', 30, 'UTC', sp(FRIDAY, '17:00'))).toBe(
      'Amanhã, 02:30 – 03:00',
    );
  });
});

describe('deskReleaseAt', () => {
  it('moves a scheduled order to the live desk the lead time before its slot, 30 min at least', () => {
    expect(deskReleaseAt(sp(FRIDAY, '21:00'), 45)).toEqual(sp(FRIDAY, '20:15'));
    expect(deskReleaseAt(sp(FRIDAY, '21:00'), 10)).toEqual(sp(FRIDAY, '20:30'));
  });
});
