import { z } from 'zod/mini';
import { formatDate, formatTime, type Instant } from './date-format';
import { localDayRange } from './local-day';
import {
  localTimeIn,
  parseDayHours,
  WEEKDAYS,
  type Schedules,
  type Weekday,
} from './opening-hours';

/** Orders for a later time slot: whether the shop takes them, the slot size, lead time, capacity. */

export const SLOT_LENGTHS_MINUTES = [15, 30] as const;
const MAX_LEAD_MINUTES = 24 * 60;
const MAX_SLOT_CAPACITY = 500;

export const SchedulingSettingsSchema = z.strictObject({
  enabled: z._default(z.boolean(), false),
  slotMinutes: z._default(z.union([z.literal(15), z.literal(30)]), 30),
  /** No slot starts earlier than now plus this. */
  leadMinutes: z._default(
    z
      .int()
      .check(
        z.minimum(0, 'A antecedência não pode ser negativa'),
        z.maximum(MAX_LEAD_MINUTES, 'A antecedência pode ser no máximo 24 horas'),
      ),
    45,
  ),
  /** Orders one slot takes; a full slot is not offered. */
  slotCapacity: z._default(
    z
      .int()
      .check(
        z.minimum(1, 'Cada horário deve aceitar pelo menos 1 pedido'),
        z.maximum(MAX_SLOT_CAPACITY, `No máximo ${MAX_SLOT_CAPACITY} pedidos por horário`),
      ),
    10,
  ),
});
export type SchedulingSettings = z.output<typeof SchedulingSettingsSchema>;

export const DEFAULT_SCHEDULING_SETTINGS: SchedulingSettings = {
  enabled: false,
  slotMinutes: 30,
  leadMinutes: 45,
  slotCapacity: 10,
};

/**
 * The slots offered at a moment and the server's check of a chosen one (docs/decisions/023).
 *
 * A slot is `slotMinutes` long, starts on the clock's grid (minutes after local midnight a
 * multiple of the length: 19:00, 19:30…) and lies wholly inside one opening: start at or after the
 * opening, end at or before the closing. An opening is one day's hours; when they cross midnight
 * ('18:00 às 02:00') the slots after midnight belong to that opening, the day before. Offered: the
 * slots of the opening the shop is in now, or, when it is closed, of its next opening; none earlier
 * than now plus the lead time; none full.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * A slot picked on screen a moment ago may start slightly before now + lead when the order
 * arrives: up to this much is forgiven, so nobody is refused for the time spent typing an address.
 */
const SLOT_GRACE_MINUTES = 10;

/** Whether and which hours the shop takes orders by: the settings the slots are read from. */
export interface SchedulingShop {
  isActive: boolean;
  schedules: Schedules;
  timeZone: string;
  scheduling: SchedulingSettings;
}

/** One opening as instants: from its start to its closing, which may be on the next day. */
interface Opening {
  start: Date;
  end: Date;
  /** Local midnight of the day the opening belongs to: the grid is counted from here. */
  dayStart: Date;
}

/** One slot: its start and end. */
export interface Slot {
  start: Date;
  end: Date;
}

/** What the checkout may offer now. */
export interface SlotOffer {
  /** 'O quanto antes': only while the shop is open. */
  asap: boolean;
  /** Slots before removing the full ones (the server counts orders per slot). */
  slots: Slot[];
}

/** The openings from yesterday's (it may reach past midnight) to the same weekday next week. */
function openingsAround(
  shop: Pick<SchedulingShop, 'schedules' | 'timeZone'>,
  now: Date,
): Opening[] {
  const openings: Opening[] = [];
  let dayStart = localDayRange(
    new Date(localDayRange(now, shop.timeZone).start.getTime() - 1),
    shop.timeZone,
  ).start;
  for (let day = -1; day <= WEEKDAYS.length + 1; day++) {
    const range = localDayRange(dayStart, shop.timeZone);
    // midday names the weekday safely, whatever the day's length
    const { weekday } = localTimeIn(new Date(range.start.getTime() + 12 * HOUR_MS), shop.timeZone);
    const hours = parseDayHours(shop.schedules[weekday]);
    if (hours && hours.start !== hours.end) {
      const endMinutes = hours.end < hours.start ? hours.end + 24 * 60 : hours.end;
      openings.push({
        start: new Date(range.start.getTime() + hours.start * MINUTE_MS),
        end: new Date(range.start.getTime() + endMinutes * MINUTE_MS),
        dayStart: range.start,
      });
    }
    dayStart = range.end;
  }
  return openings;
}

