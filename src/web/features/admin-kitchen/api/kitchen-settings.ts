import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  KitchenSettingsPageSchema,
  KitchenSettingsSchema,
  type KitchenSettings,
} from '../../../../domain/admin-kitchen-settings';
import { adminKeys, adminRequest } from '../../../admin/api/admin-request';

const kitchenSettingsKey = [...adminKeys.settings, 'kitchen'] as const;

/** `GET /api/admin/kitchen/settings`: the stations, clocks and the menu's categories. */
export function useKitchenSettings() {
  return useQuery({
    queryKey: kitchenSettingsKey,
    queryFn: ({ signal }) =>
      adminRequest('/admin/kitchen/settings', KitchenSettingsPageSchema, { signal }),
  });
}

/** `PUT /api/admin/kitchen/settings`: saved whole (decision 058). */
export function useSaveKitchenSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: KitchenSettings) =>
      adminRequest('/admin/kitchen/settings', KitchenSettingsSchema, {
        method: 'PUT',
        body: settings,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kitchenSettingsKey }),
  });
}
