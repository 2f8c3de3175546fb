import { useSyncExternalStore } from 'react';
import { z } from 'zod/mini';
import { DriverActionSchema, type DriverAction } from '../../../domain/delivery-drivers';
import { ApiError } from '../../lib/api-client';
import {
  createStoredValue,
  readStoredWith,
  writeStoredList,
  type ParsedStored,
} from '../../lib/local-store';
import { sendDriverAction } from './driver-api';

/**
 * The driver's taps kept on the phone until the server has them (docs/decisions/069), as the
 * storefront keeps its offline orders: each has the actionId made when tapped, so however many
 * times it is sent it counts once.
 */
export const DRIVER_TAPS_KEY = 'driver_taps';

const QueuedTapSchema = z.object({ tripId: z.number(), action: DriverActionSchema });
export type QueuedTap = z.infer<typeof QueuedTapSchema>;

function parse(raw: string): ParsedStored<QueuedTap[]> {
  let entries: unknown;
  try {
    entries = JSON.parse(raw);
  } catch {
    return { value: [], hadBadData: true };
  }
  if (!Array.isArray(entries)) return { value: [], hadBadData: true };
  const taps: QueuedTap[] = [];
  for (const entry of entries) {
    const parsed = QueuedTapSchema.safeParse(entry);
    if (parsed.success) taps.push(parsed.data);
  }
  return { value: taps, hadBadData: taps.length !== entries.length };
}

const stored = createStoredValue(DRIVER_TAPS_KEY, () =>
  readStoredWith<QueuedTap[]>(DRIVER_TAPS_KEY, [], parse, {
    keep: (taps) => writeStoredList(DRIVER_TAPS_KEY, taps),
  }),
);

function save(taps: QueuedTap[]): void {
  stored.set(taps, (next) => writeStoredList(DRIVER_TAPS_KEY, next));
}

function queuedTaps(): QueuedTap[] {
  return stored.get();
}

export function useQueuedTaps(): QueuedTap[] {
  return useSyncExternalStore(stored.subscribe, stored.get, () => []);
}

/** Keeps a tap on the phone at once: it is sent now if the phone is online, else later. */
export function queueTap(tripId: number, action: DriverAction): void {
  if (queuedTaps().some((tap) => tap.action.actionId === action.actionId)) return;
  save([...queuedTaps(), { tripId, action }]);
}

function drop(actionId: string): void {
  save(queuedTaps().filter((tap) => tap.action.actionId !== actionId));
}

/** The taps being sent now: a second flush (online event and page load at once) skips them. */
const sending = new Set<string>();

export interface FlushOutcome {
  sent: QueuedTap[];
  /** Refused by the server (another driver's, ended): dropped, with the server's message. */
  refused: Array<{ tap: QueuedTap; message: string }>;
}

/**
 * Sends the queued taps, one at a time, each once: a 2xx or a 4xx answer removes it (a 4xx with
 * its message for the screen); no answer, a failing server or a lost session keeps it.
 */
export async function flushTaps(
  send: typeof sendDriverAction = sendDriverAction,
): Promise<FlushOutcome> {
  const outcome: FlushOutcome = { sent: [], refused: [] };
  for (const tap of queuedTaps()) {
    const id = tap.action.actionId;
    if (sending.has(id)) continue;
    sending.add(id);
    try {
      await send(tap.tripId, tap.action);
      drop(id);
      outcome.sent.push(tap);
    } catch (error) {
      // signed out meanwhile (401): kept, sent once the phone signs in again
      if (error instanceof ApiError && !error.isTemporary && error.status !== 401) {
        drop(id);
        outcome.refused.push({ tap, message: error.message });
      } else {
        // no answer: kept, and the rest wait too (the connection is the same)
        break;
      }
    } finally {
      sending.delete(id);
    }
  }
  return outcome;
}
