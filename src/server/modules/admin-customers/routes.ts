import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminCustomerPageSchema,
  CustomerHistorySchema,
  CustomerListQuerySchema,
} from '../../../domain/admin-customers';
import { RecordIdSchema } from '../../../domain/admin-paging';
import type { AppContext } from '../../context';
import { ErrorBodySchema } from '../../errors';
import { getCustomerHistory } from './get-customer-history';
import { listCustomers } from './list-customers';

/** `/api/admin/customers`: the CRM (spec §2 Customers). The admin scope checks the session. */
export const adminCustomerRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { database }) => {
  app.get(
    '/',
    {
      schema: {
        summary: 'Customers newest first, searched by name, phone or address, with order counts',
        tags: ['admin'],
        querystring: CustomerListQuerySchema,
        response: { 200: AdminCustomerPageSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request) => listCustomers(database.db, request.query),
  );

  app.get(
    '/:id/orders',
    {
      schema: {
        summary: "A customer's orders in full, newest first",
        tags: ['admin'],
        params: z.object({ id: RecordIdSchema }),
        response: {
          200: CustomerHistorySchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request) => getCustomerHistory(database.db, request.params.id),
  );
};
