import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PublicEstablishmentSchema } from '../../../domain/establishment';
import type { AppContext } from '../../context';
import { PrivacyPageSchema } from '../../../domain/privacy';
import { getPrivacyPage } from './get-privacy-page';
import { getPublicEstablishment } from './get-public-establishment';
import { publicAddress } from '../../public-origin';

export const establishmentRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { database, now, publicUrl },
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
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return getPublicEstablishment(database.db, now(), publicAddress(request, publicUrl));
    },
  );

  app.get(
    '/privacy',
    {
      schema: {
        summary: "The privacy page's text (LGPD), as the shop wrote it or the default one",
        tags: ['storefront'],
        response: { 200: PrivacyPageSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return getPrivacyPage(database.db);
    },
  );
};
