import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The app is installable and reopens offline (PWA): Workbox precaches the built files. A page is
 * asked of the server, which renders it (decision 015); when it cannot be reached, the precached
 * index.html (the app shell, which the browser renders) opens instead. Rendered pages are never
 * kept: one could name files a later version no longer has. Only the menu and
 * the shop's settings are kept from the API (network first, the copy when the network fails or
 * takes over 4 s). Orders, customers and CEP lookups are never answered from a cache.
 */
const pwa = VitePWA({
  strategies: 'generateSW',
  registerType: 'autoUpdate',
  // registered by the app itself once the page is idle (app/register-service-worker.ts)
  injectRegister: false,
  includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
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
    // the storefront stays light (docs/product/principles.md#quality-bar): the back office's chunks are fetched only under /admin
    globIgnores: ['**/admin-*'],
    // pages come from the server, rendered; the shell only when it cannot be reached
    navigateFallback: null,
    cleanupOutdatedCaches: true,
    // the order's push notices and a tap on them (public/push-sw.js, decision 074): fetched by
    // the worker only, so no page loads it
    importScripts: ['/push-sw.js'],
    runtimeCaching: [
      {
        urlPattern: ({ request, url }) =>
          request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
        handler: 'NetworkOnly',
        options: {
          precacheFallback: { fallbackURL: '/index.html' },
        },
      },
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

type OutputChunk = Rolldown.OutputChunk;

/**
 * Writes screen-preloads.json into the built app: for each screen that is fetched on demand, its
 * route and every file of its code that the first load does not already bring. The server adds
 * them as modulepreload links when a browser opens that route directly, so the screen's code
 * downloads alongside the app instead of after it (decision 013).
 *
 * `screens` maps a route ('/pedido/:publicId') to the module of its screen, relative to src/web.
 * A module that is not loaded on demand fails the build, so the table cannot go stale.
 */
function screenPreloads(screens: Record<string, string>): Plugin {
  return {
    name: 'forno-screen-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, OutputChunk>();
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') chunks.set(output.fileName, output);
      }
      const staticGraph = (fileName: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(fileName)) return seen;
        seen.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) staticGraph(imported, seen);
        return seen;
      };
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      if (!entry) this.error('no entry chunk');
      // the entry imports the app (src/web/app/start.tsx) once the page is painted: both are
      // the first load, which a screen's files come on top of
      const app = [...chunks.values()].find((chunk) =>
        chunk.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith('/src/web/app/start.tsx')),
      );
      if (!app) this.error('no chunk for src/web/app/start.tsx');
      const firstLoad = staticGraph(app.fileName, staticGraph(entry.fileName));

      const preloads = Object.entries(screens).map(([route, source]) => {
        const modulePath = `/src/web/${source}`;
        const chunk = [...chunks.values()].find((candidate) =>
          candidate.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(modulePath)),
        );
        if (!chunk || firstLoad.has(chunk.fileName)) {
          this.error(`screen ${route}: src/web/${source} is not loaded on demand`);
        }
        const files = [...staticGraph(chunk.fileName)]
          .filter((file) => !firstLoad.has(file))
          .map((file) => `/${file}`);
        return { route, files };
      });
      this.emitFile({
        type: 'asset',
        fileName: 'screen-preloads.json',
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
  };
}

/** The client build (dist/web): the browser's app, its service worker and screen-preloads.json. */
const clientPlugins = [
  react(),
  tailwindcss(),
  pwa,
  // the screens src/web/app/router.tsx loads on demand, by the route that opens each
  screenPreloads({
    '/cart': 'features/cart/components/cart-page.tsx',
    '/checkout': 'features/cart/components/cart-page.tsx',
    '/search': 'features/search/components/search-page.tsx',
    '/offers': 'app/routes/offers-page.tsx',
    '/profile': 'app/routes/profile-page.tsx',
    '/pedido/:publicId': 'features/orders/components/order-tracking-page.tsx',
  }),
];

/**
 * `vite build` makes the browser's app; `vite build --ssr` (the second step of `npm run build`)
 * makes dist/ssr/entry-server.js, with which the server renders the storefront's pages
 * (decision 015). That one bundles its dependencies, React's production build included, so it
 * renders exactly what the browser's app hydrates, whatever NODE_ENV the server runs with.
 */
export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? {
        root: 'src/web',
        publicDir: false,
        // the back office's style sheet is imported by its code, which this build also sees
        plugins: [react(), tailwindcss()],
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        ssr: { noExternal: true, target: 'node' },
        build: {
          ssr: 'entry-server.tsx',
          outDir: '../../dist/ssr',
          emptyOutDir: true,
          target: 'node20',
          sourcemap: true,
          minify: false,
        },
      }
    : {
        root: 'src/web',
        publicDir: 'public',
        plugins: clientPlugins,
        build: {
          outDir: '../../dist/web',
          emptyOutDir: true,
          target: 'es2022',
          sourcemap: true,
          rollupOptions: {
            output: {
              // Vite's preload helper and the page data's id, which the entry shares with the app,
              // in a chunk of their own: no chunk imports the entry, so none lists the entry's style
              // sheet among its files and adds it again, as a second <link>, to a page that carries
              // it inline (decision 045): that would restyle the whole page for nothing.
              advancedChunks: {
                groups: [{ name: 'boot', test: /preload-helper|page-data-id/ }],
              },
            },
          },
        },
        server: {
          port: 5173,
          // the API; src/web/api's modules share the prefix and stay with Vite
          proxy: { '^/api/(?!.*\\.tsx?(\\?|$))': 'http://localhost:3000' },
        },
      },
);