/** The slots of one opening, on the grid, from `earliest` on. */
function slotsOf(opening: Opening, slotMinutes: number, earliest: Date): Slot[] {
  const length = slotMinutes * MINUTE_MS;
  const from = Math.max(opening.start.getTime(), earliest.getTime());
  const offset = from - opening.dayStart.getTime();
  let start = opening.dayStart.getTime() + Math.ceil(offset / length) * length;
  const slots: Slot[] = [];
  for (; start + length <= opening.end.getTime(); start += length) {
    slots.push({ start: new Date(start), end: new Date(start + length) });
  }
  return slots;
}

/** The opening taking scheduled orders now: the current one, else (when closed) the next. */
function bookableOpening(
  shop: SchedulingShop,
  now: Date,
): { opening: Opening; isOpen: boolean } | null {
  if (!shop.isActive) return null;
  const openings = openingsAround(shop, now);
  const t = now.getTime();
  // end inclusive, as the open status reads the hours (docs/product/states.md#open-status)
  const current = openings.find((o) => o.start.getTime() <= t && t <= o.end.getTime());
  if (current) return { opening: current, isOpen: true };
  const next = openings.find((o) => o.start.getTime() > t);
  return next ? { opening: next, isOpen: false } : null;
}

/** 'O quanto antes' while open; the slots of this opening or the next when scheduling is on. */
export function offeredSlots(shop: SchedulingShop, now: Date): SlotOffer {
  const bookable = bookableOpening(shop, now);
  if (!bookable) return { asap: false, slots: [] };
  const { opening, isOpen } = bookable;
  if (!shop.scheduling.enabled) return { asap: isOpen, slots: [] };
  const earliest = new Date(now.getTime() + shop.scheduling.leadMinutes * MINUTE_MS);
  return { asap: isOpen, slots: slotsOf(opening, shop.scheduling.slotMinutes, earliest) };
}

/** The places left in each slot, from the orders already in it; full slots left out. */
export function withRemainingPlaces(
  slots: readonly Slot[],
  takenByStart: ReadonlyMap<number, number>,
  capacity: number,
): Array<Slot & { remaining: number }> {
  return slots
    .map((slot) => ({
      ...slot,
      remaining: capacity - (takenByStart.get(slot.start.getTime()) ?? 0),
    }))
    .filter((slot) => slot.remaining > 0);
}

type SlotRefusalCode =
  | 'SCHEDULING_DISABLED'
  | 'SLOT_NOT_ON_GRID'
  | 'SLOT_IN_PAST'
  | 'SLOT_OUTSIDE_HOURS'
  | 'SLOT_UNAVAILABLE'
  | 'SLOT_FULL';

export interface SlotRefusal {
  code: SlotRefusalCode;
  message: string;
}

const CHOOSE_FROM_LIST = 'Escolha um dos horários da lista.';

/**
 * Whether the server takes an order for `scheduledFor` at `now` (the count of orders already in
 * the slot is checked apart, by refuseFullSlot, once it is counted under a lock). Answers the slot,
 * or why not.
 */
export function checkScheduledFor(
  scheduledFor: string,
  shop: SchedulingShop,
  now: Date,
): { slot: Slot } | SlotRefusal {
  const { scheduling, timeZone } = shop;
  if (!scheduling.enabled || !shop.isActive) {
    return {
      code: 'SCHEDULING_DISABLED',
      message: "A pizzaria não está aceitando pedidos agendados. Escolha 'O quanto antes'.",
    };
  }
  const start = new Date(scheduledFor);
  const length = scheduling.slotMinutes * MINUTE_MS;
  if (
    Number.isNaN(start.getTime()) ||
    start.getTime() % MINUTE_MS !== 0 ||
    localTimeIn(start, timeZone).minutes % scheduling.slotMinutes !== 0
  ) {
    return {
      code: 'SLOT_NOT_ON_GRID',
      message: `Este não é um dos horários de agendamento. ${CHOOSE_FROM_LIST}`,
    };
  }
  const slot = { start, end: new Date(start.getTime() + length) };
  const earliest = now.getTime() + (scheduling.leadMinutes - SLOT_GRACE_MINUTES) * MINUTE_MS;
  if (start.getTime() < earliest) {
    return {
      code: 'SLOT_IN_PAST',
      message: `Este horário já passou ou está próximo demais para preparar o pedido. ${CHOOSE_FROM_LIST}`,
    };
  }
  const openings = openingsAround(shop, now);
  const within = (o: Opening) =>
    o.start.getTime() <= slot.start.getTime() && slot.end.getTime() <= o.end.getTime();
  const opening = openings.find(within);
  if (!opening) {
    return {
      code: 'SLOT_OUTSIDE_HOURS',
      message: `A pizzaria não está aberta neste horário. ${CHOOSE_FROM_LIST}`,
    };
  }
  const bookable = bookableOpening(shop, now);
  if (!bookable || bookable.opening.start.getTime() !== opening.start.getTime()) {
    return {
      code: 'SLOT_UNAVAILABLE',
      message: `Só é possível agendar para o horário de funcionamento de hoje ou, com a pizzaria fechada, para a próxima abertura. ${CHOOSE_FROM_LIST}`,
    };
  }
  return { slot };
}

