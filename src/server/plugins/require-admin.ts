import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, type AdminUser } from '../../domain/admin-accounts';
import { staffName } from '../../domain/admin-order-events';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { loadSession, NOT_SIGNED_IN } from '../modules/auth/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in admin: set by `requireAdmin` on every route under /api/admin. */
    admin?: AdminUser;
  }
}

/**
 * The guard of the admin scope (app.ts): a request without a valid session of an active admin is
 * answered 401 before any handler runs.
 */
export function requireAdmin(context: AppContext) {
  return async function requireAdminSession(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<void> {
    const admin = await loadSession(
      context.database.db,
      request.cookies[SESSION_COOKIE],
      context.now(),
    );
    if (!admin) throw new AppError('UNAUTHORIZED', NOT_SIGNED_IN);
    request.admin = admin;
    // admin answers are about people and money: no cache (nor the service worker) keeps them
    reply.header('cache-control', 'no-store');
  };
}

/** The signed-in admin of a request that went through `requireAdmin`. */
export function adminOf(request: FastifyRequest): AdminUser {
  if (!request.admin) throw new AppError('UNAUTHORIZED', NOT_SIGNED_IN);
  return request.admin;
}

/** Who a change is recorded against: the signed-in admin, by the name the order's history shows. */
export function actorOf(request: FastifyRequest): { id: number; name: string } {
  const admin = adminOf(request);
  return { id: admin.id, name: staffName(admin.email) };
}
