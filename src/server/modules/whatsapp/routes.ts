import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  OrderWhatsAppViewSchema,
  WhatsAppConnectionInputSchema,
  WhatsAppSettingsViewSchema,
  WhatsAppTestResultSchema,
} from '../../../domain/admin-whatsapp';
import { RecordIdSchema } from '../../../domain/admin-paging';
import { STAFF_ACCESS } from '../../../domain/staff-roles';
import type { AppContext } from '../../context';
import { ErrorBodySchema } from '../../errors';
import { adminOf } from '../../plugins/require-admin';
import { publicAddress } from '../../public-origin';
import { getOrderWhatsApp } from './get-order-whatsapp';
import {
  disconnectWhatsApp,
  getWhatsAppSettings,
  saveWhatsAppConnection,
  testWhatsAppConnection,
} from './settings';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  409: ErrorBodySchema,
};

/**
 * `/api/admin/whatsapp`: Configurações › 'WhatsApp oficial' (decision 073), the owner's; and the
 * messages of an order for the desk. Bodies carry secrets: never logged nor answered.
 */
export const whatsappAdminRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const deps = {
    db: context.database.db,
    secrets: context.secrets,
    apiUrl: context.whatsappApiUrl,
  };
  const originOf = (request: Parameters<typeof publicAddress>[0]) =>
    publicAddress(request, context.publicUrl);

  app.get(
    '/',
    {
      config: { roles: STAFF_ACCESS.settings },
      schema: {
        summary: "The shop's official WhatsApp: ids, masked credentials, webhook address and token",
        tags: ['admin'],
        response: { 200: WhatsAppSettingsViewSchema, ...errors },
      },
    },
    async (request) => getWhatsAppSettings(deps, originOf(request)),
  );

  app.put(
    '/',
    {
      config: { roles: STAFF_ACCESS.settings },
      schema: {
        summary:
          'Connects or changes the number (blank secrets keep the saved ones); 409 SECRETS_KEY_MISSING without FORNO_SECRETS_KEY',
        tags: ['admin'],
        body: WhatsAppConnectionInputSchema,
        response: { 200: WhatsAppSettingsViewSchema, ...errors },
      },
    },
    async (request) =>
      saveWhatsAppConnection(deps, {
        input: request.body,
        by: adminOf(request),
        origin: originOf(request),
        now: context.now(),
      }),
  );

  app.delete(
    '/',
    {
      config: { roles: STAFF_ACCESS.settings },
      schema: {
        summary: "'Desconectar': the token and secret are erased; back to the click-to-chat links",
        tags: ['admin'],
        response: { 200: WhatsAppSettingsViewSchema, ...errors },
      },
    },
    async (request) =>
      disconnectWhatsApp(deps, {
        by: adminOf(request),
        origin: originOf(request),
        now: context.now(),
      }),
  );

  app.post(
    '/test',
    {
      config: { roles: STAFF_ACCESS.settings },
      schema: {
        summary: "'Testar conexão' with the form's values, now; answers ok and a pt-BR message",
        tags: ['admin'],
        body: WhatsAppConnectionInputSchema,
        response: { 200: WhatsAppTestResultSchema, ...errors },
      },
    },
    async (request) => testWhatsAppConnection(deps, request.body),
  );

  app.get(
    '/orders/:orderId',
    {
      config: { roles: STAFF_ACCESS.desk },
      schema: {
        summary:
          'The WhatsApp messages of an order and their state (sent, delivered, read, failed)',
        tags: ['admin'],
        params: z.object({ orderId: RecordIdSchema }),
        response: { 200: OrderWhatsAppViewSchema, 404: ErrorBodySchema, ...errors },
      },
    },
    async (request) => getOrderWhatsApp(deps, request.params.orderId),
  );
};
