import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RecordIdSchema } from '../../../domain/admin-paging';
import { DRIVER_SESSION_COOKIE, DriverActionSchema } from '../../../domain/delivery-drivers';
import {
  DriverActionResultSchema,
  DriverDeliveriesSchema,
} from '../../../domain/driver-deliveries';
import type { AppContext } from '../../context';
import { ErrorBodySchema } from '../../errors';
import { EventStreams } from '../../events/event-stream';
import { driverOf } from '../../plugins/require-driver';
import { loadDriverSession } from '../drivers/driver-sessions';
import { followDriverEvents } from './follow-driver-events';
import { businessDayStart, listDriverDeliveries } from './list-deliveries';
import { recordDriverAction } from './record-driver-action';
import { driverOrderIds } from './repository';

/**
 * The driver's page (docs/decisions/069), behind `requireDriver`: the driver is always the
 * session's, never anything the request says.
 */
export const driverAppRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { database, events, now },
) => {
  const streams = new EventStreams();
  app.addHook('preClose', async () => streams.endAll());

  app.get(
    '/deliveries',
    {
      schema: {
        summary: "The driver's trips out and those ended today",
        tags: ['driver'],
        response: { 200: DriverDeliveriesSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => ({
      deliveries: await listDriverDeliveries(database.db, driverOf(request).id, now()),
    }),
  );

  app.post(
    '/deliveries/:id/actions',
    {
      schema: {
        summary: "'Entregue' or 'Não encontrei o cliente', sent once per actionId",
        tags: ['driver'],
        params: z.object({ id: RecordIdSchema }),
        body: DriverActionSchema,
        response: {
          200: DriverActionResultSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request) =>
      recordDriverAction(database.db, events, {
        driver: driverOf(request),
        tripId: request.params.id,
        action: request.body,
        now: now(),
      }),
  );

  app.get(
    '/events',
    {
      // a HEAD would open a stream with no body to read
      exposeHeadRoute: false,
      schema: {
        summary: "Live changes of the driver's deliveries (text/event-stream): deliveries.changed",
        tags: ['driver'],
        response: { 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const driver = driverOf(request);
      const token = request.cookies[DRIVER_SESSION_COOKIE];
      followDriverEvents(events, streams.open(reply, request.ip), {
        id: driver.id,
        orderIds: async () =>
          driverOrderIds(database.db, driver.id, await businessDayStart(database.db, now())),
        isSessionValid: async () =>
          (await loadDriverSession(database.db, token, now()))?.id === driver.id,
      });
    },
  );
};
