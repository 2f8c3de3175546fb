import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ReconciliationFetchSchema,
  ReconciliationQuerySchema,
  ReconciliationSchema,
} from '../../../../domain/admin-pix-reconciliation';
import { STAFF_ACCESS } from '../../../../domain/staff-roles';
import type { AppContext } from '../../../context';
import { ErrorBodySchema } from '../../../errors';
import { parsePeriodQuery, RawPeriodQuerySchema } from '../../admin-reports/period-query';
import { exportReconciliationCsv } from './export-reconciliation-csv';
import { getReconciliation } from './get-reconciliation';
import { requestReconcileFetch } from './request-fetch';

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
        querystring: RawPeriodQuerySchema,
        response: { 200: ReconciliationSchema, ...errors },
      },
    },
    async (request) =>
      getReconciliation(
        database.db,
        secrets,
        parsePeriodQuery(request.query, ReconciliationQuerySchema),
        now(),
      ),
  );

  app.get(
    '/reconciliation.csv',
    {
      config: { roles: STAFF_ACCESS.reports },
      schema: {
        summary:
          'The reconciliation as CSV for Brazilian Excel (UTF-8 with BOM, ";", decimal comma)',
        tags: ['admin'],
        querystring: RawPeriodQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('text/csv'), ...errors },
      },
    },
    async (request, reply) => {
      const { fileName, body } = await exportReconciliationCsv(
        database.db,
        parsePeriodQuery(request.query, ReconciliationQuerySchema),
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
        body: RawPeriodQuerySchema,
        response: { 202: ReconciliationFetchSchema, ...errors, 409: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const query = parsePeriodQuery(request.body, ReconciliationQuerySchema);
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
