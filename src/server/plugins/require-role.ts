import type { FastifyRequest, RouteOptions } from 'fastify';
import {
  FORBIDDEN_ROLE,
  FORBIDDEN_ROLE_MESSAGE,
  STAFF_ROLES,
  type StaffRole,
} from '../../domain/staff-roles';
import { AppError } from '../errors';
import { adminOf } from './require-admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The staff roles that may call an /api/admin route (docs/decisions/039): one of
     * `STAFF_ACCESS`'s lists. Required on every route of the admin scope.
     */
    roles?: readonly StaffRole[];
  }
}

/** The roles a route's options declare, or null when it declares none (or an unknown one). */
function declaredRoles(route: Pick<RouteOptions, 'config'>): readonly StaffRole[] | null {
  const roles = (route.config as { roles?: unknown } | undefined)?.roles;
  if (!Array.isArray(roles) || roles.length === 0) return null;
  const isKnown = roles.every((role) => (STAFF_ROLES as readonly unknown[]).includes(role));
  return isKnown ? (roles as readonly StaffRole[]) : null;
}

/**
 * The admin scope's `onRoute` hook: a route added without its roles stops the server at start, so
 * no admin route is ever open to every role by omission.
 */
export function demandDeclaredRoles(route: RouteOptions): void {
  if (declaredRoles(route) === null) {
    const methods = [route.method].flat().join(',');
    throw new Error(
      `${methods} ${route.url} declares no staff roles: add config: { roles: STAFF_ACCESS.<area> }`,
    );
  }
}

/**
 * After the session guard: a role the route does not declare is answered 403 `FORBIDDEN_ROLE`
 * before the body is read or any handler runs. The role is the one read with the session on this
 * request, so a change made by the owner applies to the account's next request.
 */
export async function requireRole(request: FastifyRequest): Promise<void> {
  const roles = declaredRoles(request.routeOptions);
  if (!roles?.includes(adminOf(request).role)) {
    throw new AppError(FORBIDDEN_ROLE, FORBIDDEN_ROLE_MESSAGE);
  }
}
