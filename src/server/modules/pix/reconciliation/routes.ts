import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ReportQuery } from '../../../../domain/admin-reports';
import {
  ReconciliationFetchSchema,
  ReconciliationQuerySchema,
  ReconciliationSchema,
} from '../../../../domain/admin-pix-reconciliation';
import { STAFF_ACCESS } from '../../../../domain/staff-roles';
import type { AppContext } from '../../../context';
import { AppError, ErrorBodySchema } from '../../../errors';
import { exportReconciliationCsv } from './export-reconciliation-csv';
import { getReconciliation } from './get-reconciliation';
import { requestReconcileFetch } from './request-fetch';

/** What arrives: read as text, then checked whole by ReconciliationQuerySchema. */
const RawPeriodSchema = z.object({
  period: z.string().optional(),
  from: z.string().optional(),
  to: z.string().optional(),
});

/** A period the reconciliation can answer, or a 400 saying in pt-BR what is wrong with it. */
function parsePeriod(raw: z.infer<typeof RawPeriodSchema>): ReportQuery {
  const parsed = ReconciliationQuerySchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  throw new AppError(
    'INVALID_PERIOD',
    parsed.error.issues[0]?.message ?? 'Período inválido.',
    parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
  );
}

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

/** `/api/admin/pix/reconciliation` (decision 065): Pix received against orders, for a period. */
export const pixReconciliationRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { database, now, secrets },
) => {
  app.get(
    '/reconciliation',
    {
      config: { roles: STAFF_ACCESS.reports },
      schema: {
        summary: "Every Pix charge and received Pix of a period of the shop's days",
        tags: ['admin'],
        querystring: RawPeriodSchema,
        response: { 200: ReconciliationSchema, ...errors },
      },
    },
    async (request) => getReconciliation(database.db, secrets, parsePeriod(request.query), now()),
  );

  app.get(
    '/reconciliation.csv',
    {
      config: { roles: STAFF_ACCESS.reports },
      schema: {
        summary:
          'The reconciliation as CSV for Brazilian Excel (UTF-8 with BOM, ";", decimal comma)',
        tags: ['admin'],
        querystring: RawPeriodSchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('text/csv'), ...errors },
      },
    },
    async (request, reply) => {
      const { fileName, body } = await exportReconciliationCsv(
        database.db,
        parsePeriod(request.query),
        now(),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(body);
    },
  );

  app.post(
    '/reconciliation/fetch',
    {
      config: { roles: STAFF_ACCESS.reports },
      schema: {
        summary: "'Buscar no banco': queues a job that reads the period's Pix from the provider",
        tags: ['admin'],
        body: RawPeriodSchema,
        response: { 202: ReconciliationFetchSchema, ...errors, 409: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const query = parsePeriod(request.body);
      const payload = await requestReconcileFetch(database.db, secrets, query, now());
      return reply.status(202).send({
        state: 'na_fila' as const,
        from: payload.from,
        to: payload.to,
        requestedAt: now().toISOString(),
        finishedAt: null,
        error: null,
      });
    },
  );
};
