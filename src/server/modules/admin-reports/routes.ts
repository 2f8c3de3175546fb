import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ReportQuerySchema, ReportSchema, type ReportQuery } from '../../../domain/admin-reports';
import type { AppContext } from '../../context';
import { AppError, ErrorBodySchema } from '../../errors';
import { exportOrdersCsv } from './export-orders-csv';
import { getReport } from './get-report';
import { STAFF_ACCESS } from '../../../domain/staff-roles';

/** What arrives in the query string: read as text, then checked whole by ReportQuerySchema. */
const RawReportQuerySchema = z.object({
  period: z.string().optional(),
  from: z.string().optional(),
  to: z.string().optional(),
});

/** A period the reports can answer, or a 400 saying in pt-BR what is wrong with it. */
function parsePeriod(raw: z.infer<typeof RawReportQuerySchema>): ReportQuery {
  const parsed = ReportQuerySchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new AppError(
    'INVALID_PERIOD',
    issue?.message ?? 'Período inválido.',
    parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
  );
}

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
        querystring: RawReportQuerySchema,
        response: { 200: ReportSchema, ...errors },
      },
    },
    async (request) => getReport(database.db, parsePeriod(request.query), now()),
  );

  app.get(
    '/orders.csv',
    {
      config: { roles: STAFF_ACCESS.reports },
      schema: {
        summary:
          "A period's orders as CSV for Brazilian Excel (UTF-8 with BOM, ';', decimal comma)",
        tags: ['admin'],
        querystring: RawReportQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('text/csv'), ...errors },
      },
    },
    async (request, reply) => {
      const { fileName, lines } = await exportOrdersCsv(
        database.db,
        parsePeriod(request.query),
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
