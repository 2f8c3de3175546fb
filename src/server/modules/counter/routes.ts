import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CounterCustomerSchema,
  PhoneLookupSchema,
  StaffOrderQuoteSchema,
  StaffOrderSchema,
} from '../../../domain/admin-counter';
import { IDEMPOTENCY_KEY_PATTERN, PlacedOrderSchema } from '../../../domain/order';
import { STAFF_ACCESS } from '../../../domain/staff-roles';
import type { AppContext } from '../../context';
import { AppError, ErrorBodySchema } from '../../errors';
import { actorOf } from '../../plugins/require-admin';
import { findCounterCustomer } from './find-counter-customer';
import { placeStaffOrder } from './place-staff-order';
import { quoteStaffOrder } from './quote-staff-order';

const IdempotencyHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(IDEMPOTENCY_KEY_PATTERN, 'Chave de idempotência inválida.')
    .optional(),
});

/**
 * `/api/admin/counter`: 'Novo pedido' on the desk (docs/decisions/056), for whoever works the desk.
 * The admin scope checks the session and the CSRF header.
 */
export const counterRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { database, events, now, onOrderPlaced },
) => {
  app.get(
    '/customers/:phone',
    {
      config: { roles: STAFF_ACCESS.desk },
      schema: {
        summary:
          'The customer of a phone: name, last address and its zone, latest orders; `customer: null` for a new phone',
        tags: ['admin'],
        params: PhoneLookupSchema,
        response: { 200: CounterCustomerSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return findCounterCustomer(database.db, request.params.phone);
    },
  );

  app.post(
    '/quote',
    {
      config: { roles: STAFF_ACCESS.desk },
      schema: {
        summary:
          "The server's prices of a draft order, or why it would be refused; nothing is written",
        tags: ['admin'],
        body: StaffOrderSchema,
        response: {
          200: StaffOrderQuoteSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          422: ErrorBodySchema,
        },
      },
    },
    async (request) => quoteStaffOrder(database.db, request.body, now()),
  );

  app.post(
    '/orders',
    {
      config: { roles: STAFF_ACCESS.desk },
      schema: {
        summary:
          'Places an order taken by phone, at the counter or at a table, accepted at once; the same Idempotency-Key answers the same order',
        tags: ['admin'],
        headers: IdempotencyHeadersSchema,
        body: StaffOrderSchema,
        response: {
          200: PlacedOrderSchema,
          201: PlacedOrderSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
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
      const { placed, isReplay } = await placeStaffOrder(database.db, events, {
        idempotencyKey,
        order: request.body,
        actor: actorOf(request),
        now: now(),
        onPlaced: onOrderPlaced,
      });
      return reply.status(isReplay ? 200 : 201).send(placed);
    },
  );
};
