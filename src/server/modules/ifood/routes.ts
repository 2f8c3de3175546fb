import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IfoodCancellationReasonSchema,
  IfoodConnectSchema,
  IfoodSettingsSchema,
  IfoodStoreStatusSchema,
} from '../../../domain/admin-ifood';
import { RecordIdSchema } from '../../../domain/admin-paging';
import { STAFF_ACCESS } from '../../../domain/staff-roles';
import type { AppContext } from '../../context';
import { AppError, ErrorBodySchema } from '../../errors';
import { adminOf } from '../../plugins/require-admin';
import { IFOOD_NOT_READY_MESSAGE, withIfood } from './connection';
import { connectStore } from './connect-store';
import { disconnectStore } from './disconnect-store';
import { getIfoodSettings } from './get-ifood-settings';
import { refusedByIfood } from './ifood-errors';
import { findIfoodConnection, findIfoodOrderOf } from './repository';
import { requestLinkCode } from './request-link-code';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  502: ErrorBodySchema,
};

/**
 * `/api/admin/ifood` (decision 072): the owner's connect flow in Configurações › iFood, and the
 * desk's reads of iFood (the store's open/closed state, an order's cancellation reasons).
 */
export const ifoodRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const deps = context.ifood;

  app.get(
    '/',
    {
      config: { roles: STAFF_ACCESS.settings },
      schema: {
        summary: 'The iFood connection: status, link code while pending, merchant, masked token',
        tags: ['admin'],
        response: { 200: IfoodSettingsSchema, ...errors },
      },
    },
    async () => getIfoodSettings(deps),
  );

  app.post(
    '/link-code',
    {
      config: { roles: STAFF_ACCESS.settings },
      schema: {
        summary:
          "Asks iFood for a link code (userCode) for the partner portal; 409 IFOOD_NOT_AVAILABLE without the app's credentials",
        tags: ['admin'],
        response: { 200: IfoodSettingsSchema, ...errors },
      },
    },
    async (request) => {
      await requestLinkCode(deps, adminOf(request).id);
      return getIfoodSettings(deps);
    },
  );

  app.post(
    '/connect',
    {
      config: { roles: STAFF_ACCESS.settings },
      schema: {
        summary:
          'Connects the store with the authorization code the portal gave; 409 IFOOD_NO_LINK_CODE before a link code, 502 IFOOD_REFUSED when iFood refuses the code',
        tags: ['admin'],
        body: IfoodConnectSchema,
        response: { 200: IfoodSettingsSchema, ...errors },
      },
    },
    async (request) => {
      await connectStore(deps, {
        authorizationCode: request.body.authorizationCode,
        by: adminOf(request).id,
      });
      return getIfoodSettings(deps);
    },
  );

  app.delete(
    '/',
    {
      config: { roles: STAFF_ACCESS.settings },
      schema: {
        summary: 'Disconnects the store: tokens erased, polling stops',
        tags: ['admin'],
        response: { 200: IfoodSettingsSchema, ...errors },
      },
    },
    async (request) => {
      await disconnectStore(deps.db, { by: adminOf(request).id, at: context.now() });
      return getIfoodSettings(deps);
    },
  );

  app.get(
    '/store-status',
    {
      config: { roles: STAFF_ACCESS.desk },
      schema: {
        summary: "The store's open/closed state on iFood, for the desk",
        tags: ['admin'],
        response: { 200: IfoodStoreStatusSchema, ...errors },
      },
    },
    async () => {
      const row = await findIfoodConnection(deps.db);
      if (!row?.sealedTokens || !deps.api) {
        return { connected: false, state: null, isOpen: false, message: null };
      }
      try {
        const state = await withIfood(
          deps,
          ({ api, accessToken, merchantId }) => api.merchantStatus(accessToken, merchantId),
          { retryNow: true },
        );
        return { connected: true, ...state };
      } catch {
        // iFood did not answer: the desk says so rather than failing
        return { connected: true, state: null, isOpen: false, message: null };
      }
    },
  );

  app.get(
    '/orders/:id/cancellation-reasons',
    {
      config: { roles: STAFF_ACCESS.desk },
      schema: {
        summary: "iFood's cancellation reasons for one of its orders, for the desk's reject dialog",
        tags: ['admin'],
        params: z.object({ id: RecordIdSchema }),
        response: { 200: z.array(IfoodCancellationReasonSchema), ...errors },
      },
    },
    async (request) => {
      const found = await findIfoodOrderOf(deps.db, request.params.id);
      if (!found) throw new AppError('NOT_FOUND', 'Este pedido não veio do iFood.');
      return withIfood(
        deps,
        ({ api, accessToken }) => api.cancellationReasons(accessToken, found.ifood.ifoodOrderId),
        { retryNow: true },
      ).catch((error: unknown) => {
        if (error instanceof Error && error.message === IFOOD_NOT_READY_MESSAGE) {
          throw new AppError('IFOOD_NOT_CONNECTED', 'O iFood não está conectado.');
        }
        return refusedByIfood(error);
      });
    },
  );
};
