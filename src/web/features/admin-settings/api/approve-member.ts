import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminKeys, adminRequest } from '../../../admin/api/admin-request';

/** `POST /api/admin/team/:id/approve`: a pending registration becomes an active admin. */
export function useApproveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: number) =>
      adminRequest(`/admin/team/${memberId}/approve`, z.unknown(), { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.team }),
  });
}
