import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PublicEstablishmentSchema } from '../../../domain/establishment';
import { ScheduleSchema } from '../../../domain/scheduling';
import type { AppContext } from '../../context';
import { PrivacyPageSchema } from '../../../domain/privacy';
import { getPrivacyPage } from './get-privacy-page';
import { getPublicEstablishment } from './get-public-establishment';
import { getSchedule } from './get-schedule';
import { publicAddress } from '../seo/public-origin';

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
    '/schedule',
    {
      schema: {
        summary:
          "'O quanto antes' and the time slots the checkout may offer now, full ones left out",
        tags: ['storefront'],
        response: { 200: ScheduleSchema },
      },
    },
    async (_request, reply) => {
      // places change with every order: never from a cache
      reply.header('cache-control', 'no-store');
      return getSchedule(database.db, now());
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
