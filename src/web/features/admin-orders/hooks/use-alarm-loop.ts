import { useEffect } from 'react';
import { canPlayAlarmSound, playAlarmSound, unlockAlarmSound } from '../utils/alarm-sound';
import {
  setSoundBlocked,
  useAlarmState,
  useIsAlarmMuted,
  useIsAlarmRinging,
} from '../stores/alarm-store';
import { getAlarmVolume } from '../stores/volume-store';
import { useAlarmAttention } from './use-alarm-attention';
import { useAlarmEscalation } from './use-alarm-escalation';
import { useUnopenedOrders } from './use-unopened-orders';
import { useWakeLock } from './use-wake-lock';

/** How often the two beeps repeat while an order waits to be opened. */
const ALARM_REPEAT_MS = 4_000;
/** Faster once an order has waited unopened too long (decision 026). */
const ESCALATED_REPEAT_MS = 1_500;

/**
 * Follows the server's set of unopened orders, and plays the new-order sound now and every few
 * seconds while the alarm rings. Whether the browser blocks the sound (no click on the page yet,
 * after a reload) is found out as soon as the desk opens, not when the first order arrives: the
 * desk then asks for the click (SoundBlockedOverlay), and the next click or key press unlocks it.
 */
export function useAlarmLoop() {
  useUnopenedOrders();
  useAlarmEscalation();
  useAlarmAttention();
  useWakeLock();
  const isRinging = useIsAlarmRinging();
  const isMuted = useIsAlarmMuted();
  const { isSoundBlocked, isEscalated } = useAlarmState();

  useEffect(() => {
    if (isMuted) return;
    let isCancelled = false;
    void canPlayAlarmSound().then((result) => {
      if (!isCancelled && result === 'blocked') setSoundBlocked(true);
    });
    return () => {
      isCancelled = true;
    };
  }, [isMuted]);

  useEffect(() => {
    if (!isRinging) return;
    let isCancelled = false;
    const ring = async () => {
      const result = await playAlarmSound(isEscalated, getAlarmVolume() / 100);
      if (!isCancelled) setSoundBlocked(result === 'blocked');
    };
    void ring();
    const timer = window.setInterval(
      () => void ring(),
      isEscalated ? ESCALATED_REPEAT_MS : ALARM_REPEAT_MS,
    );
    return () => {
      isCancelled = true;
      window.clearInterval(timer);
    };
  }, [isRinging, isEscalated]);

  useEffect(() => {
    if (!isSoundBlocked) return;
    const unlock = () => {
      void unlockAndPlay();
    };
    window.addEventListener('pointerdown', unlock);
    window.addEventListener('keydown', unlock);
    return () => {
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
    };
  }, [isSoundBlocked]);
}

/**
 * From a click or key press: starts the sound and, when it starts, plays the alarm once so the
 * person hears it works.
 */
export function unlockAndPlay(): Promise<boolean> {
  // the overlay's button and the page's own listener hear the same click: one unlock, one sound
  unlocking ??= (async () => {
    const isRunning = await unlockAlarmSound();
    if (isRunning) {
      setSoundBlocked(false);
      await playAlarmSound(false, getAlarmVolume() / 100);
    }
    return isRunning;
  })().finally(() => {
    unlocking = null;
  });
  return unlocking;
}

let unlocking: Promise<boolean> | null = null;
