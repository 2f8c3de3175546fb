import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminKeys, adminRequest } from '../../../admin/api/admin-request';

/**
 * `DELETE /api/admin/team/:id` (204): the account and its sessions go. The server refuses the
 * owner and the admin's own account (409 CANNOT_REMOVE_OWNER / CANNOT_REMOVE_SELF, pt-BR messages).
 */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: number) =>
      adminRequest(`/admin/team/${memberId}`, z.unknown(), { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.team }),
  });
}
