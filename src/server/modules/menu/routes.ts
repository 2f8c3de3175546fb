import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MenuSchema } from '../../../domain/menu';
import type { AppContext } from '../../context';
import type { EventBus } from '../../events/event-bus';
import { EventStreams, type EventStream } from '../../events/event-stream';
import { rateLimited } from '../../plugins/rate-limits';
import { matchesEtag, pickEncoding } from './menu-cache';

export const menuRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { menu, events, now }) => {
  const menuStreams = new EventStreams();
  app.addHook('preClose', async () => menuStreams.endAll());

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

  app.get(
    '/menu/events',
    {
      // a HEAD would open a stream with no body to read
      exposeHeadRoute: false,
      config: rateLimited('menuStreams'),
      schema: {
        summary:
          'Menu changes (text/event-stream): `event: menu` each time something is paused, resumed or edited',
        description:
          'The storefront reads GET /api/menu again on each event, and on each reconnection ' +
          '(docs/decisions/027-sold-out-switches.md).',
        tags: ['storefront'],
      },
    },
    async (request, reply) => {
      followMenuChanges(events, menuStreams.open(reply, request.ip), now);
    },
  );
};

/**
 * Tells one open storefront each time the catalogue changes, on any instance: `event: menu` with
 * the time of the change. The page then asks `GET /api/menu` again (cheap: an ETag answers 304
 * when nothing it shows changed). Nothing else about the change is sent: the menu is the truth.
 */
function followMenuChanges(
  events: Pick<EventBus, 'subscribe'>,
  stream: EventStream,
  now: () => Date,
): void {
  stream.onClose(
    events.subscribe((event) => {
      // after a lost connection a change may have gone unheard: the page asks (an ETag answers)
      if (event.type === 'menu.changed' || event.type === 'events.resumed') {
        stream.send('menu', { changedAt: now().toISOString() });
      }
    }),
  );
}

/** A body already serialized (and validated against MenuSchema when it was read): sent as it is. */
function sendSerialized(reply: FastifyReply, body: Buffer, encoding: string | null) {
  reply.type('application/json; charset=utf-8');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}
