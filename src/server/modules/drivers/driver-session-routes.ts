import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DRIVER_SESSION_COOKIE, DriverSchema } from '../../../domain/delivery-drivers';
import type { AppContext } from '../../context';
import { ErrorBodySchema } from '../../errors';
import { rateLimited } from '../../plugins/rate-limits';
import { driverOf } from '../../plugins/require-driver';
import {
  clearDriverCookie,
  endDriverSession,
  setDriverCookie,
  signInWithLink,
} from './driver-sessions';

const SignedInDriverSchema = z.object({
  driver: z.object({ id: DriverSchema.shape.id, name: z.string() }),
});

/** `/api/driver/session`: a phone signs in with the shop's link, and out (decision 066). */
export const driverSessionRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { database, now },
) => {
  app.post(
    '/session',
    {
      config: rateLimited('logins'),
      schema: {
        summary: "Trades the shop's one-time link for the driver's session (httpOnly cookie)",
        tags: ['driver'],
        body: z.object({ token: z.string().max(100) }),
        response: {
          200: SignedInDriverSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { sessionToken, driver } = await signInWithLink(database.db, request.body.token, now());
      setDriverCookie(request, reply, sessionToken);
      return { driver: { id: driver.id, name: driver.name } };
    },
  );

  app.delete(
    '/session',
    {
      schema: {
        summary: "'Sair' on the driver's page: ends the session and clears its cookie",
        tags: ['driver'],
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await endDriverSession(database.db, request.cookies[DRIVER_SESSION_COOKIE]);
      clearDriverCookie(request, reply);
      return reply.status(204).send(null);
    },
  );
};

/** `GET /api/driver/me`: who this phone is signed in as (behind `requireDriver`). */
export const driverMeRoutes: FastifyPluginAsyncZod<AppContext> = async (app) => {
  app.get(
    '/me',
    {
      schema: {
        summary: 'The signed-in driver',
        tags: ['driver'],
        response: { 200: SignedInDriverSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => {
      const driver = driverOf(request);
      return { driver: { id: driver.id, name: driver.name } };
    },
  );
};
