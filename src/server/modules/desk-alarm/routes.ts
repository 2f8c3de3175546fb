import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UnopenedOrdersSchema } from '../../../domain/admin-orders';
import { RecordIdSchema } from '../../../domain/admin-paging';
import type { AppContext } from '../../context';
import { ErrorBodySchema } from '../../errors';
import { actorOf } from '../../plugins/require-admin';
import { findDeskNoticeMinutes, openOrder } from './open-order';
import { listUnopenedOrders } from './repository';
import { STAFF_ACCESS } from '../../../domain/staff-roles';

/**
 * `/api/admin/orders/unopened` and `/api/admin/orders/:id/opened`: the desk's alarm follows the
 * orders nobody opened yet (docs/decisions/026). Registered under the orders prefix.
 */
export const deskAlarmRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { database, events, now },
) => {
  app.get(
    '/unopened',
    {
      config: { roles: STAFF_ACCESS.desk },
      schema: {
        summary:
          'The orders no staff member has opened yet (rejected ones left out) and scheduled orders released since their last opening, oldest first',
        tags: ['admin'],
        response: { 200: UnopenedOrdersSchema, 401: ErrorBodySchema },
      },
    },
    async () => {
      const at = now();
      const rows = await listUnopenedOrders(database.db, {
        now: at,
        noticeMinutes: await findDeskNoticeMinutes(database.db),
      });
      return {
        orders: rows.map((row) => ({
          id: row.id,
          createdAt: row.createdAt.toISOString(),
          since: row.since.toISOString(),
        })),
        at: at.toISOString(),
      };
    },
  );

  app.post(
    '/:id/opened',
    {
      config: { roles: STAFF_ACCESS.desk },
      schema: {
        summary: 'Records that a staff member opened the order (the first time counts); idempotent',
        tags: ['admin'],
        params: z.object({ id: RecordIdSchema }),
        response: {
          204: z.null(),
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await openOrder(database.db, events, {
        orderId: request.params.id,
        by: actorOf(request),
        at: now(),
      });
      return reply.code(204).send(null);
    },
  );
};
