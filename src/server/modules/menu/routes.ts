import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MenuSchema } from '../../../domain/menu';
import type { AppContext } from '../../context';
import { matchesEtag, pickEncoding } from './menu-cache';

export const menuRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { menu }) => {
  app.get(
    '/menu',
    {
      schema: {
        summary: 'Everything the storefront shows: categories, products, extras and crusts',
        description:
          'Sent with an ETag; a request with the same If-None-Match gets 304. An instance may ' +
          'answer a menu read up to a few seconds earlier (docs/decisions/011-menu-cache.md).',
        tags: ['storefront'],
        response: { 200: MenuSchema, 304: z.undefined().describe('The copy the client has') },
      },
    },
    async (request, reply) => {
      // Serialized and compressed when the menu changed, not per request: the body goes out as
      // it is (the compression plugin leaves an encoded body alone).
      const body = await menu.get();
      reply
        .header('etag', body.etag)
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding');
      if (matchesEtag(request.headers['if-none-match'], body.etag)) {
        return reply.code(304).send(undefined);
      }
      const encoding = pickEncoding(request.headers['accept-encoding']);
      return sendSerialized(reply, encoding ? body[encoding] : body.json, encoding);
    },
  );
};

/** A body already serialized (and validated against MenuSchema when it was read): sent as it is. */
function sendSerialized(reply: FastifyReply, body: Buffer, encoding: string | null) {
  reply.type('application/json; charset=utf-8');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}
