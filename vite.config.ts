import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { screenPreloads } from './scripts/vite-screen-preloads';

/**
 * The app shell is installable and reopens offline (PWA): Workbox precaches the built files, every
 * navigation falls back to index.html, and only the menu and the shop's settings are kept from the
 * API (network first, the copy when the network fails or takes over 4 s). Orders, customers and
 * CEP lookups are never answered from a cache.
 */
const pwa = VitePWA({
  strategies: 'generateSW',
  registerType: 'autoUpdate',
  // registered by the app itself once the page is idle (app/register-service-worker.ts)
  injectRegister: false,
  includeAssets: ['favicon.svg'],
  manifest: {
    id: '/',
    name: 'Forno Pizzaria',
    short_name: 'Forno',
    description:
      'Peça sua pizza online: cardápio completo, sabores, bordas recheadas e entrega na sua casa.',
    lang: 'pt-BR',
    dir: 'ltr',
    theme_color: '#b91c1c',
    background_color: '#fafaf9',
    display: 'standalone',
    start_url: '/',
    scope: '/',
    icons: [
      { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // the manifest, its icons and includeAssets are added by the plugin itself
    globPatterns: ['**/*.{js,css,html}'],
    // the storefront stays light (PRODUCT.md): the back office's chunks are fetched only under /admin
    globIgnores: ['**/admin-*'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//],
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin && (url.pathname === '/api/menu' || url.pathname === '/api/establishment'),
        handler: 'NetworkFirst',
        method: 'GET',
        options: {
          cacheName: 'forno-api',
          networkTimeoutSeconds: 4,
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 8 },
        },
      },
    ],
  },
});

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    pwa,
    // the screens src/web/app/router.tsx loads on demand, by the route that opens each
    screenPreloads({
      '/cart': 'features/cart/components/cart-page.tsx',
      '/search': 'features/search/components/search-page.tsx',
      '/offers': 'app/routes/offers-page.tsx',
      '/profile': 'app/routes/profile-page.tsx',
      '/pedido/:publicId': 'features/orders/components/order-tracking-page.tsx',
    }),
  ],
  resolve: {
    // The code is written against React's API; the browser gets Preact's compatibility layer,
    // ~10 KB instead of React DOM's ~65 KB gzip (decision 013).
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
