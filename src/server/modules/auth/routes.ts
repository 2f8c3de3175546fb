import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LoginSchema,
  RegisteredSchema,
  RegisterSchema,
  SESSION_COOKIE,
  SessionSchema,
  SetupStateSchema,
} from '../../../domain/admin-accounts';
import type { AppContext } from '../../context';
import { AppError, ErrorBodySchema } from '../../errors';
import { rejectCrossSiteRequests } from '../../plugins/csrf';
import {
  clearSessionCookie,
  endSession,
  loadSession,
  NOT_SIGNED_IN,
  setSessionCookie,
} from './sessions';
import { rateLimited } from '../../plugins/rate-limits';
import { logIn } from './log-in';
import { LoginThrottle } from './login-throttle';
import { registerAdmin } from './register-admin';
import { countActiveAdmins } from './repository';

/** `/api/auth`: accounts and sessions of the back office (outside the /api/admin guard). */
export const authRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { database, events, now },
) => {
  const throttle = new LoginThrottle(database.db);
  app.addHook('onRequest', rejectCrossSiteRequests);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/register',
    {
      config: rateLimited('registrations'),
      schema: {
        summary:
          'Creates an admin account: the owner when there is none (with the setup code), else one to approve',
        tags: ['admin'],
        body: RegisterSchema,
        response: {
          201: RegisteredSchema,
          400: ErrorBodySchema,
          403: ErrorBodySchema,
          409: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { sessionToken, ...registered } = await registerAdmin(
        { db: database.db, throttle },
        { ...request.body, address: request.ip },
        now(),
      );
      if (sessionToken) setSessionCookie(request, reply, sessionToken);
      return reply.status(201).send(registered);
    },
  );

  app.get(
    '/setup',
    {
      schema: {
        summary:
          'Whether the shop still waits for its owner, whose registration needs the setup code',
        tags: ['admin'],
        response: { 200: SetupStateSchema },
      },
    },
    async () => ({ ownerRequired: (await countActiveAdmins(database.db)) === 0 }),
  );

  app.post(
    '/login',
    {
      config: rateLimited('logins'),
      schema: {
        summary: 'Opens a session (httpOnly cookie) for an approved admin',
        tags: ['admin'],
        body: LoginSchema,
        response: {
          200: SessionSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { user, sessionToken } = await logIn(
        { db: database.db, throttle },
        { ...request.body, address: request.ip },
        now(),
      );
      setSessionCookie(request, reply, sessionToken);
      return { user };
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        summary: "'Sair': ends the session, if any, and clears its cookie",
        tags: ['admin'],
        response: { 204: z.null(), 403: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const tokenHash = await endSession(database.db, request.cookies[SESSION_COOKIE]);
      clearSessionCookie(request, reply);
      // its live admin streams end now, on every instance
      if (tokenHash) await events.publish({ type: 'sessions.ended', tokenHash });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/session',
    {
      schema: {
        summary: 'The signed-in admin, or 401',
        tags: ['admin'],
        response: { 200: SessionSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => {
      const user = await loadSession(database.db, request.cookies[SESSION_COOKIE], now());
      if (!user) throw new AppError('UNAUTHORIZED', NOT_SIGNED_IN);
      return { user };
    },
  );
};
