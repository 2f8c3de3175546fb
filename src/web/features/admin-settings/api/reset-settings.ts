import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminSettingsSchema } from '../../../../domain/admin-catalogue';
import { adminKeys, adminRequest } from '../../../admin/api/admin-request';

/** `POST /api/admin/settings/reset`: the server's settings go back to a new shop's defaults. */
export function useResetSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      adminRequest('/admin/settings/reset', AdminSettingsSchema, { method: 'POST' }),
    onSuccess: (saved) => queryClient.setQueryData(adminKeys.settings, saved),
  });
}
