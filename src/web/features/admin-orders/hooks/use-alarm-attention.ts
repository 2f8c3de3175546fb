import { useEffect, useRef, useSyncExternalStore } from 'react';
import { ringingTitle } from '../../../../domain/desk-alarm';
import { useAlarmState, useIsAlarmRinging } from '../stores/alarm-store';

/** How fast the tab's title alternates while nobody may hear the alarm. */
export const TITLE_FLASH_MS = 1_000;

function subscribeVisibility(listener: () => void) {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}

function useIsTabHidden(): boolean {
  return useSyncExternalStore(subscribeVisibility, () => document.hidden);
}

/**
 * When the alarm rings and nobody may hear it (the browser blocked the sound, or the tab is in
 * the background), the desk calls from elsewhere (decision 042): the tab's title alternates
 * '(3) NOVO PEDIDO' with its own, and each new order shows a system notification where the
 * browser was allowed to (asked from a button, never on load). An escalated alarm has its own
 * title (use-alarm-escalation).
 */
export function useAlarmAttention() {
  const { unopened, isSoundBlocked, isEscalated } = useAlarmState();
  const isRinging = useIsAlarmRinging();
  const isHidden = useIsTabHidden();
  const isUnheard = isRinging && (isSoundBlocked || isHidden);
  const flashTitle = isUnheard && !isEscalated ? ringingTitle(unopened.size) : null;

  useEffect(() => {
    if (flashTitle === null) return;
    const title = document.title;
    let isOn = false;
    const flash = () => {
      isOn = !isOn;
      document.title = isOn ? flashTitle : title;
    };
    flash();
    const timer = window.setInterval(flash, TITLE_FLASH_MS);
    return () => {
      window.clearInterval(timer);
      document.title = title;
    };
  }, [flashTitle]);

  // one notification for each order that starts ringing while nobody may hear it
  const notified = useRef(new Map<number, Notification>());
  useEffect(() => {
    const shown = notified.current;
    for (const [orderId, notification] of shown) {
      if (!unopened.has(orderId)) {
        notification.close();
        shown.delete(orderId);
      }
    }
    if (!isUnheard || !('Notification' in window) || Notification.permission !== 'granted') return;
    for (const orderId of unopened) {
      if (shown.has(orderId)) continue;
      try {
        const notification = new Notification(`Novo pedido #${orderId}`, {
          body: 'Abra o painel de pedidos para ver o pedido.',
          tag: `forno-pedido-${orderId}`,
          requireInteraction: true,
        });
        notification.onclick = () => {
          window.focus();
          notification.close();
        };
        shown.set(orderId, notification);
      } catch {
        // some browsers only show notifications from a service worker: the title still flashes
        return;
      }
    }
  }, [unopened, isUnheard]);

  useEffect(() => {
    const shown = notified.current;
    return () => {
      for (const notification of shown.values()) notification.close();
      shown.clear();
    };
  }, []);
}
