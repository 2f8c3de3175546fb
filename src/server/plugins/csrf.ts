import type { FastifyRequest } from 'fastify';
import { CSRF_HEADER } from '../../domain/admin-accounts';
import { AppError } from '../errors';

const REQUEST_BLOCKED = 'Requisição bloqueada.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery: a state-changing request must carry the admin app's header, which
 * a form on another site cannot set (and a script there would need CORS, never granted), and, when
 * the browser says where it comes from, come from this very host.
 */
export async function rejectCrossSiteRequests(request: FastifyRequest): Promise<void> {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.origin;
  const isSameOrigin = origin === undefined || isOriginOfHost(origin, request.host);
  if (request.headers[CSRF_HEADER] !== '1' || !isSameOrigin) {
    throw new AppError('CSRF_REJECTED', REQUEST_BLOCKED);
  }
}

/** Compared as URLs of the origin's scheme, so 'localhost:80' and 'http://localhost' agree. */
function isOriginOfHost(origin: string, host: string): boolean {
  try {
    const from = new URL(origin);
    return from.host === new URL(`${from.protocol}//${host}`).host;
  } catch {
    // 'null' (a sandboxed frame, a file) or garbage
    return false;
  }
}
