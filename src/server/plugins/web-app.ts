import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app. Hashed files under /assets are cached for a year; everything else is
 * revalidated. Unknown paths that a browser navigates to get index.html (the history fallback).
 */
export async function registerWebApp(app: FastifyInstance, webDir: string): Promise<boolean> {
  const root = resolve(webDir);
  if (!existsSync(join(root, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    preCompressed: true,
    index: false,
    setHeaders(reply, path) {
      reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
    },
  });
  return true;
}

export function sendIndexHtml(reply: FastifyReply) {
  reply.header('cache-control', 'no-cache');
  return reply.type('text/html; charset=utf-8').sendFile('index.html');
}
