import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthSchema } from '../../../domain/health';
import type { AppContext } from '../../context';
import { findMissingTables } from './repository';

export const healthRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { database }) => {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Whether the server answers and its database has every table the app needs',
        tags: ['operations'],
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const databaseKind = database.kind;
      let missingTables: string[];
      try {
        await database.ping();
        missingTables = await findMissingTables(database.db);
      } catch (err) {
        request.log.warn({ err }, 'database ping failed');
        return reply.status(503).send({ status: 'error', database: 'unavailable', databaseKind });
      }
      if (missingTables.length > 0) {
        request.log.error({ missingTables }, 'the database lacks tables the app needs');
        return reply
          .status(503)
          .send({ status: 'error', database: 'incomplete', databaseKind, missingTables });
      }
      return { status: 'ok' as const, database: 'ok' as const, databaseKind };
    },
  );
};
