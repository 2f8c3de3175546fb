import type { z } from 'zod';
import { CSRF_HEADER } from '../../../domain/admin-accounts';
import { apiRequest, type RequestOptions } from '../../lib/api-client';

/**
 * A call to the admin API: the session rides on the same-origin cookie, and every state-changing
 * request carries the CSRF header, which a cross-site form cannot set.
 */
export function adminRequest<S extends z.core.$ZodType>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.infer<S>> {
  const method = options.method ?? 'GET';
  return apiRequest(path, schema, {
    ...options,
    headers: { ...(method === 'GET' ? {} : { [CSRF_HEADER]: '1' }), ...options.headers },
  });
}

/** Query keys of the back office: one tree, so an event can invalidate a whole branch. */
export const adminKeys = {
  all: ['admin'] as const,
  session: ['admin', 'session'] as const,
  dashboard: ['admin', 'dashboard'] as const,
  orders: ['admin', 'orders'] as const,
  customers: ['admin', 'customers'] as const,
  products: ['admin', 'products'] as const,
  settings: ['admin', 'settings'] as const,
  team: ['admin', 'team'] as const,
  reports: ['admin', 'reports'] as const,
  /** 'Tarefas com problema' and the sidebar's count (a `jobs.changed` event reads them again). */
  jobs: ['admin', 'jobs'] as const,
  /**
   * The comandas (decision 057), under the orders' branch: an order event reads them again too,
   * and a `comanda.changed` event (a move, a close made at another desk) reads only them.
   */
  comandas: ['admin', 'orders', 'comandas'] as const,
};
