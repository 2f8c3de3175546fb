import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminSettingsSchema } from '../../../../domain/admin-catalogue';
import type { EstablishmentSettings } from '../../../../domain/establishment';
import { adminKeys, adminRequest } from '../../../admin/api/admin-request';

/**
 * `PUT /api/admin/settings`: the whole working copy, parsed by the server with the same
 * EstablishmentSettingsSchema (a 400 VALIDATION_ERROR otherwise). The answer becomes the saved copy.
 */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: EstablishmentSettings) =>
      adminRequest('/admin/settings', AdminSettingsSchema, { method: 'PUT', body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(adminKeys.settings, saved),
  });
}
