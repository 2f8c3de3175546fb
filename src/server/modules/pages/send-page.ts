import { pipeline, Readable } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { pickEncoding } from '../menu/menu-cache';
import { loadPageData } from './load-page-data';
import type { PageRenderer } from './page-renderer';
import type { PageTemplate } from './page-template';
import type { PageHeads } from '../seo/page-heads';
import { pageHead } from '../seo/page-head';
import { pageRouteOf } from '../seo/page-route';
import { publicOrigin } from '../../public-origin';

/** Paths that only forward to another (docs/product/screens.md#routes: checkout happens in the cart). */
const REDIRECTS: Record<string, string> = { '/checkout': '/cart' };

export interface PagesOptions {
  context: AppContext;
  template: PageTemplate;
  /** Absent when there is no server build: every page is the app shell, rendered by the browser. */
  renderer: PageRenderer | null;
  /** The head of a page that is not rendered here (the back office, the shell, a failed render). */
  heads: PageHeads;
  /** The shop's public address (PUBLIC_URL), else the request's own. */
  publicUrl?: string;
}

/** The Cache-Control of a page only its customer may see (decision 045). */
const PRIVATE_PAGE = 'private, no-store';

/** The app shell as the service worker keeps it for offline use: page-route.ts reads it as home. */
const SHELL_PATH = '/index.html';

/**
 * Answers a path a browser navigated to (decision 015). The storefront's pages are rendered here,
 * with the data they were rendered from; the back office gets the empty page, which its own
 * scripts render. If the data or the render fails, the page goes out empty too and the browser
 * renders it, with the messages it shows when the API cannot be reached.
 */
export function createPageSender({ context, template, renderer, heads, publicUrl }: PagesOptions) {
  const { parts } = template;
  const emptyPage = async (origin: string, path: string) =>
    parts.beforeHead +
    (await heads(origin, path)) +
    template.screenPreloads(path) +
    parts.headToApp +
    parts.appToData +
    parts.afterData;

  return async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const url = request.url;
    const path = url.split('?')[0] ?? '/';
    const query = url.slice(path.length);
    const target = REDIRECTS[path.replace(/(?<=.)\/$/, '')];
    if (target) return reply.redirect(`${target}${query}`, 302);
    // a Host that cannot stand in the page's addresses is refused (400) before anything is sent
    const origin = publicOrigin(request, publicUrl);

    // a tracking page holds one customer's order: kept by no cache, as its API's answer
    const route = pageRouteOf(path);
    reply.header('cache-control', route.kind === 'order' ? PRIVATE_PAGE : 'no-cache');
    reply.type('text/html; charset=utf-8');
    // Compressed here: pages are answered by the not-found handler, which the compression
    // plugin's per-route hooks never reach. Brotli at a quality fit for a page made per request.
    const encoding = pickEncoding(request.headers['accept-encoding']);
    reply.header('vary', 'accept-encoding');
    const send = (body: string | Readable) => {
      const source = typeof body === 'string' ? Readable.from([body]) : body;
      if (!encoding) return reply.send(source);
      reply.header('content-encoding', encoding);
      const compressor =
        encoding === 'br'
          ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : createGzip();
      return reply.send(
        pipeline(source, compressor, (error) => {
          if (error) request.log.warn({ err: error, url }, 'page not sent whole');
        }),
      );
    };
    if (!renderer || route.kind === 'admin' || route.kind === 'driver' || path === SHELL_PATH) {
      return send(await emptyPage(origin, path));
    }

    let page;
    try {
      const data = await loadPageData(context, url, {
        origin,
        isConfigured: Boolean(publicUrl),
      });
      const rendered = await renderer.renderPage(data);
      const head =
        pageHead({ path, origin, shop: data.establishment, menu: data.menu }) +
        template.renderedScreenPreloads(path);
      page = { ...rendered, head };
    } catch (error) {
      request.log.error({ err: error, url }, 'page not rendered: the browser will render it');
      return send(await emptyPage(origin, path));
    }
    const { html, dataScript, head } = page;
    reply.code(page.status);
    return send(
      Readable.from(
        (async function* () {
          yield parts.beforeHead + head + template.headToAppInlined;
          for await (const chunk of html) yield chunk as Buffer;
          yield parts.appToData + dataScript + parts.afterData;
        })(),
      ),
    );
  };
}
