import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PublicEstablishmentSchema } from '../../../domain/establishment';
import type { AppContext } from '../../context';
import { getPublicEstablishment } from './get-public-establishment';

export const establishmentRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { database, now },
) => {
  app.get(
    '/establishment',
    {
      schema: {
        summary: "The shop's public settings and whether it is open now",
        tags: ['storefront'],
        response: { 200: PublicEstablishmentSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return getPublicEstablishment(database.db, now());
    },
  );
};
