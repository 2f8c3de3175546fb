import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CepLookupSchema } from '../../../domain/customer';
import type { AppContext } from '../../context';
import { ErrorBodySchema } from '../../errors';
import { rateLimited } from '../../plugins/rate-limits';
import { CepLookups, lookUpCep } from './look-up-cep';

export const cepRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { cep: config, now }) => {
  const lookups = new CepLookups();
  app.get(
    '/cep/:cep',
    {
      config: rateLimited('cepLookups'),
      schema: {
        summary: 'The street, district, city and state of a CEP (ViaCEP, BrasilAPI as fallback)',
        tags: ['storefront'],
        params: z.object({ cep: z.string() }),
        response: {
          200: CepLookupSchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          503: ErrorBodySchema,
        },
      },
    },
    async (request) => lookUpCep(request.params.cep, { config, lookups, now: now() }),
  );
};
