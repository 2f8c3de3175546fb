import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RecordIdSchema } from '../../../domain/admin-paging';
import {
  StaffRoleChoiceSchema,
  TeamMemberSchema,
  TeamSchema,
} from '../../../domain/admin-catalogue';
import type { AppContext } from '../../context';
import { ErrorBodySchema } from '../../errors';
import { adminOf } from '../../plugins/require-admin';
import { approveMember } from './approve-member';
import { changeMemberRole } from './change-member-role';
import { listTeam } from './list-team';
import { removeMember } from './remove-member';
import { STAFF_ACCESS } from '../../../domain/staff-roles';

const MemberParamsSchema = z.object({ id: RecordIdSchema });

/** `/api/admin/team`: who may use the back office (settings; docs/product/principles.md#back-office). */
export const adminTeamRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { database, events, now },
) => {
  app.get(
    '/',
    {
      config: { roles: STAFF_ACCESS.team },
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
      config: { roles: STAFF_ACCESS.team },
      schema: {
        summary: 'Approves a registration with its role (an active account is answered as it is)',
        tags: ['admin'],
        params: MemberParamsSchema,
        body: StaffRoleChoiceSchema,
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
        role: request.body.role,
        approvedBy: adminOf(request).id,
        now: now(),
      }),
  );

  app.patch(
    '/:id/role',
    {
      config: { roles: STAFF_ACCESS.team },
      schema: {
        summary:
          "Gives an account another role; never one's own, never the last active owner's (409)",
        tags: ['admin'],
        params: MemberParamsSchema,
        body: StaffRoleChoiceSchema,
        response: {
          200: TeamMemberSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const member = await changeMemberRole(database.db, {
        id: request.params.id,
        role: request.body.role,
        by: adminOf(request),
      });
      // the account's open screens read their session again and follow the new role
      await events.publish({ type: 'staff.changed', userId: member.id });
      return member;
    },
  );

  app.delete(
    '/:id',
    {
      config: { roles: STAFF_ACCESS.team },
      schema: {
        summary:
          "Removes an account and its sessions; never one's own nor the last active owner's (409)",
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
