import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  DRIVER_NOT_SIGNED_IN,
  DRIVER_NOT_SIGNED_IN_MESSAGE,
  DRIVER_SESSION_COOKIE,
  type Driver,
} from '../../domain/delivery-drivers';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { loadDriverSession } from '../modules/drivers/driver-sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in driver: set by `requireDriver` on the driver's routes (decision 066). */
    driver?: Driver;
  }
}

/** The guard of the driver's signed-in routes: 401 `DRIVER_NOT_SIGNED_IN` without a session. */
export function requireDriver(context: AppContext) {
  return async function requireDriverSession(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<void> {
    const driver = await loadDriverSession(
      context.database.db,
      request.cookies[DRIVER_SESSION_COOKIE],
      context.now(),
    );
    if (!driver) throw new AppError(DRIVER_NOT_SIGNED_IN, DRIVER_NOT_SIGNED_IN_MESSAGE);
    request.driver = driver;
    reply.header('cache-control', 'no-store');
  };
}

/** The signed-in driver of a request that went through `requireDriver`. */
export function driverOf(request: FastifyRequest): Driver {
  if (!request.driver) throw new AppError(DRIVER_NOT_SIGNED_IN, DRIVER_NOT_SIGNED_IN_MESSAGE);
  return request.driver;
}
