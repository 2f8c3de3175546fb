import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { loadPageRenderer } from '../modules/pages/page-renderer';
import { readPageTemplate } from '../modules/pages/page-template';
import { createPageSender } from '../modules/pages/send-page';
import { createPageHeads } from '../modules/seo/page-heads';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface WebAppOptions {
  /** The browser's app (dist/web). */
  webDir: string;
  /** The storefront's server build (dist/ssr); without it, the browser renders every page. */
  ssrDir?: string;
  context: AppContext;
  /** The shop's public address (PUBLIC_URL), for canonical and Open Graph addresses. */
  publicUrl?: string;
}

/** Answers a path that a browser navigated to (the history fallback). */
export type SendPage = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/**
 * Serves the built web app. Hashed files under /assets are cached for a year; everything else is
 * revalidated. Unknown paths that a browser navigates to are pages: the storefront's rendered
 * by the server, the back office's empty for its scripts (modules/pages, decision 015); opened
 * straight on a screen whose code is not in the first load (the cart, a tracking page…), the page
 * also asks for that code at once, instead of after the app has started (decision 013).
 */
export async function registerWebApp(
  app: FastifyInstance,
  { webDir, ssrDir, context, publicUrl }: WebAppOptions,
): Promise<SendPage | null> {
  const root = resolve(webDir);
  if (!existsSync(join(root, 'index.html'))) return null;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    preCompressed: true,
    index: false,
    // the app shell is a page like the others, with the home page's head (modules/pages)
    allowedPath: (path) => path !== '/index.html',
    setHeaders(reply, path) {
      reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
    },
  });
  return createPageSender({
    context,
    publicUrl,
    heads: createPageHeads(context, { log: app.log }),
    template: readPageTemplate(root),
    renderer: ssrDir ? await loadPageRenderer(ssrDir) : null,
  });
}
