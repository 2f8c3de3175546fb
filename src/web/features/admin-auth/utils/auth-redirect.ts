import type { Location } from 'react-router';

export const ADMIN_HOME = '/admin/dashboard';
export const ADMIN_LOGIN = '/admin/login';

/** Where a login goes: back to the admin page that asked for it, or the dashboard. */
export function afterLoginPath(location: Location): string {
  const from = (location.state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/admin/')) return ADMIN_HOME;
  if (from.startsWith(ADMIN_LOGIN) || from.startsWith('/admin/register')) return ADMIN_HOME;
  return from;
}
