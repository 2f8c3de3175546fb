// first: before any schema is built (lib/zod-without-eval.ts)
import './lib/zod-without-eval';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { BackgroundWork } from './app/background-work';
import { readPageData } from './app/page-data';
import { AppProviders, createQueryClient } from './app/providers';
import { AppRoutes, preloadScreen } from './app/router';
import './styles.css';

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
    () => hydrateRoot(root, app),
    (error: unknown) => {
      // its code cannot be fetched: the screen says so, with 'Tentar novamente'
      console.error('Falha ao carregar a página:', error);
      renderInBrowser(root);
    },
  );
} else {
  renderInBrowser(root);
}
