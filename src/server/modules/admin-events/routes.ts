import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from '../../../domain/admin-accounts';
import type { AppContext } from '../../context';
import { ErrorBodySchema } from '../../errors';
import { EventStreams } from '../../events/event-stream';
import { adminOf } from '../../plugins/require-admin';
import { hashSessionToken, loadSession } from '../auth/sessions';
import { followAdminEvents } from './follow-admin-events';
import { STAFF_ACCESS } from '../../../domain/staff-roles';

/**
 * `/api/admin/events`: server-sent events for the admin screens (docs/product/principles.md#back-office). Each order
 * event arrives as `event: order.created` or `event: order.status`, its data the AdminEvent.
 */
export const adminEventRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { database, events, now },
) => {
  const streams = new EventStreams();
  app.addHook('preClose', async () => streams.endAll());

  app.get(
    '/',
    {
      config: { roles: STAFF_ACCESS.session },
      // a HEAD would open a stream with no body to read
      exposeHeadRoute: false,
      schema: {
        summary: 'Live order events (text/event-stream): order.created, order.status',
        tags: ['admin'],
        response: { 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE] ?? '';
      followAdminEvents(
        events,
        streams.open(reply, request.ip),
        { tokenHash: hashSessionToken(token), userId: adminOf(request).id },
        async () => (await loadSession(database.db, token, now())) !== null,
      );
    },
  );
};
