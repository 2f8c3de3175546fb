import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { ESCALATION_MINUTES_DEFAULT, toEscalationMinutes } from '../../../../domain/desk-alarm';
import { createStoredValue, writeStored } from '../../../lib/local-store';
import { readStored } from '../../../lib/read-stored';

/** After how many minutes unopened an order escalates, kept on this device (decision 026). */
export const ESCALATION_MINUTES_KEY = 'forno_admin_alarm_escalation_minutes';

const minutes = createStoredValue<number>(ESCALATION_MINUTES_KEY, () =>
  toEscalationMinutes(readStored(ESCALATION_MINUTES_KEY, z.number()) ?? ESCALATION_MINUTES_DEFAULT),
);

export function useEscalationMinutes(): number {
  return useSyncExternalStore(minutes.subscribe, minutes.get);
}

export function setEscalationMinutes(value: number) {
  minutes.set(toEscalationMinutes(value), (next) => writeStored(ESCALATION_MINUTES_KEY, next));
}
