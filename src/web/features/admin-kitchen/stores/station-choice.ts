import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { createStoredValue, removeStored, writeStored } from '../../../lib/local-store';
import { readStored } from '../../../lib/read-stored';

/**
 * Which station this device's kitchen screen shows (decision 058): a station's key, or null for
 * every station. Kept on the device, so the oven's tablet opens on the oven after a reload.
 */
export const KITCHEN_STATION_KEY = 'forno_admin_kitchen_station';

const choice = createStoredValue<string | null>(
  KITCHEN_STATION_KEY,
  () => readStored(KITCHEN_STATION_KEY, z.string()) ?? null,
);

export function useStationChoice(): string | null {
  return useSyncExternalStore(choice.subscribe, choice.get);
}

export function setStationChoice(key: string | null) {
  choice.set(key, (next) =>
    next === null
      ? removeStored(KITCHEN_STATION_KEY)
      : writeStored(KITCHEN_STATION_KEY, JSON.stringify(next)),
  );
}
