import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RecordIdSchema } from '../../../domain/admin-paging';
import { TeamMemberSchema, TeamSchema } from '../../../domain/admin-catalogue';
import type { AppContext } from '../../context';
import { ErrorBodySchema } from '../../errors';
import { adminOf } from '../../plugins/require-admin';
import { approveMember } from './approve-member';
import { listTeam } from './list-team';
import { removeMember } from './remove-member';

const MemberParamsSchema = z.object({ id: RecordIdSchema });

/** `/api/admin/team`: who may use the back office (settings; PRODUCT.md, Admin). */
export const adminTeamRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { database, events, now },
) => {
  app.get(
    '/',
    {
      schema: {
        summary: 'Every admin account, those awaiting approval first',
        tags: ['admin'],
        response: { 200: TeamSchema, 401: ErrorBodySchema },
      },
    },
    async () => listTeam(database.db),
  );

  app.post(
    '/:id/approve',
    {
      schema: {
        summary: 'Approves a registration (an active account is answered as it is)',
        tags: ['admin'],
        params: MemberParamsSchema,
        response: {
          200: TeamMemberSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request) =>
      approveMember(database.db, {
        id: request.params.id,
        approvedBy: adminOf(request).id,
        now: now(),
      }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        summary: "Removes an account and its sessions; never one's own nor the owner's (409)",
        tags: ['admin'],
        params: MemberParamsSchema,
        response: {
          204: z.null(),
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await removeMember(database.db, { id: request.params.id, by: adminOf(request) });
      // whatever the removed account still had open ends now
      await events.publish({ type: 'sessions.ended', userId: request.params.id });
      return reply.status(204).send(null);
    },
  );
};
