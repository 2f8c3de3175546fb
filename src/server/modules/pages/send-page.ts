import { pipeline, Readable } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { pickEncoding } from '../menu/menu-cache';
import { loadPageData } from './load-page-data';
import type { PageRenderer } from './page-renderer';
import type { PageTemplate } from './page-template';

/** Paths that only forward to another (spec §2: checkout happens in the cart). */
const REDIRECTS: Record<string, string> = { '/checkout': '/cart' };

export interface PagesOptions {
  context: AppContext;
  template: PageTemplate;
  /** Absent when there is no server build: every page is the app shell, rendered by the browser. */
  renderer: PageRenderer | null;
}

/**
 * Answers a path a browser navigated to (decision 015). The storefront's pages are rendered here,
 * with the data they were rendered from; the back office gets the empty page, which its own
 * scripts render. If the data or the render fails, the page goes out empty too and the browser
 * renders it, with the messages it shows when the API cannot be reached.
 */
export function createPageSender({ context, template, renderer }: PagesOptions) {
  const emptyPage = (path: string) =>
    template.emptyPage.replace('</head>', `${template.screenPreloads(path)}</head>`);

  return async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const url = request.url;
    const path = url.split('?')[0] ?? '/';
    const query = url.slice(path.length);
    const target = REDIRECTS[path.replace(/(?<=.)\/$/, '')];
    if (target) return reply.redirect(`${target}${query}`, 302);

    reply.header('cache-control', 'no-cache');
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
    const isBackOffice = path === '/admin' || path.startsWith('/admin/');
    if (!renderer || isBackOffice) return send(emptyPage(path));

    let page;
    try {
      const data = await loadPageData(context, url);
      const rendered = await renderer.renderPage({
        url,
        menu: data.menu,
        establishment: data.establishment,
        renderedAt: data.renderedAt.toISOString(),
      });
      // per-page head tags go here, at <!--app-head-->, written from `data`
      const head = template.screenPreloads(path);
      page = { ...rendered, head };
    } catch (error) {
      request.log.error({ err: error, url }, 'page not rendered: the browser will render it');
      return send(emptyPage(path));
    }
    const { parts } = template;
    const { html, dataScript, head } = page;
    reply.code(page.status);
    return send(
      Readable.from(
        (async function* () {
          yield parts.beforeHead + head + parts.headToApp;
          for await (const chunk of html) yield chunk as Buffer;
          yield parts.appToData + dataScript + parts.afterData;
        })(),
      ),
    );
  };
}
