import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AdminSettingsSchema } from '../../../../domain/admin-catalogue';
import type { EstablishmentSettings } from '../../../../domain/establishment';
import { PaymentCredentialHistorySchema } from '../../../../domain/admin-payment-credentials';
import { adminKeys, adminRequest } from '../../../admin/api/admin-request';

const paymentChangesKey = [...adminKeys.settings, 'payment-changes'] as const;

/**
 * `PUT /api/admin/settings`: the whole working copy, parsed by the server with the same
 * EstablishmentSettingsSchema (a 400 VALIDATION_ERROR otherwise). The answer becomes the saved copy.
 * A change of the Pix receiver carries the owner's password typed again (decision 039): without
 * it 403 PASSWORD_CONFIRMATION_REQUIRED, a wrong one 403 PASSWORD_MISMATCH.
 */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      settings,
      currentPassword,
    }: {
      settings: EstablishmentSettings;
      currentPassword?: string;
    }) =>
      adminRequest('/admin/settings', AdminSettingsSchema, {
        method: 'PUT',
        body: currentPassword === undefined ? settings : { ...settings, currentPassword },
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.settings, saved);
      void queryClient.invalidateQueries({ queryKey: paymentChangesKey });
    },
  });
}

/** `GET /api/admin/settings/payment-changes`: the latest changes of the Pix receiver. */
export function usePaymentChanges() {
  return useQuery({
    queryKey: paymentChangesKey,
    queryFn: ({ signal }) =>
      adminRequest('/admin/settings/payment-changes', PaymentCredentialHistorySchema, { signal }),
    select: (history) => history.changes,
  });
}
