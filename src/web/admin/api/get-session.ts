import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SessionSchema, type AdminUser } from '../../../domain/admin-accounts';
import type { StaffRole } from '../../../domain/staff-roles';
import { ApiError } from '../../lib/api-client';
import { adminKeys, adminRequest } from './admin-request';

/** The logged-in admin, or null when there is no session (401). */
async function getSession(signal?: AbortSignal): Promise<AdminUser | null> {
  try {
    const { user } = await adminRequest('/auth/session', SessionSchema, { signal });
    return user.status === 'active' ? user : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function useSession() {
  return useQuery({
    queryKey: adminKeys.session,
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 60_000,
  });
}

/** After a login or the owner's registration: the new session, and nothing cached from before. */
export function useStartSession() {
  const queryClient = useQueryClient();
  return (user: AdminUser) => {
    queryClient.removeQueries({
      predicate: (query) => query.queryKey[0] === 'admin' && query.queryKey[1] !== 'session',
    });
    queryClient.setQueryData(adminKeys.session, user);
  };
}

/** The signed-in account's role (decision 039); null while there is no session. */
export function useStaffRole(): StaffRole | null {
  return useSession().data?.role ?? null;
}
