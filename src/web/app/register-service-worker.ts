/** What the service worker keeps from the API for the offline app (vite.config.ts). */
const OFFLINE_DATA = ['/api/menu', '/api/establishment'];

/**
 * Registers the service worker (vite-plugin-pwa's generated /sw.js), which precaches the
 * storefront so it reopens offline. A failure only means no offline copy yet.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { serviceWorker } = navigator;
  serviceWorker.register('/sw.js', { scope: '/' }).then(
    () => {
      if (serviceWorker.controller) keepOfflineData();
      else serviceWorker.addEventListener('controllerchange', keepOfflineData, { once: true });
    },
    (error: unknown) => {
      console.error('Falha ao registrar o service worker:', error);
    },
  );
}

/**
 * A page the server rendered came with the menu and the shop's settings, so it did not ask the
 * API for them: asked once through the worker, they are kept for the offline app (a 304 when
 * nothing changed).
 */
function keepOfflineData() {
  for (const path of OFFLINE_DATA) fetch(path).catch(() => undefined);
}
