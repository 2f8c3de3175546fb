import type { FastifyPluginAsync } from 'fastify';
import { publicOrigin } from '../../public-origin';
import { robotsTxt, sitemapXml } from './site-files';

export interface SeoRoutesOptions {
  /** PUBLIC_URL, when set (env.ts). */
  publicUrl?: string;
}

/** `/robots.txt` and `/sitemap.xml`, with the shop's public address in them. */
export const seoRoutes: FastifyPluginAsync<SeoRoutesOptions> = async (app, { publicUrl }) => {
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-cache').type('text/plain; charset=utf-8');
    return robotsTxt(publicOrigin(request, publicUrl));
  });
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-cache').type('application/xml; charset=utf-8');
    return sitemapXml(publicOrigin(request, publicUrl));
  });
};
