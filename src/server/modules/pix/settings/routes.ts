import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DisconnectPixProviderSchema,
  PixConnectionTestResultSchema,
  PixProviderConnectionSchema,
  PixProviderViewSchema,
  SavePixProviderSchema,
} from '../../../../domain/admin-pix-provider';
import { STAFF_ACCESS } from '../../../../domain/staff-roles';
import type { AppContext } from '../../../context';
import { ErrorBodySchema } from '../../../errors';
import { adminOf } from '../../../plugins/require-admin';
import { publicAddress } from '../../../public-origin';
import { LoginThrottle } from '../../auth/login-throttle';
import { disconnectPixProvider } from './disconnect-pix-provider';
import { getPixProvider } from './get-pix-provider';
import { savePixProvider } from './save-pix-provider';
import { testPixConnection } from './test-pix-connection';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  409: ErrorBodySchema,
  429: ErrorBodySchema,
};

/**
 * `/api/admin/pix-provider`: Configurações › Pagamento › 'Pix automático' (decision 060), the
 * owner's. Bodies carry secrets: they are never logged (Fastify logs no body) nor answered.
 */
export const pixProviderRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { database, secrets, now, pixProviders } = context;
  // the password typed again counts with the logins (decision 039)
  const throttle = new LoginThrottle(database.db);
  const deps = { db: database.db, secrets, throttle };
  const originOf = (request: Parameters<typeof publicAddress>[0]) =>
    publicAddress(request, context.publicUrl);

  app.get(
    '/',
    {
      config: { roles: STAFF_ACCESS.settings },
      schema: {
        summary: "The shop's Pix provider: addresses, choices, webhook address, masked credentials",
        tags: ['admin'],
        response: { 200: PixProviderViewSchema, ...errors },
      },
    },
    async (request) => getPixProvider(database.db, secrets, originOf(request)),
  );

  app.put(
    '/',
    {
      config: { roles: STAFF_ACCESS.settings },
      schema: {
        summary:
          'Connects or changes the provider (blank secrets keep the saved ones); a change of the connection needs `currentPassword`; 409 SECRETS_KEY_MISSING without FORNO_SECRETS_KEY',
        tags: ['admin'],
        body: SavePixProviderSchema,
        response: { 200: PixProviderViewSchema, ...errors },
      },
    },
    async (request) =>
      savePixProvider(deps, {
        input: request.body,
        by: adminOf(request),
        address: request.ip,
        origin: originOf(request),
        now: now(),
      }),
  );

  app.delete(
    '/',
    {
      config: { roles: STAFF_ACCESS.settings },
      schema: {
        summary: "'Desconectar': back to the static Pix code; needs `currentPassword`",
        tags: ['admin'],
        body: DisconnectPixProviderSchema,
        response: { 200: PixProviderViewSchema, ...errors },
      },
    },
    async (request) =>
      disconnectPixProvider(deps, {
        password: request.body.currentPassword,
        by: adminOf(request),
        address: request.ip,
        origin: originOf(request),
        now: now(),
      }),
  );

  app.post(
    '/test',
    {
      config: { roles: STAFF_ACCESS.settings },
      schema: {
        summary: "'Testar conexão' with the form's values, now; answers ok and a pt-BR message",
        tags: ['admin'],
        body: PixProviderConnectionSchema,
        response: { 200: PixConnectionTestResultSchema, ...errors },
      },
    },
    async (request) => testPixConnection({ ...deps, pixProviders }, request.body, now()),
  );
};
