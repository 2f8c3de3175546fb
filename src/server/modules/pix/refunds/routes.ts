import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RecordIdSchema } from '../../../../domain/admin-paging';
import { STAFF_ACCESS } from '../../../../domain/staff-roles';
import type { AppContext } from '../../../context';
import { ErrorBodySchema } from '../../../errors';
import { actorOf } from '../../../plugins/require-admin';
import { retryPixRefund } from './retry-refund';

/** /api/admin/pix/orders/:id/refund: 'Tentar devolver de novo' (decision 064). */
export const pixRefundRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.post(
    '/orders/:id/refund',
    {
      config: { roles: STAFF_ACCESS.pixRefunds },
      schema: {
        summary: "Asks again for a failed refund of the order's Pix (a new attempt)",
        tags: ['admin'],
        params: z.object({ id: RecordIdSchema }),
        response: {
          202: z.object({ refundStatus: z.literal('solicitada') }),
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await retryPixRefund(context.database.db, context.events, {
        orderId: request.params.id,
        actor: actorOf(request),
        now: context.now(),
      });
      return reply.status(202).send({ refundStatus: 'solicitada' as const });
    },
  );
};
