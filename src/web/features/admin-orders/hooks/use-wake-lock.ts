import { useEffect } from 'react';

/**
 * Keeps the screen of the device awake while the back office is open (decision 026), so a tablet
 * at the counter never sleeps through an order. The browser lets go of the lock when the tab is
 * hidden: it is taken again when the tab is visible. Where there is no Screen Wake Lock, nothing.
 */
export function useWakeLock() {
  useEffect(() => {
    if (!('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let isActive = true;
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (lock && !lock.released)) return;
      try {
        const next = await navigator.wakeLock.request('screen');
        if (isActive) lock = next;
        else void next.release();
      } catch {
        // refused (battery saver, no permission): the desk works, the screen may sleep
      }
    };
    const onVisibility = () => void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    void acquire();
    return () => {
      isActive = false;
      document.removeEventListener('visibilitychange', onVisibility);
      void lock?.release();
    };
  }, []);
}
