import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PixConnectionTestResultSchema,
  PixProviderViewSchema,
  type PixProviderConnectionInput,
  type SavePixProviderInput,
} from '../../../../domain/admin-pix-provider';
import { adminKeys, adminRequest } from '../../../admin/api/admin-request';

const pixProviderKey = [...adminKeys.settings, 'pix-provider'] as const;
const paymentChangesKey = [...adminKeys.settings, 'payment-changes'] as const;

/** `GET /api/admin/pix-provider`: the saved connection, masked (decision 060). */
export function usePixProvider() {
  return useQuery({
    queryKey: pixProviderKey,
    queryFn: ({ signal }) => adminRequest('/admin/pix-provider', PixProviderViewSchema, { signal }),
  });
}

/**
 * `PUT /api/admin/pix-provider`: blank secrets keep the saved ones; a change of the connection
 * carries the owner's password (403 PASSWORD_CONFIRMATION_REQUIRED / PASSWORD_MISMATCH).
 */
export function useSavePixProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SavePixProviderInput) =>
      adminRequest('/admin/pix-provider', PixProviderViewSchema, { method: 'PUT', body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(pixProviderKey, saved);
      void queryClient.invalidateQueries({ queryKey: paymentChangesKey });
    },
  });
}

/** `DELETE /api/admin/pix-provider`: 'Desconectar', with the password. */
export function useDisconnectPixProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (currentPassword: string) =>
      adminRequest('/admin/pix-provider', PixProviderViewSchema, {
        method: 'DELETE',
        body: { currentPassword },
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(pixProviderKey, saved);
      void queryClient.invalidateQueries({ queryKey: paymentChangesKey });
    },
  });
}

/** `POST /api/admin/pix-provider/test`: 'Testar conexão' with the form's values, now. */
export function useTestPixConnection() {
  return useMutation({
    mutationFn: (connection: PixProviderConnectionInput) =>
      adminRequest('/admin/pix-provider/test', PixConnectionTestResultSchema, {
        method: 'POST',
        body: connection,
      }),
  });
}
