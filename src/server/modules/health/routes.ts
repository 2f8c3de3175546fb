import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';

const HealthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'unavailable']),
  databaseKind: z.enum(['pglite', 'postgres']),
});

export const healthRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { database }) => {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Whether the server and its database answer',
        tags: ['operations'],
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await database.ping();
        return { status: 'ok' as const, database: 'ok' as const, databaseKind: database.kind };
      } catch (err) {
        request.log.warn({ err }, 'database ping failed');
        return reply
          .status(503)
          .send({ status: 'error', database: 'unavailable', databaseKind: database.kind });
      }
    },
  );
};