/** A slot holding `taken` orders already takes no more once it reached the shop's capacity. */
export function refuseFullSlot(taken: number, capacity: number): SlotRefusal | null {
  if (taken < capacity) return null;
  return {
    code: 'SLOT_FULL',
    message: `Este horário acabou de lotar. ${CHOOSE_FROM_LIST}`,
  };
}

const WEEKDAY_SHORT: Record<Weekday, string> = {
  domingo: 'Domingo',
  segunda: 'Segunda',
  terça: 'Terça',
  quarta: 'Quarta',
  quinta: 'Quinta',
  sexta: 'Sexta',
  sábado: 'Sábado',
};

/**
 * The day of a slot as people say it, in the shop's zone: 'Hoje', 'Amanhã', or 'Sexta, 27/11'.
 * By the calendar: a slot at 00:30 of an opening that began the evening before is 'Amanhã'.
 */
export function formatSlotDay(start: Instant, timeZone: string, now: Date): string {
  const at = new Date(start);
  if (Number.isNaN(at.getTime())) return '';
  const today = localDayRange(now, timeZone);
  const t = at.getTime();
  if (today.start.getTime() <= t && t < today.end.getTime()) return 'Hoje';
  const tomorrow = localDayRange(today.end, timeZone);
  if (tomorrow.start.getTime() <= t && t < tomorrow.end.getTime()) return 'Amanhã';
  const { weekday } = localTimeIn(at, timeZone);
  return `${WEEKDAY_SHORT[weekday]}, ${formatDate(at, timeZone).slice(0, 5)}`;
}

/** '20:30 – 21:00'. */
export function formatSlotTimes(start: Instant, slotMinutes: number, timeZone: string): string {
  const at = new Date(start);
  if (Number.isNaN(at.getTime())) return typeof start === 'string' ? start : '';
  const end = new Date(at.getTime() + slotMinutes * MINUTE_MS);
  return `${formatTime(at, timeZone)} – ${formatTime(end, timeZone)}`;
}

/**
 * A slot as every screen writes it: 'Hoje, 20:30 – 21:00', 'Amanhã, 19:00 – 19:30',
 * 'Sexta, 27/11, 19:00 – 19:30'; in the shop's time zone, the day relative to `now`.
 */
export function formatSlot(
  start: Instant,
  slotMinutes: number,
  timeZone: string,
  now: Date,
): string {
  const day = formatSlotDay(start, timeZone, now);
  const times = formatSlotTimes(start, slotMinutes, timeZone);
  return day ? `${day}, ${times}` : times;
}

/**
 * How long before its slot a scheduled order joins the desk's live list (and rings): the time the
 * kitchen needs, which is what the shop asks as lead time, but never less than this.
 */
const DESK_MIN_NOTICE_MINUTES = 30;

/** How many minutes before its slot a scheduled order joins the desk's live list. */
export function deskNoticeMinutes(leadMinutes: number): number {
  return Math.max(leadMinutes, DESK_MIN_NOTICE_MINUTES);
}

/** The moment a scheduled order moves from 'Agendados' to the desk's live list. */
export function deskReleaseAt(scheduledFor: Instant, leadMinutes: number): Date {
  return new Date(new Date(scheduledFor).getTime() - deskNoticeMinutes(leadMinutes) * MINUTE_MS);
}

/** Scheduled orders whose slot starts after this are still held in 'Agendados' at `now`. */
export function deskHeldAfter(now: Date, leadMinutes: number): Date {
  const notice = Math.max(leadMinutes, DESK_MIN_NOTICE_MINUTES);
  return new Date(now.getTime() + notice * MINUTE_MS);
}

/** `GET /api/schedule`: what the checkout may offer now. */
export const ScheduleSchema = z.object({
  /** 'O quanto antes' (the shop is open now). */
  asap: z.boolean(),
  /** The shop takes scheduled orders (switched on, scheduling enabled). */
  schedulingEnabled: z.boolean(),
  slotMinutes: z.int(),
  /** Not full, in time order; `start` and `end` as ISO instants. */
  slots: z.array(z.object({ start: z.string(), end: z.string(), remaining: z.int() })),
});
export type Schedule = z.infer<typeof ScheduleSchema>;
