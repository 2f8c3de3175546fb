import { useQuery } from '@tanstack/react-query';
import { SetupStateSchema } from '../../../../domain/admin-accounts';
import { adminRequest } from '../../../admin/api/admin-request';

/**
 * `GET /api/auth/setup`: whether the shop still waits for its owner, whose registration needs the
 * setup code (docs/decisions/036).
 */
export function useSetupState() {
  return useQuery({
    queryKey: ['admin', 'setup-state'] as const,
    queryFn: ({ signal }) => adminRequest('/auth/setup', SetupStateSchema, { signal }),
    staleTime: 0,
  });
}
