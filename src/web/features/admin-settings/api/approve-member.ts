import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TeamMemberSchema } from '../../../../domain/admin-catalogue';
import type { StaffRole } from '../../../../domain/staff-roles';
import { adminKeys, adminRequest } from '../../../admin/api/admin-request';

/** `POST /api/admin/team/:id/approve`: a pending registration becomes active with its role. */
export function useApproveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, role }: { memberId: number; role: StaffRole }) =>
      adminRequest(`/admin/team/${memberId}/approve`, TeamMemberSchema, {
        method: 'POST',
        body: { role },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.team }),
  });
}

/**
 * `PATCH /api/admin/team/:id/role`: another role for an account. The server refuses one's own
 * role and the last active owner's (409 CANNOT_CHANGE_OWN_ROLE / LAST_OWNER, pt-BR messages).
 */
export function useChangeMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, role }: { memberId: number; role: StaffRole }) =>
      adminRequest(`/admin/team/${memberId}/role`, TeamMemberSchema, {
        method: 'PATCH',
        body: { role },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.team }),
  });
}
