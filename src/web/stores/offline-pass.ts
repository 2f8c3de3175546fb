import { useEffect } from 'react';
import {
  isPassUsable,
  needsNewPass,
  serverTimeByPass,
  type HeldOfflinePass,
} from '../../domain/offline-pass';
import { readStoredWith, writeStored } from '../lib/local-store';

/**
 * The pass an order queued offline carries as the proof of when it was made (docs/decisions/038):
 * fetched while the cart is open and online, renewed every 30 min, kept in local storage so that a
 * page reopened offline still has it. No zod: a few typeof checks read it back.
 */
const OFFLINE_PASS_KEY = 'offline_pass';
const OFFLINE_PASS_URL = '/api/orders/offline-pass';
/** How often an open cart looks whether its pass is due for renewal. */
const RENEWAL_CHECK_MS = 60_000;

function isIsoTime(value: unknown): value is string {
  return typeof value === 'string' && !Number.isNaN(new Date(value).getTime());
}

function isPass(value: unknown): value is Omit<HeldOfflinePass, 'receivedAt'> {
  if (typeof value !== 'object' || value === null) return false;
  const { token, issuedAt, expiresAt } = value as Record<string, unknown>;
  return typeof token === 'string' && isIsoTime(issuedAt) && isIsoTime(expiresAt);
}

function heldOfflinePass(): HeldOfflinePass | null {
  return readStoredWith<HeldOfflinePass | null>(OFFLINE_PASS_KEY, null, (raw) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = null;
    }
    const receivedAt = (parsed as { receivedAt?: unknown } | null)?.receivedAt;
    return isPass(parsed) && isIsoTime(receivedAt)
      ? { value: { ...parsed, receivedAt }, hadBadData: false }
      : { value: null, hadBadData: true };
  });
}

let renewing: Promise<void> | null = null;

/** Asks the server for a new pass; without an answer, the one held stays. One request at a time. */
function renewOfflinePass(): Promise<void> {
  renewing ??= fetch(OFFLINE_PASS_URL, {
    cache: 'no-store',
    headers: { accept: 'application/json' },
  })
    .then(async (res) => {
      if (!res.ok) return;
      const body: unknown = await res.json();
      if (!isPass(body)) return;
      const { token, issuedAt, expiresAt } = body;
      const held: HeldOfflinePass = {
        token,
        issuedAt,
        expiresAt,
        receivedAt: new Date().toISOString(),
      };
      writeStored(OFFLINE_PASS_KEY, held);
    })
    .catch(() => undefined)
    .finally(() => {
      renewing = null;
    });
  return renewing;
}

/** Keeps a fresh pass while the page that uses it is open: now, every 30 min, and on reconnecting. */
export function useOfflinePass(): void {
  useEffect(() => {
    const renewIfDue = () => {
      if (navigator.onLine && needsNewPass(heldOfflinePass(), new Date())) {
        void renewOfflinePass();
      }
    };
    renewIfDue();
    const timer = window.setInterval(renewIfDue, RENEWAL_CHECK_MS);
    window.addEventListener('online', renewIfDue);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', renewIfDue);
    };
  }, []);
}

/**
 * What an order queued now carries: its pass, and its time by the pass's clock (so that a device
 * clock set wrong does not make it disagree with its pass). Null: no pass that still proves it.
 */
export function offlineProof(deviceNow: Date): { offlinePass: string; placedAt: string } | null {
  const pass = heldOfflinePass();
  if (!pass || !isPassUsable(pass, deviceNow)) return null;
  return { offlinePass: pass.token, placedAt: serverTimeByPass(pass, deviceNow).toISOString() };
}
