import type { Executor } from '../../../db/client';
import { DEFAULT_ESTABLISHMENT } from '../../../domain/establishment';
import { offeredSlots, withRemainingPlaces, type Schedule } from '../../../domain/scheduling';
import { findSettings } from '../establishment/repository';
import { countOrdersPerSlot } from './repository';

/**
 * The slots the checkout offers now (src/domain/scheduling.ts), each with the places it has left
 * by the orders already in it; full ones left out.
 */
export async function getSchedule(db: Executor, now: Date): Promise<Schedule> {
  const settings = (await findSettings(db))?.settings ?? DEFAULT_ESTABLISHMENT;
  const { scheduling } = settings;
  const offer = offeredSlots(settings, now);
  const first = offer.slots[0];
  const last = offer.slots.at(-1);
  const taken =
    first && last
      ? await countOrdersPerSlot(db, first.start, last.start)
      : new Map<number, number>();
  return {
    asap: offer.asap,
    schedulingEnabled: settings.isActive && scheduling.enabled,
    slotMinutes: scheduling.slotMinutes,
    slots: withRemainingPlaces(offer.slots, taken, scheduling.slotCapacity).map((slot) => ({
      start: slot.start.toISOString(),
      end: slot.end.toISOString(),
      remaining: slot.remaining,
    })),
  };
}
