/*
 * Web Push notices of an order's status (docs/decisions/074), taken into the generated service
 * worker by Workbox's importScripts (vite.config.ts): it is fetched by the worker alone, never by
 * a page, so the storefront's first load does not grow. The server sends JSON
 * { title, body, url, tag } (src/domain/push-notices.ts).
 */
self.addEventListener('push', (event) => {
  let notice = null;
  try {
    notice = event.data ? event.data.json() : null;
  } catch {
    notice = null;
  }
  if (!notice || typeof notice.title !== 'string') return;
  const url = typeof notice.url === 'string' ? notice.url : '/';
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: typeof notice.body === 'string' ? notice.body : '',
      // one per order: the newer status replaces the older one, and still rings
      tag: typeof notice.tag === 'string' ? notice.tag : undefined,
      renotify: typeof notice.tag === 'string',
      lang: 'pt-BR',
      icon: '/pwa-192x192.png',
      badge: '/pwa-192x192.png',
      data: { url },
    }),
  );
});

/** A tap opens the order's tracking page, or brings forward a tab that already shows it. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data && event.notification.data.url) || '/';
  // only a page of this site, whatever the notice said
  const target = new URL(path, self.location.origin);
  const url = target.origin === self.location.origin ? target.href : self.location.origin + '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url);
      if (open) return open.focus();
      return self.clients.openWindow(url);
    }),
  );
});
