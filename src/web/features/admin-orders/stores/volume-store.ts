import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { ALARM_VOLUME_DEFAULT, toAlarmVolume } from '../../../../domain/desk-alarm';
import { createStoredValue, writeStored } from '../../../lib/local-store';
import { readStored } from '../../../lib/read-stored';

/** How loud the new-order alarm plays, in percent, kept on this device (decision 042). */
export const ALARM_VOLUME_KEY = 'forno_admin_alarm_volume';

const volume = createStoredValue<number>(ALARM_VOLUME_KEY, () =>
  toAlarmVolume(readStored(ALARM_VOLUME_KEY, z.number()) ?? ALARM_VOLUME_DEFAULT),
);

export function useAlarmVolume(): number {
  return useSyncExternalStore(volume.subscribe, volume.get);
}

export function getAlarmVolume(): number {
  return volume.get();
}

export function setAlarmVolume(value: number) {
  volume.set(toAlarmVolume(value), (next) => writeStored(ALARM_VOLUME_KEY, next));
}
