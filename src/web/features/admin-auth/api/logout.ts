import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminKeys, adminRequest } from '../../../admin/api/admin-request';

/**
 * `POST /api/auth/logout` (204). The session becomes none, so the guard leaves for /admin/login;
 * what was cached is dropped by the next login (dropping it here would refetch it on screens that
 * are still mounted).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => adminRequest('/auth/logout', z.unknown(), { method: 'POST' }),
    onSuccess: () => queryClient.setQueryData(adminKeys.session, null),
  });
}
