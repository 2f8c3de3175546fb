import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CepLookupSchema } from '../../../domain/customer';
import type { AppContext } from '../../context';
import { ErrorBodySchema } from '../../errors';
import { CepCache } from './cep-cache';
import { lookUpCep } from './look-up-cep';

export const cepRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { cep: config, now }) => {
  const cache = new CepCache();
  app.get(
    '/cep/:cep',
    {
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
    async (request) => lookUpCep(request.params.cep, { config, cache, now: now() }),
  );
};
