import { useQuery } from '@tanstack/react-query';
import { AdminSettingsSchema } from '../../../../domain/admin-catalogue';
import { adminKeys, adminRequest } from '../../../admin/api/admin-request';

/** `GET /api/admin/settings`: the settings as stored on the server, and when they last changed. */
export function useAdminSettings() {
  return useQuery({
    queryKey: adminKeys.settings,
    queryFn: ({ signal }) => adminRequest('/admin/settings', AdminSettingsSchema, { signal }),
  });
}
