import type { PushSubscriptionInput } from '../../../../domain/push-notices';
import { readStoredWith, writeStoredList } from '../../../lib/local-store';

/**
 * What the tracking page's 'Avisos no celular' asks of the browser (W3C Push API and
 * Notifications API, decision 074), in one place the card's test replaces.
 */

/** The orders this browser asked notices of: its one subscription serves them all. */
const SUBSCRIBED_ORDERS_KEY = 'forno:avisos-pedidos';
const MAX_REMEMBERED = 20;

export function isPushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

export function notificationPermission(): NotificationPermission {
  return Notification.permission;
}

export function requestNotificationPermission(): Promise<NotificationPermission> {
  return Notification.requestPermission();
}

/** The app's worker: none yet (development, a first visit still registering) waits for it. */
async function registration(): Promise<ServiceWorkerRegistration> {
  return (await navigator.serviceWorker.getRegistration('/')) ?? navigator.serviceWorker.ready;
}

/** This browser's subscription, if it has one and a worker to receive it. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const found = await navigator.serviceWorker.getRegistration('/');
  return found ? found.pushManager.getSubscription() : null;
}

/** The browser's subscription for the server's key: the one it has, or a new one. */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscriptionInput> {
  const { pushManager } = await registration();
  const key = base64UrlToBytes(publicKey);
  let subscription = await pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    // made for another key (the server's data was replaced): the push service would refuse it
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  return subscription.toJSON() as PushSubscriptionInput;
}

export function isOrderSubscribed(publicId: string): boolean {
  return subscribedOrders().includes(publicId);
}

export function rememberOrderSubscribed(publicId: string, subscribed: boolean): void {
  const others = subscribedOrders().filter((id) => id !== publicId);
  writeStoredList(
    SUBSCRIBED_ORDERS_KEY,
    subscribed ? [publicId, ...others].slice(0, MAX_REMEMBERED) : others,
  );
}

function subscribedOrders(): string[] {
  return readStoredWith<string[]>(SUBSCRIBED_ORDERS_KEY, [], (raw) => {
    try {
      const value: unknown = JSON.parse(raw);
      if (Array.isArray(value) && value.every((id) => typeof id === 'string')) {
        return { value, hadBadData: false };
      }
    } catch {
      // read as bad data below
    }
    return { value: [], hadBadData: true };
  });
}

function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function sameKey(current: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (!current) return true;
  const bytes = new Uint8Array(current);
  return bytes.length === wanted.length && bytes.every((byte, index) => byte === wanted[index]);
}
