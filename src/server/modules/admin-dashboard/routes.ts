import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardQuerySchema, DashboardSchema } from '../../../domain/admin-orders';
import type { AppContext } from '../../context';
import { ErrorBodySchema } from '../../errors';
import { getDashboard } from './get-dashboard';
import { STAFF_ACCESS } from '../../../domain/staff-roles';

/** `/api/admin/dashboard` (docs/product/screens.md#dashboard). The admin scope checks the session. */
export const adminDashboardRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { database, now },
) => {
  app.get(
    '/',
    {
      config: { roles: STAFF_ACCESS.dashboard },
      schema: {
        summary: "Orders by status ('hoje' or 'todos') and today's revenue, orders and customers",
        tags: ['admin'],
        querystring: DashboardQuerySchema,
        response: { 200: DashboardSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request) => getDashboard(database.db, request.query.range, now()),
  );
};
