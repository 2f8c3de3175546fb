import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminCustomerPageSchema,
  AdminCustomerSchema,
  AnonymiseCustomerSchema,
  CustomerExportSchema,
  customerExportFileName,
  CustomerHistorySchema,
  CustomerListQuerySchema,
} from '../../../domain/admin-customers';
import { actorOf } from '../../plugins/require-admin';
import { anonymiseCustomer } from './anonymise-customer';
import { exportCustomerData } from './export-customer-data';
import { RecordIdSchema } from '../../../domain/admin-paging';
import type { AppContext } from '../../context';
import { ErrorBodySchema } from '../../errors';
import { getCustomerHistory } from './get-customer-history';
import { listCustomers } from './list-customers';
import { STAFF_ACCESS } from '../../../domain/staff-roles';

/** `/api/admin/customers`: the CRM (docs/product/screens.md#customers). The admin scope checks the session. */
export const adminCustomerRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { database, now },
) => {
  app.get(
    '/',
    {
      config: { roles: STAFF_ACCESS.customerContacts },
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
      config: { roles: STAFF_ACCESS.customerContacts },
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

  app.post(
    '/:id/export',
    {
      config: { roles: STAFF_ACCESS.customerData },
      schema: {
        summary:
          'Everything kept about one customer, as a JSON file (LGPD); the export is recorded',
        tags: ['admin'],
        params: z.object({ id: RecordIdSchema }),
        response: {
          200: CustomerExportSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const at = now();
      const data = await exportCustomerData(database.db, request.params.id, actorOf(request), at);
      const fileName = customerExportFileName(request.params.id, at);
      reply.header('content-disposition', `attachment; filename="${fileName}"`);
      return data;
    },
  );

  app.post(
    '/:id/anonymise',
    {
      config: { roles: STAFF_ACCESS.customerData },
      schema: {
        summary:
          "Removes a customer's personal data from their record and orders (LGPD); orders and totals stay",
        tags: ['admin'],
        params: z.object({ id: RecordIdSchema }),
        body: AnonymiseCustomerSchema,
        response: {
          200: AdminCustomerSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request) => anonymiseCustomer(database.db, request.params.id, actorOf(request), now()),
  );
};
