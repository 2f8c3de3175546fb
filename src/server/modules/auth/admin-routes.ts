import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SessionSchema } from '../../../domain/admin-accounts';
import type { AppContext } from '../../context';
import { ErrorBodySchema } from '../../errors';
import { adminOf } from '../../plugins/require-admin';
import { STAFF_ACCESS } from '../../../domain/staff-roles';

/** Inside the /api/admin scope: the guard has already checked the session. */
export const adminAccountRoutes: FastifyPluginAsyncZod<AppContext> = async (app) => {
  app.get(
    '/me',
    {
      config: { roles: STAFF_ACCESS.session },
      schema: {
        summary: 'The signed-in admin',
        tags: ['admin'],
        response: { 200: SessionSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => ({ user: adminOf(request) }),
  );
};
