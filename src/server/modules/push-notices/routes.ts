import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC_ID_PATTERN } from '../../../domain/order';
import {
  PushPublicKeySchema,
  PushSubscriptionSchema,
  PushUnsubscribeSchema,
} from '../../../domain/push-notices';
import type { AppContext } from '../../context';
import { ErrorBodySchema } from '../../errors';
import { rateLimited } from '../../plugins/rate-limits';
import { subscribeToOrderNotices } from './subscribe-to-order-notices';
import { unsubscribeFromOrderNotices } from './unsubscribe-from-order-notices';
import { vapidKeysOf } from './vapid-keys';

const OrderParamsSchema = z.object({
  publicId: z.string().regex(PUBLIC_ID_PATTERN, 'Pedido inválido.'),
});

/** The tracking page's 'Avisos no celular' (decision 074): public, as the page itself is. */
export const pushNoticeRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { database }) => {
  // the key pair is made while the server starts (first start: once, for good)
  app.addHook('onReady', async () => {
    await vapidKeysOf(database.db).catch(() => undefined);
  });

  app.get(
    '/push/public-key',
    {
      config: rateLimited('tracking'),
      schema: {
        summary: "The server's VAPID public key: the browser's applicationServerKey",
        tags: ['storefront'],
        response: { 200: PushPublicKeySchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      const { publicKey } = await vapidKeysOf(database.db);
      return { publicKey };
    },
  );

  app.post(
    '/orders/:publicId/push-subscriptions',
    {
      config: rateLimited('pushSubscriptions'),
      schema: {
        summary: 'Sends this browser a notice at each status change of the order (Web Push)',
        tags: ['storefront'],
        params: OrderParamsSchema,
        body: PushSubscriptionSchema,
        response: {
          200: z.object({ ok: z.literal(true) }),
          201: z.object({ ok: z.literal(true) }),
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { created } = await subscribeToOrderNotices(
        database.db,
        request.params.publicId,
        request.body,
      );
      return reply.status(created ? 201 : 200).send({ ok: true });
    },
  );

  app.delete(
    '/orders/:publicId/push-subscriptions',
    {
      config: rateLimited('pushSubscriptions'),
      schema: {
        summary: "Stops this browser's notices of the order",
        tags: ['storefront'],
        params: OrderParamsSchema,
        body: PushUnsubscribeSchema,
        response: { 204: z.null(), 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      await unsubscribeFromOrderNotices(
        database.db,
        request.params.publicId,
        request.body.endpoint,
      );
      return reply.status(204).send(null);
    },
  );
};
