import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PrivacySettingsSchema, type PrivacySettings } from '../../../../domain/privacy';
import { adminKeys, adminRequest } from '../../../admin/api/admin-request';

const privacyKey = [...adminKeys.settings, 'privacy'] as const;

/** `GET /api/admin/settings/privacy`: the privacy page's text as stored ('' → the default). */
export function usePrivacySettings() {
  return useQuery({
    queryKey: privacyKey,
    queryFn: ({ signal }) =>
      adminRequest('/admin/settings/privacy', PrivacySettingsSchema, { signal }),
  });
}

/** `PUT /api/admin/settings/privacy`: the page shows the new text at once. */
export function useSavePrivacySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PrivacySettings) =>
      adminRequest('/admin/settings/privacy', PrivacySettingsSchema, {
        method: 'PUT',
        body: settings,
      }),
    onSuccess: (saved) => queryClient.setQueryData(privacyKey, saved),
  });
}
