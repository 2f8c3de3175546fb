import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MenuSchema } from '../../../domain/menu';
import type { AppContext } from '../../context';
import { getMenu } from './get-menu';

export const menuRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { database }) => {
  app.get(
    '/menu',
    {
      schema: {
        summary: 'Everything the storefront shows: categories, products, extras and crusts',
        tags: ['storefront'],
        response: { 200: MenuSchema },
      },
    },
    async () => getMenu(database.db),
  );
};
