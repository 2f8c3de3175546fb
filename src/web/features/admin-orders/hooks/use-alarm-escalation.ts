import { useEffect, useState } from 'react';
import { escalatesAt } from '../../../../domain/desk-alarm';
import { setEscalated, useAlarmState } from '../stores/alarm-store';
import { useEscalationMinutes } from '../stores/escalation-store';

/** How fast the tab's title and icon flash while an order waits too long. */
export const FLASH_MS = 1_000;
const FLASH_TITLE = '⚠ Pedido esperando!';
/** A red dot: the tab's icon while it flashes. */
const FLASH_ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Ccircle cx='8' cy='8' r='8' fill='%23dc2626'/%3E%3C/svg%3E";

/**
 * An order nobody opened within the minutes set in Configurações escalates (decision 026): the
 * alarm gets louder and faster (use-alarm-loop), the tab's title and icon flash, and, where the
 * browser was allowed to, a system notification says an order is waiting. Ends when no order has
 * waited that long.
 */
export function useAlarmEscalation() {
  const { waiting, isEscalated } = useAlarmState();
  const minutes = useEscalationMinutes();
  const at = escalatesAt(waiting.values(), minutes);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (at === null) return;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.max(0, at - Date.now()));
    return () => window.clearTimeout(timer);
  }, [at]);

  const isDue = at !== null && now >= at;
  useEffect(() => setEscalated(isDue), [isDue]);

  // the tab's title and icon flash
  useEffect(() => {
    if (!isEscalated) return;
    const title = document.title;
    const icon = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
    const iconHref = icon?.getAttribute('href') ?? null;
    let isOn = false;
    const flash = () => {
      isOn = !isOn;
      document.title = isOn ? FLASH_TITLE : title;
      if (icon && iconHref !== null) icon.setAttribute('href', isOn ? FLASH_ICON : iconHref);
    };
    flash();
    const timer = window.setInterval(flash, FLASH_MS);
    return () => {
      window.clearInterval(timer);
      document.title = title;
      if (icon && iconHref !== null) icon.setAttribute('href', iconHref);
    };
  }, [isEscalated]);

  // one system notification each time it escalates, where the browser allows it
  useEffect(() => {
    if (!isEscalated || !('Notification' in window)) return;
    if (Notification.permission !== 'granted') return;
    try {
      const notification = new Notification('Pedido esperando!', {
        body: `Há pedido sem ser aberto há mais de ${minutes} min.`,
        tag: 'forno-pedido-esperando',
        requireInteraction: true,
      });
      notification.onclick = () => {
        window.focus();
        notification.close();
      };
      return () => notification.close();
    } catch {
      // some browsers only show notifications from a service worker: the tab still flashes
      return undefined;
    }
  }, [isEscalated, minutes]);
}
