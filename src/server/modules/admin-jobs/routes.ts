import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProblemJobCountSchema, ProblemJobsSchema } from '../../../domain/admin-jobs';
import { RecordIdSchema } from '../../../domain/admin-paging';
import { STAFF_ACCESS } from '../../../domain/staff-roles';
import type { AppContext } from '../../context';
import { ErrorBodySchema } from '../../errors';
import { countJobProblems, listJobProblems } from './list-problem-jobs';
import { settleJob } from './settle-job';

const JobParamsSchema = z.object({ id: RecordIdSchema });

const writeErrors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
} as const;

/**
 * `/api/admin/jobs`: 'Tarefas com problema' (docs/decisions/049): background work that died or
 * keeps failing, its last error, and 'Tentar de novo' / 'Descartar'.
 */
export const adminJobRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { database, events, jobs },
) => {
  app.get(
    '/problems',
    {
      config: { roles: STAFF_ACCESS.jobs },
      schema: {
        summary: 'Jobs that died or keep failing, the oldest first',
        tags: ['admin'],
        response: { 200: ProblemJobsSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async () => ({ jobs: await listJobProblems(database.db, jobs) }),
  );

  app.get(
    '/problems/count',
    {
      config: { roles: STAFF_ACCESS.jobs },
      schema: {
        summary: "How many jobs 'Tarefas com problema' lists (the sidebar's badge)",
        tags: ['admin'],
        response: { 200: ProblemJobCountSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async () => ({ count: await countJobProblems(database.db) }),
  );

  app.post(
    '/:id/retry',
    {
      config: { roles: STAFF_ACCESS.jobs },
      schema: {
        summary: 'Runs the job again now, with all its attempts',
        tags: ['admin'],
        params: JobParamsSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await settleJob(database.db, events, { jobId: request.params.id, action: 'retry' });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/:id/discard',
    {
      config: { roles: STAFF_ACCESS.jobs },
      schema: {
        summary: 'Gives the job up for good (kept for the record)',
        tags: ['admin'],
        params: JobParamsSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await settleJob(database.db, events, { jobId: request.params.id, action: 'discard' });
      return reply.status(204).send(null);
    },
  );
};
