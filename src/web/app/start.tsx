// The app itself, imported by main.tsx once the page the server rendered has been painted.
// first: before any schema is built (lib/zod-without-eval.ts)
import '../lib/zod-without-eval';
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { BackgroundWork } from './background-work';
import { readPageData } from './page-data';
import { AppProviders, createQueryClient } from './providers';
import { AppRoutes, preloadScreen } from './router';

/**
 * Set once the page's code is all here and hydration has begun: what the benchmark
 * (bench/web.ts) counts as the first load is what was asked for until then.
 */
const APP_STARTED_MARK = 'forno:app-started';

const root = document.getElementById('root');
// docs/product/errors.md#start-up: a missing root element at startup is an error
if (!root) throw new Error('Elemento raiz #root não encontrado.');

// A storefront page comes rendered by the server, with the data it was rendered from; the back
// office, and the app shell the service worker opens offline, come empty (decision 015).
const pageData = readPageData();
const queryClient = createQueryClient();
if (pageData) hydrate(queryClient, pageData.queries);

const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient} renderedAt={pageData?.renderedAt ?? null}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <BackgroundWork />
    </AppProviders>
  </StrictMode>
);

function renderInBrowser(container: HTMLElement) {
  createRoot(container).render(app);
}

if (pageData && root.firstElementChild) {
  // the screen must render as it did on the server: its code first (it is usually here already)
  preloadScreen(window.location.pathname).then(
    // At a transition's priority, hydration yields to the browser every few milliseconds instead
    // of holding the main thread for the whole shell (decision 045): the page, already painted
    // by the server, stays scrollable, and a tap hydrates the part it lands on first.
    () => {
      startTransition(() => void hydrateRoot(root, app));
      performance.mark(APP_STARTED_MARK);
    },
    (error: unknown) => {
      // its code cannot be fetched: the screen says so, with 'Tentar novamente'
      console.error('Falha ao carregar a página:', error);
      renderInBrowser(root);
    },
  );
} else {
  renderInBrowser(root);
  performance.mark(APP_STARTED_MARK);
}
