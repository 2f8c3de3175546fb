import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IfoodSettingsSchema } from '../../../../domain/admin-ifood';
import { adminKeys, adminRequest } from '../../../admin/api/admin-request';

const ifoodKey = [...adminKeys.settings, 'ifood'] as const;

/** `GET /api/admin/ifood`: the store's connection, the token masked (decision 072). */
export function useIfoodSettings() {
  return useQuery({
    queryKey: ifoodKey,
    queryFn: ({ signal }) => adminRequest('/admin/ifood', IfoodSettingsSchema, { signal }),
  });
}

function useIfoodChange(path: string, method: 'POST' | 'DELETE') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body?: { authorizationCode: string }) =>
      adminRequest(path, IfoodSettingsSchema, { method, ...(body ? { body } : {}) }),
    onSuccess: (saved) => queryClient.setQueryData(ifoodKey, saved),
  });
}

/** `POST /api/admin/ifood/link-code`: a link code for iFood's partner portal. */
export const useRequestIfoodLinkCode = () => useIfoodChange('/admin/ifood/link-code', 'POST');
/** `POST /api/admin/ifood/connect`: the authorization code the portal gave. */
export const useConnectIfood = () => useIfoodChange('/admin/ifood/connect', 'POST');
/** `DELETE /api/admin/ifood`: 'Desconectar'. */
export const useDisconnectIfood = () => useIfoodChange('/admin/ifood', 'DELETE');
