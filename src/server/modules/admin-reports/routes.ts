import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ReportSchema } from '../../../domain/admin-reports';
import type { AppContext } from '../../context';
import { ErrorBodySchema } from '../../errors';
import { exportOrdersCsv } from './export-orders-csv';
import { getReport } from './get-report';
import { parsePeriodQuery, RawPeriodQuerySchema } from './period-query';
import { STAFF_ACCESS } from '../../../domain/staff-roles';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema };

/** `/api/admin/reports` (docs/decisions/030). The admin scope checks the session. */
export const adminReportRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { database, now },
) => {
  app.get(
    '/',
    {
      config: { roles: STAFF_ACCESS.reports },
      schema: {
        summary: "Every report figure for a period of the shop's days",
        tags: ['admin'],
        querystring: RawPeriodQuerySchema,
        response: { 200: ReportSchema, ...errors },
      },
    },
    async (request) => getReport(database.db, parsePeriodQuery(request.query), now()),
  );

  app.get(
    '/orders.csv',
    {
      config: { roles: STAFF_ACCESS.reports },
      schema: {
        summary:
          "A period's orders as CSV for Brazilian Excel (UTF-8 with BOM, ';', decimal comma)",
        tags: ['admin'],
        querystring: RawPeriodQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('text/csv'), ...errors },
      },
    },
    async (request, reply) => {
      const { fileName, lines } = await exportOrdersCsv(
        database.db,
        parsePeriodQuery(request.query),
        now(),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(
          // a stream is sent as it is, past the serializer; the schema above documents the body
          Readable.from(lines) as unknown as string,
        );
    },
  );
};
