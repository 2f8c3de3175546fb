import { useEffect } from 'react';
import { playAlarmSound, unlockAlarmSound } from '../utils/alarm-sound';
import { setSoundBlocked, useAlarmState, useIsAlarmRinging } from '../stores/alarm-store';
import { useAlarmEscalation } from './use-alarm-escalation';
import { useUnopenedOrders } from './use-unopened-orders';
import { useWakeLock } from './use-wake-lock';

/** How often the two beeps repeat while an order waits to be opened. */
const ALARM_REPEAT_MS = 4_000;
/** Faster once an order has waited unopened too long (decision 026). */
const ESCALATED_REPEAT_MS = 1_500;

/**
 * Follows the server's set of unopened orders, and plays the new-order sound now and every few seconds while the alarm rings. When the browser
 * blocks it (no click on the page yet), the next click or key press starts it.
 */
export function useAlarmLoop() {
  useUnopenedOrders();
  useAlarmEscalation();
  useWakeLock();
  const isRinging = useIsAlarmRinging();
  const { isSoundBlocked, isEscalated } = useAlarmState();

  useEffect(() => {
    if (!isRinging) {
      setSoundBlocked(false);
      return;
    }
    let isCancelled = false;
    const ring = async () => {
      const result = await playAlarmSound(isEscalated);
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
      void unlockAlarmSound().then((isRunning) => {
        if (isRunning) setSoundBlocked(false);
      });
    };
    window.addEventListener('pointerdown', unlock);
    window.addEventListener('keydown', unlock);
    return () => {
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
    };
  }, [isSoundBlocked]);
}
