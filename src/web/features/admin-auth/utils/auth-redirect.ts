import type { Location } from 'react-router';
import {
  ADMIN_PAGE_AREAS,
  canOpenPage,
  homePathOf,
  type AdminPage,
  type StaffRole,
} from '../../../../domain/staff-roles';

export const ADMIN_HOME = '/admin/dashboard';
export const ADMIN_LOGIN = '/admin/login';

/** The back-office screen a path opens (`/admin/orders/12/ticket` → orders), if it is one. */
function pageOfPath(path: string): AdminPage | null {
  const segment = path.slice('/admin/'.length).split(/[/?#]/)[0] ?? '';
  return segment in ADMIN_PAGE_AREAS ? (segment as AdminPage) : null;
}

/**
 * Where a login goes: back to the admin page that asked for it when the role may open it, or the
 * role's own screen (the dashboard; the kitchen for a cook: decision 039).
 */
export function afterLoginPath(location: Location, role: StaffRole): string {
  const home = homePathOf(role);
  const from = (location.state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/admin/')) return home;
  if (from.startsWith(ADMIN_LOGIN) || from.startsWith('/admin/register')) return home;
  const page = pageOfPath(from);
  if (page !== null && !canOpenPage(role, page)) return home;
  return from;
}
