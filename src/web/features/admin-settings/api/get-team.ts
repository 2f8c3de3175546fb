import { useQuery } from '@tanstack/react-query';
import { TeamSchema } from '../../../../domain/admin-catalogue';
import { adminKeys, adminRequest } from '../../../admin/api/admin-request';

/** `GET /api/admin/team`: every account of the back office, pending ones included. */
export function useTeam() {
  return useQuery({
    queryKey: adminKeys.team,
    queryFn: ({ signal }) => adminRequest('/admin/team', TeamSchema, { signal }),
  });
}
