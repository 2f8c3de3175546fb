/**
 * Registers the service worker (vite-plugin-pwa's generated /sw.js), which precaches the
 * storefront so it reopens offline. A failure only means no offline copy yet.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
    console.error('Falha ao registrar o service worker:', error);
  });
}
