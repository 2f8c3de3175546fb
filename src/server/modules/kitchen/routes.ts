import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminOrderSchema } from '../../../domain/admin-orders';
import { RecordIdSchema } from '../../../domain/admin-paging';
import { KitchenOrderListSchema } from '../../../domain/admin-kitchen';
import { STAFF_ACCESS } from '../../../domain/staff-roles';
import type { AppContext } from '../../context';
import { ErrorBodySchema } from '../../errors';
import { actorOf } from '../../plugins/require-admin';
import { listKitchenOrders } from './list-kitchen-orders';
import { startPreparing } from './start-preparing';

const OrderParamsSchema = z.object({ id: RecordIdSchema });

/** `/api/admin/kitchen`: the kitchen view's orders and its one move (decision 039). */
export const kitchenRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { database, events, now },
) => {
  app.get(
    '/orders',
    {
      config: { roles: STAFF_ACCESS.kitchen },
      schema: {
        summary: "Accepted orders to cook ('aprovado', 'em preparo'), oldest accepted first",
        tags: ['admin'],
        response: { 200: KitchenOrderListSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async () => listKitchenOrders(database.db, now()),
  );

  app.post(
    '/orders/:id/start',
    {
      config: { roles: STAFF_ACCESS.kitchen },
      schema: {
        summary: "'Começar preparo': aprovado → em preparo only; any other status is 409",
        tags: ['admin'],
        params: OrderParamsSchema,
        response: {
          200: AdminOrderSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request) =>
      startPreparing(database.db, events, {
        orderId: request.params.id,
        actor: actorOf(request),
        now: now(),
      }),
  );
};
