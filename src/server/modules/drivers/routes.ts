import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RecordIdSchema } from '../../../domain/admin-paging';
import {
  DriverAccessLinkSchema,
  DriverInputSchema,
  DriverListSchema,
  DriverSchema,
} from '../../../domain/delivery-drivers';
import { STAFF_ACCESS } from '../../../domain/staff-roles';
import type { AppContext } from '../../context';
import { ErrorBodySchema } from '../../errors';
import { adminOf } from '../../plugins/require-admin';
import { publicOrigin } from '../../public-origin';
import { createDriver } from './create-driver';
import { deleteDriver } from './delete-driver';
import { listDrivers } from './list-drivers';
import { sendAccessLink } from './send-access-link';
import { updateDriver } from './update-driver';

const DriverParamsSchema = z.object({ id: RecordIdSchema });
const roles = STAFF_ACCESS.drivers;

/**
 * `/api/admin/drivers`: the owner's registry of the shop's drivers and the links that sign their
 * phones in (docs/decisions/066, 067).
 */
export const adminDriverRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { database, now, publicUrl },
) => {
  app.get(
    '/',
    {
      config: { roles },
      schema: {
        summary: "Every driver, active first then by name, and the shop's delivery zones",
        tags: ['admin'],
        response: { 200: DriverListSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async () => listDrivers(database.db),
  );

  app.post(
    '/',
    {
      config: { roles },
      schema: {
        summary: "Registers a driver ('Novo entregador')",
        tags: ['admin'],
        body: DriverInputSchema,
        response: {
          201: DriverSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          422: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const driver = await createDriver(database.db, request.body, now());
      return reply.status(201).send(driver);
    },
  );

  app.put(
    '/:id',
    {
      config: { roles },
      schema: {
        summary: "Saves a driver's details; made inactive, their phones are signed out",
        tags: ['admin'],
        params: DriverParamsSchema,
        body: DriverInputSchema,
        response: {
          200: DriverSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          422: ErrorBodySchema,
        },
      },
    },
    async (request) => updateDriver(database.db, request.params.id, request.body, now()),
  );

  app.delete(
    '/:id',
    {
      config: { roles },
      schema: {
        summary: 'Deletes a driver who never made a trip (409 once they did: make them inactive)',
        tags: ['admin'],
        params: DriverParamsSchema,
        response: {
          204: z.null(),
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await deleteDriver(database.db, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/:id/access-link',
    {
      config: { roles },
      schema: {
        summary: "A new one-time link to the driver's page (24 h), and its WhatsApp message",
        tags: ['admin'],
        params: DriverParamsSchema,
        response: {
          200: DriverAccessLinkSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const link = await sendAccessLink(database.db, {
        driverId: request.params.id,
        createdBy: adminOf(request).id,
        publicOrigin: publicOrigin(request, publicUrl),
        now: now(),
      });
      // the link signs a phone in: no cache keeps it
      reply.header('cache-control', 'no-store');
      return link;
    },
  );
};
