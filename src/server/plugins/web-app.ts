import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Written by the web build (vite.config.ts): for each screen that is not in the first load, the
 * route that opens it and the files of its code.
 */
const SCREEN_PRELOADS_FILE = 'screen-preloads.json';
const ScreenPreloadsSchema = z.array(
  z.object({
    route: z.string().startsWith('/'),
    files: z.array(z.string().regex(/^\/assets\/[\w.-]+\.js$/)),
  }),
);

/** Where index.html takes each page's own head (title, description, Open Graph, JSON-LD). */
export const HEAD_PLACEHOLDER = '<!--app-head-->';

export interface WebApp {
  /** index.html for a path the browser navigated to (the history fallback). */
  sendPage(reply: FastifyReply, path: string): Promise<FastifyReply>;
}

export interface WebAppOptions {
  /** The page's head, for HEAD_PLACEHOLDER (modules/seo/page-heads.ts). */
  head?: (request: FastifyRequest, path: string) => Promise<string>;
}

/**
 * Serves the built web app. Hashed files under /assets are cached for a year; everything else is
 * revalidated. Unknown paths that a browser navigates to get index.html; opened straight on a
 * screen whose code is not in the first load (the cart, a tracking page…), the page also asks for
 * that code at once, instead of after the app has started (decision 013).
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDir: string,
  options: WebAppOptions = {},
): Promise<WebApp | null> {
  const root = resolve(webDir);
  if (!existsSync(join(root, 'index.html'))) return null;
  const indexHtml = readFileSync(join(root, 'index.html'), 'utf8');
  if (options.head && !indexHtml.includes(HEAD_PLACEHOLDER)) {
    throw new Error(`${join(root, 'index.html')} has no ${HEAD_PLACEHOLDER} in its head`);
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    preCompressed: true,
    index: false,
    // index.html goes out with its head (sendPage): the service worker precaches it by this name
    allowedPath: (path) => path !== '/index.html',
    setHeaders(reply, path) {
      reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
    },
  });
  const screens = screenPages(root, indexHtml);
  return {
    async sendPage(reply, path) {
      const screen = screens.find(({ pattern }) => pattern.test(path));
      const html = screen?.html ?? indexHtml;
      const head = options.head ? await options.head(reply.request, path) : '';
      reply.header('cache-control', 'no-cache');
      reply.type('text/html; charset=utf-8');
      // a function, so that no `$&` in a product's name is read as a replacement pattern
      return reply.send(html.replace(HEAD_PLACEHOLDER, () => head));
    },
  };
}

/** index.html with its screen's modulepreload links, for each route of screen-preloads.json. */
function screenPages(root: string, indexHtml: string): Array<{ pattern: RegExp; html: string }> {
  const file = join(root, SCREEN_PRELOADS_FILE);
  if (!existsSync(file)) return [];
  const screens = ScreenPreloadsSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  return screens.map(({ route, files }) => {
    const links = files
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
      .join('\n    ');
    return {
      pattern: routePattern(route),
      html: indexHtml.replace('</head>', `  ${links}\n  </head>`),
    };
  });
}

/** '/pedido/:publicId' → /^\/pedido\/[^/]+\/?$/ */
export function routePattern(route: string): RegExp {
  const source = route
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}
