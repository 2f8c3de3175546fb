import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminOrderSchema } from '../../../domain/admin-orders';
import { RecordIdSchema } from '../../../domain/admin-paging';
import { BumpItemsSchema, KitchenBoardSchema } from '../../../domain/admin-kitchen';
import {
  KitchenSettingsPageSchema,
  KitchenSettingsSchema,
} from '../../../domain/admin-kitchen-settings';
import { STAFF_ACCESS } from '../../../domain/staff-roles';
import type { AppContext } from '../../context';
import { ErrorBodySchema } from '../../errors';
import { actorOf } from '../../plugins/require-admin';
import { bumpItems } from './bump-items';
import { getKitchenSettings } from './get-kitchen-settings';
import { listKitchenOrders } from './list-kitchen-orders';
import { saveKitchenSettings } from './save-kitchen-settings';
import { startPreparing } from './start-preparing';

const OrderParamsSchema = z.object({ id: RecordIdSchema });

/**
 * `/api/admin/kitchen`: the kitchen screen's board, 'Começar preparo' and the bump (decisions
 * 039, 058); the owner's stations and clocks.
 */
export const kitchenRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { database, events, now },
) => {
  app.get(
    '/orders',
    {
      config: { roles: STAFF_ACCESS.kitchen },
      schema: {
        summary:
          "Accepted orders to cook ('aprovado', 'em preparo'), oldest accepted first, each line with its station and whether it is ready; the stations and the clock's limits",
        tags: ['admin'],
        response: { 200: KitchenBoardSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
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

  app.post(
    '/orders/:id/bump',
    {
      config: { roles: STAFF_ACCESS.kitchen },
      schema: {
        summary:
          "Bump: the order's items marked ready (ready: true) or back to be made ('Desfazer', ready: false); may move the order on",
        tags: ['admin'],
        params: OrderParamsSchema,
        body: BumpItemsSchema,
        response: {
          200: AdminOrderSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          422: ErrorBodySchema,
        },
      },
    },
    async (request) =>
      bumpItems(database.db, events, {
        orderId: request.params.id,
        itemIds: request.body.itemIds,
        ready: request.body.ready,
        actor: actorOf(request),
        now: now(),
      }),
  );

  app.get(
    '/settings',
    {
      config: { roles: STAFF_ACCESS.settings },
      schema: {
        summary: "The kitchen's stations, clock limits and what 'pronto' does, with the categories",
        tags: ['admin'],
        response: { 200: KitchenSettingsPageSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async () => getKitchenSettings(database.db),
  );

  app.put(
    '/settings',
    {
      config: { roles: STAFF_ACCESS.settings },
      schema: {
        summary: "Saves the kitchen's stations, clock limits and what 'pronto' does",
        tags: ['admin'],
        body: KitchenSettingsSchema,
        response: {
          200: KitchenSettingsSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          422: ErrorBodySchema,
        },
      },
    },
    async (request) => saveKitchenSettings(database.db, events, request.body),
  );
};
