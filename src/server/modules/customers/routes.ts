import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ProfileSchema, SavedCustomerSchema } from '../../../domain/customer';
import type { AppContext } from '../../context';
import { ErrorBodySchema } from '../../errors';
import { saveProfile } from './save-profile';

export const customerRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { database }) => {
  app.put(
    '/customers',
    {
      schema: {
        summary: "Saves the customer's profile, identified by phone; answers only the id",
        tags: ['storefront'],
        body: ProfileSchema,
        response: { 200: SavedCustomerSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => saveProfile(database.db, request.body),
  );
};
