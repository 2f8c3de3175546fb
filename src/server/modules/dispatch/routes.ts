import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AssignOrdersSchema,
  DispatchBoardSchema,
  TakeBackSchema,
} from '../../../domain/admin-dispatch';
import { STAFF_ACCESS } from '../../../domain/staff-roles';
import type { AppContext } from '../../context';
import { ErrorBodySchema } from '../../errors';
import { actorOf } from '../../plugins/require-admin';
import { assignOrders } from './assign-orders';
import { getDispatchBoard } from './get-dispatch-board';
import { takeBackOrder } from './take-back-order';

/** `/api/admin/dispatch`: 'Entregas' (docs/decisions/068-dispatch.md). */
export const dispatchRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { database, events, now },
) => {
  app.get(
    '/',
    {
      config: { roles: STAFF_ACCESS.dispatch },
      schema: {
        summary:
          'The delivery orders waiting for a driver (oldest accepted first), the active drivers with their trips out, and the groups worth sending together',
        tags: ['admin'],
        response: { 200: DispatchBoardSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async () => getDispatchBoard(database.db, now()),
  );

  app.post(
    '/assign',
    {
      config: { roles: STAFF_ACCESS.dispatch },
      schema: {
        summary:
          "'Enviar com': the orders go out with the driver, all or none (409 ORDER_NOT_READY, 422 NOT_A_DELIVERY naming the order); one out with another driver is reassigned. Answers the board",
        tags: ['admin'],
        body: AssignOrdersSchema,
        response: {
          200: DispatchBoardSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          422: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      await assignOrders(database.db, events, {
        ...request.body,
        actor: actorOf(request),
        now: now(),
      });
      return getDispatchBoard(database.db, now());
    },
  );

  app.post(
    '/take-back',
    {
      config: { roles: STAFF_ACCESS.dispatch },
      schema: {
        summary:
          "'Retirar do entregador': the order's trip ends 'reatribuida' and it waits on the board again. Answers the board",
        tags: ['admin'],
        body: TakeBackSchema,
        response: {
          200: DispatchBoardSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      await takeBackOrder(database.db, events, {
        orderId: request.body.orderId,
        actor: actorOf(request),
        now: now(),
      });
      return getDispatchBoard(database.db, now());
    },
  );
};
