import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IDEMPOTENCY_KEY_PATTERN,
  OfflinePassSchema,
  PlacedOrderSchema,
  PlaceOrderSchema,
  TrackedOrderSchema,
  PUBLIC_ID_PATTERN,
} from '../../../domain/order';
import { ScheduleSchema } from '../../../domain/scheduling';
import type { AppContext } from '../../context';
import { AppError, ErrorBodySchema } from '../../errors';
import { rateLimited } from '../../plugins/rate-limits';
import { EventStreams } from '../../events/event-stream';
import { checkTrackedOrderExists, followOrderStatus } from './follow-order-status';
import { getSchedule } from './get-schedule';
import { getPixQrCode } from './get-pix-qr-code';
import { getTrackedOrder } from './get-tracked-order';
import { issueOfflinePass, prepareOfflinePasses } from './offline-pass';
import { placeOrder } from './place-order';

/** 16 random bytes in base64url (place-order.ts): anything else cannot be an order. */

const PlaceOrderHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(IDEMPOTENCY_KEY_PATTERN, 'Chave de idempotência inválida.')
    .optional(),
});

export const orderRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { database, events, now, faultInjection, onOrderPlaced, holdOrderUntilPaid },
) => {
  const faults = faultInjection === 'pause-inside-order-write' ? { insideWrite: pauseForGood } : {};
  const trackingStreams = new EventStreams();
  app.addHook('preClose', async () => trackingStreams.endAll());
  // the pass secret is made at start, never by a GET (decision 038)
  app.addHook('onReady', async () => prepareOfflinePasses(database.db));

  app.post(
    '/orders',
    {
      config: rateLimited('orders'),
      schema: {
        summary: 'Places an order; the same Idempotency-Key answers the same order',
        tags: ['storefront'],
        headers: PlaceOrderHeadersSchema,
        body: PlaceOrderSchema,
        response: {
          200: PlacedOrderSchema,
          201: PlacedOrderSchema,
          400: ErrorBodySchema,
          409: ErrorBodySchema,
          422: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const idempotencyKey = request.headers['idempotency-key'];
      if (!idempotencyKey) {
        throw new AppError(
          'IDEMPOTENCY_KEY_REQUIRED',
          'Envie o cabeçalho Idempotency-Key com uma chave única do pedido.',
        );
      }
      const { placed, isReplay } = await placeOrder(
        database.db,
        events,
        {
          idempotencyKey,
          request: request.body,
          now: now(),
          onPlaced: onOrderPlaced,
          holdsUntilPaid: holdOrderUntilPaid,
        },
        faults,
      );
      return reply.status(isReplay ? 200 : 201).send(placed);
    },
  );

  app.get(
    '/orders/offline-pass',
    {
      config: rateLimited('offlinePasses'),
      schema: {
        summary:
          'A signed pass the storefront keeps while online: an order it queues offline carries it as the proof of when it was made (valid 2 h)',
        tags: ['storefront'],
        response: { 200: OfflinePassSchema },
      },
    },
    async (_request, reply) => {
      // one per page, never shared: a cache would hand out a pass issued for someone else's time
      reply.header('cache-control', 'no-store');
      return issueOfflinePass(database.db, now());
    },
  );

  app.get(
    '/orders/:publicId',
    {
      config: rateLimited('tracking'),
      schema: {
        summary: "The customer's tracking page: the order and its status (no phone number)",
        tags: ['storefront'],
        params: z.object({ publicId: z.string().regex(PUBLIC_ID_PATTERN, 'Pedido inválido.') }),
        response: { 200: TrackedOrderSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      // The status changes while the customer watches: never serve it from a cache.
      reply.header('cache-control', 'no-store');
      return getTrackedOrder(database.db, request.params.publicId, now());
    },
  );

  app.get(
    '/orders/:publicId/pix-qr.svg',
    {
      config: rateLimited('tracking'),
      schema: {
        summary: "The order's Pix QR Code as an SVG image (the tracking page without scripts)",
        tags: ['storefront'],
        params: z.object({ publicId: z.string().regex(PUBLIC_ID_PATTERN, 'Pedido inválido.') }),
        response: {
          200: z.any().describe('image/svg+xml'),
          400: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const svg = await getPixQrCode(database.db, request.params.publicId);
      // one customer's payment: kept by no cache, as the tracking page itself
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(svg);
    },
  );

  app.get(
    '/orders/:publicId/events',
    {
      // a HEAD would open a stream with no body to read
      exposeHeadRoute: false,
      config: rateLimited('trackingStreams'),
      schema: {
        summary:
          "The tracking page's live status (text/event-stream): `event: status` with { status, statusChangedAt }",
        tags: ['storefront'],
        params: z.object({ publicId: z.string().regex(PUBLIC_ID_PATTERN, 'Pedido inválido.') }),
        response: { 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { publicId } = request.params;
      await checkTrackedOrderExists(database.db, publicId);
      followOrderStatus(
        database.db,
        events,
        trackingStreams.open(reply, request.ip),
        publicId,
        (error) =>
          request.log.warn({ err: error }, 'tracking stream: could not read the order status'),
      );
    },
  );

  app.get(
    '/schedule',
    {
      schema: {
        summary:
          "'O quanto antes' and the time slots the checkout may offer now, full ones left out",
        tags: ['storefront'],
        response: { 200: ScheduleSchema },
      },
    },
    async (_request, reply) => {
      // places change with every order: never from a cache
      reply.header('cache-control', 'no-store');
      return getSchedule(database.db, now());
    },
  );
};

/**
 * FORNO_FAULT_INJECTION=pause-inside-order-write: the write of an order stops for good between its
 * row and its items, after saying so, so that a test kills the process exactly there.
 */
function pauseForGood(): Promise<void> {
  console.log('fault injection: paused inside the write of an order');
  return new Promise(() => undefined);
}
