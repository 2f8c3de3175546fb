// The storefront rendered by the server (decision 015): built by `vite build --ssr` into
// dist/ssr/entry-server.js, loaded by src/server/modules/pages. The same screens, providers and
// routes as main.tsx, with the server's router, and the data the page is rendered from put in the
// query cache beforehand: nothing is fetched while rendering.
import { PassThrough, type Readable } from 'node:stream';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { PublicEstablishment } from '../domain/establishment';
import type { Menu } from '../domain/menu';
import type { TrackedOrder } from '../domain/order';
import type { PrivacyPage } from '../domain/privacy';
import { privacyQueryKey } from './api/get-privacy';
import type { PublicPromotion } from '../domain/promotions';
import { establishmentQueryKey } from './api/get-establishment';
import { menuQueryKey } from './api/get-menu';
import { promotionsQueryKey } from './api/get-promotions';
import { trackedOrderQueryKey } from './api/get-tracked-order';
import { BackgroundWork } from './app/background-work';
import { loadStorefrontPages } from './app/lazy-page';
import { errorsForPageData, pageDataScript } from './app/page-data';
import { PageStatusProvider, type PageStatus } from './app/page-status';
import { AppProviders, createQueryClient } from './app/providers';
import { AppRoutes } from './app/router';
import { ApiError } from './lib/api-client';

/** What a page is rendered from: the path asked for and the API's answers, as the API sends them. */
export interface PageInput {
  /** Path and query, e.g. '/menu?categoria=bebidas'. */
  url: string;
  menu: Menu;
  establishment: PublicEstablishment;
  /** ISO time the page is rendered for (the shop's open state, the footer's year). */
  renderedAt: string;
  /** The privacy page's text, for that page only. */
  privacy?: PrivacyPage;
  /** /offers only: the promotions it lists, as `GET /api/promotions` answers them. */
  promotions?: PublicPromotion[];
  /**
   * /pedido/:publicId only: the order as `GET /api/orders/:publicId` answers it; null where that
   * answers 404 (or 400, an id that cannot be an order's).
   */
  trackedOrder?: { publicId: string; order: TrackedOrder | null };
}

export interface RenderedPage {
  /** 200, or 404 for the not-found page. */
  status: number;
  /** The markup of #root, streamed. */
  html: Readable;
  /** The <script type="application/json"> with the data the page was rendered from. */
  dataScript: string;
}

/** A render that has not finished by then is abandoned (the server answers with the app shell). */
const RENDER_TIMEOUT_MS = 10_000;

/** Loads the code of every screen, so each renders at once; called once, before the first page. */
export function prepare(): Promise<void> {
  return loadStorefrontPages();
}

export function renderPage(input: PageInput): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  queryClient.setQueryData(menuQueryKey, input.menu);
  queryClient.setQueryData(establishmentQueryKey, input.establishment);
  if (input.privacy) queryClient.setQueryData(privacyQueryKey, input.privacy);
  if (input.promotions) {
    queryClient.setQueryData(promotionsQueryKey, { promotions: input.promotions });
  }
  const status: PageStatus = { code: 200 };
  if (input.trackedOrder) {
    const { publicId, order } = input.trackedOrder;
    if (order) queryClient.setQueryData(trackedOrderQueryKey(publicId), order);
    else {
      // what the browser's request would have met: the page says 'Pedido não encontrado'
      setQueryError(
        queryClient,
        trackedOrderQueryKey(publicId),
        new ApiError(404, 'NOT_FOUND', 'Pedido não encontrado.'),
      );
      status.code = 404;
    }
  }
  const app = (
    <StrictMode>
      <PageStatusProvider value={status}>
        <AppProviders queryClient={queryClient} renderedAt={input.renderedAt}>
          <StaticRouter location={input.url}>
            <AppRoutes />
          </StaticRouter>
          <BackgroundWork />
        </AppProviders>
      </PageStatusProvider>
    </StrictMode>
  );

  return new Promise((resolve, reject) => {
    let failure: unknown = null;
    const stream = renderToPipeableStream(app, {
      // Every Suspense boundary (the parts hydrated apart, decision 045) written in place: a large
      // one would otherwise go out after the shell with an inline script to move it, which the
      // CSP refuses, and a browser without scripts would never show it.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // whole pages only: crawlers, link previews and browsers without scripts read the HTML
      onAllReady() {
        clearTimeout(timer);
        if (failure) {
          reject(failure);
          return;
        }
        const html = new PassThrough();
        stream.pipe(html);
        resolve({
          status: status.code,
          html,
          dataScript: pageDataScript({
            renderedAt: input.renderedAt,
            queries: dehydrated(queryClient),
          }),
        });
      },
      onShellError: reject,
      onError(error) {
        failure ??= error;
      },
    });
    const timer = setTimeout(
      () => stream.abort(new Error('page render timed out')),
      RENDER_TIMEOUT_MS,
    );
  });
}

/**
 * The queries the page was rendered from (what the server put in): never one left pending; an
 * API's refusal put in (a tracking link to no order) goes too, so the browser shows the same.
 */
function dehydrated(queryClient: QueryClient) {
  return errorsForPageData(
    dehydrate(queryClient, {
      shouldDehydrateQuery: (query) =>
        query.state.status === 'success' ||
        (query.state.status === 'error' && query.state.error instanceof ApiError),
    }),
  );
}

/** A query as it stands after its request was refused: its screen renders that refusal. */
function setQueryError(queryClient: QueryClient, queryKey: readonly unknown[], error: ApiError) {
  queryClient
    .getQueryCache()
    .build(queryClient, { queryKey })
    .setState({ status: 'error', error, errorUpdatedAt: Date.now(), fetchStatus: 'idle' });
}
