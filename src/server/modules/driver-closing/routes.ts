import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DriverClosingQuerySchema,
  DriverClosingSchema,
  SettleDriverSchema,
} from '../../../domain/admin-driver-closing';
import { STAFF_ACCESS } from '../../../domain/staff-roles';
import type { AppContext } from '../../context';
import { ErrorBodySchema } from '../../errors';
import { actorOf } from '../../plugins/require-admin';
import { exportDriverClosingCsv } from './export-driver-closing-csv';
import { getDriverClosing } from './get-driver-closing';
import { settleDriver } from './settle-driver';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

/** `/api/admin/driver-closing`: 'Acerto dos entregadores' (docs/decisions/070). */
export const driverClosingRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { database, events, now },
) => {
  app.get(
    '/',
    {
      config: { roles: STAFF_ACCESS.driverClosing },
      schema: {
        summary: "The drivers' night of a business day (today's by default)",
        tags: ['admin'],
        querystring: DriverClosingQuerySchema,
        response: { 200: DriverClosingSchema, ...errors },
      },
    },
    async (request) => getDriverClosing(database.db, request.query.day, now()),
  );

  app.post(
    '/settle',
    {
      config: { roles: STAFF_ACCESS.driverClosing },
      schema: {
        summary:
          "'Marcar como acertado': the driver's ended trips of the day settled; 409 when none is left",
        tags: ['admin'],
        body: SettleDriverSchema,
        response: {
          200: z.object({
            settlementId: z.number().int(),
            paidOrderIds: z.array(z.number().int()),
          }),
          ...errors,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request) => settleDriver(database.db, events, request.body, actorOf(request), now()),
  );
};

/** `/api/admin/driver-closing.csv`: registered beside the JSON route, on the admin scope. */
export const driverClosingCsvRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { database, now },
) => {
  app.get(
    '/driver-closing.csv',
    {
      config: { roles: STAFF_ACCESS.driverClosing },
      schema: {
        summary:
          "The drivers' night as CSV for Brazilian Excel (UTF-8 with BOM, ';', decimal comma)",
        tags: ['admin'],
        querystring: DriverClosingQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('text/csv'), ...errors },
      },
    },
    async (request, reply) => {
      const { fileName, body } = await exportDriverClosingCsv(
        database.db,
        request.query.day,
        now(),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(body);
    },
  );
};
